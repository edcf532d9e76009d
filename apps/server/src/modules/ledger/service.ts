// The public ledger (issue 16): a project's backers for anyone who may see the project, its funding
// over time (issue 20: the detail page's and the dashboard's charts), the escrow
// vault's balance on chain against what the ledger says it owes, and the built-in explorer: what
// the chain and the server's own records say about a signature or an address.
import type {
  Backer,
  BackersResponse,
  EscrowProof,
  ExplorerAddressResponse,
  ExplorerTxResponse,
  FundingHistory,
  FundingPoint,
  LedgerEntry,
} from '@memetank/shared/api/ledger';
import {
  EXPLORER_ADDRESS_ENTRIES_MAX,
  FUNDING_HISTORY_DAYS_MAX,
  FUNDING_HISTORY_POINTS_MAX,
} from '@memetank/shared/api/ledger';
import { isSignature } from '@solana/kit';
import type { Services } from '../../app-types';
import { ChainError, type SignatureStatus } from '../../chain/chain';
import type { Database } from '../../db/client';
import { escrowOwed, escrowOwedTokens, vaultTokenBalance } from '../../escrow';
import { isWalletAddress } from '../../lib/ed25519';
import { validationError } from '../../lib/errors';
import { decodeKeysetCursor, keysetPage } from '../../lib/keyset-cursor';
import {
  findVisibleProject,
  projectVisibleTo,
  type ProjectViewer,
} from '../../projects/visibility';
import {
  findBySignature,
  findProjectHeaders,
  fundingBuckets,
  fundingSteps,
  fundingTotals,
  newBackersByDay,
  latestLedgerEntries,
  listConfirmedInvestments,
  rowsForSignatures,
  type ClaimRow,
  type EscrowLedgerRow,
  type ProjectHeader,
} from './queries';

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
    signature: row.signature ?? '',
    investedAt: row.investedAt.toISOString(),
  }));
  return { currency: project.currency, ...backers };
}

// ---------------------------------------------------------------------------------------------
// Funding history

