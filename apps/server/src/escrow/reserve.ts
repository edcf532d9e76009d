// The vault keeps a small reserve (in its wrapped SOL) that pays the SOL a token payout costs
// beyond what the vault owes (decision 078; before it, it kept the vault's system account
// rent-exempt). On the local chain the server mints it; on a real
// cluster the operator deposits it (docs/decisions/036-escrow-vault-settlement-and-payouts.md).
// Every deposit is in the ledger.
import { isLocalChain, type Chain } from '../chain/chain';
import { NATIVE_MINT, associatedTokenAddress, wrappedLamports } from '../chain/token-program';
import type { Database } from '../db/client';
import type { EscrowDeps } from './deps';
import { advisoryXactLock, insertLedgerEntry } from './queries';

/** 0.01 SOL: the rent-exempt minimum of an empty account (890,880 lamports) with room to spare. */
export const VAULT_RESERVE_LAMPORTS = 10_000_000n;

/**
 * What a local top-up adds beyond what it must cover: more than a one-signature transaction's
 * network fee (5,000 lamports), for the fees of the payouts around it.
 */
export const LOCAL_FEE_ALLOWANCE = 50_000n;

/** Serializes top-ups across processes (a transaction-scoped advisory lock). */
const TOP_UP_LOCK = 0x6d656d66;

/**
 * On the local chain, mints test SOL into the vault until it holds the reserve plus `extra`
 * lamports, and records the deposit. Elsewhere it does nothing.
 *
 * The mint happens inside the transaction that records it, under a lock: when the database is
 * down the transaction cannot begin and nothing is minted (a mint the ledger never hears of would
 * leave the vault holding more than the ledger says), and two processes never both top up.
 */
export async function topUpLocalVault(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'escrow'>,
  extra = 0n,
): Promise<void> {
  const { chain, escrow } = deps;
  if (!escrow || !isLocalChain(chain)) return;
  if ((await vaultSolBalance(chain, escrow.vault)) >= VAULT_RESERVE_LAMPORTS + extra) return;
  await deps.database.db.transaction((tx) => topUpLocalVaultIn(tx, deps, extra));
}

/** topUpLocalVault inside the caller's transaction `tx` (which then records the deposit). */
export async function topUpLocalVaultIn(
  tx: Pick<Database, 'execute' | 'insert'>,
  deps: Pick<EscrowDeps, 'chain' | 'escrow'>,
  extra = 0n,
): Promise<void> {
  const { chain, escrow } = deps;
  if (!escrow || !isLocalChain(chain)) return;
  const target = VAULT_RESERVE_LAMPORTS + extra;
  await advisoryXactLock(tx, TOP_UP_LOCK);
  const balance = await vaultSolBalance(chain, escrow.vault);
  if (balance >= target) return;
  // The vault's SOL is wrapped SOL (docs/decisions/078): the faucet pays its wrapped-SOL
  // account, and the next payout's SyncNative makes it spendable.
  const { signature } = await chain.airdrop(escrow.vaultSol, target - balance);
  await insertLedgerEntry(tx, {
    kind: 'deposit',
    lamports: target - balance,
    wallet: escrow.vault,
    signature,
  });
}

/**
 * The vault's SOL (lamports): what its wrapped-SOL account holds beyond its rent, never a system
 * balance (the rent cannot be paid out). Lamports sent into it and not yet synced count: every
 * payout syncs them first. docs/decisions/078-two-of-three-custody.md.
 */
export async function vaultSolBalance(
  chain: Pick<Chain, 'getAccount'>,
  vault: string,
): Promise<bigint> {
  const account = await chain.getAccount(
    await associatedTokenAddress(vault, NATIVE_MINT, 'spl-token'),
  );
  return account ? (wrappedLamports(account) ?? 0n) : 0n;
}
