// The dashboard's four figures: wallet balance, active projects, total invested, claimable.
import { Coins, FolderKanban, Gift, Wallet, type LucideIcon } from 'lucide-react';
import { SOL_BALANCE_DECIMALS } from '@memetank/shared/constants';
import { formatCurrencyAmount, formatSol } from '@memetank/shared/format-money';
import { IconTile } from '@/components/icon-tile';
import { Card, CardContent } from '@/components/ui/card';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTokenSymbol } from '@/lib/tokens';
import { type CurrencyTotals, formatTokenTotal, totalLines } from '../dashboard-summary';

interface StatCardsProps {
  /** SOL, or null while it loads. */
  balance: number | null;
  /** Whole USDC the wallet holds (what USDC campaigns take); null when unknown or no USDC mint. */
  usdcBalance?: number | null;
  activeProjects: number;
  /** Per currency: shown side by side, never added together. */
  invested: CurrencyTotals;
  claimable: CurrencyTotals;
  /** Tokens still to claim, per mint. */
  claimableTokens?: readonly { mint: string; units: bigint; decimals: number }[];
}

/**
 * One figure; several amounts (one per currency or token) each on a line of their own, smaller
 * type when there are several, wrapping rather than cut off (issue 35) at any width.
 */
function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: string | readonly ReactNode[];
  icon: LucideIcon;
}) {
  const lines = typeof value === 'string' ? [value] : value;
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <IconTile icon={icon} className="size-11 shrink-0 rounded-xl bg-primary/10 text-primary" />
        <dl className="min-w-0 flex-1">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd
            className={cn(
              'font-bold tabular-nums [overflow-wrap:anywhere]',
              lines.length > 1 ? 'text-base leading-snug' : 'text-xl',
            )}
          >
            {lines.map((line, i) => (
              <span key={i} className="block">
                {/* Read (and copied) as one line: "12.50 SOL · 300.00 USDC". */}
                {i > 0 ? <span className="sr-only"> · </span> : null}
                {line}
              </span>
            ))}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

/** A token total with the token's symbol ("1,000 SPUD", "< 0.01 SPUD (dust)"). */
function TokenTotal({ mint, units, decimals }: { mint: string; units: bigint; decimals: number }) {
  const symbol = useTokenSymbol(mint);
  return formatTokenTotal(units, decimals, symbol);
}

export function StatCards({
  balance,
  usdcBalance = null,
  activeProjects,
  invested,
  claimable,
  claimableTokens = [],
}: StatCardsProps) {
  const sol = balance === null ? null : formatSol(balance, SOL_BALANCE_DECIMALS);
  const usdc = usdcBalance === null ? null : formatCurrencyAmount(usdcBalance, 'USDC');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Wallet Balance"
        icon={Wallet}
        value={sol === null ? 'Loading...' : usdc === null ? sol : [sol, usdc]}
      />
      <StatCard label="Active Projects" icon={FolderKanban} value={String(activeProjects)} />
      <StatCard label="Total Invested" icon={Coins} value={totalLines(invested)} />
      <StatCard
        label="Claimable"
        icon={Gift}
        value={[
          ...(claimableTokens.length > 0 && totalLines(claimable)[0] === '0.00 SOL'
            ? []
            : totalLines(claimable)),
          ...claimableTokens.map((token) => <TokenTotal key={token.mint} {...token} />),
        ]}
      />
    </div>
  );
}
