// The live SOL price in the header: "$187.23", "Loading..." while it loads, nothing when no rate
// is known.
import { formatPrice } from '@memetank/shared/format-money';
import { TrendingUp } from 'lucide-react';
import { useSolPrice } from '../api/sol-price';
import { WalletChip } from './wallet-chip';

export function SolPriceChip({ className }: { className?: string }) {
  const { data, isPending } = useSolPrice();
  const usd = data?.usd;
  if (!isPending && typeof usd !== 'number') return null;
  return (
    <WalletChip className={className} title="SOL price in USD">
      <TrendingUp className="size-4 text-solana-green" aria-hidden="true" />
      <span className="text-muted-foreground">SOL</span>
      {typeof usd === 'number' ? `$${formatPrice(usd)}` : 'Loading...'}
    </WalletChip>
  );
}
