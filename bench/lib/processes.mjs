// Child processes of a run (the built server, the fake providers, the ceilings): start, wait until
// they answer, sample their memory, stop them. Everything started is stopped by stopAll().
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const logDir = mkdtempSync(join(tmpdir(), 'memetank-bench-logs-'));

/** @type {Set<Started>} */
const running = new Set();

/**
 * @typedef {object} Started
 * @property {string} name
 * @property {string} url
 * @property {number} port
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} log  the file its stdout and stderr go to
 * @property {() => number} rssBytes  resident memory now (0 once it has exited)
 * @property {() => Promise<void>} stop
 */

export const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** @param {number | undefined} pid */
export function rssOf(pid) {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts `node script` with `env` (plus PORT) and waits until GET `readyPath` answers 200.
 * Its output goes to a log file, so a chatty process costs the bench no CPU.
 * @param {{ name: string, script: string, env?: NodeJS.ProcessEnv, port?: number,
 *   portVariable?: string, readyPath?: string, timeoutMs?: number, args?: string[],
 *   nodeArgs?: string[] }} options
 * @returns {Promise<Started>}
 */
export async function startNode(options) {
  const port = options.port ?? (await freePort());
  const log = join(logDir, `${options.name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.script, ...(options.args ?? [])],
    {
      cwd: repoRoot,
      env: { ...process.env, ...options.env, [options.portVariable ?? 'PORT']: String(port) },
      stdio: ['ignore', out, out],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  /** @type {Started} */
  const started = {
    name: options.name,
    url,
    port,
    child,
    log,
    rssBytes: () => (child.exitCode === null ? rssOf(child.pid) : 0),
    async stop() {
      running.delete(started);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stuck);
    },
  };
  running.add(started);
  const until = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${options.name} exited (${child.exitCode}):\n${tail(log)}`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath ?? '/'}`);
      await response.arrayBuffer();
      if (response.ok) return started;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      await started.stop();
      throw new Error(`${options.name} did not start in time:\n${tail(log)}`);
    }
    await sleep(200);
  }
}

/** The last lines of a log, for error messages. */
export function tail(/** @type {string} */ file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Stops every process still running (at the end of the run, or when it fails). */
export async function stopAll() {
  await Promise.all([...running].map((started) => started.stop()));
}

export function removeLogs() {
  rmSync(logDir, { recursive: true, force: true });
}

/**
 * Samples a set of processes' RSS every `everyMs` until stopped; gives the peak of each.
 * @param {Started[]} processes
 */
export function sampleRss(processes, everyMs = 200) {
  const peaks = new Map(processes.map((p) => [p.name, p.rssBytes()]));
  const timer = setInterval(() => {
    for (const p of processes) peaks.set(p.name, Math.max(peaks.get(p.name) ?? 0, p.rssBytes()));
  }, everyMs);
  return {
    /** @returns {Map<string, number>} */
    stop() {
      clearInterval(timer);
      for (const p of processes) peaks.set(p.name, Math.max(peaks.get(p.name) ?? 0, p.rssBytes()));
      return peaks;
    },
  };
}
