#!/usr/bin/env node
// `npm run bench`: speed, weight and scale side by side with ceilings and baselines measured in the
// same run (bench/README.md). Starts a throwaway PostgreSQL (or uses BENCH_DATABASE_URL, which it
// empties), the built server and what it needs, fills the database, measures, prints a table and
// writes bench/results/latest.json. `--quick`: small sizes and short runs for CI's smoke check
// (written to bench/results/quick.json); it only asserts that every figure was produced.
// Exits non-zero when a figure is missing or a load saw errors.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_NODE_FLAGS, ensureBuilt } from '../scripts/lib.mjs';
import { launchBrowser, loadPage } from './lib/browser.mjs';
import { cpuTimes, formatShare, referenceLoopMs, stolenShare } from './lib/host-load.mjs';
import { Figures, markdownTable, textTable } from './lib/figures.mjs';
import {
  SEARCH_TERM,
  StepStopped,
  growProjects,
  insertBenchProject,
  projectCounts,
  projectsTableBytes,
} from './lib/fill.mjs';
import { growthMarkdown, growthRows, growthText } from './lib/growth.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { databaseLoad, httpLoad, percentile } from './lib/load.mjs';
import { startPostgres, withClient } from './lib/postgres.mjs';
import {
  logDir,
  removeLogs,
  repoRoot,
  sampleRss,
  sleep,
  startNode,
  stopAll,
} from './lib/processes.mjs';
import { measureFanOut } from './lib/realtime.mjs';
import { moneyFigureIds, moneyFigures } from './money.mjs';
import { startSqlCapture } from './lib/sql-capture.mjs';
import { signIn } from './lib/wallet.mjs';
import { entryAssets, firstLoadScripts, gzippedWeight } from './lib/web-weight.mjs';

const quick = process.argv.includes('--quick');
/** `--only money`: the money section alone (bench/money.mjs), in either mode. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'money') {
  console.error(`--only takes "money" (the one section that runs alone), not ${only ?? 'nothing'}`);
  process.exit(2);
}
const onlyMoney = only === 'money';
const plan = quick
  ? {
      sizes: [1_000, 3_000],
      seconds: 2,
      rounds: 1,
      warmupSeconds: 0.5,
      pageLoads: 1,
      lighthouseRuns: 1,
      subscribers: 100,
      messages: 3,
      growthSizes: [],
      budgets: { fillSeconds: 120, apiSeconds: 300 },
    }
  : {
      sizes: [10_000, 100_000],
      seconds: 12,
      rounds: 3,
      warmupSeconds: 2,
      pageLoads: 5,
      lighthouseRuns: 3,
      subscribers: 1_000,
      messages: 20,
      // Measured after everything else, on PostgreSQL only, for the growth section.
      growthSizes: [1_000_000],
      // Each size's fill and API loads get their own time budget; a step over it is stopped and
      // the results say so. The 12 s loads of the eight endpoints take about 6 minutes.
      budgets: { fillSeconds: 600, apiSeconds: 600 },
    };

// A slower machine may give each step more time (or a test less): BENCH_FILL_BUDGET_SECONDS and
// BENCH_API_BUDGET_SECONDS override the plan's budgets.
for (const [variable, key] of /** @type {const} */ ([
  ['BENCH_FILL_BUDGET_SECONDS', 'fillSeconds'],
  ['BENCH_API_BUDGET_SECONDS', 'apiSeconds'],
])) {
  const seconds = Number(process.env[variable]);
  if (process.env[variable] && seconds > 0) plan.budgets[key] = seconds;
}

/**
 * The pages whose first-load JS the run weighs from the build's manifest: the route module of each
 * (null: the home page, which is in the entry) and, where the issue sets one, its budget in bytes.
 * A missed budget fails the run, quick or full: the bytes depend on the build, not on the machine.
 * @type {Record<string, { label: string, route: string | null, budget?: { bytes: number, why: string } }>}
 */
const FIRST_LOAD_PAGES = {
  home: {
    label: '/',
    route: null,
    // Issue 22 asks for 120 kB. Declarative routes instead of the data router brought it from
    // 150,242 B to 133,198 B (docs/decisions/054); USDC campaigns (decision 055: amounts in their
    // currency, the wallet's USDC, the faucet's words) brought it to 134,086 B. The budget keeps
    // that, with under 1 kB of room. The wallet's code on demand (docs/decisions/058: connectors,
    // session, balance, the connected chips) brought it to 129,414 B. Our own router instead of
    // react-router (docs/decisions/061) brought it to 118,691 B; the wallet's review mends (a wait
    // bounded for the engine, an error boundary around it, busy like and follow buttons) to
    // 119,014 B. The entry in one chunk instead of 12 (docs/decisions/065) brought it to 114,423 B.
    // Issue 35 and 36 (2026-12-02: the shared page list the server answers 404 by, a title per
    // page, the header that fits from 390 to 1280 px and the system theme, the router's listener
    // and scroll fixes) brought it to 115,329 B. About 0.7 kB of room.
    budget: { bytes: 116_000, why: 'issue 22: at most 120 kB, no growth' },
  },
  detail: {
    label: '/project/:id',
    route: 'src/features/projects/routes/project-detail.tsx',
    // Issue 22 asks for 140 kB. It weighed 204,034 B; the delete dialog and the Share menu on
    // demand and declarative routes brought it to 159,856 B (docs/decisions/054). The budget keeps
    // that gain; USDC campaigns (the invest box, backers and charts in the campaign's currency)
    // added 1.5 kB: 161,379 B. The wallet's code on demand and the backers, latest trades and
    // comments/updates after the first paint (docs/decisions/058) brought it to 149,470 B; our own
    // router instead of react-router (docs/decisions/061) to 138,773 B, the wallet's review mends to
    // 139,119 B. The entry in one chunk and the page's small shared parts in another
    // (docs/decisions/065): 130,877 B in 3 files instead of 33. The entry's growth above and one
    // event-source hook with its back-off for both live streams (docs/decisions/073): 132,378 B.
    // About 0.6 kB of room: raise it only with the reason in the commit.
    budget: { bytes: 133_000, why: 'issue 22: at most 140 kB, no growth' },
  },
  dashboard: { label: '/dashboard', route: 'src/features/dashboard/routes/dashboard.tsx' },
};
const CONNECTIONS = 50;
/** The server's pg pool (apps/server/src/db/client.ts); the database ceiling uses as many. */
const SERVER_POOL_SIZE = 20;
const COMMENTS = 300;
const MB = 1e6;
const RSS_TARGET = 200 * MB;
/** An RSS figure's target in MB, and whether the figure is under it. */
const rssUnder = (/** @type {number} */ mb) => ({
  text: `<= ${mb} MB`,
  test: (/** @type {{ value: number }} */ f) => f.value <= mb,
});
/** The realtime servers' RSS against the 200 MB every server had as its target. */
const RSS_UNDER_TARGET = rssUnder(RSS_TARGET / MB);
/**
 * Issue 22: the server on PGlite at most 250 MB idle and under the list load (PostgreSQL runs in
 * its own process memory, decision 056), on PostgreSQL at most 150 MB.
 */
