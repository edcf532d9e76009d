// The modal a like without a wallet opens: says why a wallet is needed and hands over to the
// wallet connect dialog.
import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useWallet } from '@/lib/wallet';

export interface LikeConnectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function LikeConnectDialog({ open, onOpenChange }: LikeConnectDialogProps) {
  const { openConnectDialog } = useWallet();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Connect Wallet to Like Projects</DialogTitle>
          <DialogDescription>
            You need to connect your wallet to like and support projects
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              openConnectDialog();
            }}
          >
            <Wallet aria-hidden="true" />
            Connect Wallet
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
