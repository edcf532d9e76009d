// Live comments on one server process: GET /api/projects/:id/events over real HTTP, and
// the end of a project's streams once it is hidden from their viewer.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { createProjectVisibilityWatch } from '../src/projects/visibility-watch';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { openEventStream, type EventStreamClient } from './realtime-events';
import { createTestWallet, type TestWallet } from './wallet-signer';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function insertProject(t: TestApp, creatorWallet: string): Promise<string> {
  const [row] = await t.database.db
    .insert(projects)
    .values({
      name: 'Frog Fund',
      description: 'A frog that funds frogs.',
      logo: '🐸',
      tokenAddress: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
      creatorWallet,
      status: 'approved',
      fundingGoalUnits: 100_000_000_000n,
      deadline: new Date(Date.now() + 5 * 86_400_000),
    })
    .returning({ id: projects.id });
  return row!.id;
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('live comments over server-sent events', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let projectId: string;
  const streamUrl = (id: string) => `${base}/api/projects/${id}/events`;
  const post = (id: string, comment: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/comments`,
      headers: { cookie },
      payload: { comment },
    });

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    const wallet = await createTestWallet();
    cookie = await signIn(t.app, wallet);
    projectId = await insertProject(t, wallet.address);
  });

  it('answers an open text/event-stream with a retry hint and the usual security headers', async () => {
    const stream = await openEventStream(streamUrl(projectId));
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      // The page's EventSource is same-origin, which the Content-Security-Policy allows.
      expect(stream.headers['content-security-policy']).toContain("connect-src 'self'");
      await until(() => stream.text().includes('retry: 2000\n'));
    } finally {
      stream.close();
    }
  });

  it('pushes a "comment" event for each comment added or deleted on that project only', async () => {
    const otherProject = await insertProject(t, 'someone-else');
    const stream = await openEventStream(streamUrl(projectId));
    const other = await openEventStream(streamUrl(otherProject));
    try {
      const created = (await post(projectId, 'Live!')).json<{ id: string }>();
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'created',
        projectId,
        commentId: created.id,
        parentId: null,
      });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/comments/${created.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'deleted',
        projectId,
        commentId: created.id,
        parentId: null,
      });

      // The other project's stream heard nothing of it: its first event is its own comment.
      const elsewhere = (await post(otherProject, 'Over here')).json<{ id: string }>();
      expect(JSON.parse((await other.next('comment')).data)).toMatchObject({
        commentId: elsewhere.id,
      });
    } finally {
      stream.close();
      other.close();
    }
  });

  it('is documented in the OpenAPI document as a text/event-stream', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const stream = document.paths['/api/projects/{id}/events'].get;
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    expect(stream.deprecated).toBeUndefined();
  });

  it('still serves /comments/stream, deprecated: the comment events only, with a Deprecation header', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const alias = document.paths['/api/projects/{id}/comments/stream'].get;
    expect(alias.deprecated).toBe(true);
    expect(Object.keys(alias.responses['200'].content)).toEqual(['text/event-stream']);

    const stream = await openEventStream(`${base}/api/projects/${projectId}/comments/stream`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.deprecation).toBe('@1796169600');
      const created = (await post(projectId, 'Still live')).json<{ id: string }>();
      expect(JSON.parse((await stream.next('comment')).data)).toEqual({
        type: 'created',
        projectId,
        commentId: created.id,
        parentId: null,
      });
    } finally {
      stream.close();
    }
    const current = await openEventStream(streamUrl(projectId));
    try {
      expect(current.headers.deprecation).toBeUndefined();
    } finally {
      current.close();
    }
  });

  it('answers "Project not found" instead of a stream for a missing project', async () => {
    const response = await openEventStream(streamUrl(randomUUID()));
    expect(response.status).toBe(404);
    await response.ended;
    expect(JSON.parse(response.text())).toEqual({
      error: { code: 'NOT_FOUND', message: 'Project not found' },
    });
  });

  it('forgets a client once it disconnects', async () => {
    const before = t.app.services.realtime.subscriberCount();
    const stream = await openEventStream(streamUrl(projectId));
    // One subscription per channel of the page's stream: comments, funding, updates.
    expect(t.app.services.realtime.subscriberCount()).toBe(before + 3);
    stream.close();
    await until(() => t.app.services.realtime.subscriberCount() === before);
  });

  it('refuses more live streams from one address than RATE_LIMIT_STREAMS_PER_IP with 429, and frees the slot when one closes', async () => {
    const limited = await createTestApp({
      database: t.database,
      env: { RATE_LIMIT_STREAMS_PER_IP: '3' },
    });
    const limitedUrl = `${await listen(limited)}/api/projects/${projectId}/events`;
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(limitedUrl)));
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      const refused = await openEventStream(limitedUrl);
      expect(refused.status).toBe(429);
      await refused.ended;
      expect(JSON.parse(refused.text())).toEqual({
        error: {
          code: 'TOO_MANY_STREAMS',
          message:
            'Too many live updates are open from your network. Close some tabs and try again.',
        },
      });
      // A refused stream takes no slot; a closed one gives its slot back.
      streams.pop()!.close();
      let again = await openEventStream(limitedUrl);
      for (let attempt = 0; again.status === 429 && attempt < 100; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await openEventStream(limitedUrl);
      }
      expect(again.status).toBe(200);
      streams.push(again);
    } finally {
      for (const stream of streams) stream.close();
      await limited.close();
    }
  });

  it('ends open streams when the server closes, so shutdown does not wait on them', async () => {
    const other = await createTestApp({ database: t.database });
    const otherBase = await listen(other);
    const stream = await openEventStream(`${otherBase}/api/projects/${projectId}/events`);
    const started = Date.now();
    await other.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('a live stream of a project that becomes hidden', () => {
  let t: TestApp;
  let base: string;
  let admin: TestWallet;
  let creator: TestWallet;
  let adminCookie: string;
  let creatorCookie: string;
  let otherCookie: string;
  let projectId: string;
  const eventsUrl = (id: string) => `${base}/api/projects/${id}/events`;
  const comment = async (id: string, cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/comments`,
      headers: { cookie },
      payload: { comment: 'Still here?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };

  /** Fails unless the server ends `stream` within `timeoutMs`. */
  const expectEnded = async (stream: EventStreamClient, timeoutMs = 5_000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'open'>((resolve) => {
      timer = setTimeout(() => resolve('open'), timeoutMs);
    });
    const outcome = await Promise.race([stream.ended.then(() => 'ended' as const), timeout]);
    clearTimeout(timer);
    expect(outcome).toBe('ended');
  };

  /** The stream is open and live: it hears a comment posted now on its project. */
  const expectLive = async (stream: EventStreamClient, id: string, cookie: string) => {
    const commentId = await comment(id, cookie);
    expect(JSON.parse((await stream.next('comment')).data)).toMatchObject({ commentId });
  };

  const hiders: [string, () => Promise<void>][] = [
    [
      'rejected by the admin',
      async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/admin/projects/${projectId}/status`,
          headers: { cookie: adminCookie },
          payload: { status: 'rejected' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'deleted by the admin',
      async () => {
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/projects/${projectId}`,
          headers: { cookie: adminCookie },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'set back to pending outside this process (a script, another server)',
      async () => {
        await t.database.db
          .update(projects)
          .set({ status: 'pending' })
          .where(eq(projects.id, projectId));
      },
    ],
  ];

  beforeAll(async () => {
    admin = await createTestWallet();
    creator = await createTestWallet();
    t = await createTestApp({ env: { ADMIN_WALLETS: admin.address } });
    base = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    adminCookie = await signIn(t.app, admin);
    creatorCookie = await signIn(t.app, creator);
    otherCookie = await signIn(t.app, await createTestWallet());
    projectId = await insertProject(t, creator.address);
  });

  it.each(hiders)(
    "ends an anonymous viewer's and another wallet's streams when the project is %s",
    async (_, hide) => {
      const unrelated = await insertProject(t, 'someone-else');
      const anonymous = await openEventStream(eventsUrl(projectId));
      const otherWallet = await openEventStream(eventsUrl(projectId), { cookie: otherCookie });
      const elsewhere = await openEventStream(eventsUrl(unrelated));
      try {
        expect([anonymous.status, otherWallet.status, elsewhere.status]).toEqual([200, 200, 200]);
        await hide();
        await expectEnded(anonymous);
        await expectEnded(otherWallet);
        // Reconnecting gets the hidden project's 404, and other projects' streams go on.
        const again = await openEventStream(eventsUrl(projectId));
        expect(again.status).toBe(404);
        await again.ended;
        await expectLive(elsewhere, unrelated, otherCookie);
      } finally {
        anonymous.close();
        otherWallet.close();
        elsewhere.close();
      }
    },
  );

  it("keeps the creator's and the admin's streams of a rejected project open and live", async () => {
    const creatorStream = await openEventStream(eventsUrl(projectId), { cookie: creatorCookie });
    const adminStream = await openEventStream(eventsUrl(projectId), { cookie: adminCookie });
    const anonymous = await openEventStream(eventsUrl(projectId));
    try {
      await hiders[0]![1]();
      await expectEnded(anonymous);
      const commentId = await comment(projectId, creatorCookie);
      for (const stream of [creatorStream, adminStream]) {
        expect(JSON.parse((await stream.next('comment')).data)).toMatchObject({ commentId });
      }
    } finally {
      creatorStream.close();
      adminStream.close();
      anonymous.close();
    }
  });

  it("ends the creator's stream too once the project is deleted", async () => {
    const creatorStream = await openEventStream(eventsUrl(projectId), { cookie: creatorCookie });
    try {
      await hiders[1]![1]();
      await expectEnded(creatorStream);
    } finally {
      creatorStream.close();
    }
  });

  it('catches a project hidden while its stream was opening (between the check and the watch)', async () => {
    const watch = createProjectVisibilityWatch(t.app.services);
    const anonymous = { wallet: null, isAdmin: false };
    // The route took its mark and saw the project approved; then the project is rejected, and
    // the announcement arrives before the stream starts watching.
    const since = watch.mark();
    await hiders[0]![1]();
    await until(() => watch.mark() !== since);
    let hidden = false;
    const stop = watch.watch(projectId, anonymous, since, () => {
      hidden = true;
    });
    await until(() => hidden);
    stop();
  });
});
