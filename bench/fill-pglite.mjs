// Fills a stopped server's PGlite data directory (DATA_DIR/pgdata) for the PGlite memory figures:
// PGlite is one process per directory, so this runs between two starts of the server.
// Usage: node bench/fill-pglite.mjs <DATA_DIR> <approved projects>
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { growProjects, insertBenchProject } from './lib/fill.mjs';

const [dataDir, approved] = process.argv.slice(2);
if (!dataDir || !approved) throw new Error('usage: fill-pglite.mjs <DATA_DIR> <approved>');
const db = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
try {
  await insertBenchProject(db, 300);
  await growProjects(db, Number(approved));
} finally {
  await db.close();
}
