// Live comments across server processes: two real servers on one PostgreSQL, a comment posted
// through one reaching a browser connected to the other (PostgreSQL LISTEN/NOTIFY). Runs when
// DATABASE_URL is set (CI's PostgreSQL pass); PGlite is one process by design.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { projects } from '../src/db/schema';
import { databaseKind, openTestDatabase } from './helpers';
import { openEventStream, type EventStreamClient } from './realtime-events';
import {
  signInOver,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { createTestWallet } from './wallet-signer';

/** A server on the test database, named in PostgreSQL by its application_name. */
async function startServer(name: string): Promise<ServerProcess> {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', name);
  return startServerProcess(name, {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: await mkdtemp(join(tmpdir(), `memetank-${name}-`)),
  });
}

describe.runIf(databaseKind === 'postgres')('live comments across server processes', () => {
  let database: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
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
    const stream = await openEventStream(`${b.url}/api/projects/${projectId}/comments/stream`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    [a, b] = await Promise.all([startServer('memetank-a'), startServer('memetank-b')]);
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
    projectId = row!.id;
    cookie = await signInOver(a, await createTestWallet());
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
