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
        summary: "A token mint's facts on the chain, with its market data and latest trades",
        description:
          "The mint is read on the configured chain first: 404 TOKEN_NOT_FOUND (no account) or NOT_A_MINT (not an SPL Token or Token-2022 mint), 502 CHAIN_ERROR when the cluster does not answer. Name and symbol come from the mint's metadata when it has some. Market data (cached on the server) is optional: when no provider knows the coin or the providers cannot be reached, its fields are null and `trades` is empty.",
        tags: ['tokens'],
        params: mintParamsSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => tokens.get(request.params.mint),
  );
}
