// Rejecting a project, asked once before it happens, with an optional reason the creator is told
// (their notification shows it). A pending project simply stays off the homepage; an approved one
// leaves it and, if its campaign is not settled yet, settlement refunds every investor (the
// server's escrow jobs).
import type { AdminProject } from '@memetank/shared/api/admin';
import { REJECTION_REASON_MAX_LENGTH } from '@memetank/shared/api/notifications';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export const REJECT_APPROVED_CONFIRM =
  'It leaves the homepage and takes no more investments. If its campaign is not settled yet, every investor can claim a full refund of what they invested. This cannot be undone.';
export const REJECT_PENDING_CONFIRM =
  'It will not appear on the homepage. The creator is notified, with your reason if you give one.';

interface RejectProjectDialogProps {
  project: AdminProject | null;
  /** `reason` is trimmed, and undefined when left blank. */
  onConfirm(project: AdminProject, reason: string | undefined): void;
  onClose(): void;
}

export function RejectProjectDialog({ project, onConfirm, onClose }: RejectProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by the project: each rejection starts with an empty reason. */}
      {project ? (
        <RejectForm key={project.id} project={project} onConfirm={onConfirm} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function RejectForm({
  project,
  onConfirm,
  onClose,
}: Omit<RejectProjectDialogProps, 'project'> & { project: AdminProject }) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const approved = project.status === 'approved';

  return (
    <DialogContent role="alertdialog">
      <DialogHeader>
        <DialogTitle>{`Reject ${project.name}?`}</DialogTitle>
        <DialogDescription>
          {approved ? REJECT_APPROVED_CONFIRM : REJECT_PENDING_CONFIRM}
        </DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(project, reason.trim() || undefined);
          onClose();
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>Reason (optional)</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            aria-describedby={hintId}
            placeholder="What the creator should know, e.g. the token is not theirs"
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={hintId} className="text-xs text-muted-foreground tabular-nums">
            Shown to the creator. {reason.length}/{REJECTION_REASON_MAX_LENGTH}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" variant="destructive">
            {approved ? 'Reject and refund' : 'Reject'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
