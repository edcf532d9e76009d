// A throwaway PostgreSQL 15 cluster, made the way .ci/run makes CI's: initdb into a temp dir (as
// the postgres user when we are root, since initdb refuses root), 127.0.0.1 only, trust auth, one
// database. Used by the benchmarks, the soak and the fault tests, which may stop and start it.
//
// Ports: pick one below 32768. Linux hands out outgoing ports from 32768-60999, and a port there
// that a recent client connection used (even one in TIME_WAIT) cannot be listened on, which made
// a cluster on 54352 fail to start in CI. When the port is taken anyway, the next ones are tried.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORT_ATTEMPTS = 5;

/**
 * @typedef {object} Cluster
 * @property {string} url  postgres://postgres@127.0.0.1:{port}/{database}
 * @property {number} port  the port it listens on (the asked one, or a later one when taken)
 * @property {() => Promise<void>} stop  `pg_ctl stop -m fast`: connections end (57P01), new ones are refused
 * @property {() => Promise<void>} start  starts it again on the same port
 * @property {() => Promise<void>} destroy  stops it and removes its files; idempotent
 */

/** Why a throwaway cluster cannot be made here, or null when it can. */
export function clusterUnavailableReason() {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl'))) {
    return `PostgreSQL 15 binaries not found in ${PG_BIN} (apt-get install -y postgresql, or set PG_BIN)`;
  }
  return null;
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
async function pgRun(/** @type {string} */ binary, /** @type {string[]} */ args) {
  const path = join(PG_BIN, binary);
  if (process.getuid?.() === 0) await exec('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await exec(path, args);
}

/** The last lines of the server log, for an error message. */
function logTail(/** @type {string} */ file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * @param {{ port: number, database: string, name: string, settings?: string[] }} options
 *   name: a word for the temp dir (memetank-{name}-pg-*); settings: server settings, `key=value`
 * @returns {Promise<Cluster>}
 */
export async function createCluster({ port, database, name, settings = [] }) {
  const unavailable = clusterUnavailableReason();
  if (unavailable) throw new Error(unavailable);
  const root = mkdtempSync(join(tmpdir(), `memetank-${name}-pg-`));
  if (process.getuid?.() === 0) {
    chownSync(root, Number((await exec('id', ['-u', 'postgres'])).stdout.trim()), 0);
  }
  const data = join(root, 'data');
  const log = join(root, 'pg.log');
  let listening = port;
  const start = async () => {
    const options = [
      `-c listen_addresses=127.0.0.1 -p ${listening} -k ${root}`,
      ...settings.map((setting) => `-c ${setting}`),
    ];
    try {
      await pgRun('pg_ctl', [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '60',
        '-o',
        options.join(' '),
        'start',
      ]);
    } catch (error) {
      const tail = logTail(log);
      throw Object.assign(
        new Error(`PostgreSQL did not start on port ${listening}; its log ends:\n${tail}`, {
          cause: error,
        }),
        { portTaken: /address already in use/i.test(tail) },
      );
    }
  };
  const stop = () => pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await stop().catch(() => {});
    rmSync(root, { recursive: true, force: true });
  };
  try {
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
    for (let attempt = 1; ; attempt += 1) {
      try {
        await start();
        break;
      } catch (error) {
        if (!(/** @type {{ portTaken?: boolean }} */ (error).portTaken) || attempt >= PORT_ATTEMPTS)
          throw error;
        listening += 1;
      }
    }
    await pgRun('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(listening),
      '-U',
      'postgres',
      database,
    ]);
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${listening}/${database}`,
    port: listening,
    stop,
    start,
    destroy,
  };
}
