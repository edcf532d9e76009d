// The answer caches of a project's detail, related projects and comments (docs/decisions/053):
// answered from memory for a few seconds, every write that changes what they show seen at once
// (by its writer before any notification, by everyone through the projects trigger's), and the
// per-wallet `likedByMe` set per request, never shared between wallets.
import type { CommentListResponse } from '@memetank/shared/api/comments';
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
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
import { createTestWallet, type TestWallet } from './wallet-signer';

const CACHE_SECONDS = 60;
const clock = createClock();
let t: TestApp;
let admin: TestWallet;

beforeAll(async () => {
  admin = await createTestWallet();
  t = await createTestApp({
    env: { PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS), ADMIN_WALLETS: admin.address },
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

/** Runs `write` with the projects trigger off: only the write request's own clearing is left. */
async function withoutNotifications(write: () => Promise<void>) {
  await t.database.db.execute(sql`alter table projects disable trigger projects_changed_notify`);
  try {
    await write();
  } finally {
    await t.database.db.execute(sql`alter table projects enable trigger projects_changed_notify`);
  }
}

/** Changes a project's row without telling anyone. */
async function updateSilently(id: string, name: string) {
  await withoutNotifications(async () => {
    await t.database.db.execute(sql`update projects set name = ${name} where id = ${id}`);
  });
}

async function get<T>(url: string, cookie?: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
}

async function send(
  method: 'PUT' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  cookie: string,
  payload?: object,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const detail = (id: string, cookie?: string) => get<ProjectDetail>(`/api/projects/${id}`, cookie);
const comments = (id: string) => get<CommentListResponse>(`/api/projects/${id}/comments`);

describe('GET /api/projects/:id from the answer cache', () => {
  it('answers from memory until it is PROJECT_LIST_CACHE_SECONDS old', async () => {
    const row = await insertProject(t.database, { status: 'approved', name: 'Moon Potato' });
    await settle();
    expect((await detail(row.id)).name).toBe('Moon Potato');

    await updateSilently(row.id, 'Renamed Potato');
    expect((await detail(row.id)).name).toBe('Moon Potato');

    clock.advance(CACHE_SECONDS);
    expect((await detail(row.id)).name).toBe('Renamed Potato');
  });

  it('drops the answer when the project changes outside a request (another process, a job)', async () => {
    const row = await insertProject(t.database, { status: 'approved', name: 'Lunar Carrot' });
    await settle();
    expect((await detail(row.id)).name).toBe('Lunar Carrot');

    await t.database.db.execute(
      sql`update projects set current_funding_units = 2000000000, investor_count = 1 where id = ${row.id}`,
    );
    await vi.waitFor(
      async () =>
        expect(await detail(row.id)).toMatchObject({ currentFunding: 2, investorCount: 1 }),
      { timeout: 5_000, interval: 50 },
    );
  });

  it('shows a like to its writer at once, and likedByMe only to the wallet that liked', async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    await settle();
    const [liker, other] = await Promise.all([createTestWallet(), createTestWallet()]);
    const [likerCookie, otherCookie] = [await signIn(t.app, liker), await signIn(t.app, other)];
    expect(await detail(row.id, likerCookie)).toMatchObject({ likesCount: 0, likedByMe: false });

    await withoutNotifications(async () => {
      await send('PUT', `/api/projects/${row.id}/like`, likerCookie);
    });
    expect(await detail(row.id, likerCookie)).toMatchObject({ likesCount: 1, likedByMe: true });
    expect(await detail(row.id, otherCookie)).toMatchObject({ likesCount: 1, likedByMe: false });
    expect(await detail(row.id)).toMatchObject({ likesCount: 1, likedByMe: false });
    expect(await detail(row.id, likerCookie)).toMatchObject({ likedByMe: true });
  });

  it('shows an admin edit and a status change at once, and hides a hidden project even when cached', async () => {
    const row = await insertProject(t.database, { status: 'approved', name: 'Frog Fund' });
    await settle();
    const adminCookie = await signIn(t.app, admin);
    expect((await detail(row.id)).name).toBe('Frog Fund');

    await withoutNotifications(async () => {
      await send('PATCH', `/api/admin/projects/${row.id}`, adminCookie, { name: 'Toad Fund' });
    });
    expect((await detail(row.id)).name).toBe('Toad Fund');

    await withoutNotifications(async () => {
      await send('POST', `/api/admin/projects/${row.id}/status`, adminCookie, {
        status: 'rejected',
        reason: 'Not a meme.',
      });
    });
    // The admin's read caches the rejected project; a visitor still gets the 404.
    expect((await detail(row.id, adminCookie)).status).toBe('rejected');
    const hidden = await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}` });
    expect(hidden.statusCode).toBe(404);
    const hiddenComments = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${row.id}/comments`,
    });
    expect(hiddenComments.statusCode).toBe(404);
  });

  it('answers 404 once the project is deleted', async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    await settle();
    const adminCookie = await signIn(t.app, admin);
    await detail(row.id);
    await withoutNotifications(async () => {
      await send('DELETE', `/api/admin/projects/${row.id}`, adminCookie);
    });
    const gone = await t.app.inject({ method: 'GET', url: `/api/projects/${row.id}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('GET /api/projects/:id/comments and replies from the answer cache', () => {
  it('shows a comment, a reply and a delete to their writer at once', async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    await settle();
    const cookie = await signIn(t.app, await createTestWallet());
    expect((await comments(row.id)).items).toEqual([]);

    await withoutNotifications(async () => {
      await send('POST', `/api/projects/${row.id}/comments`, cookie, { comment: 'First!' });
    });
    const [first] = (await comments(row.id)).items;
    expect(first).toMatchObject({ comment: 'First!', replyCount: 0 });
    expect((await detail(row.id)).commentsCount).toBe(1);
    const repliesUrl = `/api/projects/${row.id}/comments/${first!.id}/replies`;
    expect((await get<CommentListResponse>(repliesUrl)).items).toEqual([]);

    await withoutNotifications(async () => {
      await send('POST', `/api/projects/${row.id}/comments`, cookie, {
        comment: 'A reply',
        parentId: first!.id,
      });
    });
    expect((await comments(row.id)).items[0]?.replyCount).toBe(1);
    expect((await get<CommentListResponse>(repliesUrl)).items.map((c) => c.comment)).toEqual([
      'A reply',
    ]);

    await withoutNotifications(async () => {
      await send('DELETE', `/api/comments/${first!.id}`, cookie);
    });
    expect((await comments(row.id)).items).toEqual([]);
    expect((await detail(row.id)).commentsCount).toBe(0);
  });

  it('drops a page when a comment is written by another process (its count changes the project)', async () => {
    const row = await insertProject(t.database, { status: 'approved' });
    await settle();
    expect((await comments(row.id)).items).toEqual([]);

    // What another process's comment does: the row and the project's count, in one transaction.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into project_comments (project_id, user_id, comment)
        values (${row.id}, 'Someone111111111111111111111111111111111111', 'From B')`);
      await tx.execute(
        sql`update projects set comments_count = comments_count + 1 where id = ${row.id}`,
      );
    });
    await vi.waitFor(
      async () => expect((await comments(row.id)).items.map((c) => c.comment)).toEqual(['From B']),
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('GET /api/projects/:id/related from the answer cache', () => {
  it('keeps its pick while cached and tells each wallet which cards it likes', async () => {
    const base = await insertProject(t.database, { status: 'approved' });
    // Fewer than RELATED_PROJECTS_MAX: every answer holds all five, shuffled afresh when read.
    for (let i = 0; i < 5; i += 1) await insertProject(t.database, { status: 'approved' });
    await settle();
    const url = `/api/projects/${base.id}/related`;
    const pick = (await get<{ items: ProjectSummary[] }>(url)).items.map((item) => item.id);
    for (let i = 0; i < 3; i += 1) {
      const again = await get<{ items: ProjectSummary[] }>(url);
      expect(again.items.map((item) => item.id)).toEqual(pick);
      expect(again.items.every((item) => !('likedByMe' in item))).toBe(true);
    }

    const cookie = await signIn(t.app, await createTestWallet());
    await send('PUT', `/api/projects/${pick[0]}/like`, cookie);
    const mine = await get<{ items: ProjectSummary[] }>(url, cookie);
    expect(mine.items.find((item) => item.id === pick[0])).toMatchObject({
      likedByMe: true,
      likesCount: 1,
    });
    expect(mine.items.filter((item) => item.likedByMe)).toHaveLength(1);
    const visitor = await get<{ items: ProjectSummary[] }>(url);
    expect(visitor.items.every((item) => !('likedByMe' in item))).toBe(true);
  });
});
