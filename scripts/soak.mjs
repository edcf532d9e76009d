#!/usr/bin/env node
// `npm run soak`: a few minutes of mixed traffic against the built server on PostgreSQL (reads of
// the list, details and comments; likes, comments and submissions; event-stream subscribers),
// then PostgreSQL stopped and started again under that load. Checks that every answer is the
// expected one, that the server's memory is flat (what is alive after a full garbage collection,
// heap and buffers, at the end within 10% of the same after the warm-up), that live events reach their subscribers, that the outage fails fast with 503
// DATABASE_UNAVAILABLE and heals by itself, and that every write answered 2xx is stored once.
// Ends with "N passed, N failed" and a non-zero exit on failure.
//
//   npm run soak                      # about 3 minutes
//   npm run soak -- --duration 30     # shorter (seconds; or SOAK_DURATION)
//   --concurrency 12 (SOAK_CONCURRENCY), SOAK_PG_PORT (25452), DATABASE_URL (use that database:
//   no outage phase, it is never stopped), SOAK_LOG_LEVEL (the server's LOG_LEVEL, warn)
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS, ensureBuilt, root } from './lib.mjs';
import { call, createWallet, signIn, subscribe } from './soak/clients.mjs';
import { query, startPostgres } from './soak/postgres.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string' },
    concurrency: { type: 'string' },
  },
});
const DURATION_S = Number(args.duration ?? process.env.SOAK_DURATION ?? 180);
const CONCURRENCY = Number(args.concurrency ?? process.env.SOAK_CONCURRENCY ?? 12);
const PG_PORT = Number(process.env.SOAK_PG_PORT ?? 25452);
/** Growth allowed in live memory (heap + buffers after a full collection) during steady load. */
const LIVE_DRIFT_MAX = 0.1;
/** RSS also moves with the heap's size and the allocator: only a gross growth counts against it. */
const RSS_DRIFT_MAX = 0.5;
const FAIL_FAST_MS = 2_000;
const OUTAGE_MS = 3_000;
const POST_FAULT_MS = 8_000;
const PROJECTS = 12;
const SUBSCRIBERS_PER_PROJECT = 2;
const DAY_MS = 86_400_000;

if (!Number.isFinite(DURATION_S) || DURATION_S < 20) {
  console.error('--duration must be a number of seconds, at least 20');
  process.exit(2);
}
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  console.error('--concurrency must be a positive whole number');
  process.exit(2);
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (/** @type {string} */ message) =>
  console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** @type {{ name: string, ok: boolean, detail: string }[]} */
const checks = [];
function check(
  /** @type {string} */ name,
  /** @type {boolean} */ ok,
  /** @type {string} */ detail,
) {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** @param {number | undefined} pid */
function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const logDir = mkdtempSync(join(tmpdir(), 'memetank-soak-'));
const serverLog = join(logDir, 'server.log');
const memoryFile = join(logDir, 'memory.json');

/**
 * Heap and buffers still alive in the server after a full garbage collection (memory-probe.mjs
 * answers SIGUSR2 by writing them to `memoryFile`).
 * @param {number} pid
 */
async function liveMemory(pid) {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  for (const until = asked + 15_000; Date.now() < until; await sleep(100)) {
    /** @type {{ at: number, heapUsed: number, external: number } | undefined} */
    let usage;
    try {
      usage = JSON.parse(readFileSync(memoryFile, 'utf8'));
    } catch {
      usage = undefined;
    }
    if (usage && usage.at >= asked) return usage.heapUsed + usage.external;
  }
  throw new Error('the server did not report its memory (scripts/soak/memory-probe.mjs)');
}

/** The built server on `databaseUrl`, its output in a log file; resolves once it answers. */
async function startServer(/** @type {string} */ databaseUrl, /** @type {string} */ admin) {
  const port = await freePort();
  const out = openSync(serverLog, 'a');
  const probe = ['--expose-gc', '--import', './scripts/soak/memory-probe.mjs'];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...probe, 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        SOAK_MEMORY_FILE: memoryFile,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(logDir, 'data'),
        DEMO_DATA: 'false',
        ADMIN_WALLETS: admin,
        RATE_LIMIT_AUTH_PER_MIN: '1000000',
        RATE_LIMIT_WRITE_PER_MIN: '1000000',
        RATE_LIMIT_STREAMS_PER_IP: '1000000',
        LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
        // Nothing goes to the internet: the soak's pages do not need market data.
        TOKEN_DATA_API_URL: 'http://127.0.0.1:9',
        TOKEN_METADATA_API_URL: 'http://127.0.0.1:9',
        SOL_PRICE_API_URL: 'http://127.0.0.1:9/price',
      },
      stdio: ['ignore', out, out],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const health = await call(url, 'GET', '/api/health', { timeoutMs: 2_000 });
    if (health.status === 200) break;
    if (Date.now() > until) throw new Error('the server did not start in 2 minutes');
    await sleep(200);
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(stuck);
      return code;
    },
  };
}

