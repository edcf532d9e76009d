// Every project: search and status filter (answered by the server), a table with each campaign's
// state, and its actions.
import { Check, Eye, FolderSearch, Gavel, Pencil, Search, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminProject } from '@memetank/shared/api/admin';
import { ADMIN_ESCROW_MESSAGES } from '@memetank/shared/api/investing';
import { shortId } from '@memetank/shared/format-address';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { formatDate } from '@memetank/shared/format-time';
import { CampaignBadge } from '@/components/campaign-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { AdminStatusFilter, StatusChange } from '../api/admin-projects';
import { RiskBadge, StatusBadge } from './admin-badges';
import { ProjectLogo } from '@/components/project-logo';

export const STATUS_FILTER_LABELS: Record<AdminStatusFilter, string> = {
  all: 'All Status',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

interface AllProjectsViewProps {
  projects: AdminProject[];
  total: number;
  search: string;
  status: AdminStatusFilter;
  busyId: string | null;
  onSearchChange(search: string): void;
  onStatusChange(status: AdminStatusFilter): void;
  onView(project: AdminProject): void;
  onEdit(project: AdminProject): void;
  onDelete(project: AdminProject): void;
  onChangeStatus(id: string, status: StatusChange): void;
  /** Reject an approved project (asked first: its investors are refunded). */
  onReject(project: AdminProject): void;
  onSettle(id: string): void;
}

/**
 * Why an approved project cannot be settled now, or null when it can: not before its deadline
 * (no early payout), and not once settled with every claim paid. Past the deadline the server's
 * state already reads funded or refunding (what settlement will decide); settling then hurries a
 * settlement the job would make, and the server says so if it was made already.
 */
export function settleBlockedReason(project: AdminProject, now: number): string | null {
  if (project.campaign === 'settled') return ADMIN_ESCROW_MESSAGES.alreadySettled;
  const ended = project.timeLeft === 'Ended' || Date.parse(project.deadline) <= now;
  return ended ? null : ADMIN_ESCROW_MESSAGES.deadlineNotPassed;
}

/** An approved project's campaign state; "—" for one that is not listed. */
function CampaignCell({ project }: { project: AdminProject }) {
  if (project.status !== 'approved') {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not listed</span>
      </span>
    );
  }
  return <CampaignBadge campaign={project.campaign} />;
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

interface ProjectActionsProps {
  project: AdminProject;
  busy: boolean;
  now: number;
  onView(project: AdminProject): void;
  onEdit(project: AdminProject): void;
  onDelete(project: AdminProject): void;
  onChangeStatus(id: string, status: StatusChange): void;
  /** Reject an approved project (asked first: its investors are refunded). */
  onReject(project: AdminProject): void;
  onSettle(id: string): void;
}

/**
 * View, edit, approve and reject (pending), settle and reject (approved: refunds its investors) and
 * delete.
 */
function ProjectActions({
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

export function AllProjectsView({
  projects,
  total,
  search,
  status,
  busyId,
  onSearchChange,
  onStatusChange,
  onView,
  onEdit,
  onDelete,
  onChangeStatus,
  onReject,
  onSettle,
}: AllProjectsViewProps) {
  const filtered = search.trim() !== '' || status !== 'all';
  const now = useNow();
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search projects by name, description, creator wallet, or ID..."
            aria-label="Search projects"
            className="pl-9"
          />
        </div>
        <Select
          value={status}
          onValueChange={(value) => onStatusChange(value as AdminStatusFilter)}
        >
          <SelectTrigger className="sm:w-44" aria-label="Filter by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(STATUS_FILTER_LABELS) as AdminStatusFilter[]).map((value) => (
              <SelectItem key={value} value={value}>
                {STATUS_FILTER_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {projects.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
            <FolderSearch className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No Projects Found</h2>
            <p className="text-sm text-muted-foreground">
              {filtered
                ? 'Try adjusting your search or filter criteria'
                : 'No projects have been submitted yet'}
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul aria-label="Projects" className="grid grid-cols-1 gap-3 md:hidden">
            {projects.map((project) => {
              const busy = busyId === project.id;
              const percent = progressPercent(project.currentFunding, project.fundingGoal);
              return (
                <li
                  key={project.id}
                  aria-busy={busy || undefined}
                  className={cn(
                    'grid grid-cols-1 gap-3 rounded-xl border bg-card p-4',
                    busy && 'pointer-events-none opacity-50',
                  )}
                >
                  <div className="flex items-center gap-3">
                    <ProjectLogo
                      logo={project.logo}
                      name={project.name}
                      decorative
                      className="size-9 text-lg"
                    />
                    <div className="grid min-w-0 grid-cols-1">
                      <span className="truncate font-medium">{project.name}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {project.description}
                      </span>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <StatusBadge status={project.status} />
                    {project.status === 'approved' ? (
                      <CampaignBadge campaign={project.campaign} />
                    ) : null}
                    <RiskBadge risk={project.riskScore} />
                    <span className="font-mono">{shortId(project.creatorWallet)}</span>
                    <span>{formatDate(project.createdAt)}</span>
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-sm tabular-nums">
                      {formatDecimal(project.currentFunding, 2)} /{' '}
                      {formatDecimal(project.fundingGoal, 2)} SOL ({formatPercent(percent)})
                    </span>
                    <ProjectActions
                      project={project}
                      busy={busy}
                      onView={onView}
                      onEdit={onEdit}
                      onDelete={onDelete}
                      onChangeStatus={onChangeStatus}
                      onReject={onReject}
                      onSettle={onSettle}
                      now={now}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
          <Card className="hidden overflow-hidden md:block">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Project</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Campaign</TableHead>
                  <TableHead>Risk</TableHead>
                  <TableHead>Funding</TableHead>
                  <TableHead>Creator</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {projects.map((project) => {
                  const busy = busyId === project.id;
                  const percent = progressPercent(project.currentFunding, project.fundingGoal);
                  return (
                    <TableRow
                      key={project.id}
                      aria-busy={busy || undefined}
                      className={cn(busy && 'pointer-events-none opacity-50')}
                    >
                      <TableCell className="min-w-56">
                        <div className="flex items-center gap-3">
                          <ProjectLogo
                            logo={project.logo}
                            name={project.name}
                            decorative
                            className="size-9 text-lg"
                          />
                          <div className="grid min-w-0 grid-cols-1">
                            <span className="truncate font-medium">{project.name}</span>
                            <span className="max-w-64 truncate text-xs text-muted-foreground">
                              {project.description}
                            </span>
                          </div>
                        </div>
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={project.status} />
                      </TableCell>
                      <TableCell>
                        <CampaignCell project={project} />
                      </TableCell>
                      <TableCell>
                        <RiskBadge risk={project.riskScore} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <div className="tabular-nums">
                          {formatDecimal(project.currentFunding, 2)} /{' '}
                          {formatDecimal(project.fundingGoal, 2)} SOL
                        </div>
                        <div className="text-xs text-muted-foreground">
                          {formatPercent(percent)}
                        </div>
                      </TableCell>
                      <TableCell className="font-mono text-xs">
                        {shortId(project.creatorWallet)}
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">
                        {formatDate(project.createdAt)}
                      </TableCell>
                      <TableCell>
                        <ProjectActions
                          project={project}
                          busy={busy}
                          onView={onView}
                          onEdit={onEdit}
                          onDelete={onDelete}
                          onChangeStatus={onChangeStatus}
                          onReject={onReject}
                          onSettle={onSettle}
                          now={now}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Card>
        </>
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {projects.length} of {total} projects
      </p>
    </div>
  );
}
