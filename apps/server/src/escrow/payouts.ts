// Claiming a fund pays for real (docs/decisions/036-escrow-vault-settlement-and-payouts.md): a
// refund or creator payout is a transfer from the escrow vault to the claimant's wallet; a token
// allocation or token return, and a USDC campaign's refund or payout (decision 055), a transfer
// from the vault's token account for the claim's mint (decision 047). The payout's signature is stored before it is sent, by a
// conditional UPDATE only one claim can win, so two concurrent claims of one row pay once, and a
// crash mid-payout is finished by the reconciler.
import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import { DASHBOARD_MESSAGES, paysProjectTokens } from '@memetank/shared/api/me';
import { formatTokenAmount } from '@memetank/shared/api/token-escrow';
import { CURRENCY_DECIMALS } from '@memetank/shared/currency';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { Database } from '../db/client';
import { isLocalChain } from '../chain/chain';
import { parseMint, tokenAccountRent } from '../chain/token-program';
import type { claimableFunds } from '../db/schema';
import { AppError, notFound } from '../lib/errors';
import { notificationKeys, notifiedClaim, notify } from '../notifications/notify';
import { fundingChannel } from '../realtime/channels';
import { fundingEvent } from './campaign';
import type { EscrowDeps } from './deps';
import {
  RECONCILE_BATCH,
  reconcileTransfers,
  type PendingTransfer,
  type TransferKind,
} from './reconciler';
import {
  closeOpenClaims,
  findOwnClaim,
  insertLedgerEntries,
  listClaimsInFlight,
  listLateRefunds,
  listOpenClaims,
  markClaimsClaimed,
  markClaimsInFlight,
  markProjectDepositReturned,
  releaseClaimsOf,
} from './queries';
import { recordingRefusal, type PayoutAsked } from './refusals';
import { LOCAL_FEE_ALLOWANCE, topUpLocalVault } from './reserve';
import {
  assertVaultHoldsTokens,
  assertVaultSolvent,
  escrowOwed,
  markVaultSolSpend,
} from './solvency';
import {
  PAYOUTS_PER_TRANSACTION_MAX,
  custodyOf,
  sendPayout,
  transactionSigners,
  type PayoutItem,
  type PreparedPayout,
} from './vault';

type ClaimRow = typeof claimableFunds.$inferSelect;

const alreadyClaimed = () =>
  new AppError(409, 'ALREADY_CLAIMED', DASHBOARD_MESSAGES.alreadyClaimed);
const inProgress = () => new AppError(409, 'CLAIM_IN_PROGRESS', CLAIM_MESSAGES.inProgress);

type PayoutDeps = Pick<
  EscrowDeps,
  'database' | 'chain' | 'clock' | 'realtime' | 'escrow' | 'usdcMint'
>;

/** The memo of a claim's transfer: its kind and id, for the explorers. */
const claimMemo = (row: ClaimRow) => `MemeTank ${row.fundType.replace('_', ' ')} ${row.id}`;

/** The claims of a SOL payout, as a refusal records them. */
const solClaims = (claims: readonly ClaimRow[]): PayoutAsked => ({
  kind: 'claim',
  claims,
  decimals: CURRENCY_DECIMALS.SOL,
});

/** One of the wallet's own claim rows; 404 when the wallet has no such row. */
async function ownClaim(db: Database, wallet: string, id: string): Promise<ClaimRow> {
  const row = await findOwnClaim(db, wallet, id);
  if (!row) throw notFound(DASHBOARD_MESSAGES.claimNotFound);
  return row;
}

/**
 * Claims one of the wallet's own funds, once: a refund or creator payout is sent from the vault,
 * a token allocation is recorded. Answers the message to show; the caller reads the row again.
 */
export async function claimFund(
  deps: PayoutDeps,
  wallet: string,
  id: string,
): Promise<{ message: string }> {
  const db = deps.database.db;
  const row = await ownClaim(db, wallet, id);
  if (row.isClaimed) throw alreadyClaimed();
  if (row.claimSignature) throw inProgress();

  if (row.fundType === 'token_allocation' && !row.mint) {
    // A legacy allocation (a project from before the token side) has no tokens in escrow: it is
    // recorded, as it always was.
    const done = await completeClaims(deps, { id: row.id });
    if (done === 0) throw alreadyClaimed();
    return { message: CLAIM_MESSAGES.allocationRecorded };
  }
  if (row.mint) return claimTokens(deps, row);

  const escrow = deps.escrow;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'Payouts are not available: no escrow vault.');
  }
  // Never pay one claimant out of another's money: the vault must hold everything it owes.
  await assertVaultSolvent(deps, escrow.vault);
  const payout = await recordingRefusal(deps, solClaims([row]), () =>
    escrow.preparePayout(wallet, row.amountUnits, claimMemo(row)),
  );
  await payClaims(deps, [row], payout, null);
  const received = lamportsToSol(row.amountUnits - payout.fee);
  return {
    message: `${DASHBOARD_MESSAGES.claimed.description} ${received} SOL sent (network fee ${lamportsToSol(payout.fee)} SOL deducted).`,
  };
}