const SERVER_RSS_TARGET_MB = { pglite: 250, postgres: 150 };
const webDist = join(repoRoot, 'apps/web/dist');
const [smallSize = 0, largeSize = 0] = plan.sizes;
const sizeLabel = (/** @type {number} */ n) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1000}k`);

const figures = new Figures();
/**
 * The figures only the growth section shows (bench/lib/growth.mjs): the API at the growth sizes,
 * and at every size its fill time, the projects table's size and the server's RSS.
 */
const growthFigures = new Figures();
/** @type {import('./lib/growth.mjs').Step[]} */
const steps = [];
/** @type {string[]} */
const problems = [];
const startedAt = Date.now();
const runCpu = cpuTimes();
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)}s`;

/**
 * Each part of the run (a phase or a budgeted step) with its length and how busy the host kept the
 * machine meanwhile (bench/lib/host-load.mjs): figures of a part the host slowed are not
 * comparable with a quiet run's.
 * @type {{ name: string, seconds: number, stolenShare: number | null, referenceLoopMs: [number, number] }[]}
 */
const parts = [];

/** Starts watching the host during the part `name`; the function returned records it. */
function watchHost(/** @type {string} */ name) {
  const start = { at: Date.now(), cpu: cpuTimes(), loopMs: referenceLoopMs() };
  return () => {
    const stolen = stolenShare(start.cpu, cpuTimes());
    const loopMs = referenceLoopMs();
    parts.push({
      name,
      seconds: Math.round((Date.now() - start.at) / 1000),
      stolenShare: stolen,
      referenceLoopMs: [start.loopMs, loopMs],
    });
    console.log(
      `[${elapsed()}] ${name}: host took ${formatShare(stolen)} of the CPU time; reference loop ${start.loopMs} ms, then ${loopMs} ms`,
    );
  };
}

/** Runs one part of the bench; a failure is reported and the others still run. */
async function phase(/** @type {string} */ name, /** @type {() => Promise<void>} */ body) {
  console.log(`[${elapsed()}] ${name}`);
  const done = watchHost(name);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    problems.push(`${name}: ${message}`);
    console.error(`[${elapsed()}] ${name} FAILED: ${message}`);
  }
  done();
}

