// Token market data for the detail page: one lookup service per process, built from the
// configured providers (its in-flight map is what makes concurrent viewers share one upstream
// call). The providers, the snapshot cache and the chain check are in market/token-data.ts.
import type { Services } from '../../app-types';
import { createTokenDataService, type TokenDataService } from '../../market/token-data';
import type { ProviderLog } from '../../market/provider-http';

export function createTokenLookup(
  deps: Pick<Services, 'config' | 'database' | 'chain'>,
  log: ProviderLog,
): TokenDataService {
  const { providers } = deps.config;
  return createTokenDataService({
    db: deps.database.db,
    coinApiUrl: providers.tokenDataUrl,
    metadataApiUrl: providers.tokenMetadataUrl,
    metadataApiKey: providers.tokenMetadataKey,
    ttlMs: providers.tokenDataTtlSeconds * 1000,
    log,
    chain: deps.chain,
  });
}
