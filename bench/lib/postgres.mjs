// The benchmarks' PostgreSQL: a throwaway cluster (scripts/postgres-cluster.mjs) for one run, or
// the database BENCH_DATABASE_URL names.
import pg from 'pg';
import { createCluster } from '../../scripts/postgres-cluster.mjs';

/**
 * @typedef {object} Postgres
 * @property {string} url
 * @property {string} version
 * @property {() => Promise<void>} stop
 */

/** @param {{ port: number }} options @returns {Promise<Postgres>} */
export async function startPostgres({ port }) {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    await emptyDatabase(external);
    return { url: external, version: await serverVersion(external), stop: async () => {} };
  }
  const cluster = await createCluster({ port, database: 'memetank_bench', name: 'bench' });
  try {
    return { url: cluster.url, version: await serverVersion(cluster.url), stop: cluster.destroy };
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}

/**
 * @template T
 * @param {string} url
 * @param {(client: pg.Client) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** @param {string} url */
async function serverVersion(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query('show server_version');
    return `PostgreSQL ${rows[0].server_version}`;
  });
}

/** The server migrates and the bench fills an empty database, as the e2e run does. */
async function emptyDatabase(/** @type {string} */ url) {
  await withClient(url, (client) =>
    client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
    ),
  );
}
