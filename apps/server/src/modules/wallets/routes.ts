import { balanceResponseSchema, walletParamsSchema } from '@memetank/shared/api/wallets';
import { lamportsToSol } from '@memetank/shared/lamports';
import { ChainError } from '../../chain/chain';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { isWalletAddress } from '../../lib/ed25519';

export async function walletRoutes(app: AppInstance) {
  app.get(
    '/api/wallets/:address/balance',
    {
      schema: {
        summary: "A wallet's SOL balance on the configured chain",
        tags: ['wallets'],
        params: walletParamsSchema,
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => {
      const { address } = request.params;
      if (!isWalletAddress(address)) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Invalid params.address: not a wallet address');
      }
      try {
        const lamports = await app.services.chain.getBalance(address);
        return { lamports: lamports.toString(), sol: lamportsToSol(lamports) };
      } catch (error) {
        if (error instanceof ChainError) throw new AppError(502, 'CHAIN_ERROR', error.message);
        throw error;
      }
    },
  );
}
