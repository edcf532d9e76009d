// Platform fees (3% of funded campaigns, in each campaign's currency) stay in the vault until the
// admin withdraws them to the treasury wallet. Available = fees of settled campaigns - withdrawals so far, from the ledger.
// A withdrawal is entered in the ledger as 'pending' before it is sent, so it is never counted as
// owed nor sent twice; it becomes 'confirmed' once seen on chain, and its row is deleted (the
// fees are available again) if it fails or expires. A lost answer is decided by the reconciler.
import { ADMIN_ESCROW_MESSAGES, type WithdrawFeesResponse } from '@memetank/shared/api/investing';
import type { EscrowStatus } from '@memetank/shared/api/ledger';
import { CURRENCY_DECIMALS, fromBaseUnits, type Currency } from '@memetank/shared/currency';
import { lamportsToSol } from '@memetank/shared/lamports';
import { AppError } from '../lib/errors';
import type { EscrowDeps } from './deps';
import {
  RECONCILE_BATCH,
  reconcileTransfers,
  type PendingTransfer,
  type TransferKind,
} from './reconciler';
import {
  advisoryXactLock,
  confirmPendingWithdrawal,
  deletePendingWithdrawal,
  insertLedgerEntry,
  listPendingWithdrawals,
} from './queries';
import { assertVaultSolvent, feesNotWithdrawn, markVaultSolSpend } from './solvency';
import { vaultSolBalance } from './reserve';
import { prepareVaultTokenPayout } from './payouts';
import { recentRefusals, recordingRefusal } from './refusals';
import {
  custodyOf,
  custodyOnChain,
  sendPayout,
  transactionSigners,
  type PreparedPayout,
} from './vault';

/** Serializes withdrawals across processes (a transaction-scoped advisory lock). */
const WITHDRAWAL_LOCK = 0x6d656d65;

const feesAvailable = feesNotWithdrawn;

/** A fee withdrawal, as a refusal records it: no claims. */
const feeWithdrawal = (decimals: number) => ({
  kind: 'fee_withdrawal' as const,
  claims: [],
  decimals,
});

type FeeDeps = Pick<
  EscrowDeps,
  'database' | 'chain' | 'clock' | 'escrow' | 'treasuryWallet' | 'usdcMint'
>;

export async function escrowStatus(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'escrow' | 'treasuryWallet' | 'usdcMint'>,
): Promise<EscrowStatus> {
  const escrow = deps.escrow;
  const vault = escrow?.vault ?? null;
  const balance = vault ? await vaultSolBalance(deps.chain, vault).catch(() => null) : null;
  const custody = escrow ? await custodyOnChain(deps.chain, escrow).catch(() => null) : null;
  return {
    vault,
    vaultBalance: balance === null ? null : lamportsToSol(balance),
    feesAvailable: lamportsToSol(await feesAvailable(deps.database.db, 'SOL')),
    feesAvailableUsdc: fromBaseUnits(await feesAvailable(deps.database.db, 'USDC'), 'USDC'),
    treasuryWallet: deps.treasuryWallet,
    custody,
    refusals: await recentRefusals(deps),
  };
}

async function confirmWithdrawal(deps: Pick<EscrowDeps, 'database'>, signature: string) {
  await confirmPendingWithdrawal(deps.database.db, signature);
}

async function releaseWithdrawal(deps: Pick<EscrowDeps, 'database'>, signature: string) {
  await deletePendingWithdrawal(deps.database.db, signature);
}

/**
 * Sends every available fee to the treasury: the SOL fees, then the USDC fees of USDC campaigns
 * (docs/decisions/055), each its own transaction. A withdrawal is entered in the ledger (under a
 * lock, so two admins cannot withdraw the same fees) before it is sent, and removed if the chain
 * refuses it. When the chain's answer is lost it stays pending for the reconciler.
 */
