// Investing (docs/decisions/015, 036): the server builds the transfer to the escrow vault, the
// wallet signs it, the server checks it is exactly that transaction signed by the session's
// wallet, sends it, waits for confirmation and records it once. An intent row remembers each
// prepared transaction, so a crash between sending and recording is finished by the reconciler.
import { createHash, randomUUID } from 'node:crypto';
import {
  INVEST_ERRORS,
  INVEST_MESSAGES,
  SUGGESTED_MIN_INVESTMENT_SOL,
  type InvestErrorCode,
  type PrepareInvestmentResponse,
  type SubmitInvestmentResponse,
} from '@memetank/shared/api/investing';
import { INVESTMENT_MAX_SOL, MIN_INVESTMENT_LAMPORTS } from '@memetank/shared/constants';
import { lamportsToSol, solToLamports } from '@memetank/shared/lamports';
import { getBase58Decoder } from '@solana/kit';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Services } from '../../app-types';
import { ChainError, TransactionFailedError } from '../../chain/chain';
import {
  buildTransfer,
  decodeTransaction,
  encodeTransaction,
} from '../../chain/transfer-transaction';
import type { Database } from '../../db/client';
import {
  claimableFunds,
  escrowLedger,
  investmentIntents,
  projects,
  userInvestments,
} from '../../db/schema';
import { verifyEd25519, addressBytes } from '../../lib/ed25519';
import { AppError, notFound } from '../../lib/errors';
import { fundingEvent } from '../../projects/campaign';
import { fundingChannel } from '../../realtime/channels';

/** How long a prepared transaction may wait for the wallet (a blockhash lives about a minute). */
const INTENT_TTL_MS = 2 * 60_000;
/** The memo names the project; long names are cut so the transaction stays small. */
const MEMO_NAME_MAX = 40;
const SUGGESTED_MIN_LAMPORTS = solToLamports(SUGGESTED_MIN_INVESTMENT_SOL);
const MAX_INVESTMENT_LAMPORTS = solToLamports(INVESTMENT_MAX_SOL);

type Intent = typeof investmentIntents.$inferSelect;

const investError = (
  status: number,
  code: InvestErrorCode,
  message: string = INVEST_ERRORS[code],
) => new AppError(status, code, message);

const messageHash = (message: Uint8Array) => createHash('sha256').update(message).digest('hex');

function parseAmount(amountSol: number | string): bigint {
  let lamports: bigint;
  try {
    lamports = solToLamports(amountSol);
  } catch {
    throw investError(400, 'INVALID_AMOUNT');
  }
  if (lamports <= 0n) throw investError(400, 'INVALID_AMOUNT');
  if (lamports > MAX_INVESTMENT_LAMPORTS) throw investError(400, 'AMOUNT_TOO_LARGE');
  return lamports;
}

function requireEscrow(services: Services) {
  if (!services.escrow) throw investError(503, 'ESCROW_UNAVAILABLE');
  return services.escrow;
}

async function openProject(db: Database, projectId: string, now: Date) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || project.status !== 'approved') {
    if (!project) throw notFound('Project not found');
    throw investError(409, 'NOT_OPEN');
  }
  if (project.settledAt) throw investError(409, 'NOT_OPEN');
  if (project.deadline.getTime() <= now.getTime()) throw investError(409, 'DEADLINE_PASSED');
  return project;
}

export function investmentMemo(project: { id: string; name: string }, intentId: string): string {
  const name = [...project.name].slice(0, MEMO_NAME_MAX).join('');
  return `MemeTank investment in ${name} (project ${project.id}, intent ${intentId})`;
}

