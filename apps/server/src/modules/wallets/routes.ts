import { balanceResponseSchema, walletParamsSchema } from '@memetank/shared/api/wallets';
import type { AppInstance } from '../../app-types';
import { walletBalance } from './service';

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
}
