// Settlement at the deadline, all-or-nothing and idempotent
// (docs/decisions/036-escrow-vault-settlement-and-payouts.md):
// Everything in the campaign's currency (SOL, or USDC: docs/decisions/055-usdc-campaigns.md).
// - goal reached: the creator may claim the raised amount minus the 3% platform fee, and each investor
//   a token allocation pro rata to what they put in (paid from the creator's deposit; the
//   remainder goes back to the creator, see depositClaims);
// - goal missed (or the project was rejected after taking investments): each investor may claim a
//   refund of everything they put in, no fee is taken, and the creator's deposit goes back.
// "Raised" is the sum of the recorded investments with a confirmed on-chain transfer (what the
// vault received), never the editable current_funding figure nor a row without a signature. Each
// wallet gets at most one claim of each kind per campaign (a unique index says so).
import {
  ADMIN_ESCROW_MESSAGES,
  PLATFORM_FEE_BPS,
  type CampaignState,
} from '@memetank/shared/api/investing';
import { tokenShare } from '@memetank/shared/api/token-escrow';
import type { claimableFunds, projects } from '../db/schema';
import { AppError, projectNotFound } from '../lib/errors';
import { notificationKeys, notifiedClaim, notify, type Writer } from '../notifications/notify';
import { fundingChannel } from '../realtime/channels';
import { campaignState, fundingEvent } from './campaign';
import type { EscrowDeps } from './deps';
import { paidIn } from './intents';
import {
  closeCreatorProject,
  confirmedContributions,
  findIntentInFlight,
  findProject,
  insertClaims,
  insertSettlement,
  listDueCampaigns,
  lockProject,
  markProjectSettled,
} from './queries';

export type SettleOutcome =
  | { kind: 'settled'; outcome: 'funded' | 'refunded' }
  | { kind: 'already-settled' }
  | { kind: 'not-due' }
  | { kind: 'pending-investments' }
  | { kind: 'not-found' };

/** Splits a raised amount into the platform fee (3%, rounded down) and the creator's payout. */
export function splitRaised(raised: bigint): { fee: bigint; payout: bigint } {
  const fee = (raised * PLATFORM_FEE_BPS) / 10_000n;
  return { fee, payout: raised - fee };
}

type ProjectRow = typeof projects.$inferSelect;

/** The investors' tokens are in escrow (a legacy project has no token side). */
const hasDeposit = (project: ProjectRow) =>
  project.tokenDeposit === 'deposited' && project.tokenAllocation !== null;

/**
 * The token side of a settlement (docs/decisions/047-token-escrow.md). Funded: each investor's
 * share, floor(allocation × contributed / raised) base units (a share of 0 gets no row), and the
 * remainder back to the creator; not funded (missed or rejected): the whole deposit back to the
 * creator. Nothing without a deposit: a legacy project and a campaign whose deposit never landed
 * hold no tokens.
 */
function depositClaims(
  project: ProjectRow,
  owed: { wallet: string; units: bigint }[],
  raised: bigint,
  funded: boolean,
): (typeof claimableFunds.$inferInsert)[] {
  if (!hasDeposit(project)) return [];
  const allocation = BigInt(project.tokenAllocation as string);
  const mint = project.tokenAddress;
  const shares = funded
    ? owed.map((row) => ({ ...row, share: tokenShare(allocation, row.units, raised) }))
    : [];
  const paid = shares.reduce((sum, row) => sum + row.share, 0n);
  const remainder = allocation - paid;
  return [
    ...shares
      .filter((row) => row.share > 0n)
      .map((row) => ({
        projectId: project.id,
        userId: row.wallet,
        // What the investor put in, in the campaign's currency; the tokens are in tokenAmount.
        amountUnits: row.units,
        currency: project.currency,
        fundType: 'token_allocation' as const,
        mint,
        tokenAmount: row.share.toString(),
      })),
    ...(remainder > 0n
      ? [
          {
            projectId: project.id,
            userId: project.creatorWallet,
            amountUnits: 0n,
            currency: project.currency,
            fundType: 'token_return' as const,
            mint,
            tokenAmount: remainder.toString(),
          },
        ]
      : []),
  ];
}

/** Settles one campaign whose deadline has passed (or a rejected one holding investments). */
type SettleDeps = Pick<EscrowDeps, 'database' | 'clock' | 'realtime' | 'usdcMint'>;