/**
 * Sends the signed payout of one claim, or of several claims of one wallet ("Claim all"), once:
 * only the request that stores its signature on every one of them first (one conditional UPDATE,
 * undone unless it took them all) sends anything; a refusal releases them, a lost answer leaves
 * them to the reconciler. `lamportsCost`: what a token payout costs the vault beyond the tokens
 * (null for SOL), carried by the first claim (the others 0), so the ledger's rows add up to it.
 */
async function payClaims(
  deps: PayoutDeps,
  rows: readonly ClaimRow[],
  payout: PreparedPayout,
  lamportsCost: bigint | null,
): Promise<void> {
  const db = deps.database.db;
  const ids = rows.map((row) => row.id);
  const first = ids[0] as string;
  await db.transaction(async (tx) => {
    const mark = async () => {
      const won = await markClaimsInFlight(tx, ids, {
        signature: payout.signature,
        transaction: payout.transaction,
        lastValidBlockHeight: payout.lastValidBlockHeight,
        lamportsCost,
        first,
        startedAt: deps.clock.now(),
      });
      // Another claim (a second click, a single claim beside "Claim all") took one of them:
      // nothing is written, nothing sent.
      if (won.length !== ids.length) throw inProgress();
    };
    // A token payout's fee and rent come out of the vault's own SOL: marked under its lock.
    if (lamportsCost !== null && deps.escrow) {
      await markVaultSolSpend(tx, deps, deps.escrow.vault, mark);
    } else await mark();
  });

  await sendPayout(deps.chain, payout, {
    noun: 'payout',
    release: () => releaseClaims(db, payout.signature),
    failedMessage: (reason) => `${CLAIM_MESSAGES.payoutFailed} (${reason})`,
  });
  await completeClaims(deps, { signature: payout.signature });
}

/**
 * A payout of `amount` base units of `mint` from the vault's token account to `to`'s associated
 * token account (created when missing), built and checked but not sent: the vault pays the fee
 * and that rent, and must hold everything it owes in SOL and in `mint` beyond them. Claims paid in
 * tokens and the USDC fee withdrawal go through it.
 */
export async function prepareVaultTokenPayout(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'escrow' | 'usdcMint'>,
  spec: { to: string; mint: string; items: readonly PayoutItem[] },
  asked: Omit<PayoutAsked, 'decimals'>,
): Promise<{ payout: PreparedPayout & { cost: bigint }; decimals: number }> {
  const escrow = deps.escrow;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'Payouts are not available: no escrow vault.');
  }
  // The mint's program and decimals from the chain itself (the project row may be gone).
  const account = await deps.chain.getAccount(spec.mint);
  const facts = account ? parseMint(account) : null;
  if (!facts) throw new AppError(502, 'PAYOUT_FAILED', CLAIM_MESSAGES.payoutFailed);
  // On the local chain the server tops the vault up first, so the fee and rent never eat what it
  // owes. Only there is what it owes read twice (here and by the solvency check below).
  if (isLocalChain(deps.chain)) {
    const owed = await escrowOwed(deps.database.db);
    await topUpLocalVault(deps, owed.total + tokenAccountRent(facts.program) + LOCAL_FEE_ALLOWANCE);
  }
  const payout = await recordingRefusal(deps, { ...asked, decimals: facts.decimals }, () =>
    escrow.prepareTokenPayouts({ ...spec, program: facts.program, decimals: facts.decimals }),
  );
  // Never pay one claimant out of another's money, in SOL or in tokens.
  await assertVaultSolvent(deps, escrow.vault, payout.cost);
  await assertVaultHoldsTokens(deps, escrow.vault, spec.mint);
  return { payout, decimals: facts.decimals };
}

/**
 * A claim paid in tokens pays on chain (docs/decisions/047-token-escrow.md): a token allocation or
 * return in the project's tokens, a USDC campaign's refund or payout in USDC (decision 055). Same
 * once-only rules as SOL: the signature (and the lamports it costs) is stored first by a
 * conditional UPDATE only one claim wins.
 */
