// The SOL price in USD from the price provider (simple-price shape: { "solana": { "usd": n } }).
// One upstream call per interval however many browsers ask; concurrent askers share the call;
// HTTP 429 is retried after 500 ms, doubling, up to 5 times; the last good price is kept. Calls go
// through the providers' transport (provider-http.ts): timeout, body limit, guarded redirects.
import { SOL_PRICE_MAX_RETRIES, SOL_PRICE_RETRY_BASE_DELAY_MS } from '@memetank/shared/constants';
import type { SolPriceResponse } from '@memetank/shared/api/market';
import { wallTime } from '../lib/clock';
import { PROVIDER_TIMEOUT_MS, ProviderError, fetchProviderJson } from './provider-http';

/** How long a fetched (or failed) price stands before the provider is asked again. */
const SOL_PRICE_INTERVAL_MS = 60_000;

export interface SolPriceOptions {
  url: string;
  /** How long a fetched (or failed) price stands before the provider is asked again. */
  intervalMs?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
}

export interface SolPriceService {
  get(): Promise<SolPriceResponse>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSolPriceService(options: SolPriceOptions): SolPriceService {
  const intervalMs = options.intervalMs ?? SOL_PRICE_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const sleep = options.sleep ?? wait;
  let last: SolPriceResponse = { usd: null, updatedAt: null };
  let askedAt = 0;
  let inFlight: Promise<SolPriceResponse> | null = null;

  async function fetchPrice(): Promise<number> {
    const url = new URL(options.url);
    for (let attempt = 0; ; attempt += 1) {
      let body: unknown;
      try {
        body = await fetchProviderJson(url, { configuredOrigin: url.origin, timeoutMs });
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind !== 'status') throw error;
        if (error.status === 429 && attempt < SOL_PRICE_MAX_RETRIES) {
          await sleep(SOL_PRICE_RETRY_BASE_DELAY_MS * 2 ** attempt);
          continue;
        }
        throw new Error(`HTTP error! status: ${error.status}`, { cause: error });
      }
      const usd = (body as { solana?: { usd?: unknown } } | null)?.solana?.usd;
      if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) {
        throw new Error('price response has no solana.usd');
      }
      return usd;
    }
  }

  async function refresh(): Promise<SolPriceResponse> {
    try {
      const usd = await fetchPrice();
      last = { usd, updatedAt: wallTime().toISOString() };
    } catch (error) {
      options.log?.(`SOL price fetch failed: ${(error as Error).message}`);
    }
    return last;
  }

  return {
    async get() {
      if (inFlight) return inFlight;
      // Real time: the provider's rate limit does not move with the dev clock.
      const now = wallTime().getTime();
      if (now - askedAt < intervalMs) return last;
      askedAt = now;
      inFlight = refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
