// Prepares the one database the API suite shares: on PGlite, a migrated data dir dumped once and
// loaded by every test file (PGlite's first start is slow); on PostgreSQL, the migrations applied.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ kind: 'postgres', url });
    await handle.close();
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'memetank-api-'));
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const snapshot = await client.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'pgdata.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
