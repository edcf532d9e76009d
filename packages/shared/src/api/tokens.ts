// Token market data and trades for a mint, from the server's cached provider adapters
// (docs/decisions/027-token-market-data-cache.md). Field names follow pump.fun's coin API on
// purpose.
import { z } from 'zod';
import { MINT_ADDRESS_PATTERN } from '../constants';
import { TOKEN_PROGRAMS } from './token-escrow';

export const mintParamsSchema = z.object({
  mint: z.string().regex(MINT_ADDRESS_PATTERN, 'must be a base58 mint address'),
});

export const tradeSchema = z.object({
  signature: z.string(),
  user: z.string(),
  is_buy: z.boolean(),
  /** Lamports. */
  sol_amount: z.number(),
  token_amount: z.number(),
  /** Seconds since the epoch. */
  timestamp: z.number(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const tokenDataSchema = z.object({
  mint: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string().nullable(),
  image_uri: z.string().nullable(),
  twitter: z.string().nullable(),
  telegram: z.string().nullable(),
  website: z.string().nullable(),
  creator: z.string().nullable(),
  /** Milliseconds since the epoch. */
  created_timestamp: z.number().nullable(),
  /** SOL. */
  market_cap: z.number().nullable(),
  usd_market_cap: z.number().nullable(),
  ath_market_cap: z.number().nullable(),
  /** Milliseconds since the epoch. */
  ath_market_cap_timestamp: z.number().nullable(),
  total_supply: z.number().nullable(),
  /** Percent, 0-100. */
  bonding_curve_progress: z.number().nullable(),
  complete: z.boolean(),
  nsfw: z.boolean(),
  real_sol_reserves: z.number().nullable(),
  real_token_reserves: z.number().nullable(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/**
 * GET /api/tokens/:mint. Errors (status, code, message):
 * 502 TOKEN_PROVIDER_ERROR "Failed to fetch token info: {status} {statusText}" (provider answered non-OK),
 * 404 TOKEN_NOT_FOUND "Invalid response format - no metadata found" (answered without the coin),
 * 502 TOKEN_PROVIDER_ERROR "Failed to fetch token information" (provider unreachable or unreadable).
 */
export const tokenResponseSchema = z.object({
  /**
   * Name, symbol and image from the mint's Token-2022 metadata extension (or Metaplex metadata)
   * when the chain has them, else from the market data provider; the market fields are null when
   * no provider knows the coin.
   */
  token: tokenDataSchema,
  /** The mint as read on the configured chain (docs/decisions/047). */
  program: z.enum(TOKEN_PROGRAMS),
  decimals: z.number().int(),
  /** Base units, as a decimal string. */
  supply: z.string(),
  /** Null when nobody can mint more. */
  mintAuthority: z.string().nullable(),
  /** Null when nobody can freeze holders' tokens (mints with one cannot be listed). */
  freezeAuthority: z.string().nullable(),
  /** Newest first. */
  trades: z.array(tradeSchema),
  /** From the metadata provider's metadata URI, else the coin's image_uri, else "/placeholder.svg". */
  image: z.string(),
  fetchedAt: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
