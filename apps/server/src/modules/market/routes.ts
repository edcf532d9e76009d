import { solPriceResponseSchema } from '@memetank/shared/api/market';
import type { AppInstance } from '../../app-types';
import { currentSolPrice } from './service';

export async function marketRoutes(app: AppInstance) {
  app.get(
    '/api/market/sol-price',
    {
      schema: {
        summary:
          'The SOL price in USD (cached on the server), or the fixed demo price (SOL_PRICE_USD) marked `fixed`',
        tags: ['market'],
        response: { 200: solPriceResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return currentSolPrice(app.services);
    },
  );
}
