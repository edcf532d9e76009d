// A wallet's SOL balance, and what it holds of a token mint, on the configured chain; a chain that
// cannot answer is a 502.
import type { WalletTokenBalance } from '@memetank/shared/api/token-escrow';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { Services } from '../../app-types';
import { ChainError } from '../../chain/chain';
import { isWalletAddress } from '../../lib/ed25519';
import { AppError, validationError } from '../../lib/errors';
import { MINT_REFUSALS, readMint, tokenBalance } from '../../market/mint-facts';

async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ChainError) throw new AppError(502, 'CHAIN_ERROR', error.message);
    throw error;
  }
}

export async function walletBalance(deps: Pick<Services, 'chain'>, address: string) {
  if (!isWalletAddress(address)) {
    throw validationError('Invalid params.address: not a wallet address');
  }
  const lamports = await fromChain(() => deps.chain.getBalance(address));
  return { lamports: lamports.toString(), sol: lamportsToSol(lamports) };
}

/**
 * What `address` holds of `mint` in base units: its associated token account for the mint's
 * program, '0' without one; 404 (the lookup's words) when the address is not a mint.
 */
export async function walletTokenBalance(
  deps: Pick<Services, 'chain'>,
  input: { address: string; mint: string },
): Promise<WalletTokenBalance> {
  const { address, mint } = input;
  if (!isWalletAddress(address)) {
    throw validationError('Invalid params.address: not a wallet address');
  }
  return fromChain(async () => {
    const read = await readMint(deps.chain, mint);
    if (read.kind !== 'mint') {
      const { code, message } = MINT_REFUSALS[read.kind];
      throw new AppError(404, code, message);
    }
    const amount = await tokenBalance(deps.chain, address, mint, read.facts);
    return { amount: amount.toString(), decimals: read.facts.decimals };
  });
}
