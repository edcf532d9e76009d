// Opens the database the configuration names: embedded PGlite in DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Both run the same Drizzle schema and the same migrations.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** statementTimeoutMs: longest a statement may run, lock waits included (0 or unset: no limit). */
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number }
  | { kind: 'pglite'; dataDir: string }
  /** An in-memory PGlite, optionally restored from a dumped data dir (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/** The migrations folder sits beside src/ and dist/ alike; walk up from this file to find it. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Database migrations folder (apps/server/drizzle) not found');
}

export async function openDatabase(
  target: DatabaseTarget,
  options: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Migrations may build indexes on large tables: they run on connections of their own, with
    // no statement timeout.
    if (options.migrate !== false) {
      const migrating = await openPostgres(target.url, 0);
      try {
        await migrateDatabase(migrating);
      } finally {
        await migrating.close();
      }
    }
    return openPostgres(target.url, target.statementTimeoutMs ?? 0);
  }
  const handle = await openPglite(target);
  if (options.migrate !== false) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], config);
  }
}

const released = Symbol('released when BEGIN fails');

/** True for the BEGIN drizzle sends first on a client it checked out for a transaction. */
function isBegin(query: unknown): boolean {
  const text =
    typeof query === 'string' ? query : (query as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * drizzle-orm's node-postgres transaction() sends BEGIN before its try/finally that releases the
 * client: when BEGIN fails (the connection was lost, e.g. PostgreSQL restarting) the client is
 * never given back and the pool shrinks by one for good, until every request waits for a slot.
 * This releases such a client (with the error, so the pool discards it).
 */
function releaseClientsWhoseBeginFails(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<PoolClient>;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is not drizzle's: leave it as it is.
    if (args.length > 0) return connect(...args);
    return connect().then((client) => {
      const marked = client as PoolClient & { [released]?: true };
      if (marked[released]) return client;
      marked[released] = true;
      const query = client.query.bind(client) as (...queryArgs: unknown[]) => unknown;
      (client as { query: unknown }).query = (...queryArgs: unknown[]) => {
        const result = query(...queryArgs);
        if (!isBegin(queryArgs[0]) || !(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          client.release(error instanceof Error ? error : new Error(String(error)));
          throw error;
        });
      };
      return client;
    });
  }) as Pool['connect'];
}

async function openPostgres(url: string, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // While the database is down or restarting a request fails within this (a 503, see
    // lib/errors.ts) rather than queueing; it also bounds the wait for a free pool slot.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    // A connection whose peer vanished without a FIN (host crash, network cut) is noticed.
    keepAlive: true,
    // A statement stuck behind a lock (a transaction that does not end) or running away is
    // cancelled (57014, a 503) instead of holding its request and its connection for ever.
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process: the pool
  // drops it and opens new connections on demand, so the server recovers without a restart.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction between two statements) that loses its
  // connection emits 'error' with no listener of the pool's: without this the process would die
  // of an uncaught exception. Its next query fails (a 503) and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  releaseClientsWhoseBeginFails(pool);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
  await handle.ping();
  return handle;
}

/**
 * PGlite runs PostgreSQL inside this process's WebAssembly heap, so its buffers are the server's
 * resident memory (docs/decisions/056-pglite-memory.md). PostgreSQL's 128 MB of shared buffers
 * were most of the server's idle RSS; PGlite's files go through the operating system's page cache
 * like any file, so a small pool costs reads little. Maintenance memory bounds the index builds
 * of migrations.
 */
const PGLITE_MEMORY_SETTINGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=2MB',
];

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' | 'pglite-memory' }>,
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the home list's search indexes (docs/decisions/026); the migrations create it.
  const extensions = { pg_trgm };
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS];
  let lock: DataDirLock | undefined;
  let client: InstanceType<typeof PGlite>;
  if (target.kind === 'pglite') {
    const dataDir = resolve(target.dataDir);
    await mkdir(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(join(dataDir, 'pgdata'), { extensions, startParams });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(
      target.loadDataDir
        ? { loadDataDir: target.loadDataDir, extensions, startParams }
        : { extensions, startParams },
    );
  }
  // A first start ran initdb in a WebAssembly instance of its own; its heap (hundreds of MB) is
  // garbage now, but V8 does not see that memory as pressure. Collect it when the server was started
  // with --expose-gc (scripts/lib.mjs, docs/decisions/056-pglite-memory.md).
  (globalThis as { gc?: () => void }).gc?.();
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
