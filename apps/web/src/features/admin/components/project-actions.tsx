// The admin's buttons on one project of the list: view, edit, approve and reject (pending),
// settle and reject (approved) and delete, each named after the project for screen readers.
import { Check, Eye, Gavel, Pencil, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DEADLINE_PASSED_APPROVE_NOTE,
  deadlinePassedInReview,
  type AdminProject,
  type AdminProjectRow,
} from '@memetank/shared/api/admin';
import { ADMIN_ESCROW_MESSAGES, beforeDeadline } from '@memetank/shared/api/investing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { StatusChange } from '../api/admin-projects';

/**
 * Why an approved project cannot be settled now, or null when it can: not before its deadline
 * (no early payout), and not once settled with every claim paid. Past the deadline the server's
 * state already reads funded or refunding (what settlement will decide); settling then hurries a
 * settlement the job would make, and the server says so if it was made already.
 */
export function settleBlockedReason(project: AdminProject, now: number): string | null {
  const settledWithoutDeposit = project.campaign === 'ended_without_deposit' && project.settledAt;
  if (project.campaign === 'settled' || settledWithoutDeposit) {
    return ADMIN_ESCROW_MESSAGES.alreadySettled;
  }
  return beforeDeadline(project, now) ? ADMIN_ESCROW_MESSAGES.deadlineNotPassed : null;
}

function ActionButton({
  label,
  disabled,
  onClick,
  className,
  title,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  className?: string;
  /** The tooltip; the label's first word when not given. */
  title?: string;
  children: ReactNode;
}) {
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8 [&_svg]:size-4', className)}
      aria-label={label}
      title={title ?? label.split(' ')[0]}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
  // A disabled button gets no pointer events, so its tooltip sits on a wrapper.
  return disabled && title ? <span title={title}>{button}</span> : button;
}

/** What the admin can do to a project in the list. */
export interface ProjectActionHandlers {
  /** The list's row: the detail panel also shows the projects sharing its mint. */
  onView(project: AdminProjectRow): void;
  onEdit(project: AdminProject): void;
  onDelete(project: AdminProject): void;
  onChangeStatus(id: string, status: StatusChange): void;
  /** Reject an approved project (asked first: its investors are refunded). */
  onReject(project: AdminProject): void;
  onSettle(id: string): void;
}

interface ProjectActionsProps extends ProjectActionHandlers {
  project: AdminProjectRow;
  busy: boolean;
  now: number;
}

/**
 * View, edit, approve and reject (pending), settle and reject (approved: refunds its investors) and
 * delete.
 */
export function ProjectActions({
  project,
  busy,
  now,
  onView,
  onEdit,
  onDelete,
  onChangeStatus,
  onReject,
  onSettle,
}: ProjectActionsProps) {
  const settleBlocked = project.status === 'approved' ? settleBlockedReason(project, now) : null;
  return (
    <div className="flex gap-1">
      <ActionButton label={`View ${project.name}`} disabled={busy} onClick={() => onView(project)}>
        <Eye aria-hidden="true" />
      </ActionButton>
      <ActionButton label={`Edit ${project.name}`} disabled={busy} onClick={() => onEdit(project)}>
        <Pencil aria-hidden="true" />
      </ActionButton>
      {project.status === 'pending' ? (
        <>
          <ActionButton
            label={`Approve ${project.name}`}
            title={deadlinePassedInReview(project, now) ? DEADLINE_PASSED_APPROVE_NOTE : undefined}
            disabled={busy}
            className="text-success hover:text-success"
            onClick={() => onChangeStatus(project.id, 'approved')}
          >
            <Check aria-hidden="true" />
          </ActionButton>
          <ActionButton
            label={`Reject ${project.name}`}
            disabled={busy}
            className="text-destructive hover:text-destructive"
            onClick={() => onChangeStatus(project.id, 'rejected')}
          >
            <X aria-hidden="true" />
          </ActionButton>
        </>
      ) : null}
      {project.status === 'approved' ? (
        <>
          <ActionButton
            label={`Settle ${project.name}`}
            title={settleBlocked ?? 'Settle the campaign now'}
            disabled={busy || settleBlocked !== null}
            onClick={() => onSettle(project.id)}
          >
            <Gavel aria-hidden="true" />
          </ActionButton>
          <ActionButton
            label={`Reject ${project.name}`}
            title="Reject (investors are refunded)"
            disabled={busy}
            className="text-destructive hover:text-destructive"
            onClick={() => onReject(project)}
          >
            <X aria-hidden="true" />
          </ActionButton>
        </>
      ) : null}
      <ActionButton
        label={`Delete ${project.name}`}
        disabled={busy}
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(project)}
      >
        <Trash2 aria-hidden="true" />
      </ActionButton>
    </div>
  );
}
