// Investment intents after the transfer is sent
// (docs/decisions/036-escrow-vault-settlement-and-payouts.md): recording a confirmed investment
// exactly once, marking one failed or expired, the answer to a submit, and the intents' side of the
// reconciler (an intent 'sent' whose answer was lost).
import type { SubmitInvestmentResponse } from '@memetank/shared/api/investing';
import { fromBaseUnits, type Currency } from '@memetank/shared/currency';
import type { investmentIntents } from '../db/schema';
import { follow } from '../notifications/notify';
import { fundingChannel } from '../realtime/channels';
import { fundingEvent } from './campaign';
import type { EscrowDeps } from './deps';
import {
  addOpenClaim,
  addProjectFunding,
  applyTokenDeposit,
  expirePreparedIntents,
  findEarlierInvestment,
  findInvestmentBySignature,
  findProject,
  insertClaim,
  insertInvestmentOnce,
  insertLedgerEntry,
  insertTokenDepositOnce,
  listSentIntents,
  lockProject,
  markIntentRecorded,
  markIntentUnlessRecorded,
} from './queries';
import { RECONCILE_BATCH, reconcileTransfers } from './reconciler';

export type Intent = typeof investmentIntents.$inferSelect;

/**
 * The currency an investment intent moves. Prepare names a mint on an investment only for a USDC
 * transfer (the USDC mint); a token deposit's mint is the project's token, which is no currency.
 */
export function intentCurrency(intent: Pick<Intent, 'kind' | 'mint'>): Currency {
  if (intent.kind !== 'investment') {
    throw new Error(`A ${intent.kind} intent moves the project's tokens, not a currency.`);
  }
  return intent.mint ? 'USDC' : 'SOL';
}

/** The base units an investment intent moves, in its currency. */
export const intentUnits = (intent: Pick<Intent, 'mint' | 'tokenAmount' | 'amountLamports'>) =>
  intent.mint ? BigInt(intent.tokenAmount as string) : intent.amountLamports;

export async function markIntent(
  deps: Pick<EscrowDeps, 'database' | 'clock'>,
  id: string,
  status: 'failed' | 'expired',
  error: string | null,
): Promise<void> {
  await markIntentUnlessRecorded(deps.database.db, id, {
    status,
    error,
    updatedAt: deps.clock.now(),
  });
}

/**
 * Records a confirmed investment exactly once: the investment row (its signature is unique), the
 * vault's ledger, the project's funding and investor count (a wallet counts once), the intent,
 * and the realtime event, all in one transaction under the project's row lock.
 *
 * An investment in SOL or USDC (docs/decisions/055): the ledger row moves lamports, or USDC of the
 * USDC mint; the project's funding is base units of its currency.
 *
 * An investment confirmed after its campaign settled (it was sent while settlement was deciding),
 * or in another currency than the campaign's (its currency was edited while it was in flight),
 * counts for nothing: it is recorded with a refund claim of its own, so its sender can take it
 * back from the dashboard like any refund (one payout path, with the same once-only checks).
 */
export async function recordInvestment(
  deps: Pick<EscrowDeps, 'database' | 'clock' | 'realtime'>,
  intent: Intent,
  signature: string,
): Promise<void> {
  const { clock, realtime } = deps;
  const currency = intentCurrency(intent);
  const units = intentUnits(intent);
  await deps.database.db.transaction(async (tx) => {
    // The server's clock, the one deadlines follow: an investment recorded while the dev clock is
    // moved (or while the demo seed replays a campaign) is dated in that time, in its ledger row
    // too (the explorer's age is the dashboard's and the funding chart's).
    const recordedAt = clock.now();
    const project = await lockProject(tx, intent.projectId);
    const inserted = await insertInvestmentOnce(tx, {
      projectId: intent.projectId,
      userId: intent.wallet,
      amountUnits: units,
      currency,
      txSignature: signature,
      investmentDate: recordedAt,
    });
    await markIntentRecorded(tx, intent.id, { signature, updatedAt: clock.now() });
    if (!inserted) return;
    await insertLedgerEntry(tx, {
      kind: 'investment',
      lamports: intent.amountLamports,
      mint: intent.mint,
      tokenAmount: intent.tokenAmount,
      projectId: intent.projectId,
      wallet: intent.wallet,
      signature,
      createdAt: recordedAt,
    });
    if (!project) return;
    // Backers follow what they back (docs/decisions/052).
    await follow(tx, intent.projectId, intent.wallet);
    if (project.settledAt || project.currency !== currency) {
      await insertClaim(tx, {
        projectId: intent.projectId,
        userId: intent.wallet,
        ...paidIn(currency, units, intent.mint),
        fundType: 'refund',
        investmentId: inserted.id,
        claimableDate: clock.now(),
      });
      const updated = await addOpenClaim(tx, intent.projectId);
      if (updated) {
        await realtime.publish(fundingChannel(updated.id), fundingEvent(updated, clock.now()), tx);
      }
      return;
    }
    const earlier = await findEarlierInvestment(tx, {
      projectId: intent.projectId,
      wallet: intent.wallet,
      investmentId: inserted.id,
    });
    const updated = await addProjectFunding(tx, intent.projectId, {
      units,
      newInvestor: !earlier,
      investorCount: project.investorCount,
    });
    if (updated) {
      await realtime.publish(fundingChannel(updated.id), fundingEvent(updated, clock.now()), tx);
    }
  });
}

