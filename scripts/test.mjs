#!/usr/bin/env node
// `npm test`: the checks (lint, typecheck, format, import cycles, document references, each one
// test) and the tests of the check scripts (scripts/*.test.mjs, one test), vitest (unit, web, api)
// and Playwright e2e against the built server in Debian Chromium. API tests and the e2e server run
// on PostgreSQL when DATABASE_URL is set, on PGlite otherwise. Ends with one line "N passed, N
// failed".
// Flags: --skip-check, --skip-e2e (for quick local runs); --second-database (a second run on another
// database, as CI's PostgreSQL pass: only what the database changes, the API tests and the e2e of the
// money journeys, on the build the first run made; docs/decisions/060-ci-second-database.md).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const secondDatabase = args.has('--second-database');
/**
 * The e2e specs a second database runs: the journeys that move money (escrow, settlement, claims,
 * an admin deleting a project that holds escrow), in the projects that hold them.
 */
const moneyJourneys = {
  projects: ['app', 'token-escrow', 'investing'],
  specs: ['token-escrow', 'usdc-campaigns', 'investing', 'dashboard', 'admin'],
};
const outDir = join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, a line each: a check, or a test by its file and title (CI prints them last). */
/** @type {string[]} */
const failures = [];
/**
 * @param {string} name
 * @param {number} passed
 * @param {number} failed
 * @param {number} [skipped]
 * @param {string[]} [failedTests] the failed tests' names; `name` stands for them when none is known
 */
const record = (name, passed, failed, skipped = 0, failedTests = []) => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  if (failed > 0) failures.push(...(failedTests.length > 0 ? failedTests : [name]));
};

/** @param {string} path @returns {any} */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

async function checks() {
  for (const script of [
    'lint',
    'typecheck',
    'format:check',
    'check:cycles',
    'check:doc-references',
    'test:scripts',
  ]) {
    console.log(`\n== npm run ${script}`);
    const code = await run('npm', ['run', '--silent', script]);
    record(`npm run ${script}`, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  }
}

/** ": <the first line of the first message>", at most 300 characters; "" without one. */
function firstLine(/** @type {string[] | undefined} */ messages) {
  const line = messages?.[0]?.split('\n').find((text) => text.trim() !== '');
  return line ? `: ${line.trim().slice(0, 300)}` : '';
}

async function vitest() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n== vitest (${secondDatabase ? 'api' : 'unit, web, api'} on ${database})`);
  const output = join(outDir, 'vitest.json');
  const code = await run('npx', [
    'vitest',
    'run',
    ...(secondDatabase ? ['--project', 'api'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const report = readJson(output);
  if (!report) return record('vitest', 0, 1);
  const brokenFiles = report.testResults.filter(
    (/** @type {any} */ file) =>
      file.status === 'failed' &&
      file.assertionResults.every((/** @type {any} */ t) => t.status !== 'failed'),
  ).length;
  const failed =
    report.numFailedTests +
    brokenFiles +
    (code !== 0 && report.numFailedTests === 0 && brokenFiles === 0 ? 1 : 0);
  const failedTests = report.testResults.flatMap((/** @type {any} */ file) => {
    const path = relative(root, file.name);
    const tests = file.assertionResults.filter((/** @type {any} */ t) => t.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`vitest ${path} (the file failed)`];
    // With the first line of its failure, so a CI log's last lines say why, not only which.
    return tests.map(
      (/** @type {any} */ t) => `vitest ${path} › ${t.fullName}${firstLine(t.failureMessages)}`,
    );
  });
  record(
    'vitest',
    report.numPassedTests,
    failed,
    report.numPendingTests + report.numTodoTests,
    failedTests,
  );
}

/**
 * The unexpected results of a Playwright JSON report, as "[project] file:line › title".
 * @param {any} report
 * @returns {string[]}
 */
function failedPlaywrightTests(report) {
  /** @type {string[]} */
  const names = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const title = [...titles, spec.title].join(' › ');
        names.push(`e2e [${test.projectName}] ${spec.file}:${spec.line} › ${title}`);
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return names;
}

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

async function ensureChromium() {
  if (findChromium()) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian (apt-get install -y chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    if (findChromium()) return true;
  }
  console.error(
    'Chromium is needed for the e2e tests: run `sudo apt-get install -y chromium` (or set CHROME_PATH).',
  );
  return false;
}

/** A port nothing listens on now, so a leftover server never blocks the e2e run. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return typeof address === 'object' && address ? address.port : 3210;
}

/**
 * The API tests leave their last rows behind; the e2e server must start on an empty database so it
 * migrates and seeds the demo data the browser tests rely on, as it does on a fresh PGlite dir.
 * @param {string} url
 */
async function emptyPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
    );
  } finally {
    await client.end();
  }
}

async function e2e() {
  console.log('\n== build');
  try {
    await ensureBuilt({ force: !secondDatabase });
  } catch (error) {
    console.error(String(error));
    return record('build', 0, 1);
  }
  if (!(await ensureChromium())) return record('e2e (Chromium missing)', 0, 1);
  if (process.env.DATABASE_URL) {
    try {
      await emptyPostgres(process.env.DATABASE_URL);
    } catch (error) {
      console.error(`Could not empty the e2e database: ${String(error)}`);
      return record('e2e database', 0, 1);
    }
  }
  console.log('\n== playwright e2e');
  const output = join(outDir, 'playwright.json');
  // The money projects depend on `app` for their order only (the server's clock), not its data.
  const projects = secondDatabase
    ? [
        ...moneyJourneys.projects.flatMap((name) => ['--project', name]),
        '--no-deps',
        ...moneyJourneys.specs.map((spec) => `/${spec}\\.spec\\.ts$`),
      ]
    : [];
  const playwright = ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...projects];
  const code = await run('npx', playwright, {
    env: {
      ...process.env,
      E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  });
  const report = readJson(output);
  const stats = report?.stats;
  if (!stats) return record('playwright', 0, 1);
  const errors = (report.errors ?? []).length;
  const failed =
    stats.unexpected + errors + (code !== 0 && stats.unexpected + errors === 0 ? 1 : 0);
  const errorNames = (report.errors ?? []).map(
    (/** @type {any} */ error) => `e2e error: ${String(error.message ?? '').split('\n')[0]}`,
  );
  record('playwright', stats.expected + stats.flaky, failed, stats.skipped, [
    ...failedPlaywrightTests(report),
    ...errorNames,
  ]);
}

try {
  await ensureInstalled();
} catch (error) {
  console.error(String(error));
  record('npm ci', 0, 1);
}
if (totals.failed === 0) {
  if (!args.has('--skip-check') && !secondDatabase) await checks();
  await vitest();
  if (!args.has('--skip-e2e')) await e2e();
}

writeFileSync(join(outDir, 'summary.json'), JSON.stringify({ ...totals, failures }));
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
