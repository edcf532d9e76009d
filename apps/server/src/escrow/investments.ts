// Investing (docs/decisions/015-transactions-system-memo-solana-pay.md,
// docs/decisions/036-escrow-vault-settlement-and-payouts.md,
// docs/decisions/055-usdc-campaigns.md): the server
// builds the transfer to the escrow vault in the campaign's currency (SOL, or USDC into the vault's
// USDC account), the wallet signs it, the server checks it is exactly that transaction signed by the
// session's wallet, sends it, waits for confirmation and records it once. An intent row remembers
// each prepared transaction, so a crash between sending and recording is finished by the
// reconciler.
import { lamportsAlias } from '@memetank/shared/api/deprecated-fields';
import { createHash, randomUUID } from 'node:crypto';
import {
  INVEST_ERRORS,
  INVEST_MESSAGES,
  SUGGESTED_MIN_INVESTMENT_SOL,
  investErrorMessage,
  type InvestErrorCode,
  type PrepareInvestmentResponse,
  type SubmitInvestmentResponse,
} from '@memetank/shared/api/investing';
import { INVESTMENT_MAX_SOL } from '@memetank/shared/constants';
import {
  MIN_INVESTMENT_UNITS,
  fromBaseUnits,
  toBaseUnits,
  type Currency,
} from '@memetank/shared/currency';
import { lamportsToSol, solToLamports } from '@memetank/shared/lamports';
import { getTransferSolInstruction } from '@solana-program/system';
import { address, createNoopSigner, getBase58Decoder } from '@solana/kit';
import { ChainError, TransactionFailedError } from '../chain/chain';
import {
  associatedTokenAddress,
  parseMint,
  parseTokenAccount,
  syncNativeInstruction,
  tokenAccountRent,
} from '../chain/token-program';
import {
  buildTransaction,
  decodeTransaction,
  encodeTransaction,
  memoInstruction,
} from '../chain/transfer-transaction';
import type { Database } from '../db/client';
import type { projects } from '../db/schema';
import { addressBytes, verifyEd25519 } from '../lib/ed25519';
import { AppError, projectNotFound } from '../lib/errors';
import { campaignPhaseAt } from './campaign';
import type { EscrowDeps } from './deps';
import { answerFor, intentCurrency, markIntent, recordInvestment, type Intent } from './intents';
import {
  findIntent,
  findIntentByMessageHash,
  findProject,
  insertIntent,
  markPreparedIntentSent,
} from './queries';
import { tokenTransferToVault } from './token-transfer';

/** How long a prepared transaction may wait for the wallet (a blockhash lives about a minute). */
export const INTENT_TTL_MS = 2 * 60_000;
/** The memo names the project; long names are cut so the transaction stays small. */
export const MEMO_NAME_MAX = 40;
const SUGGESTED_MIN_LAMPORTS = solToLamports(SUGGESTED_MIN_INVESTMENT_SOL);

export const investError = (
  status: number,
  code: InvestErrorCode,
  message: string = INVEST_ERRORS[code],
) => new AppError(status, code, message);

export const messageHash = (message: Uint8Array) =>
  createHash('sha256').update(message).digest('hex');

/** The amount in base units of `currency`, within the bounds every investment has. */
function parseAmount(amount: number | string, currency: Currency): bigint {
  const refuse = (code: InvestErrorCode) =>
    investError(400, code, investErrorMessage(code, currency));
  let units: bigint;
  try {
    units = toBaseUnits(amount, currency);
  } catch {
    throw refuse('INVALID_AMOUNT');
  }
  if (units <= 0n) throw refuse('INVALID_AMOUNT');
  if (units > toBaseUnits(INVESTMENT_MAX_SOL, currency)) throw refuse('AMOUNT_TOO_LARGE');
  // Every investment must be refundable on its own (see MIN_INVESTMENT_UNITS).
  if (units < MIN_INVESTMENT_UNITS[currency]) throw refuse('AMOUNT_TOO_SMALL');
  return units;
}

