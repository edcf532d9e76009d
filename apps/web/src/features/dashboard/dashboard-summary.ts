// What the dashboard derives from its lists: the stat cards' numbers and the project badges.
import type {
  ClaimableFund,
  UserInvestment,
  UserProject,
  UserProjectStatus,
} from '@memetank/shared/api/me';
import type { TokenDepositState } from '@memetank/shared/api/token-escrow';
import type { BadgeProps } from '@/components/ui/badge';

const INACTIVE: readonly UserProjectStatus[] = ['completed', 'cancelled', 'rejected'];

/** Active projects are those not completed, cancelled or rejected. */
export function countActiveProjects(projects: readonly UserProject[]): number {
  return projects.filter((project) => !INACTIVE.includes(project.status)).length;
}

export function totalInvested(investments: readonly UserInvestment[]): number {
  return investments.reduce((sum, investment) => sum + investment.investmentAmount, 0);
}

/** A row paying tokens (an investor's allocation, or the creator's tokens back), not SOL. */
export const isTokenFund = (fund: Pick<ClaimableFund, 'fundType'>) =>
  fund.fundType === 'token_allocation' || fund.fundType === 'token_return';

/**
 * The SOL still waiting to be claimed. Token rows are left out: their amount is not SOL to claim
 * (an allocation carries the contribution it was computed from).
 */
export function totalClaimable(funds: readonly ClaimableFund[]): number {
  return funds.reduce(
    (sum, fund) => (fund.isClaimed || isTokenFund(fund) ? sum : sum + fund.amount),
    0,
  );
}

/** approved: default; under_review: secondary; completed, cancelled, rejected: destructive. */
export function userProjectBadge(status: string): {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
} {
  const label = status.replace(/_/g, ' ');
  if (status === 'approved') return { label, variant: 'default' };
  if (status === 'under_review') return { label, variant: 'secondary' };
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
 * The deposit state of a project's token side, when the answer carries it (projects from before
 * the token side have none). Submission sets "awaiting", but only an approved project can take the
 * deposit: under review (or rejected before it) the row says nothing.
 */
export function tokenDepositNote(
  row: UserProject,
): { state: TokenDepositState; text: string } | null {
  const state = (row.project as { tokenDeposit?: TokenDepositState | null }).tokenDeposit;
  if (!state || (state === 'awaiting' && row.project.status !== 'approved')) return null;
  return { state, text: TOKEN_DEPOSIT_NOTES[state] };
}
