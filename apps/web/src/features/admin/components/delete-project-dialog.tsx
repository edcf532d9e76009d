// The delete confirmation in the spec's words.
import { ADMIN_MESSAGES, type AdminProject } from '@memetank/shared/api/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface DeleteProjectDialogProps {
  project: AdminProject | null;
  onConfirm(project: AdminProject): void;
  onClose(): void;
}

export function DeleteProjectDialog({ project, onConfirm, onClose }: DeleteProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {project?.name}?</DialogTitle>
          <DialogDescription>{ADMIN_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              if (project) onConfirm(project);
              onClose();
            }}
          >
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
