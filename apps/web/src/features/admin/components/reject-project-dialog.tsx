// Rejecting an approved project: it leaves the homepage and, if its campaign is not settled yet,
// settlement refunds every investor (the server's escrow jobs). Asked once before it happens.
import type { AdminProject } from '@memetank/shared/api/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export const REJECT_APPROVED_CONFIRM =
  'It leaves the homepage and takes no more investments. If its campaign is not settled yet, every investor can claim a full refund of what they invested. This cannot be undone.';

interface RejectProjectDialogProps {
  project: AdminProject | null;
  onConfirm(project: AdminProject): void;
  onClose(): void;
}

export function RejectProjectDialog({ project, onConfirm, onClose }: RejectProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Reject {project?.name}?</DialogTitle>
          <DialogDescription>{REJECT_APPROVED_CONFIRM}</DialogDescription>
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
            Reject and refund
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
