// Claiming a fund pays for real (docs/decisions/036): a refund or creator payout is a transfer
// from the escrow vault to the claimant's wallet; a token allocation is recorded for delivery.
// The payout's signature is stored before it is sent, by a conditional UPDATE only one claim can
// win, so two concurrent claims of one row pay once, and a crash mid-payout is finished by the
// reconciler.
import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import { DASHBOARD_MESSAGES, type ClaimableFund } from '@memetank/shared/api/me';
import { lamportsToSol } from '@memetank/shared/lamports';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../app-types';
import { ChainError, TransactionFailedError } from '../../chain/chain';
import type { Database } from '../../db/client';
import { claimableFunds, escrowLedger, projects } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { fundingEvent } from '../../projects/campaign';
import { fundingChannel } from '../../realtime/channels';
import { assertVaultSolvent } from '../../escrow/solvency';
import { findClaimable } from './queries';

type ClaimRow = typeof claimableFunds.$inferSelect;

const alreadyClaimed = () =>
  new AppError(409, 'ALREADY_CLAIMED', DASHBOARD_MESSAGES.alreadyClaimed);
const inProgress = () => new AppError(409, 'CLAIM_IN_PROGRESS', CLAIM_MESSAGES.inProgress);

export async function claimFund(
  services: Services,
  wallet: string,
  id: string,
): Promise<{ claimable: ClaimableFund; message: string }> {
  const db = services.database.db;
  const found = await findClaimable(db, wallet, id);
  if (!found) throw notFound(DASHBOARD_MESSAGES.claimNotFound);
  const row = found.row;
  if (row.isClaimed) throw alreadyClaimed();
  if (row.claimSignature) throw inProgress();

  if (row.fundType === 'token_allocation') {
    const done = await completeClaim(services, row, null);
    if (!done) throw alreadyClaimed();
    return { claimable: await reread(db, wallet, id), message: CLAIM_MESSAGES.allocationRecorded };
  }

  const escrow = services.escrow;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'Payouts are not available: no escrow vault.');
  }
  // Never pay one claimant out of another's money: the vault must hold everything it owes.
  await assertVaultSolvent(services, escrow.vault);
  const payout = await escrow.preparePayout(
    wallet,
    row.amountLamports,
    `MemeTank ${row.fundType.replace('_', ' ')} ${row.id}`,
  );
  // Only the claim that stores its signature first sends anything.
  const [won] = await db
    .update(claimableFunds)
    .set({
      claimSignature: payout.signature,
      claimTransaction: payout.transaction,
      claimLastValidBlockHeight: payout.lastValidBlockHeight,
      claimStartedAt: sql`now()`,
    })
    .where(
      and(
        eq(claimableFunds.id, row.id),
        eq(claimableFunds.isClaimed, false),
        isNull(claimableFunds.claimSignature),
      ),
    )
    .returning({ id: claimableFunds.id });
  if (!won) throw inProgress();

  try {
    await services.chain.sendAndConfirm(
      new Uint8Array(Buffer.from(payout.transaction, 'base64')),
      payout.lastValidBlockHeight,
    );
  } catch (error) {
    if (error instanceof TransactionFailedError) {
      await releaseClaim(db, row.id, payout.signature);
      throw new AppError(502, 'PAYOUT_FAILED', `${CLAIM_MESSAGES.payoutFailed} (${error.reason})`);
    }
    if (error instanceof ChainError) {
      throw new AppError(
        502,
        'PAYOUT_PENDING',
        `${error.message}. The payout was sent; it is confirmed automatically if it lands.`,
      );
    }
    throw error;
  }
  await completeClaim(services, row, payout.signature);
  const received = lamportsToSol(row.amountLamports - payout.fee);
  return {
    claimable: await reread(db, wallet, id),
    message: `${DASHBOARD_MESSAGES.claimed.description} ${received} SOL sent (network fee ${lamportsToSol(payout.fee)} SOL deducted).`,
  };
}

async function reread(db: Database, wallet: string, id: string): Promise<ClaimableFund> {
  const found = await findClaimable(db, wallet, id);
  if (!found) throw notFound(DASHBOARD_MESSAGES.claimNotFound);
  return found.claimable;
}