export async function prepareInvestment(
  services: Services,
  input: { projectId: string; wallet: string; amountSol: number | string },
): Promise<PrepareInvestmentResponse> {
  const { chain, clock, database } = services;
  const escrow = requireEscrow(services);
  const lamports = parseAmount(input.amountSol);
  // Every investment must be refundable on its own (see MIN_INVESTMENT_LAMPORTS).
  if (lamports < BigInt(MIN_INVESTMENT_LAMPORTS)) throw investError(400, 'AMOUNT_TOO_SMALL');
  const now = clock.now();
  const project = await openProject(database.db, input.projectId, now);

  const intentId = randomUUID();
  const memo = investmentMemo(project, intentId);
  const recent = await chain.getLatestBlockhash();
  const transaction = buildTransfer({
    from: input.wallet,
    to: escrow.vault,
    lamports,
    memo,
    recent,
  });
  const message = new Uint8Array(transaction.messageBytes);
  const [fee, balance] = await Promise.all([
    chain.getFeeForMessage(message),
    chain.getBalance(input.wallet),
  ]);
  if (balance < lamports + fee) {
    throw investError(
      400,
      'INSUFFICIENT_BALANCE',
      `${INVEST_ERRORS.INSUFFICIENT_BALANCE} You have ${lamportsToSol(balance)} SOL; this needs ${lamportsToSol(lamports + fee)} SOL.`,
    );
  }

  const expiresAt = new Date(Math.min(now.getTime() + INTENT_TTL_MS, project.deadline.getTime()));
  await database.db.insert(investmentIntents).values({
    id: intentId,
    projectId: project.id,
    wallet: input.wallet,
    amountLamports: lamports,
    messageHash: messageHash(message),
    message: Buffer.from(message).toString('base64'),
    lastValidBlockHeight: recent.lastValidBlockHeight,
    expiresAt,
  });
  return {
    transaction: Buffer.from(encodeTransaction(transaction)).toString('base64'),
    intentId,
    amountLamports: lamports.toString(),
    vault: escrow.vault,
    memo,
    expiresAt: expiresAt.toISOString(),
    warning: lamports < SUGGESTED_MIN_LAMPORTS ? INVEST_MESSAGES.belowSuggested : null,
  };
}

/** The signed transaction's intent, after checking it is the prepared one, signed by `wallet`. */
async function matchIntent(
  db: Database,
  input: { projectId: string; wallet: string; transaction: string },
): Promise<{ intent: Intent; wire: Uint8Array; signature: string }> {
  const wire = new Uint8Array(Buffer.from(input.transaction, 'base64'));
  const transaction = decodeTransaction(wire);
  if (!transaction) throw investError(400, 'TRANSACTION_MISMATCH');
  const message = new Uint8Array(transaction.messageBytes);
  const [intent] = await db
    .select()
    .from(investmentIntents)
    .where(eq(investmentIntents.messageHash, messageHash(message)));
  if (!intent || intent.projectId !== input.projectId) {
    throw investError(400, 'TRANSACTION_MISMATCH');
  }
  if (intent.wallet !== input.wallet) throw investError(403, 'WRONG_SIGNER');
  const signers = Object.entries(transaction.signatures);
  const signatureBytes =
    transaction.signatures[intent.wallet as keyof typeof transaction.signatures];
  const publicKey = addressBytes(intent.wallet);
  if (
    signers.length !== 1 ||
    !signatureBytes ||
    !publicKey ||
    !(await verifyEd25519(publicKey, message, new Uint8Array(signatureBytes)))
  ) {
    throw investError(400, 'WRONG_SIGNER');
  }
  return { intent, wire, signature: getBase58Decoder().decode(signatureBytes) };
}

