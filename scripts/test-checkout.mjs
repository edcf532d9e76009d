// For the tests of the check scripts (scripts/*.test.mjs): small checkouts in temporary folders,
// removed when the test file ends, and the check run on one as a command.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';

/** @type {string[]} */
const folders = [];
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * A checkout in a new temporary folder holding `files` (path -> content); returns its root.
 * @param {Record<string, string>} files
 */
export function temporaryCheckout(files) {
  const root = mkdtempSync(join(tmpdir(), 'memetank-check-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/**
 * Runs `script` on the checkout at `root`: its exit code and what it printed.
 * @param {string} script @param {string} root
 */
export function runCheck(script, root) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return {
    status: result.status,
    stdout: result.stdout,
    output: `${result.stdout}${result.stderr}`,
  };
}
