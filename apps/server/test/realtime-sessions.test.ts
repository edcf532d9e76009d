// Sessions cached in every server process (docs/decisions/057-session-cache.md): two real servers
// on one PostgreSQL, a cookie each has cached, refused by the other the moment it is logged out
// or replaced through one, and a wallet's cached `likedByMe` following a like made through the
// other. Runs when DATABASE_URL is set (CI's PostgreSQL pass); PGlite is one process by design.
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { databaseKind, openTestDatabase } from './helpers';
import { insertProject } from './project-rows';
import {
  signInOver,
  startPostgresServer,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestWallet, type TestWallet } from './wallet-signer';

/** Longer than the test: a cached answer only changes through a notification. */
const CACHE_SECONDS = 60;

const startServer = (name: string) =>
  startPostgresServer(name, { PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS) });

/** A read only a signed-in wallet may make: 200, or 401 without a live session. */
const myProjectsStatus = async (server: ServerProcess, cookie: string) =>
  (await fetch(`${server.url}/api/me/projects`, { headers: { cookie } })).status;

describe.runIf(databaseKind === 'postgres')('sessions across server processes', () => {
  let database: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let wallet: TestWallet;

  beforeAll(async () => {
    database = await openTestDatabase();
    [a, b] = await Promise.all([startServer('memetank-sa'), startServer('memetank-sb')]);
    wallet = await createTestWallet();
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server) await stopServerProcess(server, 10_000);
    await database?.close();
  });

  it('refuses a cookie logged out through one process on the other at once', async () => {
    const cookie = await signInOver(a, wallet);
    expect(await myProjectsStatus(b, cookie)).toBe(200);
    expect(await myProjectsStatus(b, cookie)).toBe(200);

    const logout = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: a.url },
    });
    expect(logout.status).toBe(204);
    // B hears of it through the notification, delivered apart from the logout's answer.
    await expect
      .poll(() => myProjectsStatus(b, cookie), { timeout: 2_000, interval: 20 })
      .toBe(401);
    expect(await myProjectsStatus(a, cookie)).toBe(401);
  });

  it('refuses the old cookie on the other process when a sign-in through one replaces it', async () => {
    const old = await signInOver(a, wallet);
    expect(await myProjectsStatus(b, old)).toBe(200);

    const fresh = await signInOver(a, wallet, old);
    await expect.poll(() => myProjectsStatus(b, old), { timeout: 2_000, interval: 20 }).toBe(401);
    expect(await myProjectsStatus(b, fresh)).toBe(200);
  });

  it('shows a like made through one process on the other`s cached signed-in detail', async () => {
    const row = await insertProject(database, { status: 'approved' });
    const cookie = await signInOver(a, wallet);
    const detailOnB = async () =>
      (await (
        await fetch(`${b.url}/api/projects/${row.id}`, { headers: { cookie } })
      ).json()) as ProjectDetail;
    expect(await detailOnB()).toMatchObject({ likedByMe: false, likesCount: 0 });

    for (const [method, liked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      const response = await fetch(`${a.url}/api/projects/${row.id}/like`, {
        method,
        headers: { cookie, origin: a.url },
      });
      expect(response.status).toBe(200);
      await expect
        .poll(detailOnB, { timeout: 5_000, interval: 50 })
        .toMatchObject({ likedByMe: liked, likesCount: liked ? 1 : 0 });
    }
  });
});