/** The host's load during each part of the run: a section of bench/results/latest.md. */
function hostLoadMarkdown() {
  const rows = parts.map(
    (p) =>
      `| ${p.name} | ${p.seconds} s | ${formatShare(p.stolenShare)} | ${p.referenceLoopMs[0]} ms, ${p.referenceLoopMs[1]} ms |`,
  );
  return [
    '## The host during the run',
    '',
    'How busy the host kept this virtual machine during each part of the run: the CPU time it took',
    "(Linux's steal time) and how long a fixed loop of JavaScript took at the part's start and end",
    '(bench/lib/host-load.mjs). A ratio measured while the host takes a large share, or while the loop',
    'runs several times slower than in other parts, moves with it: compare runs of a quiet host.',
    '',
    '| part | length | CPU time taken by the host | reference loop, start and end |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** How long a step over its budget may take to stop at its next check before it is left behind. */
const GRACE_SECONDS = 60;

/**
 * Runs one step of a size (its fill, its API loads) within a time budget. When the budget runs
 * out the step's signal aborts: the step stops at its next check (between two loads, between two
 * INSERTs, or by cancelling the running statement) and is recorded as "stopped after N s: what it
 * was doing" instead of failing or hanging the run. A stopped step of the sizes the targets are
 * measured at is a problem (its figures are missing); of a growth size it is only reported.
 * @param {string} name @param {number} size @param {number} budgetSeconds
 * @param {(signal: AbortSignal) => Promise<void>} body
 * @returns {Promise<import('./lib/growth.mjs').Step>}
 */
async function budgeted(name, size, budgetSeconds, body) {
  console.log(`[${elapsed()}] ${name} (budget ${budgetSeconds} s)`);
  const done = watchHost(name);
  const controller = new AbortController();
  const started = Date.now();
  const took = () => (Date.now() - started) / 1000;
  /** @type {NodeJS.Timeout | undefined} */
  let grace;
  const budget = setTimeout(() => {
    console.error(`[${elapsed()}] ${name}: over its budget of ${budgetSeconds} s, stopping it`);
    controller.abort();
  }, budgetSeconds * 1000);
  const leftBehind = new Promise((_, reject) => {
    controller.signal.addEventListener('abort', () => {
      grace = setTimeout(
        () => reject(new StepStopped(`still running ${GRACE_SECONDS} s later, left behind`)),
        GRACE_SECONDS * 1000,
      );
    });
  });
  const running = body(controller.signal);
  running.catch(() => {});
  /** @type {import('./lib/growth.mjs').Step} */
  const step = { name, size: sizeLabel(size), budgetSeconds, seconds: 0, status: 'done', note: '' };
  try {
    await Promise.race([running, leftBehind]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (controller.signal.aborted) {
      step.status = 'stopped';
      step.note = `stopped after ${took().toFixed(0)} s (budget ${budgetSeconds} s): ${message}`;
      if (plan.sizes.includes(size)) problems.push(`${name}: ${step.note}`);
    } else {
      step.status = 'failed';
      step.note = `failed: ${message}`;
      problems.push(`${name}: ${error instanceof Error ? (error.stack ?? message) : message}`);
    }
    console.error(`[${elapsed()}] ${name}: ${step.note}`);
  } finally {
    clearTimeout(budget);
    clearTimeout(grace);
  }
  step.seconds = took();
  steps.push(step);
  done();
  return step;
}

/** A step not run because the one before it did not finish. */
function skipped(
  /** @type {string} */ name,
  /** @type {number} */ size,
  /** @type {string} */ why,
) {
  console.log(`[${elapsed()}] ${name}: skipped, ${why}`);
  steps.push({
    name,
    size: sizeLabel(size),
    budgetSeconds: 0,
    seconds: 0,
    status: 'skipped',
    note: `not run: ${why}`,
  });
}

const median = (/** @type {number[]} */ values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

// ---------------------------------------------------------------------------------------------
// The figures the run must produce, by id (the quick run asserts exactly these).

const ENDPOINTS = /** @type {const} */ ([
  ['list-trending', 'List API, first page, trending'],
  ['list-search', `List API, search "${SEARCH_TERM}"`],
  ['detail', 'Detail API'],
  ['related', 'Related projects API'],
  ['comments', 'Comments API'],
  ['detail-signed-in', 'Detail API, signed in'],
  ['related-signed-in', 'Related projects API, signed in'],
  ['comments-signed-in', 'Comments API, signed in'],
]);

/**
 * The targets of the API figures at the large size (issue 8 for the list's first page, issue 22
 * for a project's detail, related projects and comments), by endpoint.
 * @type {Partial<Record<(typeof ENDPOINTS)[number][0], { ratio: number, p99: number }>>}
 */
const API_TARGETS = {
  'list-trending': { ratio: 0.6, p99: 50 },
  detail: { ratio: 0.6, p99: 20 },
  related: { ratio: 0.6, p99: 20 },
  comments: { ratio: 0.6, p99: 20 },
  'detail-signed-in': { ratio: 0.6, p99: 20 },
  'related-signed-in': { ratio: 0.6, p99: 20 },
  'comments-signed-in': { ratio: 0.6, p99: 20 },
};

function expectedFigures() {
  if (onlyMoney) return moneyFigureIds(quick);
  const ids = moneyFigureIds(quick);
  for (const size of plan.sizes) {
    for (const [key] of ENDPOINTS) {
      for (const metric of ['rps', 'rps-vs-db', 'p50', 'p99']) {
        ids.push(`api.${key}.${sizeLabel(size)}.${metric}`);
      }
    }
  }
  for (const size of plan.sizes) ids.push(`api.list-trending.${sizeLabel(size)}.cached-probe`);
  ids.push('home.bytes', 'home.data-bytes', 'home.first-card');
  ids.push('realtime.p50', 'realtime.p99', 'realtime.max', 'realtime.delivered', 'realtime.rss');
  for (const page of ['home', 'detail']) {
    ids.push(`web.${page}.js-gzip`, `web.${page}.css-gzip`);
    for (const preset of ['mobile', 'desktop']) ids.push(`lighthouse.${page}.${preset}`);
  }
  ids.push('web.entry.js-gzip', 'web.entry.css-gzip');
  for (const page of Object.keys(FIRST_LOAD_PAGES)) {
    ids.push(`web.${page}.first-load-js-gzip`, `web.${page}.first-load-js-files`);
  }
  ids.push('rss.postgres.idle', 'rss.postgres.load', 'rss.pglite.idle', 'rss.pglite.load');
  return ids;
}

// ---------------------------------------------------------------------------------------------

/** @type {Awaited<ReturnType<typeof startPostgres>> | undefined} */
let postgres;
/** @type {Awaited<ReturnType<typeof startNode>> | undefined} */
let providers;
const tempDirs = /** @type {string[]} */ ([]);
const tempDir = (/** @type {string} */ name) => {
  const dir = mkdtempSync(join(os.tmpdir(), `memetank-bench-${name}-`));
  tempDirs.push(dir);
  return dir;
};

/** The built server's environment: loopback, fake providers, limits raised for load. */
function serverEnv(/** @type {Record<string, string>} */ extra) {
  const fake = providers?.url ?? 'http://127.0.0.1:9';
  return {
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
    RATE_LIMIT_WRITE_PER_MIN: '100000',
    RATE_LIMIT_STREAMS_PER_IP: '100000',
    RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '100000',
    SOL_PRICE_API_URL: `${fake}/simple/price?ids=solana&vs_currencies=usd`,
    TOKEN_DATA_API_URL: fake,
    TOKEN_METADATA_API_URL: fake,
    TOKEN_METADATA_API_KEY: 'fake-helius-key',
    // Node flags for the measured servers only (e.g. a heap cap), not for the bench itself.
    ...(process.env.BENCH_SERVER_NODE_OPTIONS
      ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
      : {}),
    ...extra,
  };
}

/** @param {string} name @param {Record<string, string>} env */
function startServer(name, env) {
  return startNode({
    name,
    script: 'apps/server/dist/main.js',
    // Started the way `npm start` starts it.
    nodeArgs: SERVER_NODE_FLAGS,
    readyPath: '/api/health',
    env: serverEnv(env),
  });
}

/**
 * One GET's status, headers and body as sent, for the HTTP ceiling to repeat: through node:http
 * with no Accept-Encoding, as autocannon asks (fetch would ask for gzip and unzip it).
 * @param {string} url
 * @param {Record<string, string>} [requestHeaders]
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string, bytes: number }>}
 */
function snapshot(url, requestHeaders = {}) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: requestHeaders }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200) {
          reject(new Error(`${url} answered ${response.statusCode}: ${body}`));
          return;
        }
        /** @type {Record<string, string>} */
        const headers = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: 200, headers, body: body.toString('base64'), bytes: body.length });
      });
    }).on('error', reject);
  });
}

/**
 * Runs each load in turn, `plan.rounds` times (A B C, A B C, ...), so that a slow moment of the
 * shared machine falls on all of them; each figure is the median of its rounds.
 * @param {Record<string, (warmupSeconds: number) => Promise<import('./lib/load.mjs').LoadResult>>} runners
 */
