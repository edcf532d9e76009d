// A creator's updates on their project (docs/decisions/051): posted by the creator of an approved
// project only, listed newest first to whoever may see the project, deleted by the creator or the
// admin (audited), and announced live as `update` events on the project's stream.
import type { AddressInfo } from 'node:net';
import {
  UPDATE_BODY_MAX_LENGTH,
  UPDATE_TITLE_MAX_LENGTH,
  type ProjectUpdate,
  type UpdateListResponse,
} from '@memetank/shared/api/updates';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, projectUpdates, projects } from '../src/db/schema';
import { removeUnreferencedUploads } from '../src/jobs/upload-cleanup';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { openEventStream } from './realtime-events';
import { createTestWallet, type TestWallet } from './wallet-signer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe("a creator's updates on their project", () => {
  let t: TestApp;
  let alice: TestWallet;
  let bob: TestWallet;
  let admin: TestWallet;
  let aliceCookie: string;
  let bobCookie: string;

  const insertProject = async (overrides: Partial<typeof projects.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(projects)
      .values({
        name: 'Frog Fund',
        description: 'A frog that funds frogs.',
        logo: '🐸',
        tokenAddress: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
        creatorWallet: alice.address,
        status: 'approved',
        fundingGoalUnits: 100_000_000_000n,
        deadline: new Date(Date.now() + 5 * 86_400_000),
        ...overrides,
      })
      .returning({ id: projects.id });
    return row!.id;
  };

  const list = (projectId: string, query = '', cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/updates${query}`,
      headers: cookie ? { cookie } : {},
    });
  const post = (projectId: string, payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/updates`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  const remove = (projectId: string, updateId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/updates/${updateId}`,
      headers: cookie ? { cookie } : {},
    });
  const storedUpdates = async () =>
    Number((await t.database.db.select({ n: count() }).from(projectUpdates))[0]!.n);

  /** Uploads a 1x1 PNG the way the form does and returns the path the server gave it. */
  const uploadImage = async (cookie: string) => {
    const boundary = '----memetank-updates-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ url: string }>().url;
  };

  beforeAll(async () => {
    alice = await createTestWallet();
    bob = await createTestWallet();
    admin = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    aliceCookie = await signIn(t.app, alice);
    bobCookie = await signIn(t.app, bob);
  });

  it('lets the creator post updates, listed newest first to every visitor with their total', async () => {
    const projectId = await insertProject();
    const image = await uploadImage(aliceCookie);
    const first = await post(
      projectId,
      { title: '  We launched  ', body: 'Line one\n\n  Line two  ' },
      aliceCookie,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ProjectUpdate>()).toMatchObject({
      projectId,
      authorWallet: alice.address,
      title: 'We launched',
      body: 'Line one\n\n  Line two',
      image: null,
    });
    const second = await post(
      projectId,
      { title: 'Listed', body: 'On a DEX now', image },
      aliceCookie,
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<ProjectUpdate>().image).toBe(image);

    const response = await list(projectId);
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateListResponse>();
    expect(body.items.map((u) => u.title)).toEqual(['Listed', 'We launched']);
    expect(body.total).toBe(2);
    expect(body.nextCursor).toBeNull();

    // Pages of one: the cursor walks on without repeating or skipping.
    const page1 = (await list(projectId, '?limit=1')).json<UpdateListResponse>();
    expect(page1.items.map((u) => u.title)).toEqual(['Listed']);
    const page2 = (
      await list(projectId, `?limit=1&cursor=${encodeURIComponent(page1.nextCursor!)}`)
    ).json<UpdateListResponse>();
    expect(page2.items.map((u) => u.title)).toEqual(['We launched']);
    expect(page2.nextCursor).toBeNull();
    expect((await list(projectId, '?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it("keeps an update's image through the clean-up of uploads nothing points at", async () => {
    const projectId = await insertProject();
    const image = await uploadImage(aliceCookie);
    expect(
      (await post(projectId, { title: 'Art', body: 'New art', image }, aliceCookie)).statusCode,
    ).toBe(201);
    const dayLater = new Date(Date.now() + 2 * 86_400_000);
    const { removed } = await removeUnreferencedUploads(t.app.services, dayLater);
    expect(removed).not.toContain(image.replace('/uploads/', ''));
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
  });

  it('refuses a post without a session (401) and from any wallet but the creator (403), storing nothing', async () => {
    const projectId = await insertProject();
    const anonymous = await post(projectId, { title: 'Hi', body: 'there' });
    expect(anonymous.statusCode).toBe(401);
    const adminCookie = await signIn(t.app, admin);
    for (const cookie of [bobCookie, adminCookie]) {
      const refused = await post(projectId, { title: 'Hi', body: 'there' }, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Only the creator of this project can post updates' },
      });
    }
    expect(await storedUpdates()).toBe(0);
  });

  it('refuses an update on a project that is not approved yet (409) or rejected', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const projectId = await insertProject({ status });
      const refused = await post(projectId, { title: 'Soon', body: 'Any day now' }, aliceCookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: {
          code: 'PROJECT_NOT_APPROVED',
          message: 'Updates can be posted once the project is approved',
        },
      });
    }
    expect(await storedUpdates()).toBe(0);
  });

  it('refuses a blank, missing or too long title or text and any image that is not one of our uploads, storing nothing', async () => {
    const projectId = await insertProject();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', body: 'text' }, 'Update title cannot be empty'],
      [{ title: ' \u200b ', body: 'text' }, 'Update title cannot be empty'],
      [{ title: 'Title', body: '\n\t' }, 'Update text cannot be empty'],
      [{ body: 'text' }, 'title'],
      [{ title: 'x'.repeat(UPDATE_TITLE_MAX_LENGTH + 1), body: 'text' }, 'title'],
      [{ title: 'Title', body: 'x'.repeat(UPDATE_BODY_MAX_LENGTH + 1) }, 'body'],
      [{ title: 'Title', body: 'text', image: 'https://evil.example/x.png' }, 'uploaded here'],
      [{ title: 'Title', body: 'text', image: 'javascript:alert(1)' }, 'uploaded here'],
      [
        { title: 'Title', body: 'text', image: '/uploads/pitch-deck-1732270000000.pdf' },
        'uploaded here',
      ],
      // The right shape, but no such file was ever stored.
      [
        { title: 'Title', body: 'text', image: '/uploads/project-logo-1732270000000.png' },
        'uploaded here',
      ],
      [{ title: 'Title', body: 'text', image: 42 }, 'image'],
    ];
    for (const [payload, message] of cases) {
      const refused = await post(projectId, payload, aliceCookie);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
    // The longest title and text are fine.
    const longest = await post(
      projectId,
      { title: 'x'.repeat(UPDATE_TITLE_MAX_LENGTH), body: 'y'.repeat(UPDATE_BODY_MAX_LENGTH) },
      aliceCookie,
    );
    expect(longest.statusCode).toBe(201);
    expect(await storedUpdates()).toBe(1);
  });

  it('lets the creator delete their update, and refuses another wallet (403) and no session (401)', async () => {
    const projectId = await insertProject();
    const update = (
      await post(projectId, { title: 'Oops', body: 'typo' }, aliceCookie)
    ).json<ProjectUpdate>();
    expect((await remove(projectId, update.id)).statusCode).toBe(401);
    const refused = await remove(projectId, update.id, bobCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Only the creator of this project or the admin can delete its updates',
      },
    });
    expect(await storedUpdates()).toBe(1);

    expect((await remove(projectId, update.id, aliceCookie)).statusCode).toBe(204);
    expect((await list(projectId)).json<UpdateListResponse>()).toMatchObject({
      items: [],
      total: 0,
    });
    // The creator's own delete is no moderation: no audit row.
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    const again = await remove(projectId, update.id, aliceCookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Update not found');
  });

  it("lets the admin remove a creator's update, writing an audit row", async () => {
    const projectId = await insertProject();
    const adminCookie = await signIn(t.app, admin);
    const update = (
      await post(projectId, { title: 'Spam', body: 'buy buy buy' }, aliceCookie)
    ).json<ProjectUpdate>();
    const kept = (
      await post(projectId, { title: 'Real news', body: 'listed' }, aliceCookie)
    ).json<ProjectUpdate>();
    const response = await remove(projectId, update.id, adminCookie);
    expect(response.statusCode, response.body).toBe(204);
    expect((await list(projectId)).json<UpdateListResponse>().items.map((u) => u.id)).toEqual([
      kept.id,
    ]);
    const entries = await t.database.db.select().from(adminAuditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminWallet: admin.address,
      action: 'project_update_delete',
      projectId,
      before: { update },
      after: null,
    });
  });

  it("answers a hidden project's updates 404 to visitors, and the update of another project 404", async () => {
    const projectId = await insertProject();
    const update = (
      await post(projectId, { title: 'News', body: 'text' }, aliceCookie)
    ).json<ProjectUpdate>();
    await t.database.db.update(projects).set({ status: 'rejected' });
    for (const cookie of [undefined, bobCookie]) {
      const hidden = await list(projectId, '', cookie);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Project not found' } });
    }
    // The creator still sees it.
    expect((await list(projectId, '', aliceCookie)).json<UpdateListResponse>().total).toBe(1);
    const otherProject = await insertProject();
    expect((await remove(otherProject, update.id, aliceCookie)).statusCode).toBe(404);
    expect(await storedUpdates()).toBe(1);
  });

  it("announces each posted and deleted update as an `update` event on the project's stream", async () => {
    const projectId = await insertProject();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(`${base}/api/projects/${projectId}/events`);
    try {
      expect(stream.status).toBe(200);
      const update = (
        await post(projectId, { title: 'Live', body: 'now' }, aliceCookie)
      ).json<ProjectUpdate>();
      const created = await stream.next('update');
      expect(JSON.parse(created.data)).toEqual({ type: 'created', projectId, updateId: update.id });
      expect((await remove(projectId, update.id, aliceCookie)).statusCode).toBe(204);
      const deleted = await stream.next('update');
      expect(JSON.parse(deleted.data)).toEqual({ type: 'deleted', projectId, updateId: update.id });
    } finally {
      stream.close();
    }
  });
});
