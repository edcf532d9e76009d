// The import-boundaries lint rule (eslint-boundaries.js) on source text given a server file's name:
// a folder of apps/server/src without a layer is refused, so its imports cannot go unchecked; the
// layered folders keep their direction (notifications/ is domain: adapters may not import it). Run
// by `npm run test:scripts` (node --test).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/** The rule as ESLint loads it (the untyped eslint-boundaries.js, so not type-checked from here). */
const rulesFile = new URL('../eslint-boundaries.js', import.meta.url).href;
/** @type {import('eslint').ESLint.Plugin} */
const boundaries = (await import(rulesFile)).boundaries;

const serverSrc = fileURLToPath(new URL('../apps/server/src/', import.meta.url));

/**
 * The rule's messages for `code` as the file `path` under apps/server/src.
 * @param {string} path
 * @param {string} code
 */
function lint(path, code) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { memetank: boundaries },
          rules: { 'memetank/import-boundaries': 'error' },
        },
      ],
      join(serverSrc, path),
    )
    .map((message) => message.message);
}

describe("the escrow's SQL", () => {
  it('refuses drizzle-orm in an escrow file other than escrow/queries.ts', () => {
    const [message] = lint('escrow/payouts.ts', "import { eq } from 'drizzle-orm';\n");
    assert.match(message ?? '', /SQL lives in escrow\/queries\.ts: no drizzle-orm/);
    const [typed] = lint('escrow/solvency.ts', "import type { SQL } from 'drizzle-orm';\n");
    assert.match(typed ?? '', /no drizzle-orm/);
    assert.deepEqual(lint('escrow/queries.ts', "import { eq } from 'drizzle-orm';\n"), []);
  });

  it('refuses a table imported as a value in an escrow file other than escrow/queries.ts', () => {
    const [message] = lint('escrow/intents.ts', "import { escrowLedger } from '../db/schema';\n");
    assert.match(message ?? '', /import the tables only as types/);
    const [mixed] = lint(
      'escrow/fees.ts',
      "import { type projects, escrowLedger } from '../db/schema';\n",
    );
    assert.match(mixed ?? '', /import the tables only as types/);
    assert.deepEqual(
      lint('escrow/intents.ts', "import type { projects } from '../db/schema';\n"),
      [],
    );
    assert.deepEqual(lint('escrow/fees.ts', "import { type projects } from '../db/schema';\n"), []);
    assert.deepEqual(lint('escrow/queries.ts', "import { projects } from '../db/schema';\n"), []);
  });
});

describe('the server layer map', () => {
  it('refuses a file in a src/ folder that has no layer, even one that imports nothing', () => {
    const [message] = lint('payments/refunds.ts', 'export const refund = 1;\n');
    assert.match(message ?? '', /src\/payments\/ has no layer/);
  });

  it('refuses a file at the top of src/ that is not a composition-root file', () => {
    const [message] = lint('helpers.ts', 'export const x = 1;\n');
    assert.match(message ?? '', /helpers\.ts is not a composition-root file/);
  });

  it('gives notifications/ the domain layer: an adapter may not import it, the escrow may', () => {
    assert.deepEqual(lint('notifications/notify.ts', "import { a } from '../db/client';\n"), []);
    assert.deepEqual(
      lint('escrow/payouts.ts', "import { notify } from '../notifications/notify';\n"),
      [],
    );
    const [message] = lint('db/client.ts', "import { notify } from '../notifications/notify';\n");
    assert.match(message ?? '', /Adapters .* never import the domain folders/);
  });

  it('accepts every layered folder and the root files', () => {
    for (const path of ['modules/me/routes.ts', 'escrow/index.ts', 'lib/clock.ts', 'app.ts']) {
      assert.deepEqual(lint(path, 'export const x = 1;\n'), [], path);
    }
  });

  it('refuses a money table imported outside src/escrow, and lets the escrow and type imports be', () => {
    const reading = "import { claimableFunds, projects } from '../../db/schema';\n";
    const [message] = lint('modules/me/queries.ts', reading);
    assert.match(message ?? '', /claimableFunds: money tables are queried only in src\/escrow/);
    assert.deepEqual(
      lint('escrow/queries.ts', "import { claimableFunds } from '../db/schema';\n"),
      [],
    );
    assert.deepEqual(
      lint('notifications/notify.ts', "import { type claimableFunds } from '../db/schema';\n"),
      [],
    );
    assert.deepEqual(
      lint('modules/me/queries.ts', "import { projects } from '../../db/schema';\n"),
      [],
    );
  });
});
