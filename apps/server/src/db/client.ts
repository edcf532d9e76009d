// Opens the database the configuration names: embedded PGlite in DATA_DIR by default, PostgreSQL
// when DATABASE_URL is set. Both run the same Drizzle schema and the same migrations.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  | { kind: 'postgres'; url: string }
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
  const handle =
    target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target);
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

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
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

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' | 'pglite-memory' }>,
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // pg_trgm backs the home list's search indexes (docs/decisions/026); the migrations create it.
  const extensions = { pg_trgm };
  let lock: DataDirLock | undefined;
  let client: InstanceType<typeof PGlite>;
  if (target.kind === 'pglite') {
    const dataDir = resolve(target.dataDir);
    await mkdir(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(join(dataDir, 'pgdata'), { extensions });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create(
      target.loadDataDir ? { loadDataDir: target.loadDataDir, extensions } : { extensions },
    );
  }
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
