// Token market data for a mint (GET /api/tokens/:mint): the coin and its trades from the coin-data
// provider, the image from the metadata provider, cached in token_snapshots for a time to live so
// many viewers cost one upstream call. Concurrent askers in one process share one fetch; when the
// providers fail, the last snapshot is served however old it is (docs/decisions/027); when they
// are slow, it is served after STALE_ANSWER_WAIT_MS while the fetch finishes in the background.
// A provider's "not found" is remembered for the TTL like a hit, and on a real cluster a mint the
// chain does not hold is refused before any provider is asked (docs/decisions/041).
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { eq, sql } from 'drizzle-orm';
import type { Chain } from '../chain/chain';
import type { Database } from '../db/client';
import { tokenSnapshots } from '../db/schema';
import { AppError } from '../lib/errors';
import { ProviderError, type ProviderLog } from './provider-http';
import { fetchCoin, fetchTrades, toTokenData, toTrades } from './pump-fun';
import { fetchMetadataImage, usableImage } from './token-metadata';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
/**
 * With a snapshot to fall back on, a viewer waits at most this long for a slow provider: then the
 * snapshot answers and the fetch goes on in the background to refresh it for the next viewer.
 */
export const STALE_ANSWER_WAIT_MS = 1_500;
/** After a failed fetch a mint is not asked upstream again for this long (or the TTL if shorter). */
const FAILURE_HOLD_MS = 10_000;
/**
 * Mints whose last answer (not found, or a failure) is remembered in a process: past this many,
 * the oldest are forgotten first, so asking for many unknown mints cannot grow memory without end.
 */
export const HELD_ANSWERS_MAX = 10_000;
/** The longest a lookup waits for the chain's word before asking the providers anyway. */
export const CHAIN_CHECK_WAIT_MS = 2_000;
/** The programs that own SPL token mints: SPL Token and Token-2022. */
export const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);

// The errors of packages/shared/src/api/tokens.ts, in the words the web app shows.
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
  /**
   * The cluster: on a real one (kind 'rpc') a mint without an account owned by a token program is
   * answered 404 before any provider is asked. The embedded local chain is not asked: the demo's
   * and the e2e's mints are mainnet addresses it does not hold.
   */
  chain?: Pick<Chain, 'kind' | 'getAccount'>;
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
    // The coin's own image_uri is provider data too: only an image a browser may load is passed on.
    image: snapshot.image ?? usableImage(token.image_uri) ?? PLACEHOLDER_IMAGE,
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
  /**
   * The answer a mint gets without asking upstream until `until`: a provider's or the chain's
   * "not found" for the TTL, like a hit; an outage for FAILURE_HOLD_MS (or the TTL if shorter).
   * In memory, per process, in insertion order (oldest first) and bounded (docs/decisions/041).
   */
  const held = new Map<string, { until: number; error: AppError }>();
  const failureHoldMs = Math.min(FAILURE_HOLD_MS, options.ttlMs);

  function hold(mint: string, error: AppError, forMs: number) {
    held.delete(mint);
    if (held.size >= HELD_ANSWERS_MAX) {
      for (const [key, value] of held) {
        if (value.until <= now()) held.delete(key);
      }
      // Still full: forget the oldest, never the whole map at once.
      for (const key of held.keys()) {
        if (held.size < HELD_ANSWERS_MAX) break;
        held.delete(key);
      }
    }
    held.set(mint, { until: now() + forMs, error });
  }

  function heldAnswer(mint: string): AppError | undefined {
    const entry = held.get(mint);
    if (!entry) return undefined;
    if (entry.until > now()) return entry.error;
    held.delete(mint);
    return undefined;
  }

  /**
   * False when a real cluster says the mint does not exist or is not a token mint's account; true
   * when it is, and when the chain cannot tell within CHAIN_CHECK_WAIT_MS (it does not block).
   */
  async function mayExist(mint: string): Promise<boolean> {
    const { chain } = options;
    if (chain?.kind !== 'rpc') return true;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), CHAIN_CHECK_WAIT_MS);
    });
    const lookup = chain.getAccount(mint);
    try {
      const account = await Promise.race([lookup, gaveUp]);
      if (account === 'timeout') {
        lookup.catch(() => {});
        log.warn(
          `Chain check of ${mint} took over ${CHAIN_CHECK_WAIT_MS} ms: asking the providers`,
        );
        return true;
      }
      return account !== null && TOKEN_PROGRAMS.has(account.owner);
    } catch (error) {
      log.warn(`Chain check of ${mint} failed (${(error as Error).message}): asking the providers`);
      return true;
    } finally {
      clearTimeout(timer);
    }
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
      held.delete(mint);
      return toResponse(fresh);
    } catch (error) {
      // Anything but a provider failure (the database, a bug) is a real 500.
      if (!(error instanceof ProviderError)) throw error;
      const appError = toAppError(error);
      hold(mint, appError, error.kind === 'not-found' ? options.ttlMs : failureHoldMs);
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
    const heldError = heldAnswer(mint);
    if (heldError) {
      if (snapshot) return toResponse(snapshot);
      throw heldError;
    }
    // A mint with a snapshot was found before, so it exists: only new mints are checked.
    if (!snapshot && !(await mayExist(mint))) {
      hold(mint, notFound(), options.ttlMs);
      throw notFound();
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
