// A throwaway PostgreSQL 15 cluster the fault tests may stop and start at will (CI's shared one
// must stay up): initdb into a temp dir, 127.0.0.1 on its own port, trust auth, as .ci/run does.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a throwaway cluster cannot be made here, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl'))) {
    return `PostgreSQL binaries not found in ${PG_BIN} (apt-get install -y postgresql, or set PG_BIN)`;
  }
  return null;
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:{port}/memetank_faults */
  url: string;
  /** `pg_ctl stop -m fast`: connections are terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its files. Idempotent. */
  destroy(): Promise<void>;
}

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
async function pgRun(binary: string, args: string[]): Promise<void> {
  const path = join(PG_BIN, binary);
  if (process.getuid?.() === 0) await exec('runuser', ['-u', 'postgres', '--', path, ...args]);
  else await exec(path, args);
}

export async function createCluster(port: number): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'memetank-faults-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number((await exec('id', ['-u', 'postgres'])).stdout.trim());
    chownSync(root, uid, 0);
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
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=on`,
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
    await pgRun('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      'memetank_faults',
    ]);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/memetank_faults`, stop, start, destroy };
}
