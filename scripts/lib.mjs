// Helpers for the two quick-start commands (scripts/start.mjs, scripts/test.mjs): they must work
// on a fresh clone, so they install and build what is missing before doing their job. Also the
// one way the dependency checks (audit.mjs, dependency-patches.mjs) run npm and read its output.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Node's flags for the server process, wherever it is started (`npm start`, the bench, the soak):
 * - a young generation of 4 MB semi-spaces keeps the RSS under load ~80 MB lower than Node's
 *   default of 16 MB, at no cost in throughput (docs/decisions/038);
 * - PGlite's WebAssembly runs on V8's baseline compiler only (`--liftoff-only`): the optimizing
 *   compiler's code and its compile threads' memory cost ~50 MB of RSS, for at most a quarter more
 *   CPU per query once warm; the server on PostgreSQL runs no WebAssembly (decision 056);
 * - `--expose-gc` lets the server collect once after PGlite opens, which frees the WebAssembly
 *   heap of PGlite's first-start initdb (~400 MB otherwise kept until V8 gets round to it).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--liftoff-only', '--expose-gc'];

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/**
 * Runs `npm` with `args` in the repository, its output captured; never rejects.
 * @param {string[]} args
 * @param {Record<string, string>} [env] added to this process's environment
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
export function npmCaptured(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: 1, stdout, stderr: String(error) }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** @param {string} path @returns {number} */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** `npm ci` when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (
    existsSync(marker) &&
    statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  ) {
    return;
  }
  console.log('Installing dependencies (npm ci)...');
  if ((await run('npm', ['ci', '--no-audit', '--no-fund'])) !== 0) {
    throw new Error('npm ci failed');
  }
}

const buildInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'packages/shared/src',
];
const buildOutputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** Builds the SPA and the server when a source is newer than the build (or there is none). */
export async function ensureBuilt({ force = false } = {}) {
  const built = Math.min(...buildOutputs.map((path) => newestMtime(join(root, path))));
  const sources = Math.max(...buildInputs.map((path) => newestMtime(join(root, path))));
  if (!force && built > 0 && built >= sources) return;
  console.log('Building the web app and the server...');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('npm run build failed');
}
