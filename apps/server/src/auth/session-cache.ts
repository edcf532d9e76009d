// Live sessions kept in memory per process (docs/decisions/057-session-cache.md), so a signed-in
// read costs no query while its session is cached. The database stays the authority: an entry is
// only used while, by its own expiry and last-seen times on wall time, the session is live and
// needs no last_seen_at write; anything else goes back to the sessions table (auth/sessions.ts).
// A session that ends anywhere (logout, a sign-in replacing it, the clean-up of expired rows, any
// statement by anyone) is announced by the sessions trigger (migration 0016) on the realtime
// channel every process LISTENs on, naming only a fingerprint of its token hash. From the moment
// the LISTEN connection is noticed lost until it listens again (and after the hub closes) the
// cache holds nothing and stores nothing: every read goes to the table. Entries are found by the
// cookie's token itself, held only in this process's memory as every request's cookie is, so a
// cached read hashes nothing (docs/decisions/063-signed-in-reads-without-hashing.md). lru-cache
// keeps the entries (lib/clocked-cache.ts, docs/decisions/072).
import { createHash } from 'node:crypto';
import { createClockedCache } from '../lib/clocked-cache';
import { SESSIONS_CHANGED_CHANNEL } from '../realtime/channels';
import type { RealtimeHub } from '../realtime/hub';

/** A live session as the sessions table held it when it was read. */
export interface CachedSession {
  wallet: string;
  /** Absolute expiry (wall time, ms). */
  expiresAt: number;
  /** The session's last_seen_at as this process last read or wrote it (wall time, ms). */
  lastSeenAt: number;
}

export interface SessionCache {
  /**
   * The session stored for this cookie token, while the entry is young enough to be trusted: a hit
   * costs a map lookup, no hashing.
   */
  get(token: string, now: number): CachedSession | undefined;
  /**
   * Read before querying and hand back to `set`: a session read before it ended is never stored
   * after the news of its end.
   */
  generation(): number;
  /** Stores the session read for `token`, whose SHA-256 (`tokenHash`) the table holds. */
  set(
    token: string,
    tokenHash: string,
    generation: number,
    session: CachedSession,
    now: number,
  ): void;
  /** Drops one session here at once (this process ended it; the trigger tells the others). */
  forget(tokenHash: string): void;
  /** How many sessions are held. */
  size(): number;
}

/** Sessions kept at most: the least recently used entry leaves first. */
export const SESSION_CACHE_MAX = 10_000;
/** How long an entry is trusted without reading the table again, whatever the notifications say. */
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * What the notification names a session by: the first 64 bits of the SHA-256 of its token hash
 * (the trigger computes the same in SQL). It finds an entry to drop and is no use to anyone
 * reading the channel: not the cookie, not even the hash stored in the table.
 */
export function sessionFingerprint(tokenHash: string): string {
  return createHash('sha256').update(tokenHash).digest('hex').slice(0, 16);
}

interface Entry extends CachedSession {
  fingerprint: string;
}

export function createSessionCache(options: {
  realtime: Pick<RealtimeHub, 'subscribe'>;
  maxEntries?: number;
  ttlMs?: number;
}): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  // The time the caller reads and stores by (wall time; a test passes its own): every call sets it
  // first, so the entries' ages are measured by it.
  let at = 0;
  // Keyed by the cookie's token, so a hit hashes nothing; a notification finds its entry through
  // the fingerprint index, which forgets every entry that leaves.
  const tokenOf = new Map<string, string>();
  const entries = createClockedCache<Entry>({
    max: options.maxEntries ?? SESSION_CACHE_MAX,
    now: () => at,
    onRemove(entry, token) {
      if (tokenOf.get(entry.fingerprint) === token) tokenOf.delete(entry.fingerprint);
    },
  });
  let generation = 0;
  // False while no ending could reach this process (LISTEN lost, or the hub closed).
  let hearing = true;

  const clear = () => {
    generation += 1;
    entries.clear();
    tokenOf.clear();
  };
  const deaf = () => {
    hearing = false;
    clear();
  };
  const drop = (fingerprints: string[]) => {
    generation += 1;
    for (const fingerprint of fingerprints) {
      const token = tokenOf.get(fingerprint);
      if (token !== undefined) entries.delete(token);
    }
  };
  options.realtime.subscribe(SESSIONS_CHANGED_CHANNEL, {
    // The ended sessions' fingerprints, or null when there were too many to name (or a TRUNCATE).
    event(data) {
      if (Array.isArray(data) && data.every((item) => typeof item === 'string')) drop(data);
      else clear();
    },
    lost: deaf,
    // Endings may have been missed while the LISTEN connection was down.
    resync() {
      hearing = true;
      clear();
    },
    close: deaf,
  });

  return {
    get(token, now) {
      at = now;
      return entries.get(token);
    },
    generation: () => generation,
    set(token, tokenHash, readAt, session, now) {
      if (!hearing || readAt !== generation) return;
      at = now;
      const fingerprint = sessionFingerprint(tokenHash);
      entries.set(token, { ...session, fingerprint }, ttlMs);
      tokenOf.set(fingerprint, token);
    },
    forget(tokenHash) {
      drop([sessionFingerprint(tokenHash)]);
    },
    size: () => entries.size,
  };
}
