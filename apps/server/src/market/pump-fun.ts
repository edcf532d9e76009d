// The coin-data provider in pump.fun's frontend API shape (docs/providers.md section 1): one coin as a
// bare object, its trades as a bare array. Unknown keys are ignored and numbers may come as
// strings; a coin without its `mint` counts as not found, never as a crash.
import type { TokenData, Trade } from '@memetank/shared/api/tokens';
import { ProviderError, fetchProviderJson, providerUrl, type ProviderLog } from './provider-http';

/** How many of a coin's latest trades are fetched and kept with its snapshot. */
export const TOKEN_TRADES_LIMIT = 200;
/** Tokens sold on the curve before it completes, in raw units (docs/providers.md 1.4). */
const PUMP_INITIAL_REAL_TOKEN_RESERVES = 793_100_000_000_000;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** 100 × (1 − real token reserves / 793.1M tokens), clamped to 0-100; 100 once complete. */
export function bondingCurveProgress(
  realTokenReserves: number | null,
  complete: boolean,
): number | null {
  if (complete) return 100;
  if (realTokenReserves === null) return null;
  const progress = 100 * (1 - realTokenReserves / PUMP_INITIAL_REAL_TOKEN_RESERVES);
  return Math.min(100, Math.max(0, progress));
}

/**
 * The token data of packages/shared/src/api/tokens.ts from a pump.fun coin object, or from a
 * stored snapshot of one (same field names); null when it has no mint.
 */
export function toTokenData(value: unknown): TokenData | null {
  if (!isObject(value) || typeof value.mint !== 'string' || value.mint === '') return null;
  const complete = value.complete === true;
  const realTokenReserves = numberOrNull(value.real_token_reserves);
  const storedProgress = numberOrNull(value.bonding_curve_progress);
  return {
    mint: value.mint,
    name: typeof value.name === 'string' ? value.name : '',
    symbol: typeof value.symbol === 'string' ? value.symbol : '',
    description: typeof value.description === 'string' ? value.description : null,
    image_uri: stringOrNull(value.image_uri),
    twitter: stringOrNull(value.twitter),
    telegram: stringOrNull(value.telegram),
    website: stringOrNull(value.website),
    creator: stringOrNull(value.creator),
    created_timestamp: numberOrNull(value.created_timestamp),
    market_cap: numberOrNull(value.market_cap),
    usd_market_cap: numberOrNull(value.usd_market_cap),
    ath_market_cap: numberOrNull(value.ath_market_cap),
    ath_market_cap_timestamp: numberOrNull(value.ath_market_cap_timestamp),
    total_supply: numberOrNull(value.total_supply),
    bonding_curve_progress:
      storedProgress !== null && !complete
        ? storedProgress
        : bondingCurveProgress(realTokenReserves, complete),
    complete,
    nsfw: value.nsfw === true,
    real_sol_reserves: numberOrNull(value.real_sol_reserves),
    real_token_reserves: realTokenReserves,
  };
}

/** The trade fields (packages/shared/src/api/tokens.ts) of every well-formed trade, newest first. */
export function toTrades(value: unknown): Trade[] {
  if (!Array.isArray(value)) return [];
  const trades: Trade[] = [];
  for (const item of value) {
    if (!isObject(item)) continue;
    const solAmount = numberOrNull(item.sol_amount);
    const tokenAmount = numberOrNull(item.token_amount);
    const timestamp = numberOrNull(item.timestamp);
    if (
      typeof item.signature !== 'string' ||
      typeof item.user !== 'string' ||
      typeof item.is_buy !== 'boolean' ||
      solAmount === null ||
      tokenAmount === null ||
      timestamp === null
    ) {
      continue;
    }
    trades.push({
      signature: item.signature,
      user: item.user,
      is_buy: item.is_buy,
      sol_amount: solAmount,
      token_amount: tokenAmount,
      timestamp,
    });
  }
  // The provider's order is not documented (docs/providers.md 1.2): sort, keeping ties as given.
  return trades
    .map((trade, index) => ({ trade, index }))
    .sort((a, b) => b.trade.timestamp - a.trade.timestamp || a.index - b.index)
    .map(({ trade }) => trade);
}

/** GET {base}/coins/{mint}. Throws ProviderError; 'not-found' for a 404 or an answer without the coin. */
export async function fetchCoin(base: string, mint: string, log: ProviderLog): Promise<TokenData> {
  let body: unknown;
  try {
    body = await fetchProviderJson(providerUrl(base, `coins/${encodeURIComponent(mint)}`), {
      configuredOrigin: new URL(base).origin,
      log,
    });
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) {
      throw new ProviderError('not-found', `coin ${mint} not found`, 404, error.statusText);
    }
    throw error;
  }
  const token = toTokenData(body);
  if (!token || token.mint !== mint) {
    throw new ProviderError('not-found', `answer for ${mint} has no coin`);
  }
  return token;
}

/** GET {base}/trades/all/{mint}?limit=&offset=0&minimumSize=0, newest first. */
export async function fetchTrades(base: string, mint: string, log: ProviderLog): Promise<Trade[]> {
  const url = providerUrl(base, `trades/all/${encodeURIComponent(mint)}`);
  url.searchParams.set('limit', String(TOKEN_TRADES_LIMIT));
  url.searchParams.set('offset', '0');
  url.searchParams.set('minimumSize', '0');
  const body = await fetchProviderJson(url, { configuredOrigin: new URL(base).origin, log });
  if (!Array.isArray(body)) throw new ProviderError('unreachable', 'trades answer is not a list');
  return toTrades(body).slice(0, TOKEN_TRADES_LIMIT);
}
