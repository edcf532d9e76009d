// The modal a like or a follow without a wallet opens: says why a wallet is needed and hands over
// to the wallet connect dialog.
import { Wallet } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useWallet } from '@/lib/wallet';

const COPY = {
  like: {
    title: 'Connect Wallet to Like Projects',
    description: 'You need to connect your wallet to like and support projects',
  },
  follow: {
    title: 'Connect Wallet to Follow Projects',
    description: 'You need to connect your wallet to follow projects and get their notifications',
  },
} as const;

export interface LikeConnectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the wallet is needed for (a like unless given). */
  purpose?: keyof typeof COPY;
}

export function LikeConnectDialog({
  open,
  onOpenChange,
  purpose = 'like',
}: LikeConnectDialogProps) {
  const { openConnectDialog } = useWallet();
  return (
    <ConfirmDialog
      open={open}
      destructive={false}
      title={COPY[purpose].title}
      description={COPY[purpose].description}
      confirmIcon={<Wallet aria-hidden="true" />}
      confirmLabel="Connect Wallet"
      onConfirm={openConnectDialog}
      onClose={() => onOpenChange(false)}
    />
  );
}
