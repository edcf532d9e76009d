// A mint's lookup for the detail page, the submit form and the admin review: one service per
// process, built from the configured chain and providers (its in-flight map is what makes
// concurrent viewers share one chain read and one upstream call). The chain read, the providers
// and the snapshot cache are in market/token-data.ts.
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
