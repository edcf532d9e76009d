// The public ledger (issue 16): a project's backers for anyone who may see the project, its funding
// over time (issue 20: the detail page's and the dashboard's charts), and the escrow vault's
// balance on chain against what the ledger says it owes. The rows come from the escrow's reads
// (escrow/index.ts); the built-in explorer is modules/explorer.
import type {
  Backer,
  BackersResponse,
  EscrowProof,
  FundingHistory,
  FundingPoint,
} from '@memetank/shared/api/ledger';
import { FUNDING_HISTORY_DAYS_MAX, FUNDING_HISTORY_POINTS_MAX } from '@memetank/shared/api/ledger';
import { lamportsAlias } from '@memetank/shared/api/deprecated-fields';
import type { Currency } from '@memetank/shared/currency';
import type { Services } from '../../app-types';
import { unlessChainDown } from '../../chain/chain';
import {
  escrowOwed,
  escrowOwedTokens,
  fundingBuckets,
  fundingSteps,
  fundingTotals,
  listConfirmedInvestments,
  custodyOnChain,
  newBackersByDay,
  vaultSolBalance,
  vaultTokenBalance,
} from '../../escrow';
import { decodeKeysetCursor, keysetPage } from '../../lib/keyset-cursor';
import { findVisibleProject, type ProjectViewer } from '../../projects/visibility';

// ---------------------------------------------------------------------------------------------
// Backers

/** A project's confirmed investments, newest first, a page at a time. */
export async function listBackers(
  deps: Pick<Services, 'database'>,
  projectId: string,
  viewer: ProjectViewer,
  page: { limit: number; cursor?: string | undefined },
): Promise<BackersResponse> {
  const from = page.cursor === undefined ? undefined : decodeKeysetCursor(page.cursor);
  const project = await findVisibleProject(deps, projectId, viewer);
  const rows = await listConfirmedInvestments(deps.database.db, projectId, {
    limit: page.limit + 1,
    from,
  });
  const backers = keysetPage(rows, page.limit, (row): Backer => ({
    id: row.id,
    wallet: row.wallet,
    amountUnits: row.units.toString(),
    amountLamports: lamportsAlias(row.units.toString(), project.currency),
    signature: row.signature ?? '',
    investedAt: row.investedAt.toISOString(),
  }));
  return { currency: project.currency, ...backers };
}

// ---------------------------------------------------------------------------------------------
// Funding history

/** Running totals of `steps` (oldest first), summed as bigints. */
function cumulative(steps: { at: Date; lamports: string }[], currency: Currency): FundingPoint[] {
  let raised = 0n;
  return steps.map((step) => {
    raised += BigInt(step.lamports);
    const raisedUnits = raised.toString();
    return {
      at: step.at.toISOString(),
      raisedUnits,
      raisedLamports: lamportsAlias(raisedUnits, currency),
    };
  });
}

/**
 * A project's funding over time for anyone who may see it: every confirmed investment as a point
 * while there are at most FUNDING_HISTORY_POINTS_MAX of them, else their sums over that many equal
 * stretches of time; and the new backers of each UTC day.
 */
export async function fundingHistory(
  deps: Pick<Services, 'database' | 'clock'>,
  projectId: string,
  viewer: ProjectViewer,
): Promise<FundingHistory> {
  const project = await findVisibleProject(deps, projectId, viewer);
  const { db } = deps.database;
  // One snapshot, so the points, the totals and the days agree with each other.
  return db.transaction(
    async (tx) => {
      const totals = await fundingTotals(tx, projectId);
      let bucketSeconds = 0;
      let steps: { at: Date; lamports: string }[];
      if (totals.investments <= FUNDING_HISTORY_POINTS_MAX) {
        steps = await fundingSteps(tx, projectId);
      } else {
        const fromEpoch = totals.firstEpoch ?? 0;
        const span = Math.ceil((totals.lastEpoch ?? fromEpoch) - fromEpoch);
        // floor(span / max) + 1 seconds: the last investment still falls in the last stretch.
        bucketSeconds = Math.floor(span / FUNDING_HISTORY_POINTS_MAX) + 1;
        steps = await fundingBuckets(tx, projectId, {
          fromEpoch,
          widthSeconds: bucketSeconds,
          buckets: FUNDING_HISTORY_POINTS_MAX,
        });
      }
      const days = await newBackersByDay(tx, projectId, FUNDING_HISTORY_DAYS_MAX);
      return {
        projectId: project.id,
        currency: project.currency,
        goalUnits: project.fundingGoalUnits.toString(),
        goalLamports: lamportsAlias(project.fundingGoalUnits.toString(), project.currency),
        deadline: project.deadline.toISOString(),
        createdAt: project.createdAt.toISOString(),
        asOf: deps.clock.now().toISOString(),
        raisedUnits: totals.raised,
        raisedLamports: lamportsAlias(totals.raised, project.currency),
        backers: totals.backers,
        bucketSeconds,
        points: cumulative(steps, project.currency),
        backersPerDay: days.reverse(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

// ---------------------------------------------------------------------------------------------
// The vault's proof

/**
 * The vault's balance against what it owes (escrow/solvency.ts: investments held, unpaid claims,
 * fees not withdrawn, the same sums that stop payouts on a shortfall). What it owes is read first,
 * in one snapshot, and the balance after: money moves on chain before the ledger records an
 * investment, and a payout leaves what is owed before it leaves the vault, so a reading taken
 * mid-way can only show the vault richer than it is, never poorer.
 */
export async function escrowProof(
  services: Pick<Services, 'escrow' | 'database' | 'chain' | 'clock' | 'usdcMint'>,
): Promise<EscrowProof> {
  const escrow = services.escrow;
  if (!escrow) return { enabled: false };
  const { vault } = escrow;
  const { usdcMint } = services;
  const [owed, owedUsdc] = await services.database.db.transaction(
    async (tx) => [await escrowOwed(tx), await escrowOwedTokens(tx, usdcMint, usdcMint)] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const balance = await unlessChainDown(vaultSolBalance(services.chain, vault));
  const usdcBalance = await unlessChainDown(vaultTokenBalance(services.chain, vault, usdcMint));
  const custody = await unlessChainDown(custodyOnChain(services.chain, escrow));
  return {
    enabled: true,
    vault,
    balanceLamports: balance === null ? null : balance.toString(),
    owedLamports: owed.total.toString(),
    owed: {
      investmentsHeldLamports: owed.held.toString(),
      unclaimedClaimsLamports: owed.claims.toString(),
      feesNotWithdrawnLamports: owed.fees.toString(),
    },
    differenceLamports: balance === null ? null : (balance - owed.total).toString(),
    usdc: {
      mint: usdcMint,
      balanceUnits: usdcBalance === null ? null : usdcBalance.toString(),
      owedUnits: owedUsdc.toString(),
      differenceUnits: usdcBalance === null ? null : (usdcBalance - owedUsdc).toString(),
    },
    custody,
    checkedAt: services.clock.now().toISOString(),
  };
}
