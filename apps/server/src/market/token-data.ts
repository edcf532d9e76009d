// A mint's lookup (GET /api/tokens/:mint): first what the configured chain says it is (program,
// decimals, supply, authorities, name and symbol from its metadata: docs/decisions/047), then its
// market data from the providers, which is optional. The coin and its trades come from the
// coin-data provider and the image from the metadata provider, cached in token_snapshots for a time
// to live so many viewers cost one upstream call. Concurrent askers in one process share one fetch;
// when the providers fail, the last snapshot is served however old it is (docs/decisions/027);
// when they are slow, it is served after STALE_ANSWER_WAIT_MS while the fetch finishes in the
// background; with no snapshot, the chain's facts answer alone. A provider's "not found" is
// remembered for the TTL like a hit, and a mint the chain does not hold is refused before any
// provider is asked (docs/decisions/041).
import {
  TOKEN_LOOKUP_MESSAGES,
  type TokenData,
  type TokenResponse,
  type Trade,
} from '@memetank/shared/api/tokens';
import { eq, sql } from 'drizzle-orm';
import type { Chain } from '../chain/chain';
import type { MintFacts } from '../chain/token-program';
import type { Database } from '../db/client';
import { tokenSnapshots } from '../db/schema';
import { createClockedCache } from '../lib/clocked-cache';
import { AppError } from '../lib/errors';
import { MINT_REFUSALS, metadataImage, readMint } from './mint-facts';
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
 * Mints whose last answer (the chain's facts, its refusal, the providers' "not found" or failure)
 * is remembered in a process: past this many, the oldest are forgotten first, so asking for many
 * unknown mints cannot grow memory without end.
 */
export const HELD_ANSWERS_MAX = 10_000;
/** The longest a lookup waits for the chain's word before answering 502 CHAIN_ERROR. */
export const CHAIN_READ_WAIT_MS = 2_000;

const chainUnavailable = () =>
  new AppError(502, 'CHAIN_ERROR', TOKEN_LOOKUP_MESSAGES.chainUnavailable);
const refused = (kind: keyof typeof MINT_REFUSALS) =>
  new AppError(404, MINT_REFUSALS[kind].code, MINT_REFUSALS[kind].message);

export interface TokenDataOptions {
  db: Database;
  coinApiUrl: string;
  metadataApiUrl: string;
  metadataApiKey: string | undefined;
  ttlMs: number;
  log: ProviderLog;
  /** The configured cluster, read first for every mint it has not answered within the TTL. */
  chain: Pick<Chain, 'getAccount'>;
  now?: () => number;
}

export interface TokenDataService {
  get(mint: string): Promise<TokenResponse>;
}

type Snapshot = typeof tokenSnapshots.$inferSelect;

/** A coin's market data as a snapshot holds it; null when no provider knows the coin (or could say). */
interface Market {
  token: TokenData;
  trades: Trade[];
  /** The metadata provider's image, else the coin's own usable image_uri. */
  image: string | null;
  fetchedAt: string;
}

function toMarket(snapshot: Snapshot): Market | null {
  const token = toTokenData(snapshot.data);
  if (!token) return null;
  return {
    token,
    trades: toTrades(snapshot.trades),
    // The coin's own image_uri is provider data too: only an image a browser may load is passed on.
    image: snapshot.image ?? usableImage(token.image_uri),
    fetchedAt: snapshot.fetchedAt.toISOString(),
  };
}

/** The token of a mint no provider knows: its metadata's name, else "Unknown Token"; no market. */
function tokenWithoutMarket(mint: string, facts: MintFacts): TokenData {
  return {
    mint,
    name: facts.metadata?.name || TOKEN_LOOKUP_MESSAGES.unknownName,
    symbol: facts.metadata?.symbol ?? '',
    description: null,
    image_uri: metadataImage(facts.metadata?.uri),
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
  };
}

/** The chain's facts first; the market data where a provider has it. */
function toResponse(
  mint: string,
  facts: MintFacts,
  market: Market | null,
  now: Date,
): TokenResponse {
  const named = facts.metadata?.name ? facts.metadata : null;
  const token = market ? market.token : tokenWithoutMarket(mint, facts);
  return {
    token: named ? { ...token, name: named.name, symbol: named.symbol } : token,
    program: facts.program,
    decimals: facts.decimals,
    supply: facts.supply.toString(),
    mintAuthority: facts.mintAuthority,
    freezeAuthority: facts.freezeAuthority,
    trades: market?.trades ?? [],
    image: metadataImage(facts.metadata?.uri) ?? market?.image ?? PLACEHOLDER_IMAGE,
    fetchedAt: market?.fetchedAt ?? now.toISOString(),
  };
}

