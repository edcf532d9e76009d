// The session cache's own rules (docs/decisions/057-session-cache.md): bounded in size, an entry
// found only by its cookie's token, dropped by the fingerprint a notification names, everything
// dropped after a lost LISTEN connection and nothing held until it listens again, and nothing
// stored that was read before an ending.
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../realtime/hub';
import { createSessionCache, sessionFingerprint } from './session-cache';

const NOW = 1_800_000_000_000;
const session = (wallet: string) => ({ wallet, expiresAt: NOW + 3_600_000, lastSeenAt: NOW });
const tokenOf = (n: number) => `token-${n}`;
const hashOf = (n: number) => n.toString(16).padStart(64, '0');

function cacheWithChannel(maxEntries = 100) {
  let subscriber: Subscriber | undefined;
  const cache = createSessionCache({
    realtime: {
      subscribe(_channel: string, given: Subscriber) {
        subscriber = given;
        return () => {};
      },
    },
    maxEntries,
  });
  return { cache, channel: () => subscriber! };
}

describe('session cache', () => {
  it('holds at most its bound: the oldest session leaves first', () => {
    const { cache } = cacheWithChannel(3);
    for (let n = 1; n <= 5; n += 1)
      cache.set(tokenOf(n), hashOf(n), cache.generation(), session(`w${n}`), NOW);
    expect(cache.size()).toBe(3);
    expect(cache.get(tokenOf(1), NOW)).toBeUndefined();
    expect(cache.get(tokenOf(2), NOW)).toBeUndefined();
    expect(cache.get(tokenOf(5), NOW)?.wallet).toBe('w5');
  });

  it('keeps a session read since: the least recently used one leaves first', () => {
    const { cache } = cacheWithChannel(3);
    for (let n = 1; n <= 3; n += 1)
      cache.set(tokenOf(n), hashOf(n), cache.generation(), session(`w${n}`), NOW);
    expect(cache.get(tokenOf(1), NOW)?.wallet).toBe('w1');
    cache.set(tokenOf(4), hashOf(4), cache.generation(), session('w4'), NOW);
    expect(cache.get(tokenOf(2), NOW)).toBeUndefined();
    expect(cache.get(tokenOf(1), NOW)?.wallet).toBe('w1');
    expect(cache.get(tokenOf(4), NOW)?.wallet).toBe('w4');
  });

  it('finds a session only by its token, never by the hash the table stores or its fingerprint', () => {
    const { cache } = cacheWithChannel();
    cache.set(tokenOf(1), hashOf(1), cache.generation(), session('w1'), NOW);
    expect(cache.get(hashOf(1), NOW)).toBeUndefined();
    expect(cache.get(sessionFingerprint(hashOf(1)), NOW)).toBeUndefined();
    expect(cache.get(tokenOf(1), NOW)?.wallet).toBe('w1');
  });

  it('drops the sessions a notification names, and every one after a lost connection', () => {
    const { cache, channel } = cacheWithChannel();
    for (let n = 1; n <= 3; n += 1)
      cache.set(tokenOf(n), hashOf(n), cache.generation(), session(`w${n}`), NOW);
    channel().event([sessionFingerprint(hashOf(2))]);
    expect(cache.get(tokenOf(2), NOW)).toBeUndefined();
    expect(cache.get(tokenOf(1), NOW)?.wallet).toBe('w1');

    channel().resync();
    expect(cache.size()).toBe(0);
  });

  it('holds and stores nothing from a noticed lost connection until it listens again', () => {
    const { cache, channel } = cacheWithChannel();
    cache.set(tokenOf(1), hashOf(1), cache.generation(), session('w1'), NOW);
    channel().lost!();
    expect(cache.get(tokenOf(1), NOW)).toBeUndefined();
    // A logout elsewhere could not be heard now: nothing read meanwhile is kept.
    cache.set(tokenOf(2), hashOf(2), cache.generation(), session('w2'), NOW);
    expect(cache.get(tokenOf(2), NOW)).toBeUndefined();

    channel().resync();
    cache.set(tokenOf(3), hashOf(3), cache.generation(), session('w3'), NOW);
    expect(cache.get(tokenOf(3), NOW)?.wallet).toBe('w3');

    channel().close();
    cache.set(tokenOf(4), hashOf(4), cache.generation(), session('w4'), NOW);
    expect(cache.size()).toBe(0);
  });

  it('drops everything on a notification naming no session (too many, or a TRUNCATE)', () => {
    const { cache, channel } = cacheWithChannel();
    cache.set(tokenOf(1), hashOf(1), cache.generation(), session('w1'), NOW);
    channel().event(null);
    expect(cache.size()).toBe(0);
  });

  it('never stores a session read before an ending was announced', () => {
    const { cache, channel } = cacheWithChannel();
    const readAt = cache.generation();
    channel().event([sessionFingerprint(hashOf(1))]);
    cache.set(tokenOf(1), hashOf(1), readAt, session('w1'), NOW);
    expect(cache.get(tokenOf(1), NOW)).toBeUndefined();
  });

  it('trusts an entry a minute at most', () => {
    const { cache } = cacheWithChannel();
    cache.set(tokenOf(1), hashOf(1), cache.generation(), session('w1'), NOW);
    expect(cache.get(tokenOf(1), NOW + 59_000)?.wallet).toBe('w1');
    expect(cache.get(tokenOf(1), NOW + 60_000)).toBeUndefined();
  });

  it('trusts no entry when the clock has gone back past its storing', () => {
    const { cache } = cacheWithChannel();
    cache.set(tokenOf(1), hashOf(1), cache.generation(), session('w1'), NOW);
    expect(cache.get(tokenOf(1), NOW - 1)).toBeUndefined();
  });
});