async function claimTokens(deps: PayoutDeps, row: ClaimRow): Promise<{ message: string }> {
  const amount = BigInt(row.tokenAmount as string);
  const { payout, decimals } = await prepareVaultTokenPayout(
    deps,
    { to: row.userId, mint: row.mint as string, items: [{ amount, memo: claimMemo(row) }] },
    { kind: 'claim', claims: [row] },
  );
  await payClaims(deps, [row], payout, payout.cost);
  const sent = formatTokenAmount(amount, decimals);
  // A USDC campaign's refund or payout is paid in USDC, the rest in the project's tokens.
  return {
    message: paysProjectTokens(row.fundType)
      ? CLAIM_MESSAGES.tokensSent(sent)
      : CLAIM_MESSAGES.usdcSent(sent),
  };
}

/**
 * The creator's whole deposit back from a campaign that did not fund (missed, rejected): the
 * project's deposit is 'returned'. A funded campaign's remainder leaves it 'deposited'.
 */
async function markDepositReturned(tx: Pick<Database, 'update'>, claim: ClaimRow): Promise<void> {
  if (claim.fundType !== 'token_return' || claim.tokenAmount === null) return;
  await markProjectDepositReturned(tx, {
    projectId: claim.projectId,
    mint: claim.mint as string,
    tokenAmount: claim.tokenAmount,
  });
}

/** A payout that failed on chain: every claim it carried can be claimed again. */
async function releaseClaims(db: Database, signature: string): Promise<void> {
  await releaseClaimsOf(db, signature);
}

/**
 * Marks claimed, once, the legacy allocation `id` (no payout) or every claim the payout
 * `signature` carried, in one transaction; each payout also records what left the vault for it
 * (its own ledger row, naming the claim). The projects' counts of open claims go down, and viewers
 * hear of it. Answers how many were marked (0: already done).
 */
async function completeClaims(
  deps: Pick<EscrowDeps, 'database' | 'clock' | 'realtime' | 'escrow'>,
  target: { id: string } | { signature: string },
): Promise<number> {
  const now = deps.clock.now();
  const signature = 'signature' in target ? target.signature : null;
  return deps.database.db.transaction(async (tx) => {
    const claimed = await markClaimsClaimed(tx, target, now);
    if (claimed.length === 0) return 0;
    if (signature !== null) {
      // Who signed it, from the wire that was sent (the claims of one payout share it).
      const wire = claimed[0]?.claimTransaction;
      const signers = wire ? await transactionSigners(wire, custodyOf(deps)) : null;
      await insertLedgerEntries(
        tx,
        claimed.map((claim) =>
          claim.mint
            ? {
                kind: 'token_payout' as const,
                lamports: -(claim.claimLamportsCost ?? 0n),
                mint: claim.mint,
                tokenAmount: `-${claim.tokenAmount}`,
                projectId: claim.projectId,
                wallet: claim.userId,
                signature,
                claimId: claim.id,
                signers,
                createdAt: now,
              }
            : {
                kind: 'payout' as const,
                lamports: -claim.amountUnits,
                projectId: claim.projectId,
                wallet: claim.userId,
                signature,
                claimId: claim.id,
                signers,
                createdAt: now,
              },
        ),
      );
      for (const claim of claimed) await markDepositReturned(tx, claim);
      await notify(
        deps.realtime,
        tx,
        claimed.map((claim) => ({
          wallet: claim.userId,
          projectId: claim.projectId,
          dedupeKey: notificationKeys.claimPaid(claim.id),
          data: { kind: 'claim_paid' as const, claim: notifiedClaim(claim), signature },
        })),
      );
    }
    const perProject = new Map<string, number>();
    for (const claim of claimed) {
      perProject.set(claim.projectId, (perProject.get(claim.projectId) ?? 0) + 1);
    }
    for (const [projectId, count] of perProject) {
      const project = await closeOpenClaims(tx, projectId, count);
      if (project) {
        await deps.realtime.publish(fundingChannel(project.id), fundingEvent(project, now), tx);
      }
    }
    return claimed.length;
  });
}

type PayoutInFlight = PendingTransfer;

/**
 * The reconciler's view of claims: payouts in flight, one per signature (a "Claim all" payout
 * carries several claims, decided together), completed when confirmed, else released.
 */
function payoutTransfers(
  deps: Pick<EscrowDeps, 'database' | 'clock' | 'realtime' | 'escrow'>,
): TransferKind<PayoutInFlight> {
  return {
    async listPending() {
      const rows = await listClaimsInFlight(deps.database.db, RECONCILE_BATCH);
      const bySignature = new Map<string, PayoutInFlight>();
      for (const row of rows) {
        bySignature.set(row.claimSignature as string, {
          signature: row.claimSignature as string,
          lastValidBlockHeight: row.claimLastValidBlockHeight ?? 0n,
          sentAt: row.claimStartedAt,
        });
      }
      return [...bySignature.values()];
    },
    async complete(transfer) {
      await completeClaims(deps, { signature: transfer.signature });
    },
    release: (transfer) => releaseClaims(deps.database.db, transfer.signature),
  };
}

