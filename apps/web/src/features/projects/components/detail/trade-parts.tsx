// Pieces of a trade row shared by "Latest Market Trades" and the token-market panel.
import type { Trade } from '@memetank/shared/api/tokens';
import { LAMPORTS_PER_SOL, TRANSACTION_SOL_DECIMALS } from '@memetank/shared/constants';
import { formatSol } from '@memetank/shared/format-money';
import { relativeAge } from '@memetank/shared/format-time';
import { cn } from '@/lib/cn';

/** "1.235 SOL": a trade's SOL with 3 decimals. */
export function tradeSol(trade: Pick<Trade, 'sol_amount'>): string {
  return formatSol(trade.sol_amount / LAMPORTS_PER_SOL, TRANSACTION_SOL_DECIMALS);
}

/** "5m ago", "Just now": trade timestamps are seconds. */
export function tradeAge(trade: Pick<Trade, 'timestamp'>, now: number = Date.now()): string {
  return relativeAge(trade.timestamp * 1000, now);
}

export function TradeSide({ isBuy, className }: { isBuy: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-12 justify-center rounded-full px-2 py-0.5 text-xs font-semibold',
        isBuy
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
        className,
      )}
    >
      {isBuy ? 'Buy' : 'Sell'}
    </span>
  );
}
