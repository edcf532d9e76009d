// The live SOL price in the header: "$187.23", "Loading..." while it loads, nothing when no rate
// is known; the server's fixed demo price is labelled "fixed demo price".
import { formatPrice } from '@memetank/shared/format-money';
import { TrendingUp } from 'lucide-react';
import { useSolPrice } from '../api/sol-price';
import { WithFixedPriceMark } from './fixed-price-mark';
import { WalletChip } from './wallet-chip';

export function SolPriceChip({ className }: { className?: string }) {
  const { data, isPending } = useSolPrice();
  const usd = data?.usd;
  if (!isPending && typeof usd !== 'number') return null;
  return (
    <WalletChip
      className={className}
      title={data?.fixed ? 'SOL price in USD: a fixed demo price' : 'SOL price in USD'}
    >
      <TrendingUp className="size-4 text-solana-green" aria-hidden="true" />
      <span className="text-muted-foreground">SOL</span>
      {typeof usd !== 'number' ? (
        'Loading...'
      ) : data?.fixed ? (
        <WithFixedPriceMark>${formatPrice(usd)}</WithFixedPriceMark>
      ) : (
        `$${formatPrice(usd)}`
      )}
    </WalletChip>
  );
}
