// scripts/check-cycles.mjs on small checkouts in a temporary folder: a cycle made only of
// `import type` fails the check, the same files without the cycle pass, and a `@dpdm-ignore`
// comment is refused. Run by `npm run test:scripts` (node --test).
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runCheck, temporaryCheckout } from './test-checkout.mjs';

const script = fileURLToPath(new URL('check-cycles.mjs', import.meta.url));
const tsconfig = JSON.stringify({ compilerOptions: { moduleResolution: 'bundler' } });

/** A checkout with the three graphs' tsconfigs and the given files. @param {Record<string, string>} files */
function checkout(files) {
  return temporaryCheckout({
    'apps/server/tsconfig.json': tsconfig,
    'apps/web/tsconfig.json': tsconfig,
    'packages/shared/tsconfig.json': tsconfig,
    ...files,
  });
}

/** @param {string} root */
const check = (root) => runCheck(script, root);

describe('check-cycles', () => {
  it('fails on a cycle made only of type imports, and names its files', () => {
    const root = checkout({
      'apps/server/src/app-types.ts':
        "import type { Escrow } from './escrow/index.js';\nexport type Services = { escrow: Escrow };\n",
      'apps/server/src/escrow/index.ts':
        "import type { Services } from '../app-types.js';\nexport type Escrow = { run(services: Services): void };\n",
    });
    const { status, output } = check(root);
    assert.equal(status, 1, output);
    assert.match(
      output,
      /apps\/server\/src\/app-types\.ts -> apps\/server\/src\/escrow\/index\.ts -> apps\/server\/src\/app-types\.ts/,
    );
    assert.match(output, /1 import cycle\(s\)/);
  });

  it('fails on a cycle through an `export type ... from` in the web app', () => {
    const root = checkout({
      'apps/web/src/a.ts': "export type { B } from './b';\nexport type A = string;\n",
      'apps/web/src/b.tsx': "import type { A } from './a';\nexport type B = A;\n",
    });
    const { status, output } = check(root);
    assert.equal(status, 1, output);
    assert.match(output, /apps\/web\/src\/a\.ts -> apps\/web\/src\/b\.tsx/);
  });

  it('passes when the dependencies point one way', () => {
    const root = checkout({
      'apps/server/src/app-types.ts':
        "import type { EscrowDeps } from './escrow/index.js';\nexport type Services = EscrowDeps;\n",
      'apps/server/src/escrow/index.ts': 'export type EscrowDeps = { now(): Date };\n',
      'packages/shared/src/constants.ts': 'export const A = 1;\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 0, output);
    assert.match(output, /No import cycle in 3 files/);
  });

  it('refuses a @dpdm-ignore comment', () => {
    const root = checkout({
      'apps/server/src/a.ts':
        "// @dpdm-ignore\nimport type { B } from './b.js';\nexport type A = B;\n",
      'apps/server/src/b.ts': 'export type B = string;\n',
    });
    const { status, output } = check(root);
    assert.equal(status, 1, output);
    assert.match(output, /apps\/server\/src\/a\.ts: a @dpdm-ignore comment/);
  });
});
