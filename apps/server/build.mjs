// Bundles the server (with packages/shared) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
