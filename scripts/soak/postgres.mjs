// The soak's PostgreSQL: a throwaway 15 cluster made the way .ci/run makes CI's (initdb into a
// temp dir as the postgres user when run as root, 127.0.0.1 only, trust auth) that the fault
// phase may stop and start, or the database DATABASE_URL names (then no stop/start).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * @typedef {object} SoakPostgres
 * @property {string} url
 * @property {boolean} controllable  false for an external DATABASE_URL (never stopped)
 * @property {() => Promise<void>} stop  `pg_ctl stop -m fast`
 * @property {() => Promise<void>} start
 * @property {() => Promise<void>} destroy  stops it and removes its files (idempotent)
 */

/** @param {string} binary @param {string[]} args */
async function pgRun(binary, args) {
  const path = join(PG_BIN, binary);
  if (process.getuid?.() === 0) await exec('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await exec(path, args);
}

/** @param {{ port: number }} options @returns {Promise<SoakPostgres>} */
export async function startPostgres({ port }) {
  const external = process.env.DATABASE_URL;
  if (external) {
    const noop = async () => {};
    return { url: external, controllable: false, stop: noop, start: noop, destroy: noop };
  }
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 is needed (${PG_BIN}/initdb): apt-get install -y postgresql, or set DATABASE_URL`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'memetank-soak-pg-'));
  if (process.getuid?.() === 0) {
    chownSync(root, Number((await exec('id', ['-u', 'postgres'])).stdout.trim()), 0);
  }
  const data = join(root, 'data');
  await pgRun('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const start = () =>
    pgRun('pg_ctl', [
      '-D',
      data,
      '-l',
      join(root, 'pg.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${root}`,
      'start',
    ]);
  const stop = () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await start();
    await pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'memetank']);
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/memetank`,
    controllable: true,
    stop,
    start,
    destroy,
  };
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
