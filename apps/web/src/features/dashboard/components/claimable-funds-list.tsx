// "Claimable Funds": refunds, payouts and allocations, each with a Claim button or a "Claimed" badge.
import { CircleCheck, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, type ClaimableFund } from '@memetank/shared/api/me';
import { DASHBOARD_TOTAL_DECIMALS } from '@memetank/shared/constants';
import { formatSol } from '@memetank/shared/format-money';
import { formatDate } from '@memetank/shared/format-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fundTypeLabel } from '../dashboard-summary';
import { DashboardList } from './dashboard-list';
import { ProjectLogo } from '@/components/project-logo';

interface ClaimableFundsListProps {
  funds: ClaimableFund[];
  isLoading: boolean;
  isError: boolean;
  /** The id being claimed right now, if any. */
  claimingId: string | null;
  onClaim(id: string): void;
}

export function ClaimableFundsList({
  funds,
  isLoading,
  isError,
  claimingId,
  onClaim,
}: ClaimableFundsListProps) {
  return (
    <DashboardList
      title="Claimable Funds"
      icon={Gift}
      isLoading={isLoading}
      error={isError ? DASHBOARD_MESSAGES.claimablesFailed : null}
      isEmpty={funds.length === 0}
      empty={<p>Nothing to claim right now.</p>}
    >
      {funds.map((fund) => (
        <li key={fund.id} className="flex items-center gap-3 rounded-lg border p-3">
          <ProjectLogo
            logo={fund.project.logo}
            name={fund.project.name}
            decorative
            className="size-10 text-xl"
          />
          <div className="grid min-w-0 grid-cols-1 flex-1 gap-1">
            <Link
              to={`/project/${fund.projectId}`}
              className="truncate font-medium hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {fund.project.name}
            </Link>
            <span className="text-xs text-muted-foreground">
              {fundTypeLabel(fund.fundType)} ·{' '}
              {fund.isClaimed && fund.claimedDate
                ? `Claimed ${formatDate(fund.claimedDate)}`
                : `Available ${formatDate(fund.claimableDate)}`}
            </span>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-3">
            <span className="font-semibold tabular-nums">
              {formatSol(fund.amount, DASHBOARD_TOTAL_DECIMALS)}
            </span>
            {fund.isClaimed ? (
              <Badge variant="success" className="text-emerald-800 dark:text-success">
                <CircleCheck aria-hidden="true" />
                Claimed
              </Badge>
            ) : (
              <Button
                size="sm"
                onClick={() => onClaim(fund.id)}
                disabled={claimingId !== null}
                aria-label={`Claim ${formatSol(fund.amount, DASHBOARD_TOTAL_DECIMALS)} from ${fund.project.name}`}
              >
                {claimingId === fund.id ? 'Claiming...' : 'Claim'}
              </Button>
            )}
          </div>
        </li>
      ))}
    </DashboardList>
  );
}