/** A payout that failed on chain: the row can be claimed again. */
async function releaseClaim(db: Database, id: string, signature: string): Promise<void> {
  await db
    .update(claimableFunds)
    .set({
      claimSignature: null,
      claimTransaction: null,
      claimLastValidBlockHeight: null,
      claimStartedAt: null,
    })
    .where(
      and(
        eq(claimableFunds.id, id),
        eq(claimableFunds.claimSignature, signature),
        eq(claimableFunds.isClaimed, false),
      ),
    );
}

/**
 * Marks the row claimed once; with a payout signature also records the SOL leaving the vault.
 * The project's count of open claims goes down, and viewers hear of it. False if already done.
 */
async function completeClaim(
  services: Services,
  row: ClaimRow,
  signature: string | null,
): Promise<boolean> {
  const now = services.clock.now();
  return services.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(claimableFunds)
      .set({ isClaimed: true, claimedDate: now })
      .where(
        and(
          eq(claimableFunds.id, row.id),
          eq(claimableFunds.isClaimed, false),
          signature === null
            ? isNull(claimableFunds.claimSignature)
            : eq(claimableFunds.claimSignature, signature),
        ),
      )
      .returning({ id: claimableFunds.id });
    if (!claimed) return false;
    if (signature !== null) {
      await tx.insert(escrowLedger).values({
        kind: 'payout',
        lamports: -row.amountLamports,
        projectId: row.projectId,
        wallet: row.userId,
        signature,
      });
    }
    const [project] = await tx
      .update(projects)
      .set({ openClaims: sql`greatest(${projects.openClaims} - 1, 0)` })
      .where(and(eq(projects.id, row.projectId), isNotNull(projects.settledAt)))
      .returning();
    if (project) {
      await services.realtime.publish(fundingChannel(project.id), fundingEvent(project, now), tx);
    }
    return true;
  });
}

/**
 * Payouts left in flight by a crash or a lost answer: confirmed ones are completed, failed or
 * expired ones released so the wallet can claim again.
 */
export async function reconcilePayouts(services: Services): Promise<void> {
  const { chain, database } = services;
  const rows = await database.db
    .select()
    .from(claimableFunds)
    .where(and(eq(claimableFunds.isClaimed, false), isNotNull(claimableFunds.claimSignature)))
    .limit(200);
  let height: bigint | null = null;
  for (const row of rows) {
    const signature = row.claimSignature as string;
    const status = await chain.getSignatureStatus(signature);
    if (status.state === 'confirmed') {
      await completeClaim(services, row, signature);
    } else if (status.state === 'failed') {
      await releaseClaim(database.db, row.id, signature);
    } else {
      height ??= await chain.getBlockHeight();
      const started = row.claimStartedAt?.getTime() ?? 0;
      // The local chain's blocks do not advance with time: there an unknown payout this old was
      // never processed.
      const stale = chain.kind === 'local' && Date.now() - started > 10 * 60_000;
      if (height > (row.claimLastValidBlockHeight ?? 0n) || stale) {
        await releaseClaim(database.db, row.id, signature);
      }
    }
  }
}

/**
 * Refunds of investments confirmed after their campaign settled (recorded by recordInvestment as
 * a refund claim tied to the investment) are paid back to the sender without waiting for a claim:
 * the sender never joined a campaign that had already closed. Each goes through `claimFund`, so
 * the once-only and solvency checks are the ones every payout has; a failure is logged and
 * tried again on the next run.
 */
export async function refundLateInvestments(
  services: Services,
  log: (error: unknown) => void,
): Promise<number> {
  const rows = await services.database.db
    .select({ id: claimableFunds.id, wallet: claimableFunds.userId })
    .from(claimableFunds)
    .where(
      and(
        isNotNull(claimableFunds.investmentId),
        eq(claimableFunds.fundType, 'refund'),
        eq(claimableFunds.isClaimed, false),
        isNull(claimableFunds.claimSignature),
      ),
    )
    .limit(200);
  let paid = 0;
  for (const row of rows) {
    try {
      await claimFund(services, row.wallet, row.id);
      paid += 1;
    } catch (error) {
      log(error);
    }
  }
  return paid;
}
