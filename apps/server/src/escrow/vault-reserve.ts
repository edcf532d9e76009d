// The vault keeps a small reserve so it always stays rent-exempt (a system account may hold 0 or at
// least ~0.00089 SOL, nothing in between). On the local chain the server mints it; on a real
// cluster the operator deposits it (docs/decisions/036). Every deposit is in the ledger.
import type { Services } from '../app-types';
import { isLocalChain } from '../chain/chain';
import { escrowLedger } from '../db/schema';

/** 0.01 SOL: the rent-exempt minimum of an empty account (890,880 lamports) with room to spare. */
export const VAULT_RESERVE_LAMPORTS = 10_000_000n;

/**
 * On the local chain, mints test SOL into the vault until it holds the reserve plus `extra`
 * lamports, and records the deposit. Elsewhere it does nothing.
 */
export async function topUpLocalVault(services: Services, extra = 0n): Promise<void> {
  const { chain, escrow } = services;
  if (!escrow || !isLocalChain(chain)) return;
  const balance = await chain.getBalance(escrow.vault);
  const target = VAULT_RESERVE_LAMPORTS + extra;
  if (balance >= target) return;
  const { signature } = await chain.airdrop(escrow.vault, target - balance);
  await services.database.db.insert(escrowLedger).values({
    kind: 'deposit',
    lamports: target - balance,
    wallet: escrow.vault,
    signature,
  });
}
