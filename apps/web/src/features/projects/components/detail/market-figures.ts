// Market figures of a token as the detail page writes them.
import type { TokenData } from '@memetank/shared/api/tokens';
import { formatCompact } from '@memetank/shared/format-money';

/**
 * Whether a market data provider gave this token any market: a lookup without one (a new token, a
 * local-chain token, or no provider reachable) answers every market figure null and `complete`
 * false, and the page then says "No market yet" rather than showing 0.0% or dashes.
 */
export function hasMarket(
  token: Pick<
    TokenData,
    'complete' | 'market_cap' | 'usd_market_cap' | 'bonding_curve_progress' | 'real_token_reserves'
  >,
): boolean {
  return (
    token.complete ||
    token.market_cap !== null ||
    token.usd_market_cap !== null ||
    token.bonding_curve_progress !== null ||
    token.real_token_reserves !== null
  );
}

/** "$6.07K" from the USD market cap, else "40.45 SOL" from the SOL one; null when neither is known. */
export function formatMarketCap(
  token: Pick<TokenData, 'usd_market_cap' | 'market_cap'>,
): string | null {
  if (token.usd_market_cap !== null) return `$${formatCompact(token.usd_market_cap)}`;
  if (token.market_cap !== null) return `${formatCompact(token.market_cap)} SOL`;
  return null;
}

/** The all-time-high market cap, in USD as pump.fun reports it. */
export function formatAthMarketCap(token: Pick<TokenData, 'ath_market_cap'>): string | null {
  return token.ath_market_cap === null ? null : `$${formatCompact(token.ath_market_cap)}`;
}

/** SOL per whole token (6 decimals): market cap in SOL over the supply. */
export function tokenPriceSol(
  token: Pick<TokenData, 'market_cap' | 'total_supply'>,
): number | null {
  if (token.market_cap === null || !token.total_supply) return null;
  return token.market_cap / (token.total_supply / 1e6);
}

const tokenPrice = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** A token's tiny price with its 4 significant digits: "0.00000004045". */
export function formatTokenPrice(price: number): string {
  return tokenPrice.format(price);
}
