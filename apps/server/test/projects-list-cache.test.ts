// The list's page cache (docs/decisions/038): pages are answered from memory for a few seconds,
// and any change to the projects table (a request, a job, another process) is seen at once.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProjectListResponse } from '@memetank/shared/api/projects';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClock } from '../src/lib/clock';
import { PROJECTS_CHANGED_CHANNEL } from '../src/realtime/channels';
import {
  createTestApp,
  resetDatabase,
  signIn,
  type TestApp,
  notificationsSettled,
} from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const CACHE_SECONDS = 60;
const clock = createClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS) },
    clock,
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
  await settle();
});

/** Waits until every change notification sent so far has reached this process. */
const settle = () => notificationsSettled(t, PROJECTS_CHANGED_CHANNEL);

async function listNames(cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/projects?sort=newest',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<ProjectListResponse>();
}

/** Renames a project without telling anyone: the projects trigger is off for the statement. */
async function renameSilently(id: string, name: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table projects disable trigger projects_changed_notify`);
    await tx.execute(sql`update projects set name = ${name} where id = ${id}`);
    await tx.execute(sql`alter table projects enable trigger projects_changed_notify`);
  });
}

describe('GET /api/projects from the page cache', () => {
  it('answers a page from memory until it is PROJECT_LIST_CACHE_SECONDS old', async () => {
    const row = await insertProject(t.database, { status: 'approved', name: 'Moon Potato' });
    await settle();
    expect((await listNames()).items.map((item) => item.name)).toEqual(['Moon Potato']);

    await renameSilently(row.id, 'Renamed Potato');
    expect((await listNames()).items.map((item) => item.name)).toEqual(['Moon Potato']);

    clock.advance(CACHE_SECONDS);
    expect((await listNames()).items.map((item) => item.name)).toEqual(['Renamed Potato']);
  });

  it('drops its pages when the projects table changes outside a request (another process, a job)', async () => {
    const row = await insertProject(t.database, { status: 'approved', name: 'Lunar Carrot' });
    await settle();
    expect((await listNames()).items.map((item) => item.name)).toEqual(['Lunar Carrot']);

    await t.database.db.execute(
      sql`update projects set name = 'Solar Carrot' where id = ${row.id}`,
    );
    await vi.waitFor(
      async () =>
        expect((await listNames()).items.map((item) => item.name)).toEqual(['Solar Carrot']),
      { timeout: 5_000, interval: 50 },
    );
  });

  it("shows a write request's change to its writer at once, before any notification", async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    await settle();
    const cookie = await signIn(t.app, await createTestWallet());
    expect((await listNames()).items[0]?.likesCount).toBe(0);
    // The wallet's likes are cached too (answerCaches.likes): read once before the like.
    expect((await listNames(cookie)).items[0]?.likedByMe).toBe(false);

    await t.database.db.execute(sql`alter table projects disable trigger projects_changed_notify`);
    try {
      const like = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${row.id}/like`,
        headers: { cookie },
      });
      expect(like.statusCode, like.body).toBe(200);
      const [card] = (await listNames(cookie)).items;
      expect(card?.likesCount).toBe(1);
      expect(card?.likedByMe).toBe(true);
      expect((await listNames()).items[0]?.likesCount).toBe(1);
    } finally {
      await t.database.db.execute(sql`alter table projects enable trigger projects_changed_notify`);
    }
  });

  it('tells a signed-in wallet which cached cards it likes, and visitors nothing', async () => {
    const [liked, other] = [
      await insertProject(t.database, { status: 'approved', name: 'Liked' }),
      await insertProject(t.database, { status: 'approved', name: 'Other' }),
    ];
    const cookie = await signIn(t.app, await createTestWallet());
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${liked.id}/like`,
      headers: { cookie },
    });
    await listNames();

    const mine = await listNames(cookie);
    expect(Object.fromEntries(mine.items.map((item) => [item.id, item.likedByMe]))).toEqual({
      [liked.id]: true,
      [other.id]: false,
    });
    expect((await listNames()).items.every((item) => !('likedByMe' in item))).toBe(true);
  });

  it('turns off with PROJECT_LIST_CACHE_SECONDS=0', async () => {
    const uncached = await createTestApp({ database: t.database });
    try {
      const row = await insertProject(t.database, { status: 'approved', name: 'Moon Potato' });
      await uncached.app.inject({ method: 'GET', url: '/api/projects' });
      await renameSilently(row.id, 'Renamed Potato');
      const response = await uncached.app.inject({ method: 'GET', url: '/api/projects' });
      expect(response.json<ProjectListResponse>().items[0]?.name).toBe('Renamed Potato');
    } finally {
      await uncached.close();
    }
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
  ] as const)(
    'compresses a page once for a client accepting %s',
    async (accept, encoding, decompress) => {
      await insertProject(t.database, { status: 'approved', name: 'Moon Potato' });
      const plain = await t.app.inject({ method: 'GET', url: '/api/projects' });
      for (let i = 0; i < 2; i += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/projects',
          headers: { 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decompress(response.rawPayload).toString()).toBe(plain.body);
      }
    },
  );
});