/** Running totals of `steps` (oldest first), summed as bigints. */
function cumulative(steps: { at: Date; lamports: string }[]): FundingPoint[] {
  let raised = 0n;
  return steps.map((step) => {
    raised += BigInt(step.lamports);
    return { at: step.at.toISOString(), raisedUnits: raised.toString() };
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
        deadline: project.deadline.toISOString(),
        createdAt: project.createdAt.toISOString(),
        asOf: deps.clock.now().toISOString(),
        raisedUnits: totals.raised,
        backers: totals.backers,
        bucketSeconds,
        points: cumulative(steps),
        backersPerDay: days.reverse(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

// ---------------------------------------------------------------------------------------------
// The vault's proof

/** The chain's answer, or null when it cannot be reached. */
async function unlessChainDown<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ChainError) return null;
    throw error;
  }
}

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
  const vault = services.escrow?.vault;
  if (!vault) return { enabled: false };
  const { usdcMint } = services;
  const [owed, owedUsdc] = await services.database.db.transaction(
    async (tx) => [await escrowOwed(tx), await escrowOwedTokens(tx, usdcMint, usdcMint)] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const balance = await unlessChainDown(services.chain.getBalance(vault));
  const usdcBalance = await unlessChainDown(vaultTokenBalance(services.chain, vault, usdcMint));
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
    checkedAt: services.clock.now().toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The explorer

const absolute = (lamports: bigint) => (lamports < 0n ? -lamports : lamports);

const payoutClaim = (claim: ClaimRow | undefined): LedgerEntry['claim'] =>
  claim ? { id: claim.id, fundType: claim.fundType, isClaimed: claim.isClaimed } : null;

/** The projects named by entries, as the viewer may see them (a hidden one is not named). */
async function projectNames(db: Database, ids: (string | null)[], viewer: ProjectViewer) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const headers = await findProjectHeaders(db, unique);
  return new Map(
    headers
      .filter((header: ProjectHeader) => projectVisibleTo(header, viewer))
      .map((header) => [header.id, { id: header.id, name: header.name }]),
  );
}

function fromLedger(
  row: EscrowLedgerRow,
  related: { investmentId: string | null; claim: ClaimRow | undefined },
  projects: Map<string, { id: string; name: string }>,
): LedgerEntry {
  return {
    signature: row.signature,
    kind: row.kind,
    direction: row.lamports < 0n || row.kind === 'token_payout' ? 'out' : 'in',
    amountLamports: absolute(row.lamports).toString(),
    // Only token rows name a mint and the tokens moved.
    ...(row.mint && row.tokenAmount !== null
      ? { mint: row.mint, tokenAmount: absolute(BigInt(row.tokenAmount)).toString() }
      : {}),
    wallet: row.wallet,
    project: (row.projectId && projects.get(row.projectId)) || null,
    investmentId: row.kind === 'investment' ? related.investmentId : null,
    claim: row.kind === 'payout' || row.kind === 'token_payout' ? payoutClaim(related.claim) : null,
    time: row.createdAt.toISOString(),
  };
}

/** What the server's records say about a signature: the vault's entry, else a payout in flight. */
async function ledgerEntryFor(
  db: Database,
  usdcMint: string,
  signature: string,
  viewer: ProjectViewer,
): Promise<LedgerEntry | null> {
  const { entry, investment, claim } = await findBySignature(db, signature);
  const projectId = entry?.projectId ?? investment?.projectId ?? claim?.projectId ?? null;
  const projects = await projectNames(db, [projectId], viewer);
  if (entry) return fromLedger(entry, { investmentId: investment?.id ?? null, claim }, projects);
  if (investment) {
    return {
      signature,
      kind: 'investment',
      direction: 'in',
      ...(investment.currency === 'USDC'
        ? { amountLamports: '0', mint: usdcMint, tokenAmount: investment.units.toString() }
        : { amountLamports: investment.units.toString() }),
      wallet: investment.wallet,
      project: projects.get(investment.projectId) ?? null,
      investmentId: investment.id,
      claim: null,
      time: investment.investedAt.toISOString(),
    };
  }
  const paying = payoutClaim(claim);
  if (claim && paying) {
    return {
      signature,
      // In flight: what it moves, as its ledger row will say once it is confirmed.
      ...(claim.mint
        ? {
            kind: 'token_payout' as const,
            amountLamports: (claim.claimLamportsCost ?? 0n).toString(),
            mint: claim.mint,
            tokenAmount: claim.tokenAmount,
          }
        : { kind: 'payout' as const, amountLamports: claim.amountUnits.toString() }),
      direction: 'out',
      wallet: claim.userId,
      project: projects.get(claim.projectId) ?? null,
      investmentId: null,
      claim: paying,
      time: (claim.claimStartedAt ?? claim.claimableDate).toISOString(),
    };
  }
  return null;
}

function statusAnswer(status: SignatureStatus | null) {
  if (status === null) return { status: 'unavailable' as const, failure: null };
  if (status.state === 'failed') return { status: 'failed' as const, failure: status.reason };
  return { status: status.state, failure: null };
}

/** A transaction: its status on the server's chain, and what the server's ledger knows of it. */
export async function explorerTransaction(
  services: Pick<Services, 'database' | 'chain' | 'usdcMint'>,
  signature: string,
  viewer: ProjectViewer,
): Promise<ExplorerTxResponse> {
  if (!isSignature(signature)) throw validationError('Invalid params.signature: not a signature');
  const [status, ledger] = await Promise.all([
    unlessChainDown(services.chain.getSignatureStatus(signature)),
    ledgerEntryFor(services.database.db, services.usdcMint, signature, viewer),
  ]);
  return { signature, ...statusAnswer(status), ledger };
}

/** An address: its balance on the server's chain, and the ledger's latest entries naming it. */
export async function explorerAddress(
  services: Pick<Services, 'database' | 'chain' | 'escrow'>,
  address: string,
  viewer: ProjectViewer,
): Promise<ExplorerAddressResponse> {
  if (!isWalletAddress(address)) throw validationError('Invalid params.address: not an address');
  const db = services.database.db;
  const isVault = services.escrow?.vault === address;
  const [balance, rows] = await Promise.all([
    unlessChainDown(services.chain.getBalance(address)),
    latestLedgerEntries(db, {
      wallet: isVault ? null : address,
      limit: EXPLORER_ADDRESS_ENTRIES_MAX,
    }),
  ]);
  const signatures = rows.map((row) => row.signature);
  const [{ investments, claims }, projects] = await Promise.all([
    rowsForSignatures(db, signatures),
    projectNames(
      db,
      rows.map((row) => row.projectId),
      viewer,
    ),
  ]);
  const investmentIds = new Map(investments.map((row) => [row.signature, row.id]));
  // A "Claim all" payout carries several claims, each with its own ledger row naming it.
  const claimsById = new Map(claims.map((row) => [row.id, row]));
  const claimsBySignature = new Map(claims.map((row) => [row.claimSignature, row]));
  return {
    address,
    balanceLamports: balance === null ? null : balance.toString(),
    isVault,
    entries: rows.map((row) =>
      fromLedger(
        row,
        {
          investmentId: investmentIds.get(row.signature) ?? null,
          claim:
            (row.claimId ? claimsById.get(row.claimId) : undefined) ??
            claimsBySignature.get(row.signature),
        },
        projects,
      ),
    ),
  };
}