export function requireEscrow(deps: Pick<EscrowDeps, 'escrow'>) {
  if (!deps.escrow) throw investError(503, 'ESCROW_UNAVAILABLE');
  return deps.escrow;
}

type ProjectRow = typeof projects.$inferSelect;

async function projectRow(db: Database, projectId: string): Promise<ProjectRow> {
  const project = await findProject(db, projectId);
  if (!project) throw projectNotFound();
  return project;
}

/** Refuses a project that does not take investments at `now`. */
function assertOpen(project: ProjectRow, now: Date): void {
  if (project.status !== 'approved' || project.settledAt) throw investError(409, 'NOT_OPEN');
  const phase = campaignPhaseAt(project, now);
  if (phase !== 'open' && phase !== 'awaiting_deposit') throw investError(409, 'DEADLINE_PASSED');
  // No campaign opens without its deposit; a row from before the token side has none either.
  if (phase === 'awaiting_deposit' || project.tokenDeposit !== 'deposited') {
    throw investError(409, 'AWAITING_DEPOSIT');
  }
}

export function investmentMemo(project: { id: string; name: string }, intentId: string): string {
  const name = [...project.name].slice(0, MEMO_NAME_MAX).join('');
  return `MemeTank investment in ${name} (project ${project.id}, intent ${intentId})`;
}

type PrepareDeps = Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'escrow' | 'usdcMint'>;

/** What the chain must hold before the wallet is asked to sign; throws INSUFFICIENT_BALANCE. */
function needs(currency: Currency, detail: string) {
  return investError(
    400,
    'INSUFFICIENT_BALANCE',
    `${investErrorMessage('INSUFFICIENT_BALANCE', currency)} ${detail}`,
  );
}

/**
 * A SOL campaign's investment: a System transfer of `units` lamports into the vault's wrapped-SOL
 * account, SyncNative on it (its amount is the vault's SOL: docs/decisions/078), and the memo.
 */
async function solTransfer(
  deps: PrepareDeps,
  input: { wallet: string; vaultSol: string; units: bigint; memo: string },
) {
  const recent = await deps.chain.getLatestBlockhash();
  const transaction = buildTransaction({
    feePayer: input.wallet,
    instructions: [
      getTransferSolInstruction({
        source: createNoopSigner(address(input.wallet)),
        destination: address(input.vaultSol),
        amount: input.units,
      }),
      syncNativeInstruction(input.vaultSol),
      memoInstruction(input.memo),
    ],
    recent,
  });
  const message = new Uint8Array(transaction.messageBytes);
  const [fee, balance] = await Promise.all([
    deps.chain.getFeeForMessage(message),
    deps.chain.getBalance(input.wallet),
  ]);
  if (balance < input.units + fee) {
    throw needs(
      'SOL',
      `You have ${lamportsToSol(balance)} SOL; this needs ${lamportsToSol(input.units + fee)} SOL.`,
    );
  }
  return { transaction, recent, intent: { amountLamports: input.units } };
}

/**
 * A USDC campaign's investment (docs/decisions/055): a checked SPL transfer of `units` micro-USDC
 * from the investor's USDC account into the vault's, for the configured USDC mint and its
 * decimals, with its memo. The investor's wallet pays the fee, and the rent of the vault's USDC
 * account when this is the first USDC it ever receives.
 */
