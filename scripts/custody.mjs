// `npm run custody -- rotate --replace <hot|co-signer>`: rotates the escrow vault's custody
// (docs/decisions/081-custody-rotation.md) with the built server's code, on the data dir of
// DATA_DIR (the server stopped).
import { spawnSync } from 'node:child_process';
import { SERVER_NODE_FLAGS, ensureBuilt, root } from './lib.mjs';

await ensureBuilt();
const run = spawnSync(
  process.execPath,
  [...SERVER_NODE_FLAGS, 'apps/server/dist/custody.js', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exitCode = run.status ?? 1;
