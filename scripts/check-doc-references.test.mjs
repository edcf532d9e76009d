// scripts/check-doc-references.mjs: which comments it reads, which references it calls dead, and
// the command's output and exit code on a small checkout in a temporary folder.
// Run by `npm run test:scripts` (node --test).
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { commentsOf, deadLinksInMarkdown, deadReferencesInCode } from './check-doc-references.mjs';
import { runCheck, temporaryCheckout as checkout } from './test-checkout.mjs';

const script = fileURLToPath(new URL('check-doc-references.mjs', import.meta.url));

const documents = {
  'README.md': '# MemeTank\n',
  'docs/security.md': '# Security\n',
  'docs/decisions/036-escrow-vault-settlement-and-payouts.md': '# 036\n',
  'apps/server/package.json': '{}',
  'apps/server/src/lib/errors.ts': 'export {};\n',
  'apps/server/src/escrow/index.ts': 'export {};\n',
};

/**
 * The references called dead in one comment line of a file of the fixture checkout.
 * @param {string} comment @param {string} [file]
 */
function deadIn(comment, file = 'apps/server/src/db/client.ts') {
  const root = checkout(documents);
  return deadReferencesInCode(root, file, `${comment}\nexport const x = 1;\n`).map(
    (dead) => dead.reference,
  );
}

describe('commentsOf', () => {
  it('reads line, block and JSX comments, never strings, templates, regexps or JSX text', () => {
    const text = [
      "const a = '// the spec in a string';",
      'const b = `/* a template */ ${a} // still the template`;',
      'const c = /\\/\\/ a regexp/;',
      '// a line comment',
      '/** a block',
      ' * comment */',
      'export const d = (',
      '  <p>',
      '    // JSX text, shown on the page',
      '    {/* a JSX comment */}',
      '  </p>',
      ');',
      'function f() {',
      '  return c; // a trailing comment',
      '  // the last comment of a block',
      '}',
    ].join('\n');
    const comments = commentsOf('x.tsx', text).map((comment) => `${comment.line} ${comment.text}`);
    assert.deepEqual(comments, [
      '4 // a line comment',
      '5 /** a block\n * comment */',
      '10 /* a JSX comment */',
      '14 // a trailing comment',
      '15 // the last comment of a block',
    ]);
  });

  it('reads CSS comments and shell comments outside quotes', () => {
    assert.deepEqual(
      commentsOf('a.css', 'a { content: "/* no */"; } /* yes */').map((c) => c.text),
      ['/* yes */'],
    );
    const shell = '#!/usr/bin/env bash\n# yes\necho "# no" \'# no\' # yes too\necho a#b\n';
    assert.deepEqual(
      commentsOf('.ci/run', shell).map((c) => `${c.line} ${c.text}`),
      ['2 # yes', '3 # yes too'],
    );
  });
});

describe('deadReferencesInCode', () => {
  it('calls the documents outside the repository dead', () => {
    assert.deepEqual(deadIn('// The boundaries of ARCHITECTURE.md (STYLE.md habit 1).'), [
      'ARCHITECTURE.md',
      'STYLE.md',
    ]);
    assert.deepEqual(deadIn('// See DEVELOPERS.md and the product-spec.'), [
      'DEVELOPERS.md',
      'product-spec',
    ]);
    assert.deepEqual(deadIn('// As ../shared/ says.'), ['../shared/']);
  });

  it('calls a citation of the spec dead, not spec files nor identifiers', () => {
    assert.deepEqual(deadIn("// In the spec's words."), ['the spec']);
    assert.deepEqual(deadIn("// The form's defaults are the spec\u2019s."), ['the spec']);
    assert.deepEqual(deadIn("// Its limit, in a spec's words."), ["spec's"]);
    assert.deepEqual(deadIn('// The route table of the product spec (section 2).'), [
      'product spec',
    ]);
    assert.deepEqual(deadIn('// Per spec, a logo is a URL (spec).'), ['Per spec', '(spec)']);
    assert.deepEqual(deadIn('// The entities of spec section 3, as the spec says.'), [
      'spec section',
      'the spec',
    ]);
    assert.deepEqual(
      deadIn('// The e2e specs (apps/web/e2e/*.spec.ts, home.spec.ts); spec.from; TransferSpec.'),
      [],
    );
  });

  it('checks repository paths from the root, the file, its package and its src', () => {
    assert.deepEqual(
      deadIn(
        '// docs/security.md, README.md, lib/errors.ts, escrow/index.ts, ./client.ts? no: ../lib/errors.ts',
      ),
      ['./client.ts'],
    );
    assert.deepEqual(deadIn('// docs/architecture.md and src/jobs/escrow-jobs.ts.'), [
      'docs/architecture.md',
      'src/jobs/escrow-jobs.ts',
    ]);
    assert.deepEqual(deadIn('// The providers (PROVIDERS.md).'), ['PROVIDERS.md']);
  });

  it('checks decision numbers against docs/decisions', () => {
    assert.deepEqual(
      deadIn(
        '// docs/decisions/036, docs/decisions/036-escrow-vault-settlement-and-payouts.md, decision 036',
      ),
      [],
    );
    assert.deepEqual(deadIn('// docs/decisions/099 and decisions 036 and 098.'), [
      'docs/decisions/099',
      'decisions 036 and 098',
    ]);
    assert.deepEqual(deadIn('// docs/decisions/036-escrow-typo.md'), [
      'docs/decisions/036-escrow-typo.md',
    ]);
  });

  it('leaves URLs, absolute paths, packages, placeholders, globs and build outputs alone', () => {
    assert.deepEqual(
      deadIn(
        '// https://example.com/docs/a.md /usr/bin/run.sh @solana/web3.js modules/<area>/routes.ts ' +
          'apps/*/src/x.ts dist/main.js apps/server/dist/main.js bench/results/quick.json',
      ),
      [],
    );
  });
});

