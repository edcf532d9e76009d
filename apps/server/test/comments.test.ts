// Comments on a project (docs/decisions/029): newest first, trimmed, never blank (invisible
// characters alone are blank too), deleted by their author or by the admin (moderation, audited),
// and projects.comments_count always equal to the rows.
import { randomUUID } from 'node:crypto';
import { COMMENT_MAX_LENGTH, type CommentChangeEvent } from '@memetank/shared/api/comments';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, projectComments, projects } from '../src/db/schema';
import { commentsChannel } from '../src/realtime/channels';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { createTestWallet, type TestWallet } from './wallet-signer';

interface CommentBody {
  id: string;
  projectId: string;
  userId: string;
  comment: string;
  createdAt: string;
}
interface ListBody {
  items: CommentBody[];
  nextCursor: string | null;
}

describe('comments on a project', () => {
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
      url: `/api/projects/${projectId}/comments${query}`,
      headers: cookie ? { cookie } : {},
    });
  const post = (projectId: string, comment: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/comments`,
      headers: cookie ? { cookie } : {},
      payload: { comment },
    });
  const remove = (commentId: string, cookie?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${commentId}`,
      headers: cookie ? { cookie } : {},
    });

  /** projects.comments_count next to the real number of rows. */
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

  it('lists comments newest first with the author wallet', async () => {
    const projectId = await insertProject();
    for (const text of ['first', 'second', 'third']) {
      expect((await post(projectId, text, bobCookie)).statusCode).toBe(201);
    }
    const response = await list(projectId);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListBody>();
    expect(body.items.map((c) => c.comment)).toEqual(['third', 'second', 'first']);
    expect(body.items.every((c) => c.userId === bob.address && c.projectId === projectId)).toBe(
      true,
    );
    expect(body.nextCursor).toBeNull();
  });

  it('pages with a cursor without duplicates or gaps, even when comments share a timestamp and new ones arrive', async () => {
    const projectId = await insertProject();
    const sameInstant = new Date('2026-11-01T12:00:00.123456Z');
    await t.database.db.insert(projectComments).values(
      Array.from({ length: 7 }, (_, i) => ({
        projectId,
        userId: bob.address,
        comment: `comment ${i}`,
        createdAt: i < 4 ? sameInstant : new Date(Date.UTC(2026, 10, 2, 0, 0, i)),
      })),
    );
    const everything = (await list(projectId, '?limit=100')).json<ListBody>().items;
    expect(everything).toHaveLength(7);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: ListBody = (await list(projectId, query)).json<ListBody>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      // A comment posted mid-way is newer than every page still to come: it never shows up there.
      if (seen.length === 2)
        expect((await post(projectId, 'late', aliceCookie)).statusCode).toBe(201);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(everything.map((c) => c.id));
  });

  it('refuses a cursor it did not make', async () => {
    const projectId = await insertProject();
    const response = await list(projectId, '?cursor=not-a-cursor');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('answers "Project not found" for a missing project and hides a pending one from other wallets', async () => {
    const missing = await list(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Project not found' } });

    const pending = await insertProject({ status: 'pending' });
    expect((await list(pending)).statusCode).toBe(404);
    expect((await list(pending, '', bobCookie)).statusCode).toBe(404);
    expect((await post(pending, 'hello', bobCookie)).statusCode).toBe(404);
    // Its creator and the admin see it, as on the detail page.
    expect((await list(pending, '', aliceCookie)).statusCode).toBe(200);
    expect((await list(pending, '', await signIn(t.app, admin))).statusCode).toBe(200);
  });

  it('posts a trimmed comment and counts it on the project', async () => {
    const projectId = await insertProject();
    const response = await post(projectId, '   To the moon!  \n', bobCookie);
    expect(response.statusCode).toBe(201);
    const created = response.json<CommentBody>();
    expect(created).toMatchObject({ projectId, userId: bob.address, comment: 'To the moon!' });
    expect(new Date(created.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(projectId)).json<ListBody>().items).toEqual([created]);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it('rejects a blank or whitespace-only comment', async () => {
    const projectId = await insertProject();
    for (const text of ['', '    ', '\n\t ']) {
      const response = await post(projectId, text, bobCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Comment cannot be empty' },
      });
    }
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
  });

  it('rejects a comment of only zero-width, invisible or whitespace characters like a blank one', async () => {
    const projectId = await insertProject();
    for (const text of [
      '\u200B',
      '\u200B\u200C\u200D',
      ' \u2060 \uFEFF ',
      '\u00AD',
      '\u180E\u2061\u2062\u2063\u2064',
      '\u202E\u202C\u200E\u200F',
      '\u3164\u115F\u1160\uFFA0',
      '\uFE0F\u034F',
      '\u2800',
      '\u{E0020}\u{E007F}',
      '\u0001\u007F',
      '\n\u200B\t\u00A0\u3000',
    ]) {
      const response = await post(projectId, text, bobCookie);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Comment cannot be empty' },
      });
    }
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
    // Invisible characters inside a real comment are left alone.
    const joined = await post(projectId, ' \u200Bgm\u200B 👨‍👩‍👧 ', bobCookie);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().comment).toBe('\u200Bgm\u200B 👨‍👩‍👧');
  });

  it('rejects a comment with a lone (unpaired) UTF-16 surrogate', async () => {
    const projectId = await insertProject();
    for (const text of ['\uD800', 'hello \uDC00 world', 'frog \uD83D', '\uDE00\uD83D']) {
      const response = await post(projectId, text, bobCookie);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION_ERROR',
          message:
            'Invalid body.comment: The text contains an invalid character (a lone surrogate)',
        },
      });
    }
    expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
    // A surrogate pair is one character (an emoji), not a lone surrogate.
    expect((await post(projectId, '\uD83D\uDE00', bobCookie)).json().comment).toBe('😀');
  });

  it(`rejects a comment longer than ${COMMENT_MAX_LENGTH} characters`, async () => {
    const projectId = await insertProject();
    const response = await post(projectId, 'a'.repeat(COMMENT_MAX_LENGTH + 1), bobCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect((await post(projectId, 'a'.repeat(COMMENT_MAX_LENGTH), bobCookie)).statusCode).toBe(201);
  });

  it('needs a signed-in wallet to comment or delete', async () => {
    const projectId = await insertProject();
    const anonymous = await post(projectId, 'hello');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const created = (await post(projectId, 'hello', bobCookie)).json<CommentBody>();
    expect((await remove(created.id)).statusCode).toBe(401);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  it("deletes only the session wallet's own comments", async () => {
    const projectId = await insertProject();
    const bobs = (await post(projectId, 'from bob', bobCookie)).json<CommentBody>();
    const alices = (await post(projectId, 'from alice', aliceCookie)).json<CommentBody>();

    const refused = await remove(bobs.id, aliceCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You can only delete your own comments.' },
    });
    expect(await counts(projectId)).toEqual({ counted: 2, rows: 2 });

    expect((await remove(bobs.id, bobCookie)).statusCode).toBe(204);
    expect((await list(projectId)).json<ListBody>().items.map((c) => c.id)).toEqual([alices.id]);
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });

    const again = await remove(bobs.id, bobCookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Comment not found');
    expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });
  });

  describe('moderation: the admin deletes any comment', () => {
    /** Every comment event on `projectId`'s channel from now on, as this process hears it. */
    function listen(projectId: string) {
      const events: CommentChangeEvent[] = [];
      const stop = t.app.services.realtime.subscribe(commentsChannel(projectId), {
        event: (data) => events.push(data as CommentChangeEvent),
        resync: () => {},
        close: () => {},
      });
      return { events, stop };
    }
    const until = async (check: () => boolean) => {
      for (const end = Date.now() + 5_000; !check();) {
        if (Date.now() > end) throw new Error('condition not met in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    it("deletes another wallet's comment, writes an audit row and announces the deletion", async () => {
      const projectId = await insertProject();
      const adminCookie = await signIn(t.app, admin);
      const bobs = (await post(projectId, 'spam spam spam', bobCookie)).json<CommentBody>();
      const alices = (await post(projectId, 'a fine comment', aliceCookie)).json<CommentBody>();
      const heard = listen(projectId);
      try {
        const response = await remove(bobs.id, adminCookie);
        expect(response.statusCode, response.body).toBe(204);
        expect((await list(projectId)).json<ListBody>().items.map((c) => c.id)).toEqual([
          alices.id,
        ]);
        expect(await counts(projectId)).toEqual({ counted: 1, rows: 1 });

        const entries = await t.database.db.select().from(adminAuditLog);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          adminWallet: admin.address,
          action: 'comment_delete',
          projectId,
          before: { comment: bobs },
          after: null,
        });

        // On PostgreSQL the notice of Alice's comment may still be in flight when listening starts.
        const deletions = () => heard.events.filter((event) => event.type === 'deleted');
        await until(() => deletions().length > 0);
        expect(deletions()).toEqual([
          { type: 'deleted', projectId, commentId: bobs.id, parentId: null },
        ]);
      } finally {
        heard.stop();
      }
      // The project itself is untouched, and the comment is gone for good.
      expect((await list(projectId)).statusCode).toBe(200);
      expect((await remove(bobs.id, adminCookie)).statusCode).toBe(404);
    });

    it('moderates comments on a pending project too, and still refuses other wallets', async () => {
      const projectId = await insertProject({ status: 'pending' });
      const adminCookie = await signIn(t.app, admin);
      const alices = (await post(projectId, 'my own project', aliceCookie)).json<CommentBody>();
      const refused = await remove(alices.id, bobCookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('You can only delete your own comments.');
      expect((await remove(alices.id, adminCookie)).statusCode).toBe(204);
      expect(await counts(projectId)).toEqual({ counted: 0, rows: 0 });
    });

    it("writes no audit row when the admin deletes the admin's own comment", async () => {
      const projectId = await insertProject();
      const adminCookie = await signIn(t.app, admin);
      const own = (await post(projectId, 'from the admin', adminCookie)).json<CommentBody>();
      expect((await remove(own.id, adminCookie)).statusCode).toBe(204);
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    });
  });

  it('keeps comments_count equal to the rows under concurrent posts and deletes', async () => {
    const projectId = await insertProject();
    const wallets = await Promise.all(Array.from({ length: 4 }, () => createTestWallet()));
    const cookies = await Promise.all(wallets.map((wallet) => signIn(t.app, wallet)));
    const posted = await Promise.all(
      cookies.flatMap((cookie) => [1, 2, 3].map((n) => post(projectId, `hi ${n}`, cookie))),
    );
    expect(posted.every((r) => r.statusCode === 201)).toBe(true);
    expect(await counts(projectId)).toEqual({ counted: 12, rows: 12 });

    // Each author deletes its first comment twice at once, and posts another meanwhile.
    const byAuthor = (i: number) =>
      posted.map((r) => r.json<CommentBody>()).filter((c) => c.userId === wallets[i]!.address);
    const results = await Promise.all(
      cookies.flatMap((cookie, i) => {
        const first = byAuthor(i)[0]!.id;
        return [remove(first, cookie), remove(first, cookie), post(projectId, 'more', cookie)];
      }),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 204)).toHaveLength(4);
    expect(codes.filter((c) => c === 404)).toHaveLength(4);
    expect(await counts(projectId)).toEqual({ counted: 12, rows: 12 });
  });
});
