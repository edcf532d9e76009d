// Signed-in reads from memory (docs/decisions/057-session-cache.md): a session cached per process
// is still refused the moment it ends (logout, a sign-in replacing it, a row deleted by anyone)
// or expires (absolute or idle, on wall time) while cached, last_seen_at is still written at most
// every 5 minutes, the stored hash is no cookie, and a wallet's cached `likedByMe` follows its
// likes and unlikes. Across server processes: realtime-sessions.test.ts.
import { createHash } from 'node:crypto';
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectLikes, projects, sessions } from '../src/db/schema';
import { createClock } from '../src/lib/clock';
import { SESSIONS_CHANGED_CHANNEL } from '../src/realtime/channels';
import {
  createTestApp,
  resetDatabase,
  signIn,
  type TestApp,
  notificationsSettled,
} from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

const CACHE_SECONDS = 60;
const MINUTE = 60_000;
let t: TestApp;
let alice: TestWallet;

beforeAll(async () => {
  alice = await createTestWallet();
  t = await createTestApp({
    env: { PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS) },
    clock: createClock(),
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  await settle();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Waits until every sessions notification sent so far has reached this process. */
const settle = () => notificationsSettled(t, SESSIONS_CHANGED_CHANNEL, (marker) => [marker]);

/** Runs `change` with the sessions triggers off: no process hears of it. */
async function withoutSessionNotifications(change: () => Promise<unknown>) {
  await t.database.db.execute(sql`alter table sessions disable trigger user`);
  try {
    await change();
  } finally {
    await t.database.db.execute(sql`alter table sessions enable trigger user`);
  }
}

const tokenOf = (cookie: string) => cookie.slice('memetank_session='.length);
const hashOf = (cookie: string) => createHash('sha256').update(tokenOf(cookie)).digest('hex');

/** The signed-in wallet the server sees for this cookie (null when none). */
async function walletOf(cookie: string): Promise<string | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ wallet: string | null }>().wallet;
}

/** A route only a signed-in wallet may read: 200 or 401. */
async function myProjectsStatus(cookie: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/me/projects', headers: { cookie } }))
    .statusCode;
}

async function lastSeenOf(cookie: string): Promise<number> {
  const [row] = await t.database.db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashOf(cookie)));
  return row!.lastSeenAt.getTime();
}

