// The dashboard's four figures: wallet balance, active projects, total invested, claimable.
import { Coins, FolderKanban, Gift, Wallet, type LucideIcon } from 'lucide-react';
import { SOL_BALANCE_DECIMALS } from '@memetank/shared/constants';
import { formatCurrencyAmount, formatSol } from '@memetank/shared/format-money';
import { IconTile } from '@/components/icon-tile';
import { Card, CardContent } from '@/components/ui/card';
import { type CurrencyTotals, formatTotals } from '../dashboard-summary';

interface StatCardsProps {
  /** SOL, or null while it loads. */
  balance: number | null;
  /** Whole USDC the wallet holds (what USDC campaigns take); null when unknown or no USDC mint. */
  usdcBalance?: number | null;
  activeProjects: number;
  /** Per currency: shown side by side, never added together. */
  invested: CurrencyTotals;
  claimable: CurrencyTotals;
}

function StatCard({ label, value, icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-5">
        <IconTile icon={icon} className="size-11 rounded-xl bg-primary/10 text-primary" />
        <dl className="min-w-0">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="truncate text-xl font-bold tabular-nums">{value}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}

export function StatCards({
  balance,
  usdcBalance = null,
  activeProjects,
  invested,
  claimable,
}: StatCardsProps) {
  const sol = balance === null ? null : formatSol(balance, SOL_BALANCE_DECIMALS);
  const usdc = usdcBalance === null ? null : formatCurrencyAmount(usdcBalance, 'USDC');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Wallet Balance"
        icon={Wallet}
        value={sol === null ? 'Loading...' : usdc === null ? sol : `${sol} · ${usdc}`}
      />
      <StatCard label="Active Projects" icon={FolderKanban} value={String(activeProjects)} />
      <StatCard label="Total Invested" icon={Coins} value={formatTotals(invested)} />
      <StatCard label="Claimable" icon={Gift} value={formatTotals(claimable)} />
    </div>
  );
}