async function usdcTransfer(
  deps: PrepareDeps,
  input: { wallet: string; vault: string; units: bigint; memo: string },
) {
  const { chain, usdcMint: mint } = deps;
  const mintAccount = await chain.getAccount(mint);
  const facts = mintAccount ? parseMint(mintAccount) : null;
  if (!facts) throw new AppError(503, 'USDC_UNAVAILABLE', 'USDC is not available on this chain.');
  const source = await associatedTokenAddress(input.wallet, mint, facts.program);
  const destination = await associatedTokenAddress(input.vault, mint, facts.program);
  const [sourceAccount, destinationAccount] = await Promise.all([
    chain.getAccount(source),
    chain.getAccount(destination),
  ]);
  const held = sourceAccount ? (parseTokenAccount(sourceAccount)?.amount ?? 0n) : 0n;
  if (held < input.units) {
    throw needs(
      'USDC',
      `You have ${fromBaseUnits(held, 'USDC')} USDC; this needs ${fromBaseUnits(input.units, 'USDC')} USDC.`,
    );
  }
  const { transaction, recent } = await tokenTransferToVault(chain, {
    wallet: input.wallet,
    vault: input.vault,
    mint,
    program: facts.program,
    decimals: facts.decimals,
    amount: input.units,
    memo: input.memo,
  });
  const message = new Uint8Array(transaction.messageBytes);
  const [fee, balance] = await Promise.all([
    chain.getFeeForMessage(message),
    chain.getBalance(input.wallet),
  ]);
  const rent = destinationAccount ? 0n : tokenAccountRent(facts.program);
  if (balance < fee + rent) {
    throw needs(
      'USDC',
      `You have ${lamportsToSol(balance)} SOL; the network fee needs ${lamportsToSol(fee + rent)} SOL.`,
    );
  }
  return {
    transaction,
    recent,
    intent: { amountLamports: 0n, mint, tokenAmount: input.units.toString() },
  };
}

export async function prepareInvestment(
  deps: PrepareDeps,
  input: { projectId: string; wallet: string; amount: number | string },
): Promise<PrepareInvestmentResponse> {
  const { clock, database } = deps;
  const escrow = requireEscrow(deps);
  const project = await projectRow(database.db, input.projectId);
  const { currency } = project;
  const units = parseAmount(input.amount, currency);
  const now = clock.now();
  assertOpen(project, now);

  const intentId = randomUUID();
  const memo = investmentMemo(project, intentId);
  const transfer = { wallet: input.wallet, vault: escrow.vault, units, memo };
  // The vault's accounts exist before anyone pays them (created on first use on a real cluster).
  await escrow.ready();
  const built =
    currency === 'USDC'
      ? await usdcTransfer(deps, transfer)
      : await solTransfer(deps, { ...transfer, vaultSol: escrow.vaultSol });
  const message = new Uint8Array(built.transaction.messageBytes);
  const expiresAt = new Date(Math.min(now.getTime() + INTENT_TTL_MS, project.deadline.getTime()));
  await insertIntent(database.db, {
    id: intentId,
    projectId: project.id,
    wallet: input.wallet,
    ...built.intent,
    messageHash: messageHash(message),
    message: Buffer.from(message).toString('base64'),
    lastValidBlockHeight: built.recent.lastValidBlockHeight,
    expiresAt,
  });
  return {
    transaction: Buffer.from(encodeTransaction(built.transaction)).toString('base64'),
    intentId,
    amountUnits: units.toString(),
    amountLamports: lamportsAlias(units.toString(), currency),
    currency,
    vault: escrow.vault,
    memo,
    expiresAt: expiresAt.toISOString(),
    warning:
      currency === 'SOL' && units < SUGGESTED_MIN_LAMPORTS ? INVEST_MESSAGES.belowSuggested : null,
  };
}

/**
 * The signed transaction's intent, after checking it is the prepared one of this `kind` (an
 * investment is never accepted as a token deposit, nor the reverse), signed by `wallet` alone.
 */
