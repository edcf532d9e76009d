// Token market data for a mint (GET /api/tokens/:mint): the coin and its trades from the coin-data
// provider, the image from the metadata provider, cached in token_snapshots for a time to live so
// many viewers cost one upstream call. Concurrent askers in one process share one fetch; when the
// providers fail, the last snapshot is served however old it is (docs/decisions/027); when they
// are slow, it is served after STALE_ANSWER_WAIT_MS while the fetch finishes in the background.
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tokenSnapshots } from '../db/schema';
import { AppError } from '../lib/errors';
import { ProviderError, type ProviderLog } from './provider-http';
import { fetchCoin, fetchTrades, toTokenData, toTrades } from './pump-fun';
import { fetchMetadataImage } from './token-metadata';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/**
 * With a snapshot to fall back on, a viewer waits at most this long for a slow provider: then the
 * snapshot answers and the fetch goes on in the background to refresh it for the next viewer.
 */
export const STALE_ANSWER_WAIT_MS = 1_500;
/** After a failed fetch a mint is not asked upstream again for this long (or the TTL if shorter). */
const FAILURE_HOLD_MS = 10_000;
const FAILURES_KEPT_MAX = 1_000;

// The errors of packages/shared/src/api/tokens.ts, in the spec's words (section 8).
const notFound = () =>
  new AppError(404, 'TOKEN_NOT_FOUND', 'Invalid response format - no metadata found');
const providerStatus = (status: number, statusText: string) =>
  new AppError(
    502,
    'TOKEN_PROVIDER_ERROR',
    `Failed to fetch token info: ${status} ${statusText}`.trim(),
  );
const providerUnavailable = () =>
  new AppError(502, 'TOKEN_PROVIDER_ERROR', 'Failed to fetch token information');

export interface TokenDataOptions {
  db: Database;
  coinApiUrl: string;
  metadataApiUrl: string;
  metadataApiKey: string | undefined;
  ttlMs: number;
  log: ProviderLog;
  now?: () => number;
}

export interface TokenDataService {
  get(mint: string): Promise<TokenResponse>;
}

type Snapshot = typeof tokenSnapshots.$inferSelect;

function toResponse(snapshot: Snapshot): TokenResponse {
  const token = toTokenData(snapshot.data);
  if (!token) throw notFound();
  return {
    token,
    trades: toTrades(snapshot.trades),
    image: snapshot.image ?? token.image_uri ?? PLACEHOLDER_IMAGE,
    fetchedAt: snapshot.fetchedAt.toISOString(),
  };
}

function toAppError(error: ProviderError): AppError {
  if (error.kind === 'not-found') return notFound();
  if (error.kind === 'status' && error.status !== undefined) {
    return providerStatus(error.status, error.statusText ?? '');
  }
  return providerUnavailable();
}

export function createTokenDataService(options: TokenDataOptions): TokenDataService {
  const now = options.now ?? Date.now;
  const { db, log } = options;
  const inFlight = new Map<string, Promise<TokenResponse>>();
  const refreshing = new Map<string, Promise<TokenResponse>>();
  const failures = new Map<string, { at: number; error: AppError }>();
  const failureHoldMs = Math.min(FAILURE_HOLD_MS, options.ttlMs);

  function rememberFailure(mint: string, error: AppError) {
    // Bounded: asking for many unknown mints must not grow the process without end.
    if (failures.size >= FAILURES_KEPT_MAX) {
      for (const [key, value] of failures) {
        if (now() - value.at >= failureHoldMs) failures.delete(key);
      }
      if (failures.size >= FAILURES_KEPT_MAX) failures.clear();
    }
    failures.set(mint, { at: now(), error });
  }

  async function readSnapshot(mint: string): Promise<Snapshot | undefined> {
    const [row] = await db.select().from(tokenSnapshots).where(eq(tokenSnapshots.mint, mint));
    return row;
  }

  async function fetchFresh(mint: string, previous: Snapshot | undefined): Promise<Snapshot> {
    const [token, trades, image] = await Promise.all([
      fetchCoin(options.coinApiUrl, mint, log),
      // Trades that fail to load leave the last known ones (or none); the coin still shows.
      fetchTrades(options.coinApiUrl, mint, log).catch(() => toTrades(previous?.trades)),
      fetchMetadataImage(
        { url: options.metadataApiUrl, apiKey: options.metadataApiKey },
        mint,
        log,
      ),
    ]);
    const fetchedAt = new Date(now());
    const [saved] = await db
      .insert(tokenSnapshots)
      .values({ mint, data: token, trades, image, fetchedAt })
      .onConflictDoUpdate({
        target: tokenSnapshots.mint,
        set: {
          data: sql`excluded.data`,
          trades: sql`excluded.trades`,
          image: sql`excluded.image`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      })
      .returning();
    return saved!;
  }

  async function refresh(mint: string, snapshot: Snapshot | undefined): Promise<TokenResponse> {
    try {
      const fresh = await fetchFresh(mint, snapshot);
      failures.delete(mint);
      return toResponse(fresh);
    } catch (error) {
      // Anything but a provider failure (the database, a bug) is a real 500.
      if (!(error instanceof ProviderError)) throw error;
      const appError = toAppError(error);
      rememberFailure(mint, appError);
      if (snapshot) return toResponse(snapshot);
      throw appError;
    }
  }

  /** One upstream fetch per mint at a time, however many viewers wait or have stopped waiting. */
  function refreshOnce(mint: string, snapshot: Snapshot | undefined): Promise<TokenResponse> {
    const pending = refreshing.get(mint);
    if (pending) return pending;
    const request = refresh(mint, snapshot).finally(() => refreshing.delete(mint));
    refreshing.set(mint, request);
    return request;
  }

  async function load(mint: string): Promise<TokenResponse> {
    const snapshot = await readSnapshot(mint);
    if (snapshot && now() - snapshot.fetchedAt.getTime() < options.ttlMs) {
      return toResponse(snapshot);
    }
    const failure = failures.get(mint);
    if (failure && now() - failure.at < failureHoldMs) {
      if (snapshot) return toResponse(snapshot);
      throw failure.error;
    }
    const refreshed = refreshOnce(mint, snapshot);
    if (!snapshot) return refreshed;
    let timer: NodeJS.Timeout | undefined;
    const staleAfterWait = new Promise<TokenResponse>((resolve) => {
      timer = setTimeout(() => resolve(toResponse(snapshot)), STALE_ANSWER_WAIT_MS);
    });
    return Promise.race([refreshed, staleAfterWait]).finally(() => clearTimeout(timer));
  }

  return {
    get(mint) {
      const pending = inFlight.get(mint);
      if (pending) return pending;
      const request = load(mint).finally(() => inFlight.delete(mint));
      inFlight.set(mint, request);
      return request;
    },
  };
}