/**
 * @typedef {object} Outcome
 * @property {string} op
 * @property {number} status
 * @property {number} ms
 * @property {number} startedAt
 * @property {number} endedAt
 * @property {string} phase  the phase the request started in
 * @property {string} [problem]  why the answer was not the expected one
 * @property {string} [created]  the comment or project a 2xx write created
 * @property {string} [projectId]
 */

let phase = 'setup';
/** @type {Outcome[]} */
const outcomes = [];

/** Expected statuses per phase: during the outage a 503 DATABASE_UNAVAILABLE is also expected. */
function judge(
  /** @type {import('./soak/clients.mjs').Answer} */ answer,
  /** @type {number} */ expected,
  /** @type {string} */ startedIn,
) {
  if (answer.status === expected) return undefined;
  const code = answer.body?.error?.code;
  // A request still in flight when PostgreSQL starts stopping counts as one of the outage's.
  const outage = startedIn === 'outage' || phase === 'outage';
  if (outage && answer.status === 503 && code === 'DATABASE_UNAVAILABLE') {
    return undefined;
  }
  return `${answer.status || answer.failure} ${code ?? JSON.stringify(answer.body)?.slice(0, 120)}`;
}

/**
 * @param {{ base: string, cookie: string, wallet: import('./soak/clients.mjs').Wallet,
 *   mint: string, projects: string[], index: number, stop: () => boolean }} worker
 */
async function runWorker(worker) {
  const sorts = ['trending', 'newest', 'ending-soon', 'most-funded'];
  for (let n = 0; !worker.stop(); n += 1) {
    const projectId = worker.projects[(worker.index * 7 + n) % worker.projects.length] ?? '';
    const roll = Math.random();
    /** @type {{ op: string, method: string, path: string, expected: number, body?: unknown,
     *   created?: (body: any) => string }} */
    let request;
    if (roll < 0.28) {
      const sort = sorts[n % sorts.length];
      const path = n % 9 === 0 ? '/api/projects?q=soak' : `/api/projects?sort=${sort}&limit=20`;
      request = { op: 'list', method: 'GET', path, expected: 200 };
    } else if (roll < 0.46) {
      request = { op: 'detail', method: 'GET', path: `/api/projects/${projectId}`, expected: 200 };
    } else if (roll < 0.6) {
      request = {
        op: 'comments',
        method: 'GET',
        path: `/api/projects/${projectId}/comments`,
        expected: 200,
      };
    } else if (roll < 0.65) {
      request = {
        op: 'related',
        method: 'GET',
        path: `/api/projects/${projectId}/related`,
        expected: 200,
      };
    } else if (roll < 0.77) {
      request = {
        op: 'like',
        method: n % 2 ? 'PUT' : 'DELETE',
        path: `/api/projects/${projectId}/like`,
        expected: 200,
      };
    } else if (roll < 0.9) {
      request = {
        op: 'comment',
        method: 'POST',
        path: `/api/projects/${projectId}/comments`,
        expected: 201,
        body: { comment: `soak comment ${worker.index}-${n}` },
        created: (body) => String(body.id),
      };
    } else if (roll < 0.94) {
      const projectName = `Soak Submission ${worker.index}-${n}`;
      const legitimacyStatement = [
        'I confirm that the project I am submitting to MemeTank is legitimate and that I am authorized to submit it.',
        '',
        `Wallet: ${worker.wallet.address}`,
        `Project Name: ${projectName}`,
        `Token Mint: ${worker.mint}`,
        `Timestamp: ${new Date().toISOString()}`,
      ].join('\n');
      request = {
        op: 'submit',
        method: 'POST',
        path: '/api/projects',
        expected: 201,
        body: {
          tokenAddress: worker.mint,
          investorTokenAllocation: 1000,
          projectName,
          description: 'Submitted by the soak',
          longDescription: 'A project submitted under load by npm run soak.',
          fundingGoal: 5,
          currency: 'SOL',
          riskScore: 'Low',
          deadline: new Date(Date.now() + 10 * DAY_MS).toISOString(),
          legitimacyStatement,
          legitimacySignature: await worker.wallet.sign(legitimacyStatement),
        },
        created: (body) => String(body.project.id),
      };
    } else {
      request = { op: 'health', method: 'GET', path: '/api/health', expected: 200 };
    }
    const startedIn = phase;
    const startedAt = Date.now();
    const answer = await call(worker.base, request.method, request.path, {
      cookie: worker.cookie,
      body: request.body,
    });
    /** @type {Outcome} */
    const outcome = {
      op: request.op,
      status: answer.status,
      ms: answer.ms,
      startedAt,
      endedAt: Date.now(),
      phase: startedIn,
      projectId,
    };
    // The health check says "down" (503) during the outage: that is its job, not an error.
    const expected =
      request.op === 'health' &&
      (startedIn === 'outage' || phase === 'outage') &&
      answer.status === 503
        ? 503
        : request.expected;
    const problem = judge(answer, expected, startedIn);
    if (problem) outcome.problem = problem;
    if (answer.status === request.expected && request.created) {
      outcome.created = request.created(answer.body);
    }
    outcomes.push(outcome);
  }
}

