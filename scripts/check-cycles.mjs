#!/usr/bin/env node
// `npm run check:cycles`: no import cycle in the server, the web app or the shared package.
// dpdm builds each graph with TypeScript's parser, resolving imports as each package's tsconfig
// does (the web's `@/` alias included). Every edge counts: `import type` and `export type ... from`
// as much as a value import, because a cycle of types still ties two layers together, and dynamic
// `import()` too. dpdm's `transform` option would drop the type imports, so it stays off. Two
// things dpdm does not see are refused elsewhere: a type written `import('./x').T` (forbidden by
// the lint rule @typescript-eslint/consistent-type-imports) and a `@dpdm-ignore` comment, which
// would hide an edge (refused below). Dependencies point one way only: composition root ->
// modules -> domain -> adapters -> lib (docs/architecture.md).
// Prints every cycle as "a -> b -> a" and exits 1 when there is any. An argument checks another
// checkout laid out the same way (scripts/check-cycles.test.mjs uses it).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('..', import.meta.url));

const graphs = [
  { files: 'apps/server/src/**/*.ts', tsconfig: 'apps/server/tsconfig.json' },
  { files: 'apps/web/src/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
  { files: 'packages/shared/src/**/*.ts', tsconfig: 'packages/shared/tsconfig.json' },
];

/** @param {string[]} cycle the same cycle, whichever file it is read from */
function cycleKey(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0] ?? '');
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' -> ');
}

const started = Date.now();
/** @type {Map<string, string[]>} */
const cycles = new Map();
/** @type {Set<string>} */
const ignored = new Set();
/** @type {Set<string>} */
const files = new Set();
for (const graph of graphs) {
  const tree = await parseDependencyTree(graph.files, {
    cwd: root,
    context: root,
    tsconfig: join(root, graph.tsconfig),
    transform: false,
    skipDynamicImports: false,
    onProgress: () => {},
  });
  // The files of this repository dpdm read (not packages, not Node's built-in modules).
  const ours = Object.keys(tree).filter((id) => /^(apps|packages)\//.test(id) && tree[id]);
  for (const id of ours) {
    files.add(id);
    if (readFileSync(join(root, id), 'utf8').includes('@dpdm-ignore')) ignored.add(id);
  }
  for (const cycle of parseCircular(tree, false)) cycles.set(cycleKey(cycle), cycle);
}

for (const file of [...ignored].sort()) {
  console.log(`${file}: a @dpdm-ignore comment hides an import from this check; remove it`);
}
const sorted = [...cycles.keys()].sort();
sorted.forEach((key, index) => {
  const first = key.split(' -> ')[0];
  console.log(`${index + 1}) ${key} -> ${first}`);
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  sorted.length === 0
    ? `No import cycle in ${files.size} files (type imports counted), ${seconds} s.`
    : `${sorted.length} import cycle(s) in ${files.size} files (type imports counted), ${seconds} s.`,
);
process.exit(sorted.length > 0 || ignored.size > 0 ? 1 : 0);
