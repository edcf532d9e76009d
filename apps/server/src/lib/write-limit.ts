// The rate limit every write route shares: one budget per client across all of them,
// RATE_LIMIT_WRITE_PER_MIN a minute in all (not per route), as a route's `config`:
// `{ config: writeLimit(config), ... }`. The budget is one because the routes name one `groupId`
// and the plugin's store (RateLimitStore below) keeps one counter per group, in each process.
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';

const WRITES_GROUP = 'writes';

export function writeLimit(config: { rateLimit: { writePerMinute: number } }) {
  return {
    rateLimit: {
      max: config.rateLimit.writePerMinute,
      timeWindow: '1 minute',
      groupId: WRITES_GROUP,
    },
  };
}

/** Keys kept per counter, oldest forgotten first (the plugin's own store keeps 5,000). */
const KEYS_KEPT = 5000;

interface Window {
  current: number;
  startedAt: number;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's `store`: a fixed window per key, as the plugin's LocalStore counts, except
 * that the routes of one `groupId` share one counter (the plugin gives every route a child store
 * of its own, so a group would otherwise still count per route). A route without a group keeps
 * its own counter.
 */
export class RateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, Window>();

  constructor(
    _options?: FastifyRateLimitOptions,
    private readonly groups = new Map<string, RateLimitStore>(),
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    // Re-inserted, so the Map's order is least recently used first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > KEYS_KEPT) this.windows.delete(this.windows.keys().next().value!);
    callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now)
      return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  /** `routeOptions` is the route's merged rate-limit settings, its `groupId` among them. */
  child(routeOptions: object): RateLimitStore {
    const groupId = (routeOptions as { groupId?: unknown }).groupId;
    const group = typeof groupId === 'string' ? groupId : undefined;
    if (group === undefined) return new RateLimitStore(undefined, this.groups);
    let shared = this.groups.get(group);
    if (!shared) {
      shared = new RateLimitStore(undefined, this.groups);
      this.groups.set(group, shared);
    }
    return shared;
  }
}
