import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectLikes, projects } from '../src/db/schema';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await resetDatabase(t.database);
});

const like = (id: string, cookie?: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/projects/${id}/like`, headers: cookie ? { cookie } : {} });
const unlike = (id: string, cookie?: string) => like(id, cookie, 'DELETE');

async function likeRows(projectId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(projectLikes)
    .where(eq(projectLikes.projectId, projectId));
  return row!.n;
}

async function likesCount(projectId: string) {
  const [row] = await t.database.db
    .select({ likesCount: projects.likesCount })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row!.likesCount;
}

describe('PUT / DELETE /api/projects/:id/like', () => {
  it('likes and unlikes an approved project for the signed-in wallet', async () => {
    const project = await insertProject(t.database, { status: 'approved', likesCount: 0 });
    const cookie = await signIn(t.app, await createTestWallet());

    const liked = await like(project.id, cookie);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ liked: true, likesCount: 1 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      headers: { cookie },
    });
    expect(detail.json()).toMatchObject({ likesCount: 1, likedByMe: true });

    const unliked = await unlike(project.id, cookie);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({ liked: false, likesCount: 0 });
    expect(await likeRows(project.id)).toBe(0);
  });

  it('is idempotent: liking twice or unliking twice changes nothing the second time', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const cookie = await signIn(t.app, await createTestWallet());
    expect((await like(project.id, cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like(project.id, cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect(await likeRows(project.id)).toBe(1);
    expect((await unlike(project.id, cookie)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await unlike(project.id, cookie)).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await likesCount(project.id)).toBe(0);
  });

  it('counts each wallet once', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const alice = await signIn(t.app, await createTestWallet());
    const bob = await signIn(t.app, await createTestWallet());
    await like(project.id, alice);
    expect((await like(project.id, bob)).json()).toEqual({ liked: true, likesCount: 2 });
    expect((await unlike(project.id, alice)).json()).toEqual({ liked: false, likesCount: 1 });
  });

  it('refuses a like without a wallet session (401)', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    for (const response of [await like(project.id), await unlike(project.id)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await likesCount(project.id)).toBe(0);
  });

  it('answers "Project not found" for a missing, pending or rejected project', async () => {
    const cookie = await signIn(t.app, await createTestWallet());
    const pending = await insertProject(t.database, { status: 'pending' });
    const rejected = await insertProject(t.database, { status: 'rejected' });
    for (const id of [crypto.randomUUID(), pending.id, rejected.id]) {
      const response = await like(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Project not found' },
      });
    }
    expect(await likeRows(pending.id)).toBe(0);
    expect(await likesCount(pending.id)).toBe(0);
  });

  it('rejects an id that is not a UUID with a 400', async () => {
    const cookie = await signIn(t.app, await createTestWallet());
    expect((await like('not-a-uuid', cookie)).statusCode).toBe(400);
  });

  it('keeps likes_count equal to the like rows while 30 wallets like and unlike at once', async () => {
    const project = await insertProject(t.database, { status: 'approved' });
    const cookies = await Promise.all(
      Array.from({ length: 30 }, async () => signIn(t.app, await createTestWallet())),
    );
    // Every wallet fires like, like, unlike, like at the same time as all the others.
    const answers = await Promise.all(
      cookies.flatMap((cookie, i) =>
        i % 3 === 0
          ? [like(project.id, cookie), unlike(project.id, cookie), like(project.id, cookie)]
          : [like(project.id, cookie), like(project.id, cookie), unlike(project.id, cookie)],
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await likeRows(project.id);
    expect(await likesCount(project.id)).toBe(rows);

    // Then everyone settles on a like: exactly 30.
    await Promise.all(cookies.map((cookie) => like(project.id, cookie)));
    expect(await likeRows(project.id)).toBe(30);
    expect(await likesCount(project.id)).toBe(30);
    await Promise.all(cookies.map((cookie) => unlike(project.id, cookie)));
    expect(await likesCount(project.id)).toBe(0);
  });
});
