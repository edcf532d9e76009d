// The build's pure calls (vite-tree-shaking.ts) reach our code only: every dependency the app ships
// comes out of the bundler the same with them as with its own analysis alone. A name that a
// dependency also gives a function would have its calls dropped, as `z` dropped lightweight-charts'
// clearing of the chart's canvas.
import { readFileSync } from 'node:fs';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The package a bundled module belongs to: the name after its path's last `node_modules/`. */
function packageOf(moduleId: string): string {
  const path = moduleId.replaceAll('\\', '/');
  const [first = '', second = ''] = path.slice(path.lastIndexOf('/node_modules/') + 14).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Every shipped package's whole public module (`export * as`), bundled in one build, unminified,
 * one output file per module: each module's code, by its path.
 */
async function bundled(options: typeof treeshake | true): Promise<Map<string, string>> {
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
        load: (id) =>
          id === entry
            ? shipped.map((name, i) => `export * as package${i} from '${name}';`).join('\n')
            : null,
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        treeshake: options,
        // Every export kept (an app's build keeps none of its entry's), so all the code is there.
        preserveEntrySignatures: 'strict',
        output: { preserveModules: true },
      },
    },
  })) as Rolldown.RolldownOutput;
  const modules = new Map<string, string>();
  for (const file of output.output) {
    if (file.type !== 'chunk') continue;
    const id = file.facadeModuleId ?? file.moduleIds[0];
    if (id?.includes('/node_modules/')) modules.set(id, file.code);
  }
  return modules;
}

describe('the web build takes for pure only our own calls', () => {
  let ours = new Map<string, string>();
  let theirs = new Map<string, string>();
  beforeAll(async () => {
    ours = await bundled(treeshake);
    theirs = await bundled(true);
  }, 300_000);

  /** The modules of the named packages, by path, as bundled with our names and without. */
  const code = (included: (name: string) => boolean) => {
    const pick = (modules: Map<string, string>) =>
      Object.fromEntries([...modules].filter(([id]) => included(packageOf(id))).sort());
    return { ours: pick(ours), theirs: pick(theirs) };
  };

  it.each(shipped)('%s bundles the same as without our pure names', (name) => {
    const { ours, theirs } = code((owner) => owner === name);
    expect(Object.keys(theirs).length).toBeGreaterThan(0);
    expect(ours).toEqual(theirs);
  });

  it('the packages those depend on bundle the same as without our pure names', () => {
    const { ours, theirs } = code((owner) => !shipped.includes(owner));
    expect(Object.keys(theirs).length).toBeGreaterThan(0);
    expect(ours).toEqual(theirs);
  });
});
