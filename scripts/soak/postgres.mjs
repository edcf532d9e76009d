// The soak's PostgreSQL: a throwaway cluster (scripts/postgres-cluster.mjs) that the fault phase
// may stop and start, or the database DATABASE_URL names (then no stop/start).
import pg from 'pg';
import { createCluster } from '../postgres-cluster.mjs';

/**
 * @typedef {object} SoakPostgres
 * @property {string} url
 * @property {boolean} controllable  false for an external DATABASE_URL (never stopped)
 * @property {() => Promise<void>} stop  `pg_ctl stop -m fast`
 * @property {() => Promise<void>} start
 * @property {() => Promise<void>} destroy  stops it and removes its files (idempotent)
 */

/** @param {{ port: number }} options @returns {Promise<SoakPostgres>} */
export async function startPostgres({ port }) {
  const external = process.env.DATABASE_URL;
  if (external) {
    const noop = async () => {};
    return { url: external, controllable: false, stop: noop, start: noop, destroy: noop };
  }
  const cluster = await createCluster({ port, database: 'memetank', name: 'soak' });
  return { ...cluster, controllable: true };
}

/**
 * Runs one query on its own connection.
 * @param {string} url @param {string} text @param {unknown[]} [values]
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