async function interleaved(runners, /** @type {AbortSignal | undefined} */ signal, what = '') {
  /** @type {Record<string, import('./lib/load.mjs').LoadResult[]>} */
  const rounds = {};
  for (let round = 0; round < plan.rounds; round += 1) {
    for (const [name, run] of Object.entries(runners)) {
      if (signal?.aborted) throw new StepStopped(`measuring ${what} (${name}, round ${round + 1})`);
      const result = await run(round === 0 ? plan.warmupSeconds : 0);
      (rounds[name] ??= []).push(result);
    }
  }
  /** @type {Record<string, import('./lib/load.mjs').LoadResult & { rounds: import('./lib/load.mjs').LoadResult[] }>} */
  const combined = {};
  for (const [name, results] of Object.entries(rounds)) {
    combined[name] = {
      rps: median(results.map((r) => r.rps)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      rounds: results,
    };
  }
  return combined;
}

/**
 * The API figures at one size: our server, the HTTP ceiling (same bytes from memory) and the
 * database ceiling (same SQL in a bare pg loop), each at CONNECTIONS connections.
 * `into`: the figures they go to (the growth sizes' go to the growth section only); `signal`: stops
 * the loads between two runs (StepStopped), keeping the endpoints already measured.
 * @param {{ size: number, server: Awaited<ReturnType<typeof startNode>>,
 *   capture: { base: string, proxy: Awaited<ReturnType<typeof startSqlCapture>> },
 *   projectId: string, into: Figures, signal?: AbortSignal }} options
 * @returns {Promise<number>} the server's peak RSS under the list load
 */
async function apiFigures({ size, server, capture, projectId, into, signal }) {
  const paths = {
    'list-trending': '/api/projects',
    'list-search': `/api/projects?q=${SEARCH_TERM}`,
    detail: `/api/projects/${projectId}`,
    related: `/api/projects/${projectId}/related`,
    comments: `/api/projects/${projectId}/comments`,
    // The same answers for a signed-in wallet (its session cookie sent): a query string the
    // routes ignore keeps their bytes apart for the HTTP ceiling, which answers by path.
    'detail-signed-in': `/api/projects/${projectId}?signed-in`,
    'related-signed-in': `/api/projects/${projectId}/related?signed-in`,
    'comments-signed-in': `/api/projects/${projectId}/comments?signed-in`,
  };
  const cookie = await signIn(server.url);
  /** @param {string} key @returns {Record<string, string>} */
  const requestHeaders = (key) => (key.endsWith('-signed-in') ? { cookie } : {});
  /** @type {Record<string, Awaited<ReturnType<typeof snapshot>>>} */
  const answers = {};
  /** @type {Record<string, import('./lib/sql-capture.mjs').Statement[]>} */
  const statements = {};
  for (const [key, path] of Object.entries(paths)) {
    answers[path] = await snapshot(`${server.url}${path}`, requestHeaders(key));
    await sleep(100);
    capture.proxy.mark();
    await snapshot(`${capture.base}${path}`, requestHeaders(key));
    statements[key] = capture.proxy.take();
  }
  const answersFile = join(tempDir('answers'), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  const ceiling = await startNode({
    name: `http-ceiling-${sizeLabel(size)}`,
    script: 'bench/http-ceiling-server.mjs',
    args: [answersFile],
    readyPath: '/health',
  });
  const probe = await startNode({
    name: `cached-page-probe-${sizeLabel(size)}`,
    script: 'bench/cached-page-probe-server.mjs',
    args: [answersFile],
    readyPath: '/health',
    env: { LOG_LEVEL: serverEnv({}).LOG_LEVEL },
  });
  let listPeakRss = 0;
  try {
    for (const [key, label] of ENDPOINTS) {
      const path = paths[key];
      const sql = statements[key] ?? [];
      const load = { connections: CONNECTIONS, seconds: plan.seconds / plan.rounds };
      /** @type {Record<string, (warmupSeconds: number) => Promise<import('./lib/load.mjs').LoadResult>>} */
      const runners = {
        ours: (warmupSeconds) =>
          httpLoad({
            url: `${server.url}${path}`,
            headers: requestHeaders(key),
            ...load,
            warmupSeconds,
          }),
        // The ceiling gets the very request ours gets (the signed-in cookie too), as it sends the
        // very answer.
        http: (warmupSeconds) =>
          httpLoad({
            url: `${ceiling.url}${path}`,
            headers: requestHeaders(key),
            ...load,
            warmupSeconds,
          }),
      };
      if (sql.length > 0) {
        runners.database = (warmupSeconds) =>
          databaseLoad({
            url: postgres?.url ?? '',
            statements: sql,
            poolSize: SERVER_POOL_SIZE,
            ...load,
            warmupSeconds,
          });
      }
      if (key === 'list-trending') {
        runners.probe = (warmupSeconds) =>
          httpLoad({ url: `${probe.url}${path}`, ...load, warmupSeconds });
      }
      const sampler = sampleRss([server]);
      /** @type {Awaited<ReturnType<typeof interleaved>>} */
      let measured;
      let peak = 0;
      try {
        measured = await interleaved(runners, signal, `${label} @${sizeLabel(size)}`);
      } finally {
        peak = sampler.stop().get(server.name) ?? 0;
      }
      if (key.startsWith('list')) listPeakRss = Math.max(listPeakRss, peak);
      const none = { rps: NaN, p50: NaN, p99: NaN, requests: 0, errors: 0, rounds: [] };
      const ours = measured.ours ?? none;
      const http = measured.http ?? none;
      const database = measured.database ?? none;
      const id = `api.${key}.${sizeLabel(size)}`;
      const title = `${label} @${sizeLabel(size)}`;
      const detail = {
        path,
        responseBytes: answers[path]?.bytes,
        ours,
        httpCeiling: http,
        databaseCeiling: { ...database, statements: sql.map((s) => s.text) },
      };
      const goal = size === largeSize ? API_TARGETS[key] : undefined;
      if (ours.errors > 0) problems.push(`${title}: ${ours.errors} errors or non-2xx answers`);
      into.add({
        id: `${id}.rps`,
        label: `${title}: req/s`,
        value: ours.rps,
        unit: 'req/s',
        against: { kind: 'ceiling', name: 'HTTP ceiling', value: http.rps },
        ...(goal
          ? {
              target: {
                text: `>= ${goal.ratio.toFixed(2)} of the HTTP ceiling`,
                test: (f) => (f.ratio ?? 0) >= goal.ratio,
              },
            }
          : {}),
        detail,
      });
      // A request that runs no SQL (answered from a cache) has no database ceiling.
      into.add({
        id: `${id}.rps-vs-db`,
        label: `${title}: req/s vs database`,
        value: ours.rps,
        unit: 'req/s',
        against:
          sql.length > 0 ? { kind: 'ceiling', name: 'DB ceiling', value: database.rps } : null,
        ...(sql.length > 0 ? {} : { detail: { note: 'no SQL ran for this request' } }),
      });
      into.add({
        id: `${id}.p50`,
        label: `${title}: p50`,
        value: ours.p50,
        unit: 'ms',
        against: { kind: 'ceiling', name: 'HTTP ceiling', value: http.p50 },
      });
      into.add({
        id: `${id}.p99`,
        label: `${title}: p99`,
        value: ours.p99,
        unit: 'ms',
        against: { kind: 'ceiling', name: 'HTTP ceiling', value: http.p99 },
        ...(goal ? { target: { text: `< ${goal.p99} ms`, test: (f) => f.value < goal.p99 } } : {}),
      });
      const cached = measured.probe;
      if (cached) {
        into.add({
          id: `${id}.cached-probe`,
          label: `${title}: probe, the same bytes from memory in Fastify + helmet + cookies`,
          value: cached.rps,
          unit: 'req/s',
          against: { kind: 'ceiling', name: 'HTTP ceiling', value: http.rps },
          detail: { probe: cached },
        });
      }
    }
  } finally {
    await ceiling.stop();
    await probe.stop();
  }
  return listPeakRss;
}

/** Whether our server gzips (then the baseline does too, so only the approach differs). */
async function serverCompresses(/** @type {string} */ url) {
  const { scripts } = entryAssets(webDist);
  for (const path of ['/api/projects', ...scripts.slice(0, 1)]) {
    const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding')) return true;
  }
  return false;
}

/**
 * Home page against the baseline approach of bench/baseline (every approved project loaded and
 * sorted in the browser; bench/README.md, figure 3) at the small size's approved projects, then
 * the JS and CSS each page loads and their Lighthouse scores.
 * @param {Awaited<ReturnType<typeof startNode>>} server @param {string} projectId
 */
async function webFigures(server, projectId) {
  const approved = await withClient(postgres?.url ?? '', (client) => projectCounts(client));
  const compress = await serverCompresses(server.url);
  const baseline = await startNode({
    name: 'baseline',
    script: 'bench/baseline/server.mjs',
    readyPath: '/health',
    env: { DATABASE_URL: postgres?.url ?? '', COMPRESS: compress ? 'gzip' : '' },
  });
  const specJson = Buffer.from(
    await (await fetch(`${baseline.url}/rest/v1/projects?status=eq.approved`)).arrayBuffer(),
  );
  const browser = await launchBrowser();
  /** @type {Awaited<ReturnType<typeof loadPage>>[]} */
  const ours = [];
  /** @type {Awaited<ReturnType<typeof loadPage>>[]} */
  const spec = [];
  /** @type {Awaited<ReturnType<typeof loadPage>> | undefined} */
  let detailLoad;
  try {
    // Warm both servers once (first query plans, file cache), then alternate.
    await loadPage(browser, `${server.url}/`, { waitForCard: true });
    await loadPage(browser, `${baseline.url}/`, { waitForCard: true });
    for (let i = 0; i < plan.pageLoads; i += 1) {
      ours.push(await loadPage(browser, `${server.url}/`, { waitForCard: true }));
      spec.push(await loadPage(browser, `${baseline.url}/`, { waitForCard: true }));
    }
    detailLoad = await loadPage(browser, `${server.url}/project/${projectId}`, {
      waitForCard: false,
    });
  } finally {
    await browser.close();
    await baseline.stop();
  }
  const transport = compress ? 'gzip, as our server' : 'uncompressed, as our server';
  figures.add({
    id: 'home.bytes',
    label: `Home page @${approved.approved} approved: bytes transferred`,
    value: median(ours.map((l) => l.bytes)),
    unit: 'B',
    against: {
      kind: 'baseline',
      name: `spec approach (${transport})`,
      value: median(spec.map((l) => l.bytes)),
    },
    target: { text: '<= 0.02 (50x fewer)', test: (f) => (f.ratio ?? 1) <= 0.02 },
    detail: {
      ours: ours.map((l) => l.bytes),
      spec: spec.map((l) => l.bytes),
      specJsonBytes: specJson.length,
      specJsonGzipBytes: gzipSync(specJson, { level: 6 }).length,
      ourRequests: ours[0]?.requests,
    },
  });
  figures.add({
    id: 'home.data-bytes',
    label: `Home page @${approved.approved} approved: data bytes (fetch and XHR)`,
    value: median(ours.map((l) => l.dataBytes)),
    unit: 'B',
    against: {
      kind: 'baseline',
      name: `spec approach (${transport})`,
      value: median(spec.map((l) => l.dataBytes)),
    },
    target: { text: '<= 0.02 (50x fewer)', test: (f) => (f.ratio ?? 1) <= 0.02 },
    detail: { ours: ours.map((l) => l.dataBytes), spec: spec.map((l) => l.dataBytes) },
  });
  figures.add({
    id: 'home.first-card',
    label: `Home page @${approved.approved} approved: first project card`,
    value: median(ours.map((l) => l.firstCardMs)),
    unit: 'ms',
    against: {
      kind: 'baseline',
      name: 'spec approach',
      value: median(spec.map((l) => l.firstCardMs)),
    },
    target: { text: '< 1 (faster)', test: (f) => (f.ratio ?? 1) < 1 },
    detail: { ours: ours.map((l) => l.firstCardMs), spec: spec.map((l) => l.firstCardMs) },
  });

  // JS and CSS: what each page fetched at its initial load, and what index.html names.
  const JS_TARGET = 120_000;
  /** @param {'home' | 'detail'} page @param {Awaited<ReturnType<typeof loadPage>> | undefined} load */
  const weigh = (page, load) => {
    const ownAssets = (load?.assets ?? []).filter((a) => a.url.startsWith(server.url));
    for (const type of /** @type {const} */ (['script', 'stylesheet'])) {
      const paths = ownAssets.filter((a) => a.type === type).map((a) => new URL(a.url).pathname);
      const weight = gzippedWeight(webDist, paths);
      const js = type === 'script';
      figures.add({
        id: `web.${page}.${js ? 'js' : 'css'}-gzip`,
        label: `${page === 'home' ? '/' : '/project/:id'} ${js ? 'JS' : 'CSS'} at initial load, gzip -9`,
        value: paths.length > 0 ? weight.bytes : NaN,
        unit: 'B',
        ...(js ? { against: { kind: 'target', name: 'target', value: JS_TARGET } } : {}),
        ...(js ? { target: { text: '<= 120 kB', test: (f) => f.value <= JS_TARGET } } : {}),
        detail: { files: weight.files },
      });
    }
  };
  weigh('home', ours[0]);
  weigh('detail', detailLoad);
  const entry = entryAssets(webDist);
  for (const [kind, paths] of /** @type {const} */ ([
    ['js', entry.scripts],
    ['css', entry.stylesheets],
  ])) {
    const weight = gzippedWeight(webDist, paths);
    figures.add({
      id: `web.entry.${kind}-gzip`,
      label: `index.html entry ${kind.toUpperCase()} (entry, modulepreload${kind === 'css' ? ', stylesheets' : ''}), gzip -9`,
      value: weight.bytes,
      unit: 'B',
      ...(kind === 'js'
        ? {
            against: { kind: 'target', name: 'target', value: JS_TARGET },
            target: { text: '<= 120 kB', test: (f) => f.value <= JS_TARGET },
          }
        : {}),
      detail: { files: weight.files },
    });
  }

  // First-load JS: the entry and the route's static imports, nothing the page loads on demand.
  for (const [page, { label, route, budget }] of Object.entries(FIRST_LOAD_PAGES)) {
    const weight = gzippedWeight(webDist, firstLoadScripts(webDist, route));
    const id = `web.${page}.first-load-js-gzip`;
    figures.add({
      id,
      label: `${label} first-load JS (entry and route, not what loads on demand), gzip -9`,
      value: weight.bytes,
      unit: 'B',
      ...(budget
        ? {
            against: { kind: 'target', name: `budget, ${budget.why}`, value: budget.bytes },
            target: {
              text: `<= ${budget.bytes} B`,
              test: (f) => f.value <= budget.bytes,
            },
          }
        : {}),
      detail: { files: weight.files },
    });
    if (budget && weight.bytes > budget.bytes) {
      problems.push(`${id}: ${weight.bytes} B, over its budget of ${budget.bytes} B`);
    }
    // How many requests those bytes take. Over HTTP/1.1 (this server's) a browser opens six
    // connections to an origin, and Lighthouse's mobile simulation does the same and gives each
    // request at least a round trip (150 ms): the count moves its paint times beside the bytes.
    figures.add({
      id: `web.${page}.first-load-js-files`,
      label: `${label} first-load JS files (requests before its first paint)`,
      value: weight.files.length,
      unit: 'files',
    });
  }

  const pages = { home: `${server.url}/`, detail: `${server.url}/project/${projectId}` };
  const scores = await lighthouseScores(Object.values(pages), plan.lighthouseRuns);
  for (const [page, url] of Object.entries(pages)) {
    for (const preset of ['mobile', 'desktop']) {
      const result = scores.get(`${preset} ${url}`);
      const goal = preset === 'mobile' ? 95 : 100;
      figures.add({
        id: `lighthouse.${page}.${preset}`,
        label: `Lighthouse performance ${page === 'home' ? '/' : '/project/:id'} (${preset}, median of ${plan.lighthouseRuns})`,
        value: result?.score ?? NaN,
        unit: '',
        against: { kind: 'target', name: 'target', value: goal },
        target: { text: `>= ${goal}`, test: (f) => f.value >= goal },
        detail: result ? { scores: result.scores, metrics: result.metrics } : {},
      });
    }
  }
}

/**
 * SUBSCRIBERS event streams on one project split over two server processes; comments posted
 * through the first. The ceiling: the same fan-out through two bare LISTEN/NOTIFY processes.
 * @param {Awaited<ReturnType<typeof startNode>>} a @param {string} projectId
 */
async function realtimeFigures(a, projectId) {
  const b = await startServer('server-b', {
    DATABASE_URL: postgres?.url ?? '',
    DATA_DIR: tempDir('server-b'),
  });
  const cookie = await signIn(a.url);
  const both = [a, b];
  const sampler = sampleRss(both);
  let n = 0;
  const ours = await measureFanOut({
    streamUrls: Array.from(
      { length: plan.subscribers },
      (_, i) => `${both[i % 2]?.url}/api/projects/${projectId}/events`,
    ),
    messages: plan.messages,
    async post() {
      n += 1;
      const response = await fetch(`${a.url}/api/projects/${projectId}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ comment: `Live comment ${n} from the bench` }),
      });
      const body = /** @type {{ id?: string }} */ (await response.json());
      if (response.status !== 201 || !body.id) {
        throw new Error(`comment POST answered ${response.status}: ${JSON.stringify(body)}`);
      }
      return body.id;
    },
  });
  const peaks = sampler.stop();
  await b.stop();

  /** @type {Awaited<ReturnType<typeof startNode>>[]} */
  const ceilingServers = [];
  for (const name of ['realtime-ceiling-a', 'realtime-ceiling-b']) {
    ceilingServers.push(
      await startNode({
        name,
        script: 'bench/realtime-ceiling-server.mjs',
        readyPath: '/health',
        env: { DATABASE_URL: postgres?.url ?? '' },
      }),
    );
  }
  let ceiling;
  try {
    ceiling = await measureFanOut({
      streamUrls: Array.from(
        { length: plan.subscribers },
        (_, i) => `${ceilingServers[i % 2]?.url}/stream`,
      ),
      messages: plan.messages,
      async post() {
        const commentId = randomUUID();
        const response = await fetch(`${ceilingServers[0]?.url}/publish`, {
          method: 'POST',
          body: JSON.stringify({ commentId }),
        });
        await response.arrayBuffer();
        return commentId;
      },
    });
  } finally {
    for (const server of ceilingServers) await server.stop();
  }
  const who = `${plan.subscribers} subscribers on 2 processes`;
  for (const stat of /** @type {const} */ (['p50', 'p99', 'max'])) {
    figures.add({
      id: `realtime.${stat}`,
      label: `Realtime comment POST to every subscriber (${who}): ${stat}`,
      value: ours[stat],
      unit: 'ms',
      against: { kind: 'ceiling', name: 'bare LISTEN/NOTIFY SSE', value: ceiling[stat] },
      ...(stat === 'p99' ? { target: { text: '< 250 ms', test: (f) => f.value < 250 } } : {}),
    });
  }
  figures.add({
    id: 'realtime.delivered',
    label: `Realtime deliveries (${plan.messages} comments x ${plan.subscribers} subscribers)`,
    value: ours.delivered,
    unit: '',
    against: { kind: 'target', name: 'expected', value: ours.expected },
    target: { text: 'all delivered', test: (f) => f.value === ours.expected },
  });
  const rss = Math.max(peaks.get(a.name) ?? 0, peaks.get(b.name) ?? 0);
  figures.add({
    id: 'realtime.rss',
    label: `Server RSS with ${plan.subscribers / 2} event streams each (peak of the two)`,
    value: rss / MB,
    unit: 'MB',
    against: { kind: 'target', name: 'target', value: RSS_TARGET / MB },
    target: RSS_UNDER_TARGET,
    detail: { a: (peaks.get(a.name) ?? 0) / MB, b: (peaks.get(b.name) ?? 0) / MB },
  });
}

/** Server RSS on PGlite: idle, then under the trending list load, at the small size. */
async function pgliteFigures() {
  const dataDir = tempDir('pglite');
  const env = { DATABASE_URL: '', DATA_DIR: dataDir };
  // The first start creates and migrates the database; the fill needs the directory to itself.
  const first = await startServer('server-pglite-migrate', env);
  await first.stop();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['bench/fill-pglite.mjs', dataDir, String(smallSize)], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    child.on('exit', (exit) => resolve(exit));
  });
  if (code !== 0) throw new Error(`filling PGlite failed (${code})`);
  const server = await startServer('server-pglite', env);
  try {
    await sleep(3_000);
    const idle = server.rssBytes();
    const sampler = sampleRss([server]);
    const load = await httpLoad({
      url: `${server.url}/api/projects`,
      connections: CONNECTIONS,
      ...plan,
    });
    const peak = sampler.stop().get(server.name) ?? 0;
    addRss('pglite', idle, peak, { listLoad: load });
  } finally {
    await server.stop();
  }
}

/** @param {'postgres' | 'pglite'} kind @param {number} idle @param {number} load */
function addRss(kind, idle, load, detail = {}) {
  const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const size = kind === 'postgres' ? largeSize : smallSize;
  const target = SERVER_RSS_TARGET_MB[kind];
  figures.add({
    id: `rss.${kind}.idle`,
    label: `Server RSS idle on ${name} (after start and fill)`,
    value: idle / MB,
    unit: 'MB',
    against: { kind: 'target', name: 'target', value: target },
    target: rssUnder(target),
  });
  figures.add({
    id: `rss.${kind}.load`,
    label: `Server RSS under the list load on ${name} (peak, @${sizeLabel(size)})`,
    value: load / MB,
    unit: 'MB',
    against: { kind: 'target', name: 'target', value: target },
    target: rssUnder(target),
    detail,
  });
}

function machine() {
  const cpus = os.cpus();
  let chromium = 'not found';
  try {
    chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Reported as not found.
  }
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? '',
    memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    postgres: postgres?.version ?? '',
    chromium,
    loadAverageAtStart: os.loadavg(),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `MemeTank bench (${quick ? 'quick' : 'full'}): sizes ${[...plan.sizes, ...plan.growthSizes].join(', ')}`,
  );
  await ensureBuilt();
  const info = { ...machine() };
  if (onlyMoney) {
    providers = await startNode({
      name: 'fake-providers',
      script: 'apps/web/e2e/fake-providers.mjs',
      portVariable: 'E2E_PROVIDER_PORT',
      readyPath: '/health',
    });
    await phase('Money path on PGlite: the rush, settlement and claims', moneyPhase);
    await providers.stop();
    return info;
  }
  postgres = await startPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 25439) });
  info.postgres = postgres.version;
  const pgUrl = postgres.url;
  providers = await startNode({
    name: 'fake-providers',
    script: 'apps/web/e2e/fake-providers.mjs',
    portVariable: 'E2E_PROVIDER_PORT',
    readyPath: '/health',
  });
  const serverADir = tempDir('server-a');
  const startA = () => startServer('server-a', { DATABASE_URL: pgUrl, DATA_DIR: serverADir });
  let a = await startA();
  const projectId = await withClient(pgUrl, (client) => insertBenchProject(client, COMMENTS));
  const filled = await fillStep(pgUrl, smallSize);
  await sleep(2_000);
  const idleRss = a.rssBytes();
  if (filled) addSizeRss(smallSize, 'idle', idleRss);

  // The capture server: the same build, whose database connections go through the SQL capture.
  // Started afresh for each size, so a page cache of the server's own would miss and show its SQL.
  const proxy = await startSqlCapture({
    host: new URL(pgUrl).hostname,
    port: Number(new URL(pgUrl).port || 5432),
  });
  const capturedUrl = new URL(pgUrl);
  capturedUrl.hostname = '127.0.0.1';
  capturedUrl.port = String(proxy.port);
  const startCapture = () =>
    startServer('server-capture', {
      DATABASE_URL: capturedUrl.toString(),
      DATA_DIR: tempDir('server-capture'),
      ESCROW_JOBS_INTERVAL_SECONDS: '3600',
      LOG_LEVEL: 'warn',
    });
  let c = await startCapture();
  /** The API loads at one size, within their budget; the peak RSS under the list loads, or 0. */
  const apiStep = async (/** @type {number} */ size, /** @type {Figures} */ into) => {
    let peak = 0;
    const capture = { base: c.url, proxy };
    await budgeted(
      `API at ${sizeLabel(size)} projects`,
      size,
      plan.budgets.apiSeconds,
      async (signal) => {
        peak = await apiFigures({ size, server: a, capture, projectId, into, signal });
        addSizeRss(size, 'load', peak);
      },
    );
    return peak;
  };
  /** Grows the data to `size` and restarts both servers on it; false when the fill did not finish. */
  const growTo = async (/** @type {number} */ size) => {
    if (!(await fillStep(pgUrl, size))) return false;
    // The fill bypassed the server: restart it (and the capture server) on the grown database,
    // as a deployment would start, so nothing cached from the smaller size is served.
    await a.stop();
    await c.stop();
    a = await startA();
    c = await startCapture();
    await sleep(2_000);
    addSizeRss(size, 'idle', a.rssBytes());
    return true;
  };

  let loadRss = 0;
  if (filled) loadRss = Math.max(loadRss, await apiStep(smallSize, figures));
  else skipped(`API at ${sizeLabel(smallSize)} projects`, smallSize, 'the fill did not finish');
  await phase('Web: home vs the spec approach, weight, Lighthouse', () => webFigures(a, projectId));
  if (await growTo(largeSize)) loadRss = Math.max(loadRss, await apiStep(largeSize, figures));
  else skipped(`API at ${sizeLabel(largeSize)} projects`, largeSize, 'the fill did not finish');
  addRss('postgres', idleRss, loadRss);
  await c.stop();
  const server = a;
  await phase(`Realtime: ${plan.subscribers} subscribers on two processes`, () =>
    realtimeFigures(server, projectId),
  );
  await a.stop();
  await phase('Memory on PGlite', pgliteFigures);
  await phase('Money path on PGlite: the rush, settlement and claims', moneyPhase);

  // Growth (full run only): the same data grown again, on PostgreSQL only, each step within its
  // budget. The realtime comments are removed first, so the comments figures see the same page.
  for (const size of plan.growthSizes) {
    await withClient(pgUrl, (client) => removeRealtimeComments(client, projectId));
    if (await growTo(size)) await apiStep(size, growthFigures);
    else skipped(`API at ${sizeLabel(size)} projects`, size, 'the fill did not finish');
    await c.stop();
    await a.stop();
  }
  await proxy.close();
  await providers.stop();
  return info;
}

/** The money section (bench/money.mjs) on a server of its own on PGlite. */
function moneyPhase() {
  return moneyFigures({
    quick,
    figures,
    startServer,
    dataDir: tempDir('money'),
    log: (line) => console.log(`[${elapsed()}] ${line}`),
  });
}

/**
 * One size's fill within its budget: grows the data to `size` approved projects and adds the
 * fill's time, rate and the projects table's size to the growth figures. True when it finished.
 * @param {string} pgUrl @param {number} size
 */
async function fillStep(pgUrl, size) {
  const label = sizeLabel(size);
  const step = await budgeted(
    `Fill to ${label} projects`,
    size,
    plan.budgets.fillSeconds,
    (signal) =>
      withClient(pgUrl, async (client) => {
        const { rows } = await client.query('select pg_backend_pid() as pid');
        // Stops the fill's running statement from a second connection.
        const cancel = async () => {
          await withClient(pgUrl, (other) =>
            other.query('select pg_cancel_backend($1)', [rows[0].pid]),
          );
        };
        const fill = await growProjects(client, size, { signal, cancel });
        growthFigures.add({
          id: `fill.${label}.seconds`,
          label: `Fill to ${label}: seconds, from the size before (inserts, then indexes built)`,
          value: fill.seconds,
          unit: 's',
          detail: { ...fill },
        });
        growthFigures.add({
          id: `fill.${label}.rate`,
          label: `Fill to ${label}: projects inserted per second (indexes included)`,
          value: fill.inserted / fill.seconds,
          unit: '/s',
          detail: { inserted: fill.inserted },
        });
        growthFigures.add({
          id: `db.${label}.projects-bytes`,
          label: `Projects table with its indexes on disk @${label}`,
          value: await projectsTableBytes(client),
          unit: 'B',
        });
      }),
  );
  return step.status === 'done';
}

/** The server's RSS on PostgreSQL at one size, idle after its start or at peak under the list loads. */
function addSizeRss(
  /** @type {number} */ size,
  /** @type {'idle' | 'load'} */ kind,
  /** @type {number} */ bytes,
) {
  const label = sizeLabel(size);
  growthFigures.add({
    id: `rss.postgres.${label}.${kind}`,
    label:
      kind === 'idle'
        ? `Server RSS idle on PostgreSQL @${label} (2 s after its start on the filled data)`
        : `Server RSS under the list loads on PostgreSQL @${label} (peak)`,
    value: bytes / MB,
    unit: 'MB',
  });
}

/** Removes the comments the realtime figures posted, so the bench project has its COMMENTS again. */
async function removeRealtimeComments(
  /** @type {import('./lib/fill.mjs').Sql} */ sql,
  /** @type {string} */ projectId,
) {
  await sql.query(
    `delete from project_comments where project_id = $1 and comment like 'Live comment % from the bench'`,
    [projectId],
  );
  await sql.query(
    `update projects set comments_count = (select count(*) from project_comments where project_id = $1)
      where id = $1`,
    [projectId],
  );
}

/** Stops every process and the PostgreSQL cluster the run started, and removes its temp dirs. */
async function cleanUp() {
  await stopAll();
  await postgres?.stop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

// Interrupted or over its time: still stop the cluster (pg_ctl detaches it from this process).
// The growth sizes add their steps' budgets (and a minute each for the servers' restarts) to the
// 20 minutes the 10k and 100k run fits in.
const LIMIT_MINUTES =
  (onlyMoney ? 0 : quick ? 8 : 20) +
  // The money section: about 2 minutes quick on a loaded machine; the full run's 10,000
  // investors (21,100 investments and 20,000 claims through the API at 10-15/s) about an hour.
  (quick ? 5 : 90) +
  (onlyMoney ? 0 : plan.growthSizes.length) *
    ((plan.budgets.fillSeconds + plan.budgets.apiSeconds) / 60 + 1);
const overtime = setTimeout(() => {
  console.error(`The bench ran over ${LIMIT_MINUTES} minutes: stopping.`);
  void cleanUp().finally(() => process.exit(1));
}, LIMIT_MINUTES * 60_000);
overtime.unref();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** @type {Partial<ReturnType<typeof machine>>} */
let info = {};
try {
  info = await main();
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
  clearTimeout(overtime);
}

const missing = [
  ...figures.missing(expectedFigures()),
  ...growthFigures.missing(
    (onlyMoney ? [] : plan.sizes).flatMap((size) =>
      [
        'fill.L.seconds',
        'fill.L.rate',
        'db.L.projects-bytes',
        'rss.postgres.L.idle',
        'rss.postgres.L.load',
      ].map((id) => id.replace('.L.', `.${sizeLabel(size)}.`)),
    ),
  ),
];
const allSizes = [...plan.sizes, ...plan.growthSizes].map(sizeLabel);
const growth = growthRows({
  sizes: allSizes,
  figures: [...figures.list, ...growthFigures.list],
  endpoints: ENDPOINTS,
  steps,
});
const results = {
  date: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  only: only ?? null,
  durationSeconds: Math.round((Date.now() - startedAt) / 1000),
  machine: {
    ...info,
    loadAverageAtEnd: os.loadavg(),
    stolenShare: stolenShare(runCpu, cpuTimes()),
  },
  parts,
  settings: {
    ...plan,
    connections: CONNECTIONS,
    serverPoolSize: SERVER_POOL_SIZE,
    serverLogLevel: serverEnv({}).LOG_LEVEL,
    serverNodeOptions: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
  },
  figures: figures.list,
  growth: { sizes: allSizes, steps, rows: growth, figures: growthFigures.list },
  missing,
  problems,
};
// A quick run never overwrites the last full run's results, nor a run of the money section alone.
const name = onlyMoney ? (quick ? 'money-quick' : 'money') : quick ? 'quick' : 'latest';
const growthSection = onlyMoney
  ? ''
  : `${growthMarkdown({ sizes: allSizes, steps, rows: growth })}\n\n`;
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(
  join(repoRoot, `bench/results/${name}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
writeFileSync(
  join(repoRoot, `bench/results/${name}.md`),
  `${markdownTable(figures.list)}\n\n${growthSection}${hostLoadMarkdown()}\n`,
);

console.log(`\n${textTable(figures.list)}\n`);
if (!onlyMoney) console.log(`${growthText({ sizes: allSizes, steps, rows: growth })}\n`);
console.log(
  `Machine: ${results.machine.cpus ?? '?'} CPUs, ${results.machine.memoryGB ?? '?'} GB, node ${process.version}; ${results.durationSeconds}s; ${formatShare(results.machine.stolenShare)} of the CPU time taken by the host.`,
);
console.log(`Written: bench/results/${name}.json and bench/results/${name}.md`);
for (const problem of problems) console.error(`Problem: ${problem}`);
if (missing.length > 0) {
  console.error(`Missing figures: ${missing.join(', ')}`);
}
if (missing.length === 0 && problems.length === 0) removeLogs();
else console.error(`Logs of the run's servers and helpers: ${logDir}`);
process.exit(missing.length > 0 || problems.length > 0 ? 1 : 0);