export async function submitInvestment(
  services: Services,
  input: { projectId: string; wallet: string; transaction: string },
): Promise<SubmitInvestmentResponse> {
  const { chain, clock, database } = services;
  requireEscrow(services);
  const db = database.db;
  const { intent, wire, signature } = await matchIntent(db, input);

  if (intent.status === 'recorded') return answerFor(services, signature);
  if (intent.status === 'failed') {
    throw investError(400, 'TRANSACTION_FAILED', intent.error ?? INVEST_ERRORS.TRANSACTION_FAILED);
  }
  if (intent.status === 'expired') throw investError(400, 'TRANSACTION_EXPIRED');
  if (intent.status === 'prepared') {
    const now = clock.now();
    if (intent.expiresAt.getTime() <= now.getTime()) {
      await markIntent(db, intent.id, 'expired', null);
      throw investError(400, 'TRANSACTION_EXPIRED');
    }
    await openProject(db, intent.projectId, now);
    // Only one submission moves the intent to 'sent'; a concurrent replay of the same signed
    // transaction finds it sent and joins in confirming it.
    const [moved] = await db
      .update(investmentIntents)
      .set({
        status: 'sent',
        signature,
        transaction: Buffer.from(wire).toString('base64'),
        updatedAt: sql`now()`,
      })
      .where(and(eq(investmentIntents.id, intent.id), eq(investmentIntents.status, 'prepared')))
      .returning({ id: investmentIntents.id });
    if (!moved) {
      // Someone else moved it first: a concurrent replay sent it (join in confirming it), or the
      // reconciler expired it (then it must not be sent).
      const [current] = await db
        .select()
        .from(investmentIntents)
        .where(eq(investmentIntents.id, intent.id));
      if (current?.status === 'recorded') return answerFor(services, signature);
      if (current?.status !== 'sent' || current.signature !== signature) {
        throw investError(400, 'TRANSACTION_EXPIRED');
      }
    }
  }

  try {
    await chain.sendAndConfirm(wire, intent.lastValidBlockHeight);
  } catch (error) {
    if (error instanceof TransactionFailedError) {
      // Its blockhash is gone (the wallet took too long, or the local faucet moved the chain on).
      if (/blockhash not found|expired/i.test(error.reason)) {
        await markIntent(db, intent.id, 'expired', error.message);
        throw investError(400, 'TRANSACTION_EXPIRED');
      }
      await markIntent(db, intent.id, 'failed', error.message);
      throw investError(400, 'TRANSACTION_FAILED', error.message);
    }
    if (error instanceof ChainError) {
      // It may still land: the reconciler records it if it does.
      throw new AppError(
        502,
        'CHAIN_UNAVAILABLE',
        `${error.message}. If the transaction lands, it is recorded within a minute.`,
      );
    }
    throw error;
  }
  await recordInvestment(services, intent, signature);
  return answerFor(services, signature);
}

async function markIntent(
  db: Database,
  id: string,
  status: 'failed' | 'expired',
  error: string | null,
): Promise<void> {
  await db
    .update(investmentIntents)
    .set({ status, error, updatedAt: sql`now()` })
    .where(and(eq(investmentIntents.id, id), ne(investmentIntents.status, 'recorded')));
}

/**
 * Records a confirmed investment exactly once: the investment row (its signature is unique), the
 * vault's ledger, the project's funding and investor count (a wallet counts once), the intent,
 * and the realtime event, all in one transaction under the project's row lock.
 *
 * An investment confirmed after its campaign settled (it was sent while settlement was deciding)
 * counts for nothing: it is recorded with a refund claim of its own, so its sender can take the
 * SOL back from the dashboard like any refund (one payout path, with the same once-only checks).
 */
