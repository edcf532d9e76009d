// The connected wallet's balance with a refresh button. Each press reads the balance again and
// switches the display between SOL and USD (balance times the SOL price). With no SOL price known
// it says "USD price unavailable" and stays in SOL; a fixed demo price is labelled as such.
import { formatSol, formatUsd } from '@memetank/shared/format-money';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useSolPrice } from '../api/sol-price';
import { WALLET_TOASTS } from '../wallet-messages';
import { WithFixedPriceMark } from './fixed-price-mark';
import { WalletChip } from './wallet-chip';

export type BalanceUnit = 'SOL' | 'USD';

interface BalanceChipProps {
  /** Shared by the header bar and the mobile menu, so both show the same unit. */
  unit: BalanceUnit;
  onUnitChange(unit: BalanceUnit): void;
  className?: string;
}

export function BalanceChip({ unit, onUnitChange, className }: BalanceChipProps) {
  const { balance, refreshBalance } = useWallet();
  const { data: price, refetch: refetchPrice } = useSolPrice();
  const [refreshing, setRefreshing] = useState(false);
  const next: BalanceUnit = unit === 'SOL' ? 'USD' : 'SOL';

  let shown: string;
  if (balance === null) shown = 'Loading...';
  else if (unit === 'SOL') shown = formatSol(balance);
  else if (typeof price?.usd === 'number') shown = formatUsd(balance * price.usd);
  else shown = 'Price unavailable';
  const fixedPrice = balance !== null && unit === 'USD' && price?.fixed === true;

  async function refresh() {
    // With a price at hand the display switches at once; without one it waits for the price and
    // stays in SOL if there is still none.
    const waitForPrice = next === 'USD' && typeof price?.usd !== 'number';
    if (!waitForPrice) onUnitChange(next);
    setRefreshing(true);
    try {
      const [, fetched] = await Promise.all([
        refreshBalance(),
        next === 'USD' ? refetchPrice() : undefined,
      ]);
      if (waitForPrice) {
        if (typeof fetched?.data?.usd !== 'number') {
          toast(WALLET_TOASTS.usdPriceUnavailable);
          return;
        }
        onUnitChange(next);
      }
      toast(WALLET_TOASTS.balanceUpdated(next));
    } catch {
      toast(WALLET_TOASTS.balanceFailed);
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <WalletChip className={cn('gap-1 pr-1', className)}>
      <span data-testid="wallet-balance" aria-live="polite">
        {fixedPrice ? <WithFixedPriceMark>{shown}</WithFixedPriceMark> : shown}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 rounded-full [&_svg]:size-3.5"
        aria-label="Refresh balance"
        title={`Refresh balance and show it in ${next}`}
        disabled={refreshing}
        onClick={() => void refresh()}
      >
        <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
      </Button>
    </WalletChip>
  );
}