/** Share of (subscriber, comment) pairs delivered among those that should have been. */
function deliveries(
  /** @type {import('./soak/clients.mjs').Subscriber[]} */ subscribers,
  /** @type {(outcome: Outcome) => boolean} */ inWindow,
) {
  let expected = 0;
  let delivered = 0;
  for (const subscriber of subscribers) {
    const received = new Set(
      subscriber.events.filter((e) => e.event === 'comment').map((e) => e.data.commentId),
    );
    for (const outcome of outcomes) {
      if (outcome.op !== 'comment' || !outcome.created || !inWindow(outcome)) continue;
      if (outcome.projectId !== subscriber.projectId) continue;
      // Only while the stream was open from before the request until well after it.
      const open = subscriber.connected.some(
        (p) => p.from < outcome.startedAt && p.to > outcome.endedAt + 2_000,
      );
      if (!open) continue;
      expected += 1;
      if (received.has(outcome.created)) delivered += 1;
    }
  }
  return { expected, delivered };
}

function summariseProblems(/** @type {Outcome[]} */ list) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const o of list) {
    const key = `${o.op}: ${o.problem}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count}x ${key}`).join('; ');
}

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  log(`duration ${DURATION_S} s, concurrency ${CONCURRENCY}`);
  await ensureBuilt();
  const postgres = await startPostgres({ port: PG_PORT });
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  /** @type {import('./soak/clients.mjs').Subscriber[]} */
  const subscribers = [];
  try {
    const admin = await createWallet();
    server = await startServer(postgres.url, admin.address);
    const base = server.url;
    log(
      `server ${base} (pid ${server.child.pid}) on ${postgres.controllable ? 'a throwaway PostgreSQL' : 'DATABASE_URL'}; log ${serverLog}`,
    );

    // Projects to read and write on: submitted by wallets, approved by the admin.
    const adminCookie = await signIn(base, admin);
    const wallets = await Promise.all(Array.from({ length: CONCURRENCY }, () => createWallet()));
    /** @type {string[]} */
    const cookies = [];
    for (const wallet of wallets) cookies.push(await signIn(base, wallet));
    // Each wallet submits for a real mint it holds: the server reads every mint on the chain.
    /** @type {string[]} */
    const mints = [];
    for (const [i, cookie] of cookies.entries()) {
      const created = await call(base, 'POST', '/api/dev/tokens', {
        cookie,
        body: { name: `Soak Frog ${i}`, symbol: `SOAK${i}`, supply: 1_000_000_000 },
      });
      if (created.status !== 200)
        throw new Error(`setup test token: ${JSON.stringify(created.body)}`);
      mints.push(String(created.body.mint));
    }
    /** @type {string[]} */
    const projects = [];
    for (let i = 0; i < PROJECTS; i += 1) {
      const wallet = wallets[i % wallets.length];
      if (!wallet) break;
      const projectName = `Soak Frog ${i}`;
      const legitimacyStatement = [
        'I confirm that the project I am submitting to MemeTank is legitimate and that I am authorized to submit it.',
        '',
        `Wallet: ${wallet.address}`,
        `Project Name: ${projectName}`,
        `Token Mint: ${mints[i % mints.length]}`,
        `Timestamp: ${new Date().toISOString()}`,
      ].join('\n');
      const submitted = await call(base, 'POST', '/api/projects', {
        cookie: cookies[i % cookies.length],
        body: {
          tokenAddress: mints[i % mints.length],
          investorTokenAllocation: 1000,
          projectName,
          description: `soak project number ${i}`,
          longDescription: 'Read, liked and commented on by npm run soak.',
          fundingGoal: 10 + i,
          currency: 'SOL',
          riskScore: 'Medium',
          deadline: new Date(Date.now() + (5 + i) * DAY_MS).toISOString(),
          legitimacyStatement,
          legitimacySignature: await wallet.sign(legitimacyStatement),
        },
      });
      if (submitted.status !== 201)
        throw new Error(`setup submit: ${JSON.stringify(submitted.body)}`);
      const id = String(submitted.body.project.id);
      const approved = await call(base, 'POST', `/api/admin/projects/${id}/status`, {
        cookie: adminCookie,
        body: { status: 'approved' },
      });
      if (approved.status !== 200)
        throw new Error(`setup approve: ${JSON.stringify(approved.body)}`);
      projects.push(id);
    }
    for (const id of projects) {
      for (let i = 0; i < SUBSCRIBERS_PER_PROJECT; i += 1) subscribers.push(subscribe(base, id));
    }

    const faultPhase = postgres.controllable;
    const faultMs = faultPhase ? OUTAGE_MS + POST_FAULT_MS + 4_000 : 0;
    // V8 grows its heap for a while under a new load: measure the baseline after that.
    const warmupMs = Math.min(30_000, Math.max(10_000, DURATION_S * 150));
    const steadyMs = Math.max(10_000, DURATION_S * 1000 - warmupMs - faultMs);

    let stopLoad = false;
    phase = 'warmup';
    log(
      `warm-up ${warmupMs / 1000} s with ${CONCURRENCY} clients and ${subscribers.length} event streams`,
    );
    const load = Promise.all(
      wallets.map((wallet, index) =>
        runWorker({
          base,
          cookie: cookies[index] ?? '',
          wallet,
          mint: mints[index] ?? '',
          projects,
          index,
          stop: () => stopLoad,
        }),
      ),
    );
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    /** @type {{ at: number, rss: number }[]} */
    const rssSamples = [];
    const sampler = setInterval(() => rssSamples.push({ at: Date.now(), rss: rssOf(pid) }), 1_000);
    /** The median of the last five 1-second samples: one sample is noisy under load. */
    const recentRss = () => {
      const last = rssSamples.slice(-5).map((s) => s.rss);
      return percentile(last.length ? last : [rssOf(pid)], 50);
    };
    await sleep(warmupMs);
    const rssAfterWarmup = recentRss();
    const liveAfterWarmup = await liveMemory(pid);
    phase = 'steady';
    const steadyStart = Date.now();
    log(`steady load ${steadyMs / 1000} s (RSS after warm-up ${mb(rssAfterWarmup)})`);
    await sleep(steadyMs);
    const rssEndOfSteady = recentRss();
    const liveEndOfSteady = await liveMemory(pid);
    const steadyEnd = Date.now();

    /** @type {{ at: number, phase: string, status: number, db: string, ms: number }[]} */
    const healthLog = [];
    let recoveredMs = Number.NaN;
    let faultStart = 0;
    let faultEnd = 0;
    let recoveredAt = 0;
    if (faultPhase) {
      log(`stopping PostgreSQL for ${OUTAGE_MS / 1000} s under load`);
      phase = 'outage';
      await postgres.stop();
      faultStart = Date.now();
      while (Date.now() - faultStart < OUTAGE_MS) {
        const health = await call(base, 'GET', '/api/health');
        healthLog.push({
          at: Date.now(),
          phase,
          status: health.status,
          db: health.body?.db?.status,
          ms: health.ms,
        });
        await sleep(250);
      }
      phase = 'restarting';
      await postgres.start();
      const restarted = Date.now();
      for (;;) {
        const health = await call(base, 'GET', '/api/health');
        healthLog.push({
          at: Date.now(),
          phase,
          status: health.status,
          db: health.body?.db?.status,
          ms: health.ms,
        });
        if (health.status === 200 || Date.now() - restarted > 30_000) break;
        await sleep(100);
      }
      recoveredAt = Date.now();
      recoveredMs = recoveredAt - restarted;
      phase = 'recovered';
      log(
        `PostgreSQL back; health 200 after ${recoveredMs} ms; ${POST_FAULT_MS / 1000} s more load`,
      );
      await sleep(POST_FAULT_MS);
      faultEnd = Date.now();
    }
    stopLoad = true;
    await load;
    clearInterval(sampler);
    phase = 'done';
    await sleep(1_000);
    for (const subscriber of subscribers) subscriber.close();

    // Results.
    console.log('');
    const byPhase = (/** @type {string[]} */ phases) =>
      outcomes.filter((o) => phases.includes(o.phase));
    const steady = byPhase(['warmup', 'steady']);
    const latencies = steady.map((o) => o.ms);
    const seconds = (steadyEnd - steadyStart + warmupMs) / 1000;
    log(
      `${steady.length} requests before the fault phase (${(steady.length / seconds).toFixed(0)} req/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms)`,
    );
    const steadyProblems = steady.filter((o) => o.problem);
    check(
      'every answer under steady load is the expected one',
      steadyProblems.length === 0 && steady.length > 0,
      `${steady.length - steadyProblems.length}/${steady.length} as expected${
        steadyProblems.length ? `; ${summariseProblems(steadyProblems)}` : ''
      }`,
    );
    const liveDrift = (liveEndOfSteady - liveAfterWarmup) / liveAfterWarmup;
    check(
      'server memory is flat (heap and buffers alive after a full collection: at most 10% more at the end than after warm-up)',
      liveAfterWarmup > 0 && liveDrift <= LIVE_DRIFT_MAX,
      `${mb(liveAfterWarmup)} after warm-up, ${mb(liveEndOfSteady)} at the end (${(liveDrift * 100).toFixed(1)}%)`,
    );
    const drift = (rssEndOfSteady - rssAfterWarmup) / rssAfterWarmup;
    check(
      'server RSS does not balloon (at most 50% above RSS after warm-up, 5 s medians)',
      // A fall is V8 giving memory back, not a leak: only growth counts.
      rssAfterWarmup > 0 && drift <= RSS_DRIFT_MAX,
      `${mb(rssAfterWarmup)} after warm-up, ${mb(rssEndOfSteady)} at the end (${(drift * 100).toFixed(1)}%), peak ${mb(
        Math.max(...rssSamples.map((s) => s.rss)),
      )}`,
    );
    const steadyDelivery = deliveries(
      subscribers,
      (o) => o.phase === 'steady' && o.endedAt < steadyEnd - 2_000,
    );
    check(
      'live comment events reach every subscriber of their project',
      steadyDelivery.expected > 0 && steadyDelivery.delivered === steadyDelivery.expected,
      `${steadyDelivery.delivered}/${steadyDelivery.expected} deliveries`,
    );

    if (faultPhase) {
      const outage = byPhase(['outage']);
      const outageProblems = outage.filter((o) => o.problem);
      const slowest = Math.max(0, ...outage.map((o) => o.ms));
      const unavailable = outage.filter((o) => o.status === 503).length;
      check(
        'during the outage requests fail fast with 503 DATABASE_UNAVAILABLE',
        outageProblems.length === 0 && unavailable > 0 && slowest < FAIL_FAST_MS,
        `${outage.length} requests, ${unavailable} answered 503, slowest ${slowest.toFixed(0)} ms${
          outageProblems.length ? `; ${summariseProblems(outageProblems)}` : ''
        }`,
      );
      const downChecks = healthLog.filter((h) => h.phase === 'outage');
      check(
        '/api/health reports the database down during the outage, within 2 s',
        downChecks.length > 0 &&
          downChecks.every((h) => h.status === 503 && h.db === 'down' && h.ms < FAIL_FAST_MS),
        `${downChecks.length} checks: ${[...new Set(downChecks.map((h) => `${h.status}/${h.db}`))].join(', ')}, slowest ${Math.max(
          0,
          ...downChecks.map((h) => h.ms),
        ).toFixed(0)} ms`,
      );
      const after = byPhase(['recovered']);
      const afterProblems = after.filter((o) => o.problem);
      check(
        'the server recovers by itself: every answer after the restart is the expected one',
        Number.isFinite(recoveredMs) &&
          recoveredMs < 30_000 &&
          after.length > 0 &&
          afterProblems.length === 0,
        `health 200 ${recoveredMs} ms after PostgreSQL started; ${after.length - afterProblems.length}/${after.length} as expected${
          afterProblems.length ? `; ${summariseProblems(afterProblems)}` : ''
        }`,
      );
      const afterDelivery = deliveries(
        subscribers,
        (o) =>
          o.phase === 'recovered' &&
          o.startedAt > recoveredAt + 1_000 &&
          o.endedAt < faultEnd - 2_000,
      );
      const reconnects = subscribers.reduce((sum, s) => sum + s.reconnects, 0);
      check(
        'event streams reconnect after the restart and events flow again',
        afterDelivery.expected > 0 && afterDelivery.delivered === afterDelivery.expected,
        `${afterDelivery.delivered}/${afterDelivery.expected} deliveries after recovery; ${reconnects} reconnects`,
      );
    }

    // Every write answered 2xx is stored, once (read straight from PostgreSQL).
    const comments = outcomes.filter((o) => o.op === 'comment' && o.created).map((o) => o.created);
    const submitted = outcomes.filter((o) => o.op === 'submit' && o.created).map((o) => o.created);
    const storedComments = await query(
      postgres.url,
      'select id::text as id, comment from project_comments where project_id = any($1::uuid[])',
      [projects],
    );
    const commentCounts = new Map();
    for (const row of storedComments)
      commentCounts.set(row.id, (commentCounts.get(row.id) ?? 0) + 1);
    const missingComments = comments.filter((id) => commentCounts.get(id) !== 1);
    const texts = storedComments.map((row) => row.comment);
    const storedProjects = new Set(
      (
        await query(
          postgres.url,
          'select id::text as id from projects where id = any($1::uuid[])',
          [submitted],
        )
      ).map((row) => row.id),
    );
    const missingProjects = submitted.filter((id) => !storedProjects.has(id));
    const [likes] = await query(
      postgres.url,
      `select count(*)::int as n from projects p
       where p.likes_count <> (select count(*) from project_likes l where l.project_id = p.id)`,
    );
    const [orphans] = await query(
      postgres.url,
      `select count(*)::int as n from projects p
       where not exists (select 1 from user_projects u where u.project_id = p.id)`,
    );
    check(
      'every write answered 2xx is stored once, and no row is half-written',
      missingComments.length === 0 &&
        new Set(texts).size === texts.length &&
        missingProjects.length === 0 &&
        likes?.n === 0 &&
        orphans?.n === 0,
      `${comments.length} comments (${missingComments.length} missing), ${
        texts.length - new Set(texts).size
      } duplicated; ${submitted.length} submissions (${missingProjects.length} missing); ` +
        `${likes?.n} like counts off; ${orphans?.n} projects without user_projects`,
    );
    const exitCode = await server.stop();
    check(
      'the server drains and exits cleanly on SIGTERM',
      exitCode === 0,
      `exit code ${exitCode}`,
    );
  } catch (error) {
    check(
      'the soak ran to the end',
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await server?.stop();
    await postgres.destroy();
  }
}

try {
  await main();
} catch (error) {
  check('the soak could set up', false, error instanceof Error ? error.message : String(error));
}
const failed = checks.filter((c) => !c.ok).length;
if (failed > 0) console.log(`\nserver log: ${serverLog}`);
else rmSync(logDir, { recursive: true, force: true });
console.log(`\n${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
