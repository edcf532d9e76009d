#!/usr/bin/env node
// `npm start`: installs and builds when needed, then starts MemeTank on embedded defaults
// (PGlite in ./data, the local chain, demo data) at http://127.0.0.1:3000 unless configured.
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS, ensureBuilt, ensureInstalled, root } from './lib.mjs';

try {
  await ensureInstalled();
  await ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
