// The delete confirmation, in the product's words.
import { ADMIN_MESSAGES, type AdminProject } from '@memetank/shared/api/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteProjectDialogProps {
  project: AdminProject | null;
  onConfirm(project: AdminProject): void;
  onClose(): void;
}

export function DeleteProjectDialog({ project, onConfirm, onClose }: DeleteProjectDialogProps) {
  return (
    <ConfirmDialog
      open={project !== null}
      title={`Delete ${project?.name ?? ''}?`}
      description={ADMIN_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={() => project && onConfirm(project)}
      onClose={onClose}
    />
  );
}