export async function recordInvestment(
  services: Services,
  intent: Intent,
  signature: string,
): Promise<void> {
  const { clock, realtime } = services;
  await services.database.db.transaction(async (tx) => {
    const [project] = await tx
      .select()
      .from(projects)
      .where(eq(projects.id, intent.projectId))
      .for('update');
    const [inserted] = await tx
      .insert(userInvestments)
      .values({
        projectId: intent.projectId,
        userId: intent.wallet,
        investmentLamports: intent.amountLamports,
        txSignature: signature,
      })
      .onConflictDoNothing({ target: userInvestments.txSignature })
      .returning({ id: userInvestments.id });
    await tx
      .update(investmentIntents)
      .set({ status: 'recorded', signature, error: null, updatedAt: sql`now()` })
      .where(eq(investmentIntents.id, intent.id));
    if (!inserted) return;
    await tx.insert(escrowLedger).values({
      kind: 'investment',
      lamports: intent.amountLamports,
      projectId: intent.projectId,
      wallet: intent.wallet,
      signature,
    });
    if (!project) return;
    if (project.settledAt) {
      await tx.insert(claimableFunds).values({
        projectId: intent.projectId,
        userId: intent.wallet,
        amountLamports: intent.amountLamports,
        fundType: 'refund',
        investmentId: inserted.id,
        claimableDate: clock.now(),
      });
      const [updated] = await tx
        .update(projects)
        .set({ openClaims: sql`${projects.openClaims} + 1` })
        .where(eq(projects.id, intent.projectId))
        .returning();
      if (updated) {
        await realtime.publish(fundingChannel(updated.id), fundingEvent(updated, clock.now()), tx);
      }
      return;
    }
    const [earlier] = await tx
      .select({ id: userInvestments.id })
      .from(userInvestments)
      .where(
        and(
          eq(userInvestments.projectId, intent.projectId),
          eq(userInvestments.userId, intent.wallet),
          ne(userInvestments.id, inserted.id),
        ),
      )
      .limit(1);
    const [updated] = await tx
      .update(projects)
      .set({
        currentFundingLamports: sql`${projects.currentFundingLamports} + ${intent.amountLamports}`,
        investorCount: earlier ? project.investorCount : sql`${projects.investorCount} + 1`,
      })
      .where(eq(projects.id, intent.projectId))
      .returning();
    if (updated) {
      await realtime.publish(fundingChannel(updated.id), fundingEvent(updated, clock.now()), tx);
    }
  });
}

async function answerFor(services: Services, signature: string): Promise<SubmitInvestmentResponse> {
  const db = services.database.db;
  const [investment] = await db
    .select()
    .from(userInvestments)
    .where(eq(userInvestments.txSignature, signature));
  if (!investment) throw new Error(`Investment ${signature} was not recorded`);
  const [project] = await db.select().from(projects).where(eq(projects.id, investment.projectId));
  const now = services.clock.now();
  return {
    investment: {
      id: investment.id,
      projectId: investment.projectId,
      amount: lamportsToSol(investment.investmentLamports),
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

/**
 * Finishes what a crash or a lost answer left open: 'sent' intents are recorded if their
 * transaction is confirmed, failed if it failed, expired once it can no longer land; 'prepared'
 * intents past their expiry are expired. Safe to run in several processes at once.
 */
export async function reconcileIntents(services: Services): Promise<{ recorded: number }> {
  const { chain, clock, database } = services;
  const db = database.db;
  const now = clock.now();
  await db
    .update(investmentIntents)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(investmentIntents.status, 'prepared'), lt(investmentIntents.expiresAt, now)));
  const sent = await db
    .select()
    .from(investmentIntents)
    .where(eq(investmentIntents.status, 'sent'))
    .limit(200);
  let recorded = 0;
  let height: bigint | null = null;
  for (const intent of sent) {
    if (!intent.signature) continue;
    const status = await chain.getSignatureStatus(intent.signature);
    if (status.state === 'confirmed') {
      await recordInvestment(services, intent, intent.signature);
      recorded += 1;
    } else if (status.state === 'failed') {
      await markIntent(db, intent.id, 'failed', `Transaction failed: ${status.reason}`);
    } else {
      height ??= await chain.getBlockHeight();
      // Past its blockhash's last valid height it can never land. The local chain's blocks do not
      // advance with time: there an unknown transaction this old was never processed.
      const stale = chain.kind === 'local' && Date.now() - intent.updatedAt.getTime() > 10 * 60_000;
      if (height > intent.lastValidBlockHeight || stale) {
        await markIntent(db, intent.id, 'expired', null);
      }
    }
  }
  return { recorded };
}
