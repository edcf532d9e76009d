// For unit tests that read a token: GET /api/tokens/:mint as the server answers it for a mint on
// the local chain (its facts from the chain, no market data).
import type { TokenResponse } from '@memetank/shared/api/tokens';

export const TEST_MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

export function testTokenResponse(
  overrides: Partial<Omit<TokenResponse, 'token'>> & { symbol?: string; name?: string } = {},
): TokenResponse {
  const { symbol = 'FROG', name = 'Frog Coin', ...facts } = overrides;
  return {
    token: {
      mint: TEST_MINT,
      name,
      symbol,
      description: null,
      image_uri: null,
      twitter: null,
      telegram: null,
      website: null,
      creator: null,
      created_timestamp: null,
      market_cap: null,
      usd_market_cap: null,
      ath_market_cap: null,
      ath_market_cap_timestamp: null,
      total_supply: null,
      bonding_curve_progress: null,
      complete: false,
      nsfw: false,
      real_sol_reserves: null,
      real_token_reserves: null,
    },
    program: 'token-2022',
    decimals: 6,
    supply: '5000000000000',
    mintAuthority: null,
    freezeAuthority: null,
    trades: [],
    image: '/placeholder.svg',
    fetchedAt: '2026-11-24T00:00:00.000Z',
    ...facts,
  };
}