describe('deadLinksInMarkdown', () => {
  it('calls links to missing files dead, not web links, anchors or code', () => {
    const root = checkout(documents);
    const text = [
      '[ok](../README.md) [ok](security.md#top) [web](https://example.com/x.md) [here](#x)',
      '[dead](decisions/037-none.md)',
      '`[code](nowhere.md)`',
      '```',
      '[code](nowhere.md)',
      '```',
      '[label]: ./missing.md',
    ].join('\n');
    assert.deepEqual(
      deadLinksInMarkdown(root, 'docs/security.md', text).map((d) => `${d.line} ${d.reference}`),
      ['2 decisions/037-none.md', '7 ./missing.md'],
    );
  });
});

describe('paths in the documents that describe the code', () => {
  it('checks paths in prose and code spans, not in code blocks nor in decision records', () => {
    const root = checkout({
      ...documents,
      'package.json': JSON.stringify({ workspaces: ['apps/server'] }),
    });
    const text = [
      'The errors: `lib/errors.ts`, `apps/server/src/escrow/index.ts` and docs/decisions/036.',
      'Gone: `src/jobs/escrow-jobs.ts`, docs/decisions/099 and [x](../apps/none.ts).',
      '```',
      "import { a } from './nowhere.js';",
      '```',
      'Names alone (`latest.md`, `routes.ts`) and placeholders (`modules/<area>/routes.ts`) pass.',
    ].join('\n');
    const dead = (/** @type {string} */ file) =>
      deadLinksInMarkdown(root, file, text).map((d) => `${d.line} ${d.reference}`);
    assert.deepEqual(dead('docs/architecture.md'), [
      '2 ../apps/none.ts',
      '2 docs/decisions/099',
      '2 src/jobs/escrow-jobs.ts',
    ]);
    assert.deepEqual(dead('docs/decisions/036-escrow-vault-settlement-and-payouts.md'), [
      '2 ../apps/none.ts',
    ]);
  });
});

describe('the command', () => {
  it('lists each dead reference as file:line and exits 1', () => {
    const root = checkout({
      ...documents,
      'apps/web/src/a.ts': "export const a = 1;\n// In the spec's words (ARCHITECTURE.md).\n",
      'bench/run.mjs': '// See bench/README.md.\n',
      'docs/architecture.md': '[gone](decisions/001-none.md)\n',
    });
    const result = runCheck(script, root);
    assert.equal(result.status, 1, result.output);
    assert.equal(
      result.stdout,
      [
        'apps/web/src/a.ts:2: "ARCHITECTURE.md": a document outside this repository',
        'apps/web/src/a.ts:2: "the spec": cites the spec: state the rule, or cite a file of the repository',
        'bench/run.mjs:1: "bench/README.md": no such file in the repository',
        'docs/architecture.md:1: "decisions/001-none.md": the link leads to no file in the repository',
        '4 dead document reference(s): apps/ 2, bench/ 1, docs/ 1.',
        '',
      ].join('\n'),
    );
  });

  it('exits 0 when every reference exists', () => {
    const root = checkout({ ...documents, 'scripts/a.mjs': '// docs/security.md\n' });
    const result = runCheck(script, root);
    assert.equal(result.status, 0, result.output);
    assert.match(result.stdout, /none dead/);
  });
});
