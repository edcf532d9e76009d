// Token market data and trades for a mint, from the server's cached provider adapters
// (docs/decisions/027-token-market-data-cache.md). Field names follow pump.fun's coin API on
// purpose.
import { z as Zod } from 'zod';
import { MINT_ADDRESS_PATTERN } from '../constants';
import { TOKEN_PROGRAMS } from './token-escrow';

export const mintParamsSchema = Zod.object({
  mint: Zod.string().regex(MINT_ADDRESS_PATTERN, 'must be a base58 mint address'),
});

export const tradeSchema = Zod.object({
  signature: Zod.string(),
  user: Zod.string(),
  is_buy: Zod.boolean(),
  /** Lamports. */
  sol_amount: Zod.number(),
  token_amount: Zod.number(),
  /** Seconds since the epoch. */
  timestamp: Zod.number(),
});
export type Trade = Zod.infer<typeof tradeSchema>;

export const tokenDataSchema = Zod.object({
  mint: Zod.string(),
  name: Zod.string(),
  symbol: Zod.string(),
  description: Zod.string().nullable(),
  image_uri: Zod.string().nullable(),
  twitter: Zod.string().nullable(),
  telegram: Zod.string().nullable(),
  website: Zod.string().nullable(),
  creator: Zod.string().nullable(),
  /** Milliseconds since the epoch. */
  created_timestamp: Zod.number().nullable(),
  /** SOL. */
  market_cap: Zod.number().nullable(),
  usd_market_cap: Zod.number().nullable(),
  ath_market_cap: Zod.number().nullable(),
  /** Milliseconds since the epoch. */
  ath_market_cap_timestamp: Zod.number().nullable(),
  total_supply: Zod.number().nullable(),
  /** Percent, 0-100. */
  bonding_curve_progress: Zod.number().nullable(),
  complete: Zod.boolean(),
  nsfw: Zod.boolean(),
  real_sol_reserves: Zod.number().nullable(),
  real_token_reserves: Zod.number().nullable(),
});
export type TokenData = Zod.infer<typeof tokenDataSchema>;

/** The lookup's words when the chain cannot say what a mint is (502 CHAIN_ERROR). */
export const TOKEN_LOOKUP_MESSAGES = {
  chainUnavailable: 'Could not read this token mint on the Solana cluster. Please try again.',
  /** The name shown for a mint with no metadata that no market data provider knows. */
  unknownName: 'Unknown Token',
} as const;

/**
 * GET /api/tokens/:mint: the mint as the configured chain holds it (docs/decisions/047), with
 * market data when a provider has it. Errors (status, code, message):
 * 404 TOKEN_NOT_FOUND TOKEN_ESCROW_MESSAGES.mintNotFound (no account at the address),
 * 404 NOT_A_MINT TOKEN_ESCROW_MESSAGES.notAMint (an account, but not an SPL Token or Token-2022 mint),
 * 502 CHAIN_ERROR TOKEN_LOOKUP_MESSAGES.chainUnavailable (the cluster did not answer in time).
 * The providers failing, or not knowing the coin, is not an error: the market fields are null.
 */
export const tokenResponseSchema = Zod.object({
  /**
   * Name and symbol from the mint's Token-2022 metadata extension (or Metaplex metadata) when the
   * chain has them, else from the market data provider, else TOKEN_LOOKUP_MESSAGES.unknownName and
   * an empty symbol. The market fields (market cap, curve, reserves...) are null and `complete`
   * false when no provider knows the coin or the providers cannot be reached.
   */
  token: tokenDataSchema,
  /** The mint as read on the configured chain (docs/decisions/047). */
  program: Zod.enum(TOKEN_PROGRAMS),
  decimals: Zod.number().int(),
  /** Base units, as a decimal string. */
  supply: Zod.string(),
  /** Null when nobody can mint more. */
  mintAuthority: Zod.string().nullable(),
  /** Null when nobody can freeze holders' tokens (mints with one cannot be listed). */
  freezeAuthority: Zod.string().nullable(),
  /** Newest first; empty without market data. */
  trades: Zod.array(tradeSchema),
  /**
   * The metadata URI when it names an image itself (test tokens), else the metadata provider's
   * image, else the coin's image_uri, else "/placeholder.svg".
   */
  image: Zod.string(),
  /** When the market data was fetched (now when there is none). */
  fetchedAt: Zod.string(),
});
export type TokenResponse = Zod.infer<typeof tokenResponseSchema>;
