// The one shape of a wallet's token transfer into escrow, for the creator's token deposit
// (docs/decisions/047-token-escrow.md) and a USDC investment (docs/decisions/055-usdc-campaigns.md):
// create the vault's associated token account for the mint when missing (the wallet pays its rent),
// a checked transfer of `amount` from the wallet's associated token account, and the memo; the
// wallet is the fee payer and the only signer.
import { createNoopSigner, type Transaction } from '@solana/kit';
import type { Chain, RecentBlockhash } from '../chain/chain';
import {
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  transferCheckedInstruction,
  type TokenProgramName,
} from '../chain/token-program';
import { buildTransaction, memoInstruction } from '../chain/transfer-transaction';

export async function tokenTransferToVault(
  chain: Pick<Chain, 'getLatestBlockhash'>,
  spec: {
    wallet: string;
    vault: string;
    mint: string;
    program: TokenProgramName;
    decimals: number;
    amount: bigint;
    memo: string;
  },
): Promise<{ transaction: Transaction; recent: RecentBlockhash; destination: string }> {
  const { wallet, vault, mint, program } = spec;
  const signer = createNoopSigner(wallet as Parameters<typeof createNoopSigner>[0]);
  const source = await associatedTokenAddress(wallet, mint, program);
  const destination = await associatedTokenAddress(vault, mint, program);
  const recent = await chain.getLatestBlockhash();
  const transaction = buildTransaction({
    feePayer: wallet,
    instructions: [
      await createAssociatedAccountInstruction({ payer: signer, owner: vault, mint, program }),
      transferCheckedInstruction({
        source,
        destination,
        mint,
        authority: signer,
        amount: spec.amount,
        decimals: spec.decimals,
        program,
      }),
      memoInstruction(spec.memo),
    ],
    recent,
  });
  return { transaction, recent, destination };
}
