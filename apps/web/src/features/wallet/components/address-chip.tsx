import { shortAddress } from '@memetank/shared/format-address';
import { Wallet } from 'lucide-react';
import { useWallet } from '@/lib/wallet';
import { WalletChip } from './wallet-chip';

/** The connected wallet as "AbCd...WxYz"; the full address on hover. */
export function AddressChip({ className }: { className?: string }) {
  const { publicKey } = useWallet();
  if (!publicKey) return null;
  return (
    <WalletChip className={className} title={publicKey}>
      <Wallet className="hidden size-4 text-solana-purple sm:block" aria-hidden="true" />
      <span className="sr-only">Connected wallet</span>
      <span className="font-mono">{shortAddress(publicKey)}</span>
    </WalletChip>
  );
}
