// Platform fees (3% of funded campaigns) stay in the vault until the admin withdraws them to the
// treasury wallet. Available = fees of settled campaigns - withdrawals so far, from the ledger.
import { ADMIN_ESCROW_MESSAGES, type EscrowStatus } from '@memetank/shared/api/investing';
import { lamportsToSol } from '@memetank/shared/lamports';
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../app-types';
import { TransactionFailedError } from '../chain/chain';
import { escrowLedger } from '../db/schema';
import { AppError } from '../lib/errors';
import { assertVaultSolvent, feesNotWithdrawn } from './solvency';

/** Serializes withdrawals across processes (a transaction-scoped advisory lock). */
const WITHDRAWAL_LOCK = 0x6d656d65;

const feesAvailable = feesNotWithdrawn;

export async function escrowStatus(services: Services): Promise<EscrowStatus> {
  const vault = services.escrow?.vault ?? null;
  const balance = vault ? await services.chain.getBalance(vault).catch(() => null) : null;
  return {
    vault,
    vaultBalance: balance === null ? null : lamportsToSol(balance),
    feesAvailable: lamportsToSol(await feesAvailable(services.database.db)),
    treasuryWallet: services.treasuryWallet,
  };
}

/**
 * Sends every available fee to the treasury. The withdrawal is entered in the ledger (under a lock,
 * so two admins cannot withdraw the same fees) before it is sent, and removed if the chain
 * refuses it.
 */
export async function withdrawFees(
  services: Services,
): Promise<{ amount: number; signature: string; message: string }> {
  const { escrow, treasuryWallet, database, chain } = services;
  if (!escrow) {
    throw new AppError(503, 'ESCROW_UNAVAILABLE', 'No escrow vault is configured.');
  }
  if (!treasuryWallet) throw new AppError(503, 'NO_TREASURY', ADMIN_ESCROW_MESSAGES.noTreasury);
  const available = await feesAvailable(database.db);
  if (available <= 0n) throw new AppError(409, 'NO_FEES', ADMIN_ESCROW_MESSAGES.noFees);
  // The fees are only the vault's to send if it also holds everything else it owes.
  await assertVaultSolvent(services, escrow.vault);
  const payout = await escrow.preparePayout(treasuryWallet, available, 'MemeTank fee withdrawal');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAWAL_LOCK})`);
    if ((await feesAvailable(tx)) !== available) {
      throw new AppError(409, 'NO_FEES', ADMIN_ESCROW_MESSAGES.noFees);
    }
    await tx.insert(escrowLedger).values({
      kind: 'fee_withdrawal',
      lamports: -available,
      wallet: treasuryWallet,
      signature: payout.signature,
    });
  });
  try {
    await chain.sendAndConfirm(
      new Uint8Array(Buffer.from(payout.transaction, 'base64')),
      payout.lastValidBlockHeight,
    );
  } catch (error) {
    if (error instanceof TransactionFailedError) {
      await database.db.delete(escrowLedger).where(eq(escrowLedger.signature, payout.signature));
      throw new AppError(502, 'PAYOUT_FAILED', `Fee withdrawal failed: ${error.reason}`);
    }
    throw error;
  }
  const amount = lamportsToSol(available);
  return {
    amount,
    signature: payout.signature,
    message: ADMIN_ESCROW_MESSAGES.withdrawn(String(amount)),
  };
}