/**
 * Records a confirmed token deposit exactly once (its signature is unique in the ledger): the
 * tokens in the escrow's ledger, the intent, the project's deposit (the campaign opens) and the
 * realtime event, under the project's row lock. A deposit that lands when the project no longer
 * waits for one (a second deposit, the campaign settled or the project deleted meanwhile) still
 * counts in the ledger and becomes a token_return claim of its own, so the creator can take it
 * back.
 */
export async function recordTokenDeposit(
  deps: Pick<EscrowDeps, 'database' | 'clock' | 'realtime'>,
  intent: Intent,
  signature: string,
): Promise<void> {
  const { clock, realtime } = deps;
  await deps.database.db.transaction(async (tx) => {
    const project = await lockProject(tx, intent.projectId);
    const inserted = await insertTokenDepositOnce(tx, {
      kind: 'token_deposit',
      lamports: 0n,
      mint: intent.mint,
      tokenAmount: intent.tokenAmount,
      projectId: intent.projectId,
      wallet: intent.wallet,
      signature,
      createdAt: clock.now(),
    });
    await markIntentRecorded(tx, intent.id, { signature, updatedAt: clock.now() });
    if (!inserted) return;
    // Landed when the project no longer waits for it (a second deposit, the campaign settled, or
    // the project deleted meanwhile): the creator gets it back like any token return.
    const opens = project?.tokenDeposit === 'awaiting' && !project.settledAt;
    if (!opens) {
      await insertClaim(tx, {
        projectId: intent.projectId,
        userId: intent.wallet,
        amountUnits: 0n,
        currency: project?.currency ?? 'SOL',
        fundType: 'token_return',
        mint: intent.mint,
        tokenAmount: intent.tokenAmount,
        // Its own claim, tied to the deposit that made it (one per deposit, like a late refund),
        // so it never meets the settlement's token_return of the same creator.
        investmentId: intent.id,
        claimableDate: clock.now(),
      });
    }
    if (!project) return;
    const updated = await applyTokenDeposit(
      tx,
      intent.projectId,
      opens ? 'deposited' : project.settledAt ? 'claim' : 'none',
    );
    if (updated) {
      await realtime.publish(fundingChannel(updated.id), fundingEvent(updated, clock.now()), tx);
    }
  });
}

/**
 * A claim's amount columns for `units` of `currency`: a SOL claim is paid in lamports; a USDC one
 * names the USDC mint and the amount it pays in tokens too (docs/decisions/055).
 */
export function paidIn(currency: Currency, units: bigint, usdcMint: string | null) {
  return currency === 'USDC'
    ? { amountUnits: units, currency, mint: usdcMint, tokenAmount: units.toString() }
    : { amountUnits: units, currency };
}

/** The answer to a submitted investment: the recorded row and the project's funding now. */
export async function answerFor(
  deps: Pick<EscrowDeps, 'database' | 'clock'>,
  signature: string,
): Promise<SubmitInvestmentResponse> {
  const db = deps.database.db;
  const investment = await findInvestmentBySignature(db, signature);
  if (!investment) throw new Error(`Investment ${signature} was not recorded`);
  const project = await findProject(db, investment.projectId);
  const now = deps.clock.now();
  return {
    investment: {
      id: investment.id,
      projectId: investment.projectId,
      amount: fromBaseUnits(investment.amountUnits, investment.currency),
      currency: investment.currency,
      signature,
      investmentDate: investment.investmentDate.toISOString(),
    },
    funding: project
      ? fundingEvent(project, now)
      : {
          type: 'funding',
          projectId: investment.projectId,
          currentFunding: 0,
          investorCount: 0,
          campaign: 'settled',
        },
  };
}

/** Intents sent and not decided yet, as the reconciler sees them (sent when last updated). */
async function sentIntents(deps: Pick<EscrowDeps, 'database'>) {
  const sent = await listSentIntents(deps.database.db, RECONCILE_BATCH);
  return sent.map((intent) => ({
    ...intent,
    signature: intent.signature as string,
    sentAt: intent.updatedAt,
  }));
}

/**
 * Finishes what a crash or a lost answer left open: 'sent' intents go through the reconciler
 * (recorded if confirmed, failed if failed, expired once they can no longer land); 'prepared'
 * intents past their expiry are expired. Safe to run in several processes at once.
 */
export async function reconcileIntents(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'realtime'>,
): Promise<{ recorded: number }> {
  const now = deps.clock.now();
  await expirePreparedIntents(deps.database.db, now);
  const { completed } = await reconcileTransfers(deps, {
    listPending: () => sentIntents(deps),
    // Each kind is recorded its own way: tokens never count as funding, nor SOL as a deposit.
    complete: (intent) =>
      intent.kind === 'token_deposit'
        ? recordTokenDeposit(deps, intent, intent.signature)
        : recordInvestment(deps, intent, intent.signature),
    release: (intent, why) =>
      why.state === 'failed'
        ? markIntent(deps, intent.id, 'failed', `Transaction failed: ${why.reason}`)
        : markIntent(deps, intent.id, 'expired', null),
  });
  return { recorded: completed };
}
