// A bounded in-memory cache whose freshness a given clock decides (docs/decisions/072): lru-cache
// holds the entries, forgets the least recently used past `max`, and measures each entry's age by
// `now` instead of performance.now(), so the server's clock (moved forward by tests and the dev
// clock) or the caller's wall time decides. An entry is served while 0 <= age < its time to live:
// lru-cache alone would still serve it in the TTL's last millisecond, and from a clock moved back.
import { LRUCache } from 'lru-cache';

export interface ClockedCache<V> {
  /** The entry under `key` while it is fresh; a stale one is forgotten. */
  get(key: string): V | undefined;
  /** Stores `value` for `ttlMs` of the clock (nothing when `ttlMs` is 0 or less). */
  set(key: string, value: V, ttlMs: number): void;
  delete(key: string): void;
  clear(): void;
  /** Forgets every entry past its time to live. */
  purgeStale(): void;
  readonly size: number;
}

export function createClockedCache<V extends NonNullable<unknown>>(options: {
  /** Entries kept at most: past it the least recently used leaves first. */
  max: number;
  /** The clock, in milliseconds. */
  now: () => number;
  /** Told of every entry that leaves (evicted, replaced, expired, deleted or cleared). */
  onRemove?: (value: V, key: string) => void;
}): ClockedCache<V> {
  const { onRemove } = options;
  const entries = new LRUCache<string, V>({
    max: options.max,
    perf: { now: options.now },
    // Ask the clock at every read: lru-cache would otherwise reuse one reading for a millisecond
    // of real time, across a test's (or the dev route's) move of the clock.
    ttlResolution: 0,
    ...(onRemove && { dispose: (value: V, key: string) => onRemove(value, key) }),
  });
  return {
    get(key) {
      const status: LRUCache.Status<string, V> = {};
      const value = entries.get(key, { status });
      if (value === undefined) return undefined;
      if (status.remainingTTL! > 0 && status.now! >= status.start!) return value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, ttlMs) {
      if (ttlMs <= 0) {
        entries.delete(key);
        return;
      }
      entries.set(key, value, { ttl: ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    purgeStale() {
      entries.purgeStale();
    },
    get size() {
      return entries.size;
    },
  };
}
