import { mintParamsSchema, tokenResponseSchema } from '@memetank/shared/api/tokens';
import type { AppInstance } from '../../app-types';
import { createTokenDataService } from '../../market/token-data';

export async function tokenRoutes(app: AppInstance) {
  const { config, database, chain } = app.services;
  // One per process: its in-flight map is what makes concurrent viewers share one upstream call.
  const tokenData = createTokenDataService({
    db: database.db,
    coinApiUrl: config.providers.tokenDataUrl,
    metadataApiUrl: config.providers.tokenMetadataUrl,
    metadataApiKey: config.providers.tokenMetadataKey,
    ttlMs: config.providers.tokenDataTtlSeconds * 1000,
    log: { warn: (message) => app.log.warn(message) },
    chain,
  });

  app.get(
    '/api/tokens/:mint',
    {
      // Anonymous, and a lookup may cost calls to the providers: limited per client address.
      config: {
        rateLimit: { max: config.rateLimit.tokenLookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        summary: "A token's market data and latest trades (cached on the server)",
        tags: ['tokens'],
        params: mintParamsSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => tokenData.get(request.params.mint),
  );
}
