// What the dashboard derives from its lists: the stat cards' numbers and the project badges.
import type {
  ClaimableFund,
  UserInvestment,
  UserProject,
  UserProjectStatus,
} from '@memetank/shared/api/me';
import type { BadgeProps } from '@/components/ui/badge';

const INACTIVE: readonly UserProjectStatus[] = ['completed', 'cancelled', 'rejected'];

/** Active projects are those not completed, cancelled or rejected. */
export function countActiveProjects(projects: readonly UserProject[]): number {
  return projects.filter((project) => !INACTIVE.includes(project.status)).length;
}

export function totalInvested(investments: readonly UserInvestment[]): number {
  return investments.reduce((sum, investment) => sum + investment.investmentAmount, 0);
}

/** What is still waiting to be claimed. */
export function totalClaimable(funds: readonly ClaimableFund[]): number {
  return funds.reduce((sum, fund) => (fund.isClaimed ? sum : sum + fund.amount), 0);
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
};

export function fundTypeLabel(fundType: string): string {
  return FUND_TYPE_LABELS[fundType] ?? fundType.replace(/_/g, ' ');
}