export async function settleCampaign(deps: SettleDeps, projectId: string): Promise<SettleOutcome> {
  const { clock, realtime } = deps;
  const now = clock.now();
  return deps.database.db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project) return { kind: 'not-found' } as const;
    if (project.settledAt) return { kind: 'already-settled' } as const;
    const rejected = project.status === 'rejected';
    if (project.status === 'pending' || (!rejected && project.deadline > now)) {
      return { kind: 'not-due' } as const;
    }
    // An investment sent but not yet confirmed would be missed: wait for it (the reconciler
    // decides it within minutes).
    const inFlight = await findIntentInFlight(tx, projectId);
    if (inFlight) return { kind: 'pending-investments' } as const;

    // In the campaign's currency only: an investment in the other one (its currency was edited
    // while it was in flight) already has a refund of its own.
    const { currency } = project;
    const contributions = await confirmedContributions(tx, projectId, currency);
    const owed = contributions.map((row) => ({ wallet: row.wallet, units: BigInt(row.units) }));
    const raised = owed.reduce((sum, row) => sum + row.units, 0n);
    const funded = !rejected && raised > 0n && raised >= project.fundingGoalUnits;
    const { fee, payout } = funded ? splitRaised(raised) : { fee: 0n, payout: 0n };

    // Token rows come from the deposit alone (depositClaims); a legacy project (no token side)
    // gets none: nothing was ever agreed or deposited (docs/decisions/047-token-escrow.md).
    const claims: (typeof claimableFunds.$inferInsert)[] = [
      ...(funded
        ? [
            {
              projectId,
              userId: project.creatorWallet,
              ...paidIn(currency, payout, deps.usdcMint),
              fundType: 'creator_payout' as const,
            },
          ]
        : owed.map((row) => ({
            projectId,
            userId: row.wallet,
            ...paidIn(currency, row.units, deps.usdcMint),
            fundType: 'refund' as const,
          }))),
      // A stray second deposit's return has a row of its own (tied to its intent): no conflict.
      ...depositClaims(project, owed, raised, funded),
    ];
    if (claims.length > 0) {
      // Claimable from the settlement, by the server's clock (the dashboard's "Available" date).
      await insertClaims(
        tx,
        claims.map((c) => ({ ...c, claimableDate: now })),
      );
    }
    const outcome = funded ? 'funded' : 'refunded';
    await tellClaimants(realtime, tx, { projectId, outcome, owed, claims });
    await insertSettlement(tx, {
      projectId,
      outcome,
      currency,
      raisedUnits: raised,
      feeUnits: fee,
      payoutUnits: payout,
      investorCount: owed.length,
    });
    const updated = await markProjectSettled(tx, projectId, { now, outcome });
    if (!rejected) {
      await closeCreatorProject(
        tx,
        { projectId, creator: project.creatorWallet },
        funded ? 'completed' : 'cancelled',
      );
    }
    if (updated) {
      await realtime.publish(fundingChannel(projectId), fundingEvent(updated, now), tx);
    }
    return { kind: 'settled', outcome } as const;
  });
}

/**
 * Each backer, and each wallet the settlement gave a claim (the creator's payout or token return),
 * is told the outcome and what it can claim now.
 */
async function tellClaimants(
  hub: EscrowDeps['realtime'],
  tx: Writer,
  settled: {
    projectId: string;
    outcome: 'funded' | 'refunded';
    owed: { wallet: string }[];
    claims: (typeof claimableFunds.$inferInsert)[];
  },
): Promise<void> {
  const wallets = new Set([
    ...settled.owed.map((row) => row.wallet),
    ...settled.claims.map((row) => row.userId),
  ]);
  await notify(
    hub,
    tx,
    [...wallets].map((wallet) => ({
      wallet,
      projectId: settled.projectId,
      dedupeKey: notificationKeys.settled(settled.projectId),
      data: {
        kind: 'campaign_settled',
        outcome: settled.outcome,
        claims: settled.claims
          .filter((row) => row.userId === wallet)
          .map((row) =>
            notifiedClaim({
              fundType: row.fundType,
              amountUnits: row.amountUnits,
              currency: row.currency ?? 'SOL',
              mint: row.mint ?? null,
              tokenAmount: row.tokenAmount ?? null,
            }),
          ),
      },
    })),
  );
}

/** Settles every campaign that is due; returns how many it settled. */
export async function settleDueCampaigns(deps: SettleDeps): Promise<number> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const due = await listDueCampaigns(db, now, 500);
  let settled = 0;
  for (const { id } of due) {
    const result = await settleCampaign(deps, id);
    if (result.kind === 'settled') settled += 1;
  }
  return settled;
}

/**
 * Settles one campaign now, at the admin's request (only once its deadline has passed: no early
 * payout): whether this call settled it, and the campaign's state afterwards.
 */
export async function settleCampaignNow(
  deps: SettleDeps,
  projectId: string,
): Promise<{ settled: boolean; campaign: CampaignState }> {
  const result = await settleCampaign(deps, projectId);
  if (result.kind === 'not-found') throw projectNotFound();
  if (result.kind === 'not-due') {
    throw new AppError(409, 'DEADLINE_NOT_PASSED', ADMIN_ESCROW_MESSAGES.deadlineNotPassed);
  }
  if (result.kind === 'pending-investments') {
    throw new AppError(
      409,
      'INVESTMENTS_PENDING',
      'An investment is still being confirmed. Try again in a minute.',
    );
  }
  const row = await findProject(deps.database.db, projectId);
  if (!row) throw projectNotFound();
  return { settled: result.kind === 'settled', campaign: campaignState(row, deps.clock.now()) };
}
