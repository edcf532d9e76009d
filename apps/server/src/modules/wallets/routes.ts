import { walletTokenBalanceResponseSchema } from '@memetank/shared/api/token-escrow';
import { mintParamsSchema } from '@memetank/shared/api/tokens';
import { balanceResponseSchema, walletParamsSchema } from '@memetank/shared/api/wallets';
import type { AppInstance } from '../../app-types';
import { walletBalance, walletTokenBalance } from './service';

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
    async (request) => walletBalance(app.services, request.params.address),
  );

  app.get(
    '/api/wallets/:address/tokens/:mint',
    {
      schema: {
        summary: 'What a wallet holds of a token mint on the configured chain (base units)',
        description:
          'The wallet\'s associated token account for the mint\'s program (SPL Token or Token-2022); `amount` is "0" without one. 404 TOKEN_NOT_FOUND or NOT_A_MINT when the address is not a mint.',
        tags: ['wallets'],
        params: walletParamsSchema.extend(mintParamsSchema.shape),
        response: { 200: walletTokenBalanceResponseSchema },
      },
    },
    async (request) => walletTokenBalance(app.services, request.params),
  );
}
