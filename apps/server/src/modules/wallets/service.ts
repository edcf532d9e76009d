// A wallet's SOL balance on the configured chain; a chain that cannot answer is a 502.
import { lamportsToSol } from '@memetank/shared/lamports';
import type { Services } from '../../app-types';
import { ChainError } from '../../chain/chain';
import { isWalletAddress } from '../../lib/ed25519';
import { AppError, validationError } from '../../lib/errors';

export async function walletBalance(deps: Pick<Services, 'chain'>, address: string) {
  if (!isWalletAddress(address)) {
    throw validationError('Invalid params.address: not a wallet address');
  }
  try {
    const lamports = await deps.chain.getBalance(address);
    return { lamports: lamports.toString(), sol: lamportsToSol(lamports) };
  } catch (error) {
    if (error instanceof ChainError) throw new AppError(502, 'CHAIN_ERROR', error.message);
    throw error;
  }
}
