// Start-up and shutdown of the real server process (src/main.ts through tsx).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKind } from './helpers';
import { freePort } from './server-process';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

function startServer(env: NodeJS.ProcessEnv): Started {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    if (Date.now() > until) throw new Error(`timed out waiting for "${text}": ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('starting the server', () => {
  it('stops with a message naming the variable when a setting is bad', async () => {
    const server = startServer({ PORT: 'abc', DEMO_DATA: 'sometimes' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a port number (got "abc")');
    expect(server.output()).toContain('DEMO_DATA must be true or false (got "sometimes")');
  });

  it('refuses demo data on a real cluster, naming DEMO_DATA', async () => {
    const server = startServer({
      DATA_DIR: await mkdtemp(join(tmpdir(), 'memetank-start-')),
      PORT: String(await freePort()),
      SOLANA_RPC_URL: 'http://127.0.0.1:9',
      DEMO_DATA: 'true',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DEMO_DATA=true cannot be used with SOLANA_RPC_URL');
    expect(server.output()).not.toContain('Demo data added');
  });

  it.runIf(databaseKind === 'pglite')(
    'refuses a second process on the same PGlite data dir, drains on SIGTERM and keeps its data',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'memetank-start-'));
      const port = await freePort();
      const first = startServer({ DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'true' });
      await waitFor(first, 'MemeTank is running at');
      expect(first.output()).toContain('Demo data added');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);

      const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another MemeTank process');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'memetank.lock'))).toBe(false);

      const again = startServer({ DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'true' });
      await waitFor(again, 'MemeTank is running at');
      // The demo data is still there, so an existing database is not seeded twice.
      expect(again.output()).not.toContain('Demo data added');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
    180_000,
  );
});
