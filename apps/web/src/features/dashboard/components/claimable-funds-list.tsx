// "Claimable Funds": refunds, payouts, token allocations and tokens returned to the creator, each with
// a Claim button or a "Claimed" badge. Refunds and payouts show their amount in the campaign's
// currency (SOL or USDC); token rows in the token's units with its symbol; a claimed row shows its transaction (a legacy allocation without a mint, that it is
// recorded).
import { CircleCheck, Gift } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { DASHBOARD_MESSAGES, type ClaimableFund } from '@memetank/shared/api/me';
import { DASHBOARD_TOTAL_DECIMALS } from '@memetank/shared/constants';
import { formatCurrencyAmount } from '@memetank/shared/format-money';
import { formatDate } from '@memetank/shared/format-time';
import { Badge } from '@/components/ui/badge';
import { ProjectLogo } from '@/components/project-logo';
import { TransactionLink } from '@/components/transaction-link';
import { Button } from '@/components/ui/button';
import { useTokenSymbol } from '@/lib/tokens';
import { formatTokenTotal, fundTypeLabel, isTokenFund } from '../dashboard-summary';
import { DashboardList } from './dashboard-list';

export const ALLOCATION_RECORDED = 'Allocation recorded';

interface ClaimableFundsListProps {
  funds: ClaimableFund[];
  isLoading: boolean;
  isError: boolean;
  /** The id being claimed right now, if any. */
  claimingId: string | null;
  /** "Claim all" is being paid. */
  isClaimingAll: boolean;
  /** From useWallet(): signatures on the local test chain get no explorer link. */
  isLocalChain: boolean;
  onClaim(id: string): void;
  onClaimAll(): void;
}

/** What proves a claim was done: the payout's transaction, or a legacy allocation recorded. */
function ClaimProof({ fund, isLocalChain }: { fund: ClaimableFund; isLocalChain: boolean }) {
  if (fund.fundType === 'token_allocation' && !fund.mint) {
    return <span>· {ALLOCATION_RECORDED}</span>;
  }
  if (!fund.claimSignature) return null;
  return (
    <span className="inline-flex items-center gap-1">
      · <TransactionLink signature={fund.claimSignature} isLocalChain={isLocalChain} />
    </span>
  );
}

export function ClaimableFundsList({
  funds,
  isLoading,
  isError,
  claimingId,
  isClaimingAll,
  isLocalChain,
  onClaim,
  onClaimAll,
}: ClaimableFundsListProps) {
  const open = funds.filter((fund) => !fund.isClaimed && !fund.claimSignature).length;
  const busy = claimingId !== null || isClaimingAll;
  return (
    <DashboardList
      title="Claimable Funds"
      icon={Gift}
      action={
        open > 1 ? (
          <Button size="sm" onClick={onClaimAll} disabled={busy}>
            {isClaimingAll ? 'Claiming all...' : `Claim all (${open})`}
          </Button>
        ) : null
      }
      isLoading={isLoading}
      error={isError ? DASHBOARD_MESSAGES.claimablesFailed : null}
      isEmpty={funds.length === 0}
      empty={<p>Nothing to claim right now.</p>}
    >
      {funds.map((fund) => (
        <ClaimableFundRow
          key={fund.id}
          fund={fund}
          claimingId={isClaimingAll ? '' : claimingId}
          isLocalChain={isLocalChain}
          onClaim={onClaim}
        />
      ))}
    </DashboardList>
  );
}

/**
 * Money in its currency with 2 decimals ("0.50 SOL", "300.00 USDC"), or a token row's amount in the
 * token's units and symbol ("tokens" unknown). A USDC refund has a mint too: its type decides.
 */
function useFundAmount(fund: ClaimableFund): string {
  const tokens = isTokenFund(fund) && fund.mint && fund.tokenAmount ? fund.tokenAmount : null;
  const symbol = useTokenSymbol(tokens === null ? null : fund.mint);
  // Dust (issue 35): less than the dashboard's 2 decimals show is said so, not "0.000003 SPUD".
  const smallest = 10 ** -DASHBOARD_TOTAL_DECIMALS;
  if (tokens === null) {
    if (fund.amount > 0 && fund.amount < smallest) {
      return `${DUST_PREFIX}${smallest.toFixed(DASHBOARD_TOTAL_DECIMALS)} ${fund.currency} (dust)`;
    }
    return formatCurrencyAmount(fund.amount, fund.currency, DASHBOARD_TOTAL_DECIMALS);
  }
  return formatTokenTotal(BigInt(tokens), fund.tokenDecimals ?? 0, symbol);
}

/** A claim worth less than the smallest amount shown: "< 0.01 SPUD (dust)". */
const DUST_PREFIX = '< ';

function ClaimableFundRow({
  fund,
  claimingId,
  isLocalChain,
  onClaim,
}: Omit<
  ClaimableFundsListProps,
  'funds' | 'isLoading' | 'isError' | 'isClaimingAll' | 'onClaimAll'
> & { fund: ClaimableFund }) {
  const amount = useFundAmount(fund);
  return (
    // On a phone a long amount ("11,737.089201 HAMMY") takes a line of its own under the name
    // instead of squeezing the name and its details under itself.
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <ProjectLogo
        logo={fund.project.logo}
        name={fund.project.name}
        decorative
        className="size-10 text-xl"
      />
      <div className="grid min-w-40 grid-cols-1 flex-1 gap-1">
        <Link
          to={`/project/${fund.projectId}`}
          className="truncate font-medium hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {fund.project.name}
        </Link>
        <span className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
          <span>
            {fundTypeLabel(fund.fundType)} ·{' '}
            {fund.isClaimed && fund.claimedDate
              ? `Claimed ${formatDate(fund.claimedDate)}`
              : `Available ${formatDate(fund.claimableDate)}`}
          </span>
          {fund.isClaimed ? <ClaimProof fund={fund} isLocalChain={isLocalChain} /> : null}
        </span>
      </div>
      <div className="ml-auto flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <span className="font-semibold tabular-nums">{amount}</span>
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
            aria-label={`Claim ${amount} from ${fund.project.name}`}
          >
            {claimingId === fund.id ? 'Claiming...' : 'Claim'}
          </Button>
        )}
      </div>
    </li>
  );
}
