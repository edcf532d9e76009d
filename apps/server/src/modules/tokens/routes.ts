import { mintParamsSchema, tokenResponseSchema } from '@memetank/shared/api/tokens';
import type { AppInstance } from '../../app-types';
import { createTokenLookup } from './service';

export async function tokenRoutes(app: AppInstance) {
  const { services } = app;
  const tokens = createTokenLookup(services, { warn: (message) => app.log.warn(message) });

  app.get(
    '/api/tokens/:mint',
    {
      // Anonymous, and a lookup may cost calls to the providers: limited per client address.
      config: {
        rateLimit: { max: services.config.rateLimit.tokenLookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        summary: "A token's market data and latest trades (cached on the server)",
        tags: ['tokens'],
        params: mintParamsSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => tokens.get(request.params.mint),
  );
}
