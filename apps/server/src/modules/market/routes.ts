import { solPriceResponseSchema } from '@memetank/shared/api/market';
import type { AppInstance } from '../../app-types';

export async function marketRoutes(app: AppInstance) {
  app.get(
    '/api/market/sol-price',
    {
      schema: {
        summary: 'The SOL price in USD (cached on the server)',
        tags: ['market'],
        response: { 200: solPriceResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.services.solPrice.get();
    },
  );
}
