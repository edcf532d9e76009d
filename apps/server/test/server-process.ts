// Real server processes for the tests that need more than one, or one they can kill:
// `node src/main.ts` as `npm start` runs it, on a free port of 127.0.0.1, signed into over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { TestWallet } from './wallet-signer';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

/** A port of 127.0.0.1 nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts a server and resolves once it says it is running. It gets this process's environment with
 * the rate limits raised, no demo data and `LOG_LEVEL=warn`; `env` adds to that (a key set to
 * undefined is removed, e.g. DATABASE_URL for PGlite).
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_PER_MIN: '10000',
    RATE_LIMIT_WRITE_PER_MIN: '10000',
    RATE_LIMIT_STREAMS_PER_IP: '10000',
    RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '10000',
    UPLOADS_IN_PROGRESS_PER_IP: '10000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const until = Date.now() + 90_000;
  while (!output.includes('MemeTank is running at')) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    if (Date.now() > until) throw new Error(`${name} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/**
 * A server on the test PostgreSQL (DATABASE_URL), named there by its application_name, with a data
 * directory of its own; `env` adds to that.
 */
export async function startPostgresServer(
  name: string,
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', name);
  return startServerProcess(name, {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: await mkdtemp(join(tmpdir(), `memetank-${name}-`)),
    ...env,
  });
}

/** SIGTERM, SIGKILL if it has not exited after `graceMs`; resolves with its exit code. */
export async function stopServerProcess(
  server: ServerProcess | undefined,
  graceMs = 15_000,
): Promise<number | null> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) {
    return server?.child.exitCode ?? null;
  }
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const stuck = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(stuck);
  return code;
}

/**
 * Signs `wallet` in over HTTP (nonce, signature, verify) and returns the session cookie. With
 * `cookie`, the sign-in comes from a browser that already holds that session (it replaces it).
 */
export async function signInOver(
  server: ServerProcess,
  wallet: TestWallet,
  cookie?: string,
): Promise<string> {
  const nonce = await fetch(`${server.url}/api/auth/nonce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ address: wallet.address }),
  });
  const { message } = (await nonce.json()) as { message: string };
  const verify = await fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({
      address: wallet.address,
      message,
      signature: await wallet.sign(message),
    }),
  });
  expect(verify.status).toBe(200);
  const session = verify.headers.getSetCookie().find((c) => c.startsWith('memetank_session='));
  return session!.split(';')[0]!;
}
