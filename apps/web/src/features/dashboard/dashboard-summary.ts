// What the dashboard derives from its lists: the stat cards' numbers and the project badges.
import { beforeDeadline } from '@memetank/shared/api/investing';
import {
  DASHBOARD_MESSAGES,
  paysProjectTokens,
  type ClaimableFund,
  type UserInvestment,
  type UserProject,
  type UserProjectStatus,
} from '@memetank/shared/api/me';
import { formatTokenAmount, type TokenDepositState } from '@memetank/shared/api/token-escrow';
import { CURRENCIES, type Currency } from '@memetank/shared/currency';
import { DASHBOARD_TOTAL_DECIMALS } from '@memetank/shared/constants';
import { formatCurrencyAmount } from '@memetank/shared/format-money';
import type { BadgeProps } from '@/components/ui/badge';

/**
 * Tokens in the dashboard's words: "1,234.5 FROG"; an amount above zero but below the 2 decimals
 * the dashboard shows is said to be dust, "< 0.01 SPUD (dust)" (issue 35), in the Claimable card
 * as in the Claimable Funds list.
 */
export function formatTokenTotal(units: bigint, decimals: number, symbol: string): string {
  if (decimals > DASHBOARD_TOTAL_DECIMALS && units > 0n) {
    const dustBelow = 10n ** BigInt(decimals - DASHBOARD_TOTAL_DECIMALS);
    if (units < dustBelow) {
      return `< ${(10 ** -DASHBOARD_TOTAL_DECIMALS).toFixed(DASHBOARD_TOTAL_DECIMALS)} ${symbol} (dust)`;
    }
  }
  return `${formatTokenAmount(units.toString(), decimals)} ${symbol}`;
}

const INACTIVE: readonly UserProjectStatus[] = ['completed', 'cancelled', 'rejected'];

/** Active projects are those not completed, cancelled or rejected. */
export function countActiveProjects(projects: readonly UserProject[]): number {
  return projects.filter((project) => !INACTIVE.includes(project.status)).length;
}

/** A sum per currency: SOL and USDC are never added together. */
export type CurrencyTotals = Record<Currency, number>;

function totalsOf(rows: readonly { amount: number; currency: Currency }[]): CurrencyTotals {
  const totals: CurrencyTotals = { SOL: 0, USDC: 0 };
  for (const row of rows) totals[row.currency] += row.amount;
  return totals;
}

/** ["12.50 SOL", "300.00 USDC"]: each currency that has an amount, SOL alone ("0.00 SOL") when none. */
export function totalLines(totals: CurrencyTotals): string[] {
  const held = CURRENCIES.filter((currency) => totals[currency] !== 0);
  return (held.length === 0 ? (['SOL'] as const) : held).map((currency) =>
    formatCurrencyAmount(totals[currency], currency, DASHBOARD_TOTAL_DECIMALS),
  );
}

/** "12.50 SOL · 300.00 USDC": each currency that has an amount, SOL alone ("0.00 SOL") when none. */
export function formatTotals(totals: CurrencyTotals): string {
  return totalLines(totals).join(' · ');
}

/**
 * The tokens still waiting to be claimed, per mint, in base units (issue 35: "Claimable" counts
 * every token, not only money), with the decimals to show them in.
 */
export function claimableTokens(
  funds: readonly ClaimableFund[],
): { mint: string; units: bigint; decimals: number }[] {
  const byMint = new Map<string, { mint: string; units: bigint; decimals: number }>();
  for (const fund of funds) {
    if (fund.isClaimed || !isTokenFund(fund) || !fund.mint || !fund.tokenAmount) continue;
    const entry = byMint.get(fund.mint) ?? {
      mint: fund.mint,
      units: 0n,
      decimals: fund.tokenDecimals ?? 0,
    };
    entry.units += BigInt(fund.tokenAmount);
    byMint.set(fund.mint, entry);
  }
  return [...byMint.values()];
}

export function totalInvested(investments: readonly UserInvestment[]): CurrencyTotals {
  return totalsOf(
    investments.map((row) => ({ amount: row.investmentAmount, currency: row.currency })),
  );
}

/** A row paying a project's tokens (`paysProjectTokens`), not money. */
export const isTokenFund = (fund: Pick<ClaimableFund, 'fundType'>) =>
  paysProjectTokens(fund.fundType);

/**
 * The money still waiting to be claimed, per currency. Token rows are left out: their amount is
 * not money to claim (an allocation carries the contribution it was computed from).
 */
export function totalClaimable(funds: readonly ClaimableFund[]): CurrencyTotals {
  return totalsOf(funds.filter((fund) => !fund.isClaimed && !isTokenFund(fund)));
}

/**
 * approved: default; under_review: secondary; completed: success (issue 35: a campaign that
 * succeeded is not red like a rejected one); cancelled, rejected: destructive.
 */
export function userProjectBadge(status: string): {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
} {
  const label = status.replace(/_/g, ' ');
  if (status === 'approved') return { label, variant: 'default' };
  if (status === 'under_review') return { label, variant: 'secondary' };
  if (status === 'completed') return { label, variant: 'success' };
  if ((INACTIVE as readonly string[]).includes(status)) return { label, variant: 'destructive' };
  return { label, variant: 'outline' };
}

const FUND_TYPE_LABELS: Record<string, string> = {
  refund: 'Refund',
  creator_payout: 'Creator Payout',
  token_allocation: 'Token Allocation',
  token_return: 'Tokens Returned',
};

export function fundTypeLabel(fundType: string): string {
  return FUND_TYPE_LABELS[fundType] ?? fundType.replace(/_/g, ' ');
}

/** Where the investors' tokens of one of the creator's projects are, in the row's words. */
export const TOKEN_DEPOSIT_NOTES: Record<TokenDepositState, string> = {
  awaiting: 'Tokens awaiting your deposit: open the project to deposit them into escrow.',
  deposited: 'Tokens held in escrow for investors.',
  returned: 'Tokens returned to you.',
};

/**
 * The deposit state of a project's token side, when it has one (projects from before the token
 * side have none). Submission sets "awaiting", but only an approved project can take the deposit:
 * under review (or rejected before it) the row says nothing.
 */
export function tokenDepositNote(
  row: UserProject,
): { state: TokenDepositState; text: string } | null {
  const state = row.project.tokenDeposit;
  if (!state || (state === 'awaiting' && row.project.status !== 'approved')) return null;
  return { state, text: TOKEN_DEPOSIT_NOTES[state] };
}

/**
 * A project still under review whose deadline passed, by the server's clock (its campaign state)
 * or at `now` (ms): the row says what happens (the admin sets a new deadline when approving), or
 * null.
 */
export function reviewDeadlineNote(row: UserProject, now: number): string | null {
  const { status, campaign, deadline, settledAt } = row.project;
  if (row.status !== 'under_review' || status !== 'pending') return null;
  if (campaign === null || deadline === null) return null;
  return beforeDeadline({ campaign, deadline, settledAt }, now)
    ? null
    : DASHBOARD_MESSAGES.deadlinePassedInReview;
}
