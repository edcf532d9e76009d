// An action asked once before it happens: a title, what it does, Cancel and the action. A
// destructive one (the default) is an alert dialog with a red button.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The action button's label, e.g. "Delete". */
  confirmLabel: string;
  /** An icon before the label. */
  confirmIcon?: ReactNode;
  /** False for an action that destroys nothing (e.g. connecting a wallet). */
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({ destructive = true, ...props }: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent {...(destructive ? { role: 'alertdialog' } : {})}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => {
              props.onConfirm();
              props.onClose();
            }}
          >
            {props.confirmIcon}
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
