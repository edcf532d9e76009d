// Bundles the server (with packages/shared) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  // main.js the server; custody.js the custody rotation command (scripts/custody.mjs).
  entryPoints: { main: 'src/main.ts', custody: 'src/custody-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // packages/shared is a workspace package of TypeScript sources: bundle it in.
  alias: { '@memetank/shared': '../../packages/shared/src' },
  logLevel: 'warning',
});
