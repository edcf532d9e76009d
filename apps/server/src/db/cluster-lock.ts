// A periodic job that must run in one server process at a time (docs/decisions/074): on PostgreSQL
// several processes share the database, so a run takes a transaction-scoped advisory lock and is
// skipped by the others while it holds it; a PGlite data directory is held by one process alone
// (db/data-dir-lock.ts), which is the whole cluster.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/**
 * Runs `run` unless another process is running the job `name` now; answers whether it ran. The
 * lock is held, on a connection of its own, for as long as the run takes.
 */
export async function runInOneProcess(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  name: string,
  run: () => Promise<unknown>,
): Promise<boolean> {
  if (database.kind === 'pglite') {
    await run();
    return true;
  }
  return database.db.transaction(async (tx) => {
    // node-postgres answers { rows }; this runs only there.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`memetank:job:${name}`})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await run();
    return true;
  });
}
