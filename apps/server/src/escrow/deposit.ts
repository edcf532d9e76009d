// The creator's token deposit (docs/decisions/047-token-escrow.md): after approval the campaign
// waits until the creator puts exactly the agreed allocation into the escrow's token account for
// the mint. Shaped like an investment: the server builds the transfer, the creator's wallet signs
// it, the server checks it is exactly that transaction signed by the creator alone, sends it and
// records it once; an intent row lets the reconciler finish a deposit a crash left in flight.
import { randomUUID } from 'node:crypto';
import {
  TOKEN_ESCROW_MESSAGES,
  type PrepareTokenDepositResponse,
  type SubmitTokenDepositResponse,
} from '@memetank/shared/api/token-escrow';
import { associatedTokenAddress, parseTokenAccount } from '../chain/token-program';
import { encodeTransaction } from '../chain/transfer-transaction';
import type { Database } from '../db/client';
import type { projects } from '../db/schema';
import { AppError, projectNotFound } from '../lib/errors';
import type { EscrowDeps } from './deps';
import { recordTokenDeposit } from './intents';
import {
  INTENT_TTL_MS,
  MEMO_NAME_MAX,
  matchIntent,
  messageHash,
  requireEscrow,
  sendIntent,
} from './investments';
import { findProject, findProjectCreator, findTokenDepositInFlight, insertIntent } from './queries';
import { tokenTransferToVault } from './token-transfer';

type ProjectRow = typeof projects.$inferSelect;

const notCreator = () => new AppError(403, 'NOT_CREATOR', TOKEN_ESCROW_MESSAGES.depositCreatorOnly);
const notAwaited = () =>
  new AppError(409, 'DEPOSIT_NOT_AWAITED', TOKEN_ESCROW_MESSAGES.depositNotAwaited);

/** The project, when `wallet` is its creator and it is waiting for the deposit now. */
async function awaitingProject(
  db: Database,
  projectId: string,
  wallet: string,
  now: Date,
  ownIntent?: string,
): Promise<ProjectRow & { tokenProgram: 'spl-token' | 'token-2022'; tokenDecimals: number }> {
  const project = await findProject(db, projectId);
  if (!project) throw projectNotFound();
  if (project.creatorWallet !== wallet) throw notCreator();
  const { tokenProgram, tokenDecimals } = project;
  if (
    project.status !== 'approved' ||
    project.settledAt ||
    project.deadline.getTime() <= now.getTime() ||
    project.tokenDeposit !== 'awaiting' ||
    !project.tokenAllocation ||
    !tokenProgram ||
    tokenDecimals === null
  ) {
    throw notAwaited();
  }
  // A deposit already sent and not decided yet: a second one would put the tokens in twice.
  const inFlight = await findTokenDepositInFlight(db, projectId, ownIntent);
  if (inFlight) throw notAwaited();
  return { ...project, tokenProgram, tokenDecimals };
}

export function depositMemo(project: { id: string; name: string }, intentId: string): string {
  const name = [...project.name].slice(0, MEMO_NAME_MAX).join('');
  return `MemeTank token deposit for ${name} (project ${project.id}, intent ${intentId})`;
}

export async function prepareTokenDeposit(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'escrow'>,
  input: { projectId: string; wallet: string },
): Promise<PrepareTokenDepositResponse> {
  const { chain, clock, database } = deps;
  const escrow = requireEscrow(deps);
  const now = clock.now();
  const project = await awaitingProject(database.db, input.projectId, input.wallet, now);
  const mint = project.tokenAddress;
  const program = project.tokenProgram;
  const amount = BigInt(project.tokenAllocation as string);

  const source = await associatedTokenAddress(input.wallet, mint, program);
  const account = await chain.getAccount(source);
  const held = account ? (parseTokenAccount(account)?.amount ?? 0n) : 0n;
  if (held < amount) {
    throw new AppError(400, 'DEPOSIT_INSUFFICIENT', TOKEN_ESCROW_MESSAGES.depositInsufficient);
  }

  const intentId = randomUUID();
  const memo = depositMemo(project, intentId);
  // The creator pays the rent of the escrow's token account when it is the mint's first deposit.
  const {
    transaction,
    recent,
    destination: escrowTokenAccount,
  } = await tokenTransferToVault(chain, {
    wallet: input.wallet,
    vault: escrow.vault,
    mint,
    program,
    decimals: project.tokenDecimals,
    amount,
    memo,
  });
  const message = new Uint8Array(transaction.messageBytes);
  const expiresAt = new Date(Math.min(now.getTime() + INTENT_TTL_MS, project.deadline.getTime()));
  await insertIntent(database.db, {
    id: intentId,
    kind: 'token_deposit',
    projectId: project.id,
    wallet: input.wallet,
    amountLamports: 0n,
    mint,
    tokenAmount: amount.toString(),
    messageHash: messageHash(message),
    message: Buffer.from(message).toString('base64'),
    lastValidBlockHeight: recent.lastValidBlockHeight,
    expiresAt,
  });
  return {
    transaction: Buffer.from(encodeTransaction(transaction)).toString('base64'),
    intentId,
    mint,
    amount: amount.toString(),
    decimals: project.tokenDecimals,
    escrowTokenAccount,
    memo,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function submitTokenDeposit(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'realtime' | 'escrow'>,
  input: { projectId: string; wallet: string; transaction: string },
): Promise<SubmitTokenDepositResponse> {
  const escrow = requireEscrow(deps);
  const db = deps.database.db;
  const owner = await findProjectCreator(db, input.projectId);
  if (!owner) throw projectNotFound();
  if (owner.creator !== input.wallet) throw notCreator();
  const matched = await matchIntent(db, 'token_deposit', input);
  return sendIntent(deps, matched, {
    recheck: async (now) => {
      await awaitingProject(db, matched.intent.projectId, input.wallet, now, matched.intent.id);
    },
    record: () => recordTokenDeposit(deps, matched.intent, matched.signature),
    answer: async () => {
      const project = await findProject(db, matched.intent.projectId);
      const program = project?.tokenProgram ?? 'spl-token';
      return {
        signature: matched.signature,
        tokenDeposit: project?.tokenDeposit ?? 'deposited',
        escrowTokenAccount: await associatedTokenAddress(
          escrow.vault,
          matched.intent.mint as string,
          program,
        ),
      };
    },
  });
}