export async function withdrawFees(deps: FeeDeps): Promise<WithdrawFeesResponse> {
  const { escrow, treasuryWallet, database } = deps;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'No escrow vault is configured.');
  }
  if (!treasuryWallet) throw new AppError(503, 'NO_TREASURY', ADMIN_ESCROW_MESSAGES.noTreasury);
  const sol = await feesAvailable(database.db, 'SOL');
  const usdc = await feesAvailable(database.db, 'USDC');
  if (sol <= 0n && usdc <= 0n) throw new AppError(409, 'NO_FEES', ADMIN_ESCROW_MESSAGES.noFees);
  const signatures: string[] = [];
  if (sol > 0n) {
    // The fees are only the vault's to send if it also holds everything else it owes.
    await assertVaultSolvent(deps, escrow.vault);
    const payout = await recordingRefusal(deps, feeWithdrawal(CURRENCY_DECIMALS.SOL), () =>
      escrow.preparePayout(treasuryWallet, sol, 'MemeTank fee withdrawal'),
    );
    await sendWithdrawal(deps, payout, 'SOL', sol, { lamports: -sol });
    signatures.push(payout.signature);
  }
  if (usdc > 0n) {
    const { payout } = await prepareVaultTokenPayout(
      deps,
      {
        to: treasuryWallet,
        mint: deps.usdcMint,
        items: [{ amount: usdc, memo: 'MemeTank fee withdrawal' }],
      },
      { kind: 'fee_withdrawal', claims: [] },
    );
    await sendWithdrawal(deps, payout, 'USDC', usdc, {
      lamports: -payout.cost,
      mint: deps.usdcMint,
      tokenAmount: `-${usdc}`,
    });
    signatures.push(payout.signature);
  }
  const amount = lamportsToSol(sol);
  const amountUsdc = fromBaseUnits(usdc, 'USDC');
  const parts = [
    ...(sol > 0n ? [`${amount} SOL`] : []),
    ...(usdc > 0n ? [`${amountUsdc} USDC`] : []),
  ];
  return {
    amount,
    amountUsdc,
    signature: signatures[signatures.length - 1] as string,
    message: ADMIN_ESCROW_MESSAGES.withdrawn(parts.join(' and ')),
  };
}

/**
 * Enters one withdrawal of `available` fees in `currency` as pending (if the fees are still all
 * available under the lock), sends it, and confirms it; a refused one is removed again.
 */
async function sendWithdrawal(
  deps: FeeDeps,
  payout: PreparedPayout,
  currency: Currency,
  available: bigint,
  moved: { lamports: bigint; mint?: string; tokenAmount?: string },
): Promise<void> {
  const { database, chain, clock, treasuryWallet } = deps;
  await database.db.transaction(async (tx) => {
    await advisoryXactLock(tx, WITHDRAWAL_LOCK);
    if ((await feesAvailable(tx, currency)) !== available) {
      throw new AppError(409, 'NO_FEES', ADMIN_ESCROW_MESSAGES.noFees);
    }
    // Who signed it, from the wire about to be sent.
    const signers = await transactionSigners(payout.transaction, custodyOf(deps));
    const mark = () =>
      insertLedgerEntry(tx, {
        kind: 'fee_withdrawal',
        ...moved,
        signers,
        wallet: treasuryWallet,
        signature: payout.signature,
        state: 'pending',
        lastValidBlockHeight: payout.lastValidBlockHeight,
        sentAt: clock.now(),
        createdAt: clock.now(),
      });
    // A USDC withdrawal's network fee comes out of the vault's own SOL, as a token claim's does.
    if (moved.mint && deps.escrow) await markVaultSolSpend(tx, deps, deps.escrow.vault, mark);
    else await mark();
  });
  await sendPayout(chain, payout, {
    noun: 'withdrawal',
    release: () => releaseWithdrawal(deps, payout.signature),
    failedMessage: (reason) => `Fee withdrawal failed: ${reason}`,
  });
  await confirmWithdrawal(deps, payout.signature);
}

/** The reconciler's view of fee withdrawals: pending ones, confirmed when landed, else deleted. */
function withdrawalTransfers(deps: Pick<EscrowDeps, 'database'>): TransferKind<PendingTransfer> {
  return {
    async listPending() {
      const rows = await listPendingWithdrawals(deps.database.db, RECONCILE_BATCH);
      return rows.map((row) => ({
        signature: row.signature,
        lastValidBlockHeight: row.lastValidBlockHeight ?? 0n,
        sentAt: row.sentAt,
      }));
    },
    complete: (withdrawal) => confirmWithdrawal(deps, withdrawal.signature),
    release: (withdrawal) => releaseWithdrawal(deps, withdrawal.signature),
  };
}

/** Fee withdrawals whose answer was lost: confirmed ones are kept, the others deleted. */
export async function reconcileFeeWithdrawals(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'clock'>,
): Promise<void> {
  await reconcileTransfers(deps, withdrawalTransfers(deps));
}
