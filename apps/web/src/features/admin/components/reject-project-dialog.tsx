// Rejecting an approved project: it leaves the homepage and, if its campaign is not settled yet,
// settlement refunds every investor (the server's escrow jobs). Asked once before it happens.
import type { AdminProject } from '@memetank/shared/api/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';

export const REJECT_APPROVED_CONFIRM =
  'It leaves the homepage and takes no more investments. If its campaign is not settled yet, every investor can claim a full refund of what they invested. This cannot be undone.';

interface RejectProjectDialogProps {
  project: AdminProject | null;
  onConfirm(project: AdminProject): void;
  onClose(): void;
}

export function RejectProjectDialog({ project, onConfirm, onClose }: RejectProjectDialogProps) {
  return (
    <ConfirmDialog
      open={project !== null}
      title={`Reject ${project?.name ?? ''}?`}
      description={REJECT_APPROVED_CONFIRM}
      confirmLabel="Reject and refund"
      onConfirm={() => project && onConfirm(project)}
      onClose={onClose}
    />
  );
}