export async function matchIntent(
  db: Database,
  kind: Intent['kind'],
  input: { projectId: string; wallet: string; transaction: string },
): Promise<{ intent: Intent; wire: Uint8Array; signature: string }> {
  const wire = new Uint8Array(Buffer.from(input.transaction, 'base64'));
  const transaction = decodeTransaction(wire);
  if (!transaction) throw investError(400, 'TRANSACTION_MISMATCH');
  const message = new Uint8Array(transaction.messageBytes);
  const intent = await findIntentByMessageHash(db, messageHash(message));
  if (!intent || intent.projectId !== input.projectId || intent.kind !== kind) {
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
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'realtime' | 'escrow'>,
  input: { projectId: string; wallet: string; transaction: string },
): Promise<SubmitInvestmentResponse> {
  requireEscrow(deps);
  const matched = await matchIntent(deps.database.db, 'investment', input);
  return sendIntent(deps, matched, {
    recheck: async (now) => {
      const project = await projectRow(deps.database.db, matched.intent.projectId);
      assertOpen(project, now);
      // Prepared for the other currency (the campaign's currency was edited meanwhile): the
      // transfer would not count, so it is never sent.
      if (intentCurrency(matched.intent) !== project.currency) {
        throw investError(409, 'NOT_OPEN', INVEST_MESSAGES.currencyChanged(project.currency));
      }
    },
    record: () => recordInvestment(deps, matched.intent, matched.signature),
    answer: () => answerFor(deps, matched.signature),
  });
}

/**
 * Sends a matched intent's transaction once and records it once: a recorded intent answers again,
 * a prepared one is moved to 'sent' by one submission only (after `recheck` says the project still
 * takes it), then sent, confirmed and recorded. Shared by investments and token deposits.
 */
export async function sendIntent<T>(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock'>,
  { intent, wire, signature }: { intent: Intent; wire: Uint8Array; signature: string },
  on: {
    recheck(now: Date): Promise<void>;
    record(): Promise<void>;
    answer(): Promise<T>;
  },
): Promise<T> {
  const { chain, clock, database } = deps;
  const db = database.db;
  if (intent.status === 'recorded') return on.answer();
  if (intent.status === 'failed') {
    throw investError(400, 'TRANSACTION_FAILED', intent.error ?? INVEST_ERRORS.TRANSACTION_FAILED);
  }
  if (intent.status === 'expired') throw investError(400, 'TRANSACTION_EXPIRED');
  if (intent.status === 'prepared') {
    const now = clock.now();
    if (intent.expiresAt.getTime() <= now.getTime()) {
      await markIntent(deps, intent.id, 'expired', null);
      throw investError(400, 'TRANSACTION_EXPIRED');
    }
    const joined = await on.recheck(now).then(
      () => false,
      async (error: unknown) => {
        // A concurrent replay may have sent and recorded it meanwhile (a deposit then no longer
        // looks awaited): join it rather than refuse.
        const current = await findIntent(db, intent.id);
        if (current?.signature === signature && current.status === 'recorded') return true;
        throw error;
      },
    );
    if (joined) return on.answer();
    // Only one submission moves the intent to 'sent'; a concurrent replay of the same signed
    // transaction finds it sent and joins in confirming it.
    const moved = await markPreparedIntentSent(db, intent.id, {
      signature,
      transaction: Buffer.from(wire).toString('base64'),
      updatedAt: now,
    });
    if (!moved) {
      // Someone else moved it first: a concurrent replay sent it (join in confirming it), or the
      // reconciler expired it (then it must not be sent).
      const current = await findIntent(db, intent.id);
      if (current?.status === 'recorded') return on.answer();
      if (current?.status !== 'sent' || current.signature !== signature) {
        throw investError(400, 'TRANSACTION_EXPIRED');
      }
    }
  }

  try {
    await chain.sendAndConfirm(wire, intent.lastValidBlockHeight);
  } catch (error) {
    if (error instanceof TransactionFailedError) {
      // Its blockhash is gone: the wallet took longer than the blockhash lives (150 slots).
      if (/blockhash not found|expired/i.test(error.reason)) {
        await markIntent(deps, intent.id, 'expired', error.message);
        throw investError(400, 'TRANSACTION_EXPIRED');
      }
      await markIntent(deps, intent.id, 'failed', error.message);
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
  await on.record();
  return on.answer();
}
