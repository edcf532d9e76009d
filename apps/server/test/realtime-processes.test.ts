// Live comments across server processes: two real servers on one PostgreSQL, a comment posted
// through one reaching a browser connected to the other (PostgreSQL LISTEN/NOTIFY), and the
// answers one has cached dropped when a write goes through the other (docs/decisions/053). Runs
// when DATABASE_URL is set (CI's PostgreSQL pass); PGlite is one process by design.
import { sql } from 'drizzle-orm';
import type { CommentListResponse } from '@memetank/shared/api/comments';
import type { ProjectDetail, ProjectListResponse } from '@memetank/shared/api/projects';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { databaseKind, openTestDatabase } from './helpers';
import { insertProject } from './project-rows';
import { openEventStream, type EventStreamClient } from './realtime-events';
import {
  signInOver,
  startPostgresServer,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestWallet, type TestWallet } from './wallet-signer';

/**
 * Longer than any wait below: an answer a process failed to drop would still be served when the
 * wait gives up, so only the change notification can make the new answer appear in time.
 */
const CACHE_SECONDS = 60;

const startServer = (name: string, admin: TestWallet) =>
  startPostgresServer(name, {
    PROJECT_LIST_CACHE_SECONDS: String(CACHE_SECONDS),
    ADMIN_WALLETS: admin.address,
  });

describe.runIf(databaseKind === 'postgres')('live comments across server processes', () => {
  let database: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  let adminCookie: string;
  let projectId: string;
  const streams: EventStreamClient[] = [];

  const postThroughA = async (comment: string) => {
    const response = await fetch(`${a.url}/api/projects/${projectId}/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ comment }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const streamOnB = async () => {
    const stream = await openEventStream(`${b.url}/api/projects/${projectId}/events`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const admin = await createTestWallet();
    [a, b] = await Promise.all([
      startServer('memetank-a', admin),
      startServer('memetank-b', admin),
    ]);
    projectId = (await insertProject(database, { status: 'approved' })).id;
    cookie = await signInOver(a, await createTestWallet());
    adminCookie = await signInOver(a, admin);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of [a, b]) await stopServerProcess(server, 10_000);
    await database?.close();
  });

  it('delivers a comment posted through one process to a stream on the other', async () => {
    const stream = await streamOnB();
    const commentId = await postThroughA('Hello from A');
    expect(JSON.parse((await stream.next('comment')).data)).toEqual({
      type: 'created',
      projectId,
      commentId,
      parentId: null,
    });
  });

  it('drops the answers the other process cached when a write goes through one', async () => {
    const { id } = await insertProject(database, { status: 'approved' });
    const onB = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${b.url}${path}`);
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const throughA = async (method: string, path: string, as: string, body?: object) => {
      const response = await fetch(`${a.url}${path}`, {
        method,
        headers: { cookie: as, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return response;
    };
    const detail = () => onB<ProjectDetail>(`/api/projects/${id}`);
    const comments = () => onB<CommentListResponse>(`/api/projects/${id}/comments`);
    const newest = () => onB<ProjectListResponse>('/api/projects?sort=newest');
    const eventually = (check: () => Promise<void>) =>
      vi.waitFor(check, { timeout: 10_000, interval: 100 });

    // B caches the detail, the comments and the list; each write through A must reach them.
    await eventually(async () => expect((await newest()).items[0]?.id).toBe(id));
    expect((await detail()).likesCount).toBe(0);
    expect((await comments()).items).toEqual([]);

    await throughA('PUT', `/api/projects/${id}/like`, cookie);
    await eventually(async () => expect((await detail()).likesCount).toBe(1));

    const posted = await throughA('POST', `/api/projects/${id}/comments`, cookie, {
      comment: 'Cached on B?',
    });
    const commentId = ((await posted.json()) as { id: string }).id;
    await eventually(async () =>
      expect((await comments()).items.map((c) => c.id)).toEqual([commentId]),
    );
    const repliesPath = `/api/projects/${id}/comments/${commentId}/replies`;
    expect((await onB<CommentListResponse>(repliesPath)).items).toEqual([]);

    await throughA('POST', `/api/projects/${id}/comments`, cookie, {
      comment: 'A reply',
      parentId: commentId,
    });
    await eventually(async () => expect((await comments()).items[0]?.replyCount).toBe(1));
    await eventually(async () =>
      expect((await onB<CommentListResponse>(repliesPath)).items).toHaveLength(1),
    );
    expect((await detail()).commentsCount).toBe(2);

    await throughA('DELETE', `/api/comments/${commentId}`, cookie);
    await eventually(async () => expect((await comments()).items).toEqual([]));

    // An investment's funding, as the escrow's confirmation writes it (no chain here).
    await database.db.execute(
      sql`update projects set current_funding_units = 3000000000, investor_count = 1 where id = ${id}`,
    );
    await eventually(async () =>
      expect(await detail()).toMatchObject({ currentFunding: 3, investorCount: 1 }),
    );

    await throughA('PATCH', `/api/admin/projects/${id}`, adminCookie, { name: 'Frog Fund II' });
    await eventually(async () => expect((await detail()).name).toBe('Frog Fund II'));

    await throughA('POST', `/api/admin/projects/${id}/status`, adminCookie, {
      status: 'rejected',
      reason: 'Not a meme.',
    });
    await eventually(async () => {
      expect((await fetch(`${b.url}/api/projects/${id}`)).status).toBe(404);
      expect((await fetch(`${b.url}/api/projects/${id}/comments`)).status).toBe(404);
      expect((await newest()).items.map((item) => item.id)).not.toContain(id);
    });
  }, 60_000);

  it('keeps delivering after the other process loses its LISTEN connection', async () => {
    const stream = await streamOnB();
    const terminated = (await database.db.execute(sql`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = ${b.name} and query = 'LISTEN memetank_events'`)) as {
      rows: unknown[];
    };
    expect(terminated.rows).toHaveLength(1);

    // B listens again and closes its streams so that browsers reconnect and refetch what they
    // may have missed; EventSource reconnects by itself.
    await stream.ended;
    expect(b.output()).toContain('Realtime: listening again');
    const again = await streamOnB();
    const commentId = await postThroughA('Still live');
    expect(JSON.parse((await again.next('comment')).data)).toMatchObject({ commentId });
  }, 30_000);

  it('drains on SIGTERM with streams open: they end and the process exits cleanly', async () => {
    const stream = await streamOnB();
    const exited = new Promise<number | null>((resolve) => b.child.once('exit', resolve));
    b.child.kill('SIGTERM');
    await stream.ended;
    expect(await exited).toBe(0);
  }, 30_000);
});