/** Wall time moved ahead by `ms` (sessions use wall time, never the server's clock). */
function wallTimeAhead(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe('signed-in requests from the session cache', () => {
  it('refuses a logged-out cookie at once, even with no notification at all', async () => {
    const cookie = await signIn(t.app, alice);
    expect(await walletOf(cookie)).toBe(alice.address);
    expect(await myProjectsStatus(cookie)).toBe(200);

    await withoutSessionNotifications(async () => {
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(204);
    });
    expect(await myProjectsStatus(cookie)).toBe(401);
    expect(await walletOf(cookie)).toBeNull();
  });

  it('refuses the old cookie at once when a sign-in from the same browser replaces it', async () => {
    const old = await signIn(t.app, alice);
    expect(await walletOf(old)).toBe(alice.address);

    const nonce = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { address: alice.address },
    });
    const { message } = nonce.json<{ message: string }>();
    const signature = await alice.sign(message);
    await withoutSessionNotifications(async () => {
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { cookie: old },
        payload: { address: alice.address, message, signature },
      });
      expect(verify.statusCode).toBe(200);
    });
    expect(await walletOf(old)).toBeNull();
    expect(await myProjectsStatus(old)).toBe(401);
  });

  it('refuses a session deleted outside any request (another process, a script) once its notification arrives', async () => {
    const [cookie, kept] = [await signIn(t.app, alice), await signIn(t.app, alice)];
    expect(await walletOf(cookie)).toBe(alice.address);
    expect(await walletOf(kept)).toBe(alice.address);

    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, hashOf(cookie)));
    await settle();
    expect(await walletOf(cookie)).toBeNull();
    expect(await walletOf(kept)).toBe(alice.address);
  });

  it('names an ended session on the channel by a fingerprint, never by its token or hash', async () => {
    const cookie = await signIn(t.app, alice);
    const seen: unknown[] = [];
    const stop = t.app.services.realtime.subscribe(SESSIONS_CHANGED_CHANNEL, {
      event: (data) => seen.push(data),
      resync() {},
      close() {},
    });
    try {
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      await settle();
    } finally {
      stop();
    }
    const fingerprints = seen.filter(
      (data) => Array.isArray(data) && data.every((item) => /^[0-9a-f]{16}$/.test(String(item))),
    );
    expect(fingerprints).toHaveLength(1);
    const text = JSON.stringify(seen);
    expect(text).not.toContain(hashOf(cookie).slice(0, 16));
    expect(text).not.toContain(tokenOf(cookie).slice(0, 16));
  });

  it('takes the hash the table stores (as a leaked dump shows it) for no cookie, even while cached', async () => {
    const cookie = await signIn(t.app, alice);
    expect(await walletOf(cookie)).toBe(alice.address);
    expect(await walletOf(`memetank_session=${hashOf(cookie)}`)).toBeNull();
  });

  it('refuses a session past its absolute expiry while it is cached', async () => {
    const cookie = await signIn(t.app, alice);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(sessions.tokenHash, hashOf(cookie)));
    await settle();
    // Read (and cached) with two seconds left.
    expect(await walletOf(cookie)).toBe(alice.address);

    wallTimeAhead(3_000);
    expect(await walletOf(cookie)).toBeNull();
    expect(await myProjectsStatus(cookie)).toBe(401);
  });

  it('refuses a session left idle for a day while it is cached', async () => {
    const cookie = await signIn(t.app, alice);
    expect(await walletOf(cookie)).toBe(alice.address);

    wallTimeAhead(24 * 60 * MINUTE + 1_000);
    expect(await walletOf(cookie)).toBeNull();
  });

  it('refuses a session made idle in the table while another process had it cached', async () => {
    const cookie = await signIn(t.app, alice);
    expect(await walletOf(cookie)).toBe(alice.address);

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '25 hours'` })
      .where(eq(sessions.tokenHash, hashOf(cookie)));
    await settle();
    expect(await walletOf(cookie)).toBeNull();
  });

  it('still writes last_seen_at when more than 5 minutes old, and not more often', async () => {
    const cookie = await signIn(t.app, alice);
    const signedInAt = await lastSeenOf(cookie);

    // Read (and cached) 4.5 minutes after sign-in: no write yet.
    wallTimeAhead(4.5 * MINUTE);
    expect(await walletOf(cookie)).toBe(alice.address);
    expect(await lastSeenOf(cookie)).toBe(signedInAt);

    // 50 seconds on, still cached, but last seen more than 5 minutes ago: written now.
    vi.setSystemTime(Date.now() + 50_000);
    expect(await walletOf(cookie)).toBe(alice.address);
    const touchedAt = await lastSeenOf(cookie);
    expect(touchedAt).toBeGreaterThanOrEqual(signedInAt + 5 * MINUTE);

    // Another 4 minutes on: no second write; the session is alive for a day from the touch, not
    // from the sign-in.
    vi.setSystemTime(Date.now() + 4 * MINUTE);
    expect(await walletOf(cookie)).toBe(alice.address);
    expect(await lastSeenOf(cookie)).toBe(touchedAt);
    vi.setSystemTime(touchedAt + 24 * 60 * MINUTE - 1_000);
    expect(await walletOf(cookie)).toBe(alice.address);
  });
});

describe('likedByMe on cached signed-in answers', () => {
  const detail = async (id: string, cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProjectDetail>();
  };
  const related = async (id: string, cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${id}/related`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: ProjectSummary[] }>();
  };
  const like = async (id: string, cookie: string, liked: boolean) => {
    const response = await t.app.inject({
      method: liked ? 'PUT' : 'DELETE',
      url: `/api/projects/${id}/like`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
  };

  it('shows the wallet its like and unlike on the detail and related cards at once', async () => {
    const [shown, other] = [
      await insertProject(t.database, { status: 'approved', name: 'Moon Potato' }),
      await insertProject(t.database, { status: 'approved', name: 'Lunar Carrot' }),
    ];
    const [cookie, bobCookie] = [
      await signIn(t.app, alice),
      await signIn(t.app, await createTestWallet()),
    ];
    expect(await detail(shown.id, cookie)).toMatchObject({ likedByMe: false, likesCount: 0 });
    expect((await related(shown.id, cookie)).items).toEqual([
      expect.objectContaining({ id: other.id, likedByMe: false }),
    ]);

    await like(shown.id, cookie, true);
    await like(other.id, cookie, true);
    expect(await detail(shown.id, cookie)).toMatchObject({ likedByMe: true, likesCount: 1 });
    expect((await related(shown.id, cookie)).items).toEqual([
      expect.objectContaining({ id: other.id, likedByMe: true, likesCount: 1 }),
    ]);
    expect(await detail(shown.id, bobCookie)).toMatchObject({ likedByMe: false, likesCount: 1 });
    expect((await related(shown.id, bobCookie)).items[0]).toMatchObject({ likedByMe: false });

    await like(other.id, cookie, false);
    expect((await related(shown.id, cookie)).items[0]).toMatchObject({
      likedByMe: false,
      likesCount: 0,
    });
    expect(await detail(shown.id, cookie)).toMatchObject({ likedByMe: true });
  });

  it('keeps a wallet`s likes in memory until the projects notification of a like made elsewhere', async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    const cookie = await signIn(t.app, alice);
    expect(await detail(row.id, cookie)).toMatchObject({ likedByMe: false });

    // A likes row that changes no project: nobody is told, the cached answer stands.
    await t.database.db.insert(projectLikes).values({ projectId: row.id, userId: alice.address });
    expect(await detail(row.id, cookie)).toMatchObject({ likedByMe: false });

    // A like as every writer makes it moves likes_count too: the notification drops the answer.
    await t.database.db
      .update(projects)
      .set({ likesCount: sql`${projects.likesCount} + 1` })
      .where(eq(projects.id, row.id));
    await vi.waitFor(
      async () => expect(await detail(row.id, cookie)).toMatchObject({ likedByMe: true }),
      { timeout: 5_000, interval: 50 },
    );
  });
});
