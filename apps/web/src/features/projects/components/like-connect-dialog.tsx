// The modal a like without a wallet opens: says why a wallet is needed and hands over to the
// wallet connect dialog.
import { Wallet } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useWallet } from '@/lib/wallet';

export interface LikeConnectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function LikeConnectDialog({ open, onOpenChange }: LikeConnectDialogProps) {
  const { openConnectDialog } = useWallet();
  return (
    <ConfirmDialog
      open={open}
      destructive={false}
      title="Connect Wallet to Like Projects"
      description="You need to connect your wallet to like and support projects"
      confirmIcon={<Wallet aria-hidden="true" />}
      confirmLabel="Connect Wallet"
      onConfirm={openConnectDialog}
      onClose={() => onOpenChange(false)}
    />
  );
}