/**
 * Answers remembered per mint for a time, in memory, per process, bounded by HELD_ANSWERS_MAX
 * (docs/decisions/041): when full, the expired ones leave first, then the least recently used
 * (lru-cache aged by `now`: lib/clocked-cache.ts).
 */
function heldAnswers<T extends NonNullable<unknown>>(now: () => number) {
  const held = createClockedCache<T>({ max: HELD_ANSWERS_MAX, now });
  return {
    hold(mint: string, value: T, forMs: number) {
      if (held.size >= HELD_ANSWERS_MAX) held.purgeStale();
      held.set(mint, value, forMs);
    },
    get: (mint: string): T | undefined => held.get(mint),
    forget(mint: string) {
      held.delete(mint);
    },
  };
}

export function createTokenDataService(options: TokenDataOptions): TokenDataService {
  const now = options.now ?? Date.now;
  const { db, log, chain } = options;
  const inFlight = new Map<string, Promise<TokenResponse>>();
  const refreshing = new Map<string, Promise<Market | null>>();
  /** The chain's facts (a mint), or its refusal (no account, not a mint), for the TTL. */
  const chainAnswers = heldAnswers<MintFacts | AppError>(now);
  /**
   * The providers' "not found" (for the TTL, like a hit) or outage (FAILURE_HOLD_MS, or the TTL
   * if shorter): the mint is not asked upstream again until then.
   */
  const marketMisses = heldAnswers<true>(now);
  const failureHoldMs = Math.min(FAILURE_HOLD_MS, options.ttlMs);

  /** What the chain says the mint is, waiting at most CHAIN_READ_WAIT_MS; 404 when not a mint. */
  async function mintFacts(mint: string): Promise<MintFacts> {
    const known = chainAnswers.get(mint);
    if (known instanceof AppError) throw known;
    if (known) return known;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), CHAIN_READ_WAIT_MS);
    });
    const reading = readMint(chain, mint);
    try {
      const read = await Promise.race([reading, gaveUp]);
      if (read === 'timeout') {
        reading.catch(() => {});
        log.warn(`Chain read of ${mint} took over ${CHAIN_READ_WAIT_MS} ms`);
        throw chainUnavailable();
      }
      if (read.kind !== 'mint') {
        const error = refused(read.kind);
        chainAnswers.hold(mint, error, options.ttlMs);
        throw error;
      }
      chainAnswers.hold(mint, read.facts, options.ttlMs);
      return read.facts;
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn(`Chain read of ${mint} failed (${(error as Error).message})`);
      throw chainUnavailable();
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

  async function refresh(mint: string, snapshot: Snapshot | undefined): Promise<Market | null> {
    try {
      const fresh = await fetchFresh(mint, snapshot);
      marketMisses.forget(mint);
      return toMarket(fresh);
    } catch (error) {
      // Anything but a provider failure (the database, a bug) is a real 500.
      if (!(error instanceof ProviderError)) throw error;
      marketMisses.hold(mint, true, error.kind === 'not-found' ? options.ttlMs : failureHoldMs);
      return snapshot ? toMarket(snapshot) : null;
    }
  }

  /** One upstream fetch per mint at a time, however many viewers wait or have stopped waiting. */
  function refreshOnce(mint: string, snapshot: Snapshot | undefined): Promise<Market | null> {
    const pending = refreshing.get(mint);
    if (pending) return pending;
    const request = refresh(mint, snapshot).finally(() => refreshing.delete(mint));
    refreshing.set(mint, request);
    return request;
  }

  async function market(mint: string): Promise<Market | null> {
    const snapshot = await readSnapshot(mint);
    if (snapshot && now() - snapshot.fetchedAt.getTime() < options.ttlMs) {
      return toMarket(snapshot);
    }
    if (marketMisses.get(mint)) return snapshot ? toMarket(snapshot) : null;
    const refreshed = refreshOnce(mint, snapshot);
    if (!snapshot) return refreshed;
    let timer: NodeJS.Timeout | undefined;
    const staleAfterWait = new Promise<Market | null>((resolve) => {
      timer = setTimeout(() => resolve(toMarket(snapshot)), STALE_ANSWER_WAIT_MS);
    });
    return Promise.race([refreshed, staleAfterWait]).finally(() => clearTimeout(timer));
  }

  async function load(mint: string): Promise<TokenResponse> {
    const facts = await mintFacts(mint);
    return toResponse(mint, facts, await market(mint), new Date(now()));
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
