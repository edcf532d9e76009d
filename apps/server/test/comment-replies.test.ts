// Threaded replies (docs/decisions/049): one level deep, listed oldest first under their parent,
// counted on the parent, marked when the project's creator wrote them, deleted by their author or
// the admin (audited), gone with their parent, and announced live with the thread they belong to.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Comment, CommentListResponse } from '@memetank/shared/api/comments';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, projectComments, projects } from '../src/db/schema';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { openEventStream } from './realtime-events';
import { createTestWallet, type TestWallet } from './wallet-signer';

describe('replies to comments', () => {
  let t: TestApp;
  let base: string;
  let creator: TestWallet;
  let bob: TestWallet;
  let carol: TestWallet;
  let admin: TestWallet;
  let creatorCookie: string;
  let bobCookie: string;
  let carolCookie: string;

  const insertProject = async (overrides: Partial<typeof projects.$inferInsert> = {}) => {
    const [row] = await t.database.db
      .insert(projects)
      .values({
        name: 'Frog Fund',
        description: 'A frog that funds frogs.',
        logo: '🐸',
        tokenAddress: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
        creatorWallet: creator.address,
        status: 'approved',
        fundingGoalUnits: 100_000_000_000n,
        deadline: new Date(Date.now() + 5 * 86_400_000),
        ...overrides,
      })
      .returning({ id: projects.id });
    return row!.id;
  };

  const post = (projectId: string, comment: string, cookie?: string, parentId?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/comments`,
      headers: cookie ? { cookie } : {},
      payload: parentId === undefined ? { comment } : { comment, parentId },
    });
  const created = async (projectId: string, text: string, cookie: string, parentId?: string) => {
    const response = await post(projectId, text, cookie, parentId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Comment>();
  };
  const topLevel = async (projectId: string) => {
    const response = await t.app.inject({ url: `/api/projects/${projectId}/comments` });
    expect(response.statusCode).toBe(200);
    return response.json<CommentListResponse>().items;
  };
  const replies = (projectId: string, commentId: string, query = '') =>
    t.app.inject({ url: `/api/projects/${projectId}/comments/${commentId}/replies${query}` });
  const remove = (commentId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: cookie ? { cookie } : {},
    });
  /** projects.comments_count next to the real number of rows (replies included). */
  const counts = async (projectId: string) => {
    const [project] = await t.database.db
      .select({ commentsCount: projects.commentsCount })
      .from(projects)
      .where(eq(projects.id, projectId));
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(projectComments)
      .where(eq(projectComments.projectId, projectId));
    return { counted: project!.commentsCount, rows: Number(rows!.n) };
  };

  beforeAll(async () => {
    creator = await createTestWallet();
    bob = await createTestWallet();
    carol = await createTestWallet();
    admin = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    creatorCookie = await signIn(t.app, creator);
    bobCookie = await signIn(t.app, bob);
    carolCookie = await signIn(t.app, carol);
  });

  it('lists a reply under its parent, oldest first, and counts it on the parent only', async () => {
    const projectId = await insertProject();
    const question = await created(projectId, 'When moon?', bobCookie);
    const other = await created(projectId, 'gm', carolCookie);
    const first = await created(projectId, 'Soon™', creatorCookie, question.id);
    const second = await created(projectId, '  Trust the frog  ', carolCookie, question.id);
    expect(first).toMatchObject({ parentId: question.id, replyCount: 0, comment: 'Soon™' });
    expect(second.comment).toBe('Trust the frog');

    // The top-level list holds the two comments only, newest first, with their reply counts.
    const list = await topLevel(projectId);
    expect(list.map((c) => [c.id, c.replyCount, c.parentId])).toEqual([
      [other.id, 0, null],
      [question.id, 2, null],
    ]);

    const thread = await replies(projectId, question.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json<CommentListResponse>()).toEqual({
      items: [first, second],
      nextCursor: null,
    });
    // Replies count on the project like any comment.
    expect(await counts(projectId)).toEqual({ counted: 4, rows: 4 });
  });

  it('pages a thread oldest first with a cursor, without duplicates or gaps', async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Thread', bobCookie);
    const posted: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      posted.push((await created(projectId, `reply ${n}`, carolCookie, parent.id)).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: CommentListResponse = (await replies(projectId, parent.id, query)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(posted);
  });

  it('refuses a reply to a reply with "Replies are one level deep" and writes nothing', async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Top', bobCookie);
    const reply = await created(projectId, 'Reply', carolCookie, parent.id);
    const response = await post(projectId, 'Reply to the reply', bobCookie, reply.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Replies are one level deep: reply to the top-level comment',
      },
    });
    expect(await counts(projectId)).toEqual({ counted: 2, rows: 2 });
    expect((await replies(projectId, parent.id)).json<CommentListResponse>().items).toHaveLength(1);
  });

  it('refuses a parent from another project, a missing one or a deleted one with 404', async () => {
    const projectId = await insertProject();
    const elsewhere = await insertProject({ name: 'Other Fund' });
    const foreign = await created(elsewhere, 'Over here', bobCookie);
    const gone = await created(projectId, 'Soon gone', bobCookie);
    expect((await remove(gone.id, bobCookie)).statusCode).toBe(204);

    for (const parentId of [foreign.id, randomUUID(), gone.id]) {
      const response = await post(projectId, 'A reply', carolCookie, parentId);
      expect(response.statusCode, parentId).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'The comment you are replying to was not found' },
      });
    }
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
    expect(await counts(elsewhere)).toEqual({ counted: 1, rows: 1 });
    // Nor is another project's comment a thread of this one.
    expect((await replies(projectId, foreign.id)).statusCode).toBe(404);
  });

  it('refuses a parentId that is not an id', async () => {
    const projectId = await insertProject();
    const response = await post(projectId, 'A reply', carolCookie, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
  });

  it('needs a signed-in wallet to reply', async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Top', bobCookie);
    const response = await post(projectId, 'Anonymous reply', undefined, parent.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it('hides the thread of a project the viewer may not see, as it hides its comments', async () => {
    const projectId = await insertProject({ status: 'pending' });
    const parent = await created(projectId, 'My pending project', creatorCookie);
    expect((await replies(projectId, parent.id)).statusCode).toBe(404);
    expect((await post(projectId, 'Sneaky reply', bobCookie, parent.id)).statusCode).toBe(404);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it("marks the creator's comments and replies, and no one else's, as the creator's", async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Ask me anything', creatorCookie);
    const question = await created(projectId, 'Why frogs?', bobCookie, parent.id);
    const answer = await created(projectId, 'Why not?', creatorCookie, parent.id);
    expect([parent.isCreator, question.isCreator, answer.isCreator]).toEqual([true, false, true]);

    const other = await created(projectId, 'Not the creator', bobCookie);
    expect((await topLevel(projectId)).map((c) => [c.id, c.isCreator])).toEqual([
      [other.id, false],
      [parent.id, true],
    ]);
    const thread = (await replies(projectId, parent.id)).json<CommentListResponse>().items;
    expect(thread.map((c) => [c.id, c.isCreator])).toEqual([
      [question.id, false],
      [answer.id, true],
    ]);
  });

  it("refuses to delete another wallet's reply, lets its author delete it and lowers the count", async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Top', bobCookie);
    const reply = await created(projectId, 'Mine', carolCookie, parent.id);

    const refused = await remove(reply.id, bobCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You can only delete your own comments.' },
    });
    expect((await remove(reply.id)).statusCode).toBe(401);
    expect((await topLevel(projectId))[0]!.replyCount).toBe(1);

    expect((await remove(reply.id, carolCookie)).statusCode).toBe(204);
    expect((await topLevel(projectId))[0]!.replyCount).toBe(0);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it("lets the admin delete anyone's reply, with an audit row", async () => {
    const projectId = await insertProject();
    const adminCookie = await signIn(t.app, admin);
    const parent = await created(projectId, 'Top', bobCookie);
    const spam = await created(projectId, 'Buy my coin', carolCookie, parent.id);

    expect((await remove(spam.id, adminCookie)).statusCode).toBe(204);
    expect((await replies(projectId, parent.id)).json<CommentListResponse>().items).toEqual([]);
    const entries = await t.database.db.select().from(adminAuditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminWallet: admin.address,
      action: 'comment_delete',
      projectId,
      before: { comment: spam },
      after: null,
    });
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it('deletes the replies with their parent and lowers the count by all of them', async () => {
    const projectId = await insertProject();
    const adminCookie = await signIn(t.app, admin);
    const parent = await created(projectId, 'Top', bobCookie);
    await created(projectId, 'One', carolCookie, parent.id);
    await created(projectId, 'Two', creatorCookie, parent.id);
    const kept = await created(projectId, 'Another thread', carolCookie);
    expect(await counts(projectId)).toEqual({ counted: 4, rows: 4 });

    expect((await remove(parent.id, adminCookie)).statusCode).toBe(204);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
    expect((await topLevel(projectId)).map((c) => c.id)).toEqual([kept.id]);
    expect((await replies(projectId, parent.id)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(adminAuditLog);
    expect(entry!.before).toEqual({ comment: { ...parent, replyCount: 2 } });
  });

  it('keeps the count equal to the rows when replies race their parent being deleted', async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Top', bobCookie);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, n) => post(projectId, `reply ${n}`, carolCookie, parent.id)),
      remove(parent.id, bobCookie),
      ...Array.from({ length: 4 }, (_, n) => post(projectId, `late ${n}`, carolCookie, parent.id)),
    ]);
    expect(results.map((r) => r.statusCode).every((code) => [201, 204, 404].includes(code))).toBe(
      true,
    );
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
  });

  it("announces a reply with its parent's id on the page's live stream, and a top-level comment with null", async () => {
    const projectId = await insertProject();
    const parent = await created(projectId, 'Top', bobCookie);
    const stream = await openEventStream(`${base}/api/projects/${projectId}/events`);
    try {
      const reply = await created(projectId, 'Live reply', carolCookie, parent.id);
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'created',
        projectId,
        commentId: reply.id,
        parentId: parent.id,
      });
      expect((await remove(reply.id, carolCookie)).statusCode).toBe(204);
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'deleted',
        projectId,
        commentId: reply.id,
        parentId: parent.id,
      });
      const top = await created(projectId, 'Top again', carolCookie);
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'created',
        projectId,
        commentId: top.id,
        parentId: null,
      });
    } finally {
      stream.close();
    }
  });

  it('documents the replies route and the parentId of a new comment in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const thread = document.paths['/api/projects/{id}/comments/{commentId}/replies'].get;
    expect(thread.tags).toEqual(['comments']);
    expect(thread.responses['200']).toBeDefined();
    const create = document.paths['/api/projects/{id}/comments'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['comment', 'parentId']);
  });
});
