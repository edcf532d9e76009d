// The periodic jobs run in one process of the cluster at a time (docs/decisions/074): on
// PostgreSQL a run that another connection holds is skipped, and the job runs again once it ends;
// on PGlite (one process holds the data directory) every run goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInOneProcess } from '../src/db/cluster-lock';
import type { DatabaseHandle } from '../src/db/client';
import { databaseKind, openTestDatabase } from './helpers';

describe('a job run by one process at a time', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase();
    second = databaseKind === 'postgres' ? await openTestDatabase() : first;
  });
  afterAll(async () => {
    await first.close();
    if (second !== first) await second.close();
  });

  it.skipIf(databaseKind !== 'postgres')(
    'skips a run while another process runs the same job, and runs it once that ends',
    async () => {
      let finish!: () => void;
      const running = new Promise<void>((resolve) => (finish = resolve));
      let started!: () => void;
      const hasStarted = new Promise<void>((resolve) => (started = resolve));
      const runs: string[] = [];
      const held = runInOneProcess(first, 'test-job', async () => {
        runs.push('first');
        started();
        await running;
      });
      await hasStarted;
      expect(await runInOneProcess(second, 'test-job', async () => runs.push('second'))).toBe(
        false,
      );
      // Another job is not held by it.
      expect(await runInOneProcess(second, 'other-job', async () => runs.push('other'))).toBe(true);
      finish();
      expect(await held).toBe(true);
      expect(await runInOneProcess(second, 'test-job', async () => runs.push('again'))).toBe(true);
      expect(runs).toEqual(['first', 'other', 'again']);
    },
  );

  it.skipIf(databaseKind !== 'pglite')(
    'runs every run on PGlite, whose data directory one process holds',
    async () => {
      const runs: number[] = [];
      expect(await runInOneProcess(first, 'test-job', async () => runs.push(1))).toBe(true);
      expect(await runInOneProcess(first, 'test-job', async () => runs.push(2))).toBe(true);
      expect(runs).toEqual([1, 2]);
    },
  );
});
