// Sessions cached in every server process (docs/decisions/057-session-cache.md): two real servers
// on one PostgreSQL, a cookie each has cached, refused by the other the moment it is logged out
// or replaced through one, and a wallet's cached `likedByMe` following a like made through the
// other. Runs when DATABASE_URL is set (CI's PostgreSQL pass); PGlite is one process by design.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { projects } from '../src/db/schema';
import { databaseKind, openTestDatabase } from './helpers';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestWallet, type TestWallet } from './wallet-signer';

/** Longer than the test: a cached answer only changes through a notification. */
const CACHE_SECONDS = 60;

async function startServer(name: string): Promise<ServerProcess> {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', name);
  return startServerProcess(name, {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: await mkdtemp(join(tmpdir(), `memetank-${name}-`)),
    PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS),
  });
}

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
    expect(await myProjectsStatus(b, cookie)).toBe(401);
    expect(await myProjectsStatus(a, cookie)).toBe(401);
  });

  it('refuses the old cookie on the other process when a sign-in through one replaces it', async () => {
    const old = await signInOver(a, wallet);
    expect(await myProjectsStatus(b, old)).toBe(200);

    const nonce = await fetch(`${a.url}/api/auth/nonce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.url },
      body: JSON.stringify({ address: wallet.address }),
    });
    const { message } = (await nonce.json()) as { message: string };
    const verify = await fetch(`${a.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: old, origin: a.url },
      body: JSON.stringify({
        address: wallet.address,
        message,
        signature: await wallet.sign(message),
      }),
    });
    expect(verify.status).toBe(200);
    const fresh = verify.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(await myProjectsStatus(b, old)).toBe(401);
    expect(await myProjectsStatus(b, fresh)).toBe(200);
  });

  it('shows a like made through one process on the other`s cached signed-in detail', async () => {
    const [row] = await database.db
      .insert(projects)
      .values({
        name: 'Frog Fund',
        description: 'A frog that funds frogs.',
        logo: '🐸',
        tokenAddress: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
        creatorWallet: '9sgFEksAX1m4vyXnNW5ACbse9MyJyWDngjhaSD2E4qXE',
        status: 'approved',
        fundingGoalUnits: 100_000_000_000n,
        deadline: new Date(Date.now() + 5 * 86_400_000),
      })
      .returning({ id: projects.id });
    const cookie = await signInOver(a, wallet);
    const detailOnB = async () =>
      (await (
        await fetch(`${b.url}/api/projects/${row!.id}`, { headers: { cookie } })
      ).json()) as ProjectDetail;
    expect(await detailOnB()).toMatchObject({ likedByMe: false, likesCount: 0 });

    for (const [method, liked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      const response = await fetch(`${a.url}/api/projects/${row!.id}/like`, {
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
