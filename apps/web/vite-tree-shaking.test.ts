// The build's pure calls (vite-tree-shaking.ts) reach our code only: every dependency the app ships
// comes out of the bundler the same with them as with its own analysis alone. A name that a
// dependency also gives a function would have its calls dropped, as `z` dropped lightweight-charts'
// clearing of the chart's canvas.
import { readFileSync } from 'node:fs';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { treeshake } from './vite-tree-shaking';

const manifest = (url: URL) =>
  JSON.parse(readFileSync(url, 'utf8')) as { dependencies: Record<string, string> };

/** The packages whose code the web build bundles: the app's dependencies and packages/shared's. */
const shipped = [
  ...Object.keys(manifest(new URL('./package.json', import.meta.url)).dependencies),
  ...Object.keys(
    manifest(new URL('../../packages/shared/package.json', import.meta.url)).dependencies,
  ),
].filter((name) => !name.startsWith('@memetank/'));

/** The package's whole public module (`export *`), bundled on its own, unminified. */
async function bundled(name: string, options: typeof treeshake | true): Promise<string> {
  const entry = '\0entry';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    // What `vite build` resolves outside the tests too: the packages' production builds, whose
    // minified names are the ones to clash.
    mode: 'production',
    resolve: { conditions: ['module', 'browser', 'production'] },
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? `export * from '${name}';` : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      // Every export kept (an app's build keeps none of its entry's), so all the code is there.
      rolldownOptions: { input: entry, treeshake: options, preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('the web build takes for pure only our own calls', () => {
  it.each(shipped)(
    '%s bundles the same as without our pure names',
    async (name) => {
      expect(await bundled(name, treeshake)).toBe(await bundled(name, true));
    },
    120_000,
  );
});
