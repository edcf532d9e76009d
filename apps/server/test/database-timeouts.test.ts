// A statement stuck behind a lock that another connection holds for too long (a transaction that
// never ends) is cancelled after DATABASE_STATEMENT_TIMEOUT_MS: the request fails fast with 503
// DATABASE_UNAVAILABLE and nothing of it is stored, and the same request succeeds once the lock is
// gone. PostgreSQL only (PGlite has one connection, so no lock is held elsewhere).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createTestApp, databaseKind, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const TIMEOUT_MS = 300;

describe.runIf(databaseKind === 'postgres')('a statement waiting on a lock held elsewhere', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL!;
    database = await openDatabase(
      { kind: 'postgres', url, statementTimeoutMs: TIMEOUT_MS },
      { migrate: false },
    );
    t = await createTestApp({ database });
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
    await database?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE within the statement timeout, stores nothing, and works once the lock is gone', async () => {
    await resetDatabase(database);
    const project = await insertProject(database, { status: 'approved' });
    const cookie = await signIn(t.app, await createTestWallet());
    const like = () =>
      t.app.inject({ method: 'PUT', url: `/api/projects/${project.id}/like`, headers: { cookie } });

    await locker.query('begin');
    await locker.query('select id from projects where id = $1 for update', [project.id]);
    try {
      const started = performance.now();
      const refused = await like();
      const ms = performance.now() - started;
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toEqual({
        error: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again in a moment.',
        },
      });
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(5_000);
    } finally {
      await locker.query('rollback');
    }
    const counts = await locker.query(
      'select likes_count, (select count(*) from project_likes where project_id = $1)::int as likes from projects where id = $1',
      [project.id],
    );
    expect(counts.rows[0]).toEqual({ likes_count: 0, likes: 0 });

    const liked = await like();
    expect(liked.statusCode, liked.body).toBeLessThan(300);
  });
});
