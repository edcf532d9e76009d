// Server-side sessions: a 256-bit random token in an HttpOnly cookie, stored only as its SHA-256,
// with an absolute and an idle expiry on wall time (wallTime in lib/clock.ts, never the dev
// clock). Logout deletes the row, so the cookie is dead everywhere; so does a new sign-in from
// the browser holding it (modules/auth/service.ts). A live session is kept in each process's
// session cache (session-cache.ts) while it needs no write; the sessions trigger tells every
// process the moment one ends (docs/decisions/057-session-cache.md).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { wallTime } from '../lib/clock';
import { requestScheme } from '../lib/origin-check';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'memetank_session';
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
// last_seen_at is written at most this often, so a session costs no write per request.
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Database, wallet: string, now = wallTime()) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    wallet,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  // Clean up expired sessions now and then, on sign-in rather than on every request.
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return token;
}

/** Where sessions live: the table, and this process's cache of the live ones. */
export interface SessionStore {
  db: Database;
  cache: SessionCache;
}

/**
 * A cached session answers alone while, on wall time, it is neither expired nor idle and its
 * last_seen_at needs no write; otherwise the table decides (and is touched) as without a cache.
 */
const answersFromCache = (
  session: { expiresAt: number; lastSeenAt: number },
  now: number,
): boolean =>
  session.expiresAt > now &&
  now - session.lastSeenAt < SESSION_IDLE_MS &&
  now - session.lastSeenAt <= TOUCH_EVERY_MS;

/**
 * The wallet of the token's session when this process's cache answers alone (no hashing, no
 * query, no promise): the hot path of every signed-in read. Undefined when the table must decide.
 */
export function cachedSessionWallet(
  cache: SessionCache,
  token: string,
  at = wallTime().getTime(),
): string | undefined {
  const cached = cache.get(token, at);
  return cached && answersFromCache(cached, at) ? cached.wallet : undefined;
}

/** The wallet of a live session for this token, or null. */
export async function findSessionWallet(
  store: SessionStore,
  token: string,
  now = wallTime(),
): Promise<string | null> {
  const at = now.getTime();
  const known = cachedSessionWallet(store.cache, token, at);
  if (known !== undefined) return known;
  const tokenHash = hashToken(token);
  const generation = store.cache.generation();
  const [row] = await store.db
    .select({
      wallet: sessions.wallet,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(at - SESSION_IDLE_MS)),
      ),
    );
  if (!row) {
    // An entry this process still holds (idle, or due a touch) goes with the session.
    if (store.cache.get(token, at)) store.cache.forget(tokenHash);
    return null;
  }
  let lastSeenAt = row.lastSeenAt.getTime();
  if (at - lastSeenAt > TOUCH_EVERY_MS) {
    await store.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = at;
  }
  store.cache.set(
    token,
    tokenHash,
    generation,
    { wallet: row.wallet, expiresAt: row.expiresAt.getTime(), lastSeenAt },
    at,
  );
  return row.wallet;
}

/** Ends the session: its row goes (the trigger tells every process) and this process forgets it. */
export async function deleteSession(store: SessionStore, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await store.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  store.cache.forget(tokenHash);
}

/** Secure whenever the client reached us over HTTPS (directly or through a trusted proxy). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: requestScheme(request) === 'https',
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: requestScheme(request) === 'https',
    path: '/',
  });
}