/**
 * Payouts left in flight by a crash or a lost answer: confirmed ones are completed, failed or
 * expired ones released so the wallet can claim again.
 */
export async function reconcilePayouts(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock' | 'realtime' | 'escrow'>,
): Promise<void> {
  await reconcileTransfers(deps, payoutTransfers(deps));
}

/**
 * Refunds of investments confirmed after their campaign settled (recorded by recordInvestment as
 * a refund claim tied to the investment) are paid back to the sender without waiting for a claim:
 * the sender never joined a campaign that had already closed. Each goes through `claimFund`, so
 * the once-only and solvency checks are the ones every payout has; a failure is logged and
 * tried again on the next run.
 */
export async function refundLateInvestments(
  deps: PayoutDeps,
  log: (error: unknown) => void,
): Promise<number> {
  const rows = await listLateRefunds(deps.database.db, RECONCILE_BATCH);
  let paid = 0;
  for (const row of rows) {
    try {
      await claimFund(deps, row.wallet, row.id);
      paid += 1;
    } catch (error) {
      log(error);
    }
  }
  return paid;
}

/** The claims of one payout transaction: one currency or token, at most PAYOUTS_PER_TRANSACTION_MAX. */
function batchesOf(rows: readonly ClaimRow[]): ClaimRow[][] {
  const byCurrency = new Map<string, ClaimRow[]>();
  for (const row of rows) {
    const key = row.mint ?? 'SOL';
    byCurrency.set(key, [...(byCurrency.get(key) ?? []), row]);
  }
  const batches: ClaimRow[][] = [];
  for (const group of byCurrency.values()) {
    for (let i = 0; i < group.length; i += PAYOUTS_PER_TRANSACTION_MAX) {
      batches.push(group.slice(i, i + PAYOUTS_PER_TRANSACTION_MAX));
    }
  }
  return batches;
}

/** Prepares, checks and pays one batch of a wallet's claims in one transaction. */
async function payBatch(deps: PayoutDeps, wallet: string, batch: ClaimRow[]): Promise<string> {
  const escrow = deps.escrow;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'Payouts are not available: no escrow vault.');
  }
  const mint = batch[0]?.mint ?? null;
  if (mint) {
    const { payout } = await prepareVaultTokenPayout(
      deps,
      {
        to: wallet,
        mint,
        items: batch.map((row) => ({
          amount: BigInt(row.tokenAmount as string),
          memo: claimMemo(row),
        })),
      },
      { kind: 'claim', claims: batch },
    );
    await payClaims(deps, batch, payout, payout.cost);
    return payout.signature;
  }
  // The vault must hold everything it owes, this whole batch among it, before any of it leaves.
  await assertVaultSolvent(deps, escrow.vault);
  const payout = await recordingRefusal(deps, solClaims(batch), () =>
    escrow.preparePayouts(
      wallet,
      batch.map((row) => ({ amount: row.amountUnits, memo: claimMemo(row) })),
    ),
  );
  await payClaims(deps, batch, payout, null);
  return payout.signature;
}

/**
 * "Claim all" (docs/decisions/068-claim-all.md): pays every open claim of the wallet in as few
 * transactions as fit, one per currency or token of up to PAYOUTS_PER_TRANSACTION_MAX claims,
 * each claim still marked in flight, recorded in the ledger and reconciled once (the rules of
 * `claimFund`, for the whole batch at once). Legacy allocations are recorded. When a transaction
 * fails after others were paid, it stops there and says so; before any, its error is the answer.
 */
export async function claimAll(
  deps: PayoutDeps,
  wallet: string,
): Promise<{ ids: string[]; signatures: string[]; message: string }> {
  const open = await listOpenClaims(deps.database.db, wallet);
  if (open.length === 0) return { ids: [], signatures: [], message: CLAIM_MESSAGES.nothingToClaim };

  const ids: string[] = [];
  const signatures: string[] = [];
  const legacy = open.filter((row) => row.fundType === 'token_allocation' && !row.mint);
  for (const row of legacy) {
    if ((await completeClaims(deps, { id: row.id })) > 0) ids.push(row.id);
  }
  const batches = batchesOf(open.filter((row) => !legacy.includes(row)));
  for (const batch of batches) {
    try {
      signatures.push(await payBatch(deps, wallet, batch));
      ids.push(...batch.map((row) => row.id));
    } catch (error) {
      if (ids.length === 0 || !(error instanceof AppError)) throw error;
      return {
        ids,
        signatures,
        message: CLAIM_MESSAGES.allClaimedPartly(
          ids.length,
          open.length - ids.length,
          error.message,
        ),
      };
    }
  }
  return { ids, signatures, message: CLAIM_MESSAGES.allClaimed(ids.length, signatures.length) };
}
