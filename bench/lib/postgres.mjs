// A throwaway PostgreSQL 15 cluster for one benchmark run, started the way .ci/run starts CI's
// (initdb into a temp dir, 127.0.0.1 only, trust auth), or the database BENCH_DATABASE_URL names.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);
const PG_BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * @typedef {object} Postgres
 * @property {string} url
 * @property {string} version
 * @property {() => Promise<void>} stop
 */

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function asPostgres(/** @type {string} */ binary, /** @type {string[]} */ args) {
  const path = join(PG_BIN, binary);
  return process.getuid?.() === 0
    ? exec('runuser', ['-u', 'postgres', '--', path, ...args])
    : exec(path, args);
}

/** @param {{ port: number }} options @returns {Promise<Postgres>} */
export async function startPostgres({ port }) {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    await emptyDatabase(external);
    return { url: external, version: await serverVersion(external), stop: async () => {} };
  }
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL 15 is needed (${PG_BIN}/initdb): apt-get install -y postgresql, or set BENCH_DATABASE_URL`,
    );
  }
  const root = mkdtempSync(join(tmpdir(), 'memetank-bench-pg-'));
  if (process.getuid?.() === 0)
    chownSync(root, Number((await exec('id', ['-u', 'postgres'])).stdout), 0);
  const data = join(root, 'data');
  await asPostgres('initdb', [
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
  await asPostgres('pg_ctl', [
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
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']).catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await withClient(admin, (client) => client.query('create database memetank_bench'));
    const url = `postgres://postgres@127.0.0.1:${port}/memetank_bench`;
    return { url, version: await serverVersion(url), stop };
  } catch (error) {
    await stop();
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
