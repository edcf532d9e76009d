// The money path (issue 39, bench/README.md "The money path"): the rush of investors into one
// campaign, then the settlement and claims of campaigns with many investors, each against its
// ceiling measured in the same run (bench/money-ceiling.mjs), on the built server on PGlite.
// Everything goes through the public HTTP API as a wallet would: SIWS sign-in, prepare, sign in
// the bench process (Ed25519, lib/wallet.mjs), submit. After each part the ledger is checked
// through public reads (GET /api/escrow, the backers list, the claimables, token balances on
// chain); a part whose checks fail throws, so its figures are never reported.
import { spawn } from 'node:child_process';
import { percentile } from './lib/load.mjs';
import { repoRoot } from './lib/processes.mjs';
import { buildServerChain } from './lib/server-chain.mjs';
import { createWallet, signInWallet } from './lib/wallet.mjs';

/** Investors per rush, and per settled campaign at the small and the large size. */
export const MONEY_SIZES = {
  // 300 investors (issue 39's brief) took 3 minutes on a loaded 2-core machine, over CI's ~2.
  quick: { rush: [20], settle: [100, 200] },
  full: { rush: [100, 1_000], settle: [1_000, 10_000] },
};
/** What each investment moves: 0.01 SOL. */
const AMOUNT_SOL = 0.01;
const AMOUNT_LAMPORTS = 10_000_000n;
const LAMPORTS_PER_SOL = 1e9;
const DAY_SECONDS = 24 * 3600;
/** Whole tokens each settled campaign offers its investors (6 decimals). */
const ALLOCATION_TOKENS = 1_000_000n;
const TOKEN_DECIMALS = 6n;
/** Requests at a time while setting up (funding, sign-ins, the settled campaigns' investments). */
const SETUP_CONCURRENCY = 16;
/**
 * A claim refused is asked again (as its wallet's owner would click again), in all at most this
 * often. On the local chain concurrent token claims are refused 503
 * ESCROW_SHORTFALL (decision 079: the vault's top-up covers one claim's rent at a time).
 */
const CLAIM_ATTEMPTS = 20;
/** Refusals a claimant may meet under a rush and click again; any other fails the run. */
const RETRIED_REFUSALS = new Set([
  '502 PAYOUT_FAILED',
  '503 ESCROW_SHORTFALL',
  '409 CLAIM_IN_PROGRESS',
]);

/** The figures the money section must produce. @param {boolean} quick */
export function moneyFigureIds(quick) {
  const sizes = quick ? MONEY_SIZES.quick : MONEY_SIZES.full;
  const ids = [];
  for (const n of sizes.rush) {
    for (const metric of [
      'rate',
      'vs-write',
      'prepare-p50',
      'prepare-p99',
      'submit-p50',
      'submit-p99',
    ]) {
      ids.push(`money.rush.${n}.${metric}`);
    }
  }
  for (const n of sizes.settle) {
    ids.push(
      `money.settle.${n}.seconds`,
      `money.claims.refund.${n}.rate`,
      `money.claims.tokens.${n}.rate`,
    );
  }
  ids.push('money.settle.growth', 'money.claims.refund.growth', 'money.claims.tokens.growth');
  return ids;
}

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {any} body
 * @property {number} ms
 */

/** A JSON call on `base`: its status, body and time. */
function api(/** @type {string} */ base) {
  /**
   * @param {string} method @param {string} path
   * @param {{ cookie?: string, body?: unknown }} [options]
   * @returns {Promise<Reply>}
   */
  return async (method, path, options = {}) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, ms };
  };
}

/** Throws unless the reply has `status`. @param {Reply} reply @param {string} what */
function expectStatus(reply, what, status = 200) {
  if (reply.status !== status) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  }
  return reply.body;
}

/**
 * Runs `task` over `items`, `concurrency` at a time.
 * @template T, R
 * @param {T[]} items @param {number} concurrency @param {(item: T, index: number) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function pool(items, concurrency, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(/** @type {T} */ (items[i]), i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const sorted = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b);

/** The bundle of the server's chain code the ceilings run (lib/server-chain.mjs), once per run. */
let chainBundle = '';

/** How often each ceiling runs: its figure is the run of median rate (a burst of a few seconds
 * swings with a loaded machine: 29 to 196 refunds/s between two sizes of one quick run). */
const CEILING_ROUNDS = 3;

/**
 * A ceiling of bench/money-ceiling.mjs, CEILING_ROUNDS times: the median run by rate, with every
 * round's rate beside it.
 * @param {string[]} args
 */
async function ceiling(args) {
  const runs = [];
  for (let i = 0; i < CEILING_ROUNDS; i += 1) runs.push(await ceilingOnce(args));
  const ordered = [...runs].sort((a, b) => a.perSecond - b.perSecond);
  const median = /** @type {(typeof runs)[number]} */ (ordered[Math.floor(ordered.length / 2)]);
  return { ...median, rounds: runs.map((r) => r.perSecond) };
}

/** Runs one of bench/money-ceiling.mjs's ceilings in its own process; its JSON result. */
function ceilingOnce(/** @type {string[]} */ args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/money-ceiling.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, MONEY_CEILING_CHAIN: chainBundle },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`ceiling ${args.join(' ')} exited ${code}: ${err}`));
      /** @type {{ count: number, failed: number, errors: string[], seconds: number, perSecond: number, p50: number, p99: number }} */
      const result = JSON.parse(line);
      if (result.failed > 0) {
        return reject(
          new Error(`ceiling ${args.join(' ')}: ${result.failed} failed: ${result.errors}`),
        );
      }
      resolve(result);
    });
  });
}

/**
 * @typedef {object} Investor
 * @property {import('./lib/wallet.mjs').Wallet} wallet
 * @property {string} cookie
 */

/**
 * The money section on one server (on PGlite): adds its figures to `figures`.
 * @param {{ quick: boolean, figures: import('./lib/figures.mjs').Figures,
 *   startServer: (name: string, env: Record<string, string>) => Promise<import('./lib/processes.mjs').Started>,
 *   dataDir: string, log: (line: string) => void }} options
 */
export async function moneyFigures({ quick, figures, startServer, dataDir, log }) {
  const sizes = quick ? MONEY_SIZES.quick : MONEY_SIZES.full;
  chainBundle = await buildServerChain();
  const admin = await createWallet();
  const server = await startServer('server-money', {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    ADMIN_WALLETS: admin.address,
  });
  const call = api(server.url);
  /** @type {{ n: number, result: Awaited<ReturnType<typeof rush>> }[]} */
  const rushes = [];
  try {
    const adminCookie = await signInWallet(server.url, admin);
    // Every investor funded before anything is measured, one faucet call at a time: nothing in a
    // rush asks for an airdrop (issue 39, point 1: an airdrop moves the local chain's blockhash on).
    const count = Math.max(...sizes.rush, ...sizes.settle);
    log(`money: funding ${count} wallets (faucet, one at a time) and signing them in`);
    /** @type {import('./lib/wallet.mjs').Wallet[]} */
    const wallets = [];
    for (let i = 0; i < count; i += 1) {
      const wallet = await createWallet();
      expectStatus(
        await call('POST', '/api/dev/faucet', { body: { address: wallet.address } }),
        'faucet',
      );
      wallets.push(wallet);
    }
    /** @type {Investor[]} */
    const investors = await pool(wallets, SETUP_CONCURRENCY, async (wallet) => ({
      wallet,
      cookie: await signInWallet(server.url, wallet),
    }));
    const campaign = (
      /** @type {string} */ name,
      /** @type {number} */ goalSol,
      /** @type {number} */ days,
    ) => openCampaign(call, server.url, adminCookie, { name, goalSol, days });

    for (const n of sizes.rush) {
      const project = await campaign(`Bench rush ${n}`, 100_000, 25);
      log(`money: the rush of ${n} investors`);
      const result = await rush(call, project.id, investors.slice(0, n));
      await checkInvestments(call, project.id, result.signatures);
      await checkEscrow(call);
      const chain = await ceiling(['chain-invest', String(n)]);
      rushes.push({ n, result });
      figures.add({
        id: `money.rush.${n}.rate`,
        label: `Rush of ${n} investors into one campaign: confirmed investments/s (prepare, sign, submit)`,
        value: result.perSecond,
        unit: '/s',
        against: {
          kind: 'ceiling',
          name: 'chain ceiling (same transfers pre-signed, sent at once)',
          value: chain.perSecond,
        },
        target: { text: '>= 0.5 of the chain ceiling', test: (f) => (f.ratio ?? 0) >= 0.5 },
        detail: { ...result.detail, chain },
      });
      figures.add({
        id: `money.rush.${n}.prepare-p50`,
        label: `Rush of ${n}: prepare p50`,
        value: percentile(result.prepare, 50),
        unit: 'ms',
      });
      figures.add({
        id: `money.rush.${n}.prepare-p99`,
        label: `Rush of ${n}: prepare p99`,
        value: percentile(result.prepare, 99),
        unit: 'ms',
      });
      figures.add({
        id: `money.rush.${n}.submit-p50`,
        label: `Rush of ${n}: submit p50`,
        value: percentile(result.submit, 50),
        unit: 'ms',
        against: { kind: 'ceiling', name: 'chain ceiling send p50', value: chain.p50 },
      });
      figures.add({
        id: `money.rush.${n}.submit-p99`,
        label: `Rush of ${n}: submit p99`,
        value: percentile(result.submit, 99),
        unit: 'ms',
        against: { kind: 'ceiling', name: 'chain ceiling send p99', value: chain.p99 },
        target: { text: '<= 3x the ceiling p99', test: (f) => f.ratio !== null && f.ratio <= 3 },
      });
    }

    /** @type {Record<number, number>} */
    const settleSeconds = {};
    /** How long each size's claims took, by kind: their growth from the small size to the large. */
    /** @type {Record<'refund' | 'tokens', Record<number, number>>} */
    const claimSeconds = { refund: {}, tokens: {} };
    for (const n of sizes.settle) {
      const group = investors.slice(0, n);
      // Missed: a goal far above what n investors bring (refunds in SOL). Reached: exactly what
      // they bring (at least the 1 SOL minimum), so the investors' token allocations are paid.
      const missed = await campaign(`Bench missed ${n}`, 100_000, 1);
      const reached = await campaign(`Bench reached ${n}`, Math.max(1, n * AMOUNT_SOL), 1);
      log(`money: ${n} investors into two campaigns (setup, ${SETUP_CONCURRENCY} at a time)`);
      for (const project of [missed, reached]) {
        const signatures = await pool(group, SETUP_CONCURRENCY, async (investor) => {
          const done = await invest(call, project.id, investor);
          if (!done.signature) throw new Error(`investment refused: ${done.refusal}`);
          return done.signature;
        });
        await checkInvestments(call, project.id, signatures);
      }
      await checkEscrow(call);
      log(`money: settling the campaigns of ${n} investors (POST /api/dev/clock)`);
      const moved = await call('POST', '/api/dev/clock', {
        cookie: adminCookie,
        body: { advanceSeconds: 2 * DAY_SECONDS },
      });
      expectStatus(moved, 'dev clock');
      settleSeconds[n] = moved.ms / 1000;
      await checkEscrow(call);

      const claims = await pool(group, SETUP_CONCURRENCY, async (investor) => {
        const items = /** @type {ClaimRow[]} */ (
          expectStatus(
            await call('GET', '/api/me/claimables', { cookie: investor.cookie }),
            'claimables',
          ).items
        );
        const refund = items.find((c) => c.projectId === missed.id && c.fundType === 'refund');
        const tokens = items.find(
          (c) => c.projectId === reached.id && c.fundType === 'token_allocation',
        );
        if (!refund || !tokens)
          throw new Error(
            `${investor.wallet.address} has no refund or allocation after settlement`,
          );
        return { investor, refund, tokens };
      });
      log(`money: ${n} refunds claimed at once`);
      const refunds = await claimAll(
        call,
        claims.map((c) => ({ cookie: c.investor.cookie, id: c.refund.id })),
      );
      const refundCeiling = await ceiling(['chain-refund', String(n)]);
      log(`money: ${n} token allocations claimed at once`);
      const tokens = await claimAll(
        call,
        claims.map((c) => ({ cookie: c.investor.cookie, id: c.tokens.id })),
      );
      const tokenCeiling = await ceiling(['chain-tokens', String(n)]);
      await checkClaims(call, { claims, missed, reached });
      await checkEscrow(call);
      figures.add({
        id: `money.settle.${n}.seconds`,
        label: `Settlement of two campaigns of ${n} investors each (one missed, one reached): the dev clock's POST until it answers`,
        value: settleSeconds[n] ?? NaN,
        unit: 's',
      });
      for (const [kind, result, chain, what] of /** @type {const} */ ([
        ['refund', refunds, refundCeiling, 'SOL refunds of a missed goal'],
        ['tokens', tokens, tokenCeiling, 'token allocations of a reached goal'],
      ])) {
        figures.add({
          id: `money.claims.${kind}.${n}.rate`,
          label: `Claims paid/s, ${n} ${what} claimed at once`,
          value: result.perSecond,
          unit: '/s',
          against: {
            kind: 'ceiling',
            name: 'chain ceiling (the same payouts pre-signed, sent at once)',
            value: chain.perSecond,
          },
          target: { text: '>= 0.5 of the chain ceiling', test: (f) => (f.ratio ?? 0) >= 0.5 },
          detail: { ...result.detail, chain },
        });
        claimSeconds[kind][n] = result.detail.seconds;
      }
    }
    const [small = 0, large = 0] = sizes.settle;
    figures.add({
      id: 'money.settle.growth',
      label: `Settlement time, ${large} investors over ${small}: growth (at most linear: under x${large / small})`,
      value: (settleSeconds[large] ?? NaN) / (settleSeconds[small] ?? NaN),
      unit: 'x',
      against: { kind: 'target', name: 'size ratio', value: large / small },
      target: { text: `< x${large / small}`, test: (f) => f.value < large / small },
      detail: { seconds: settleSeconds },
    });
    for (const [kind, what] of /** @type {const} */ ([
      ['refund', 'SOL refunds'],
      ['tokens', 'token allocations'],
    ])) {
      const seconds = claimSeconds[kind];
      figures.add({
        id: `money.claims.${kind}.growth`,
        label: `Time to pay every claim, ${what}, ${large} investors over ${small}: growth (at most linear: at most x${large / small})`,
        value: (seconds[large] ?? NaN) / (seconds[small] ?? NaN),
        unit: 'x',
        against: { kind: 'target', name: 'size ratio', value: large / small },
        target: { text: `<= x${large / small}`, test: (f) => f.value <= large / small },
        detail: { seconds },
      });
    }
  } finally {
    await server.stop();
  }
  // The bare write ceiling: one insert per investment, all at once, in the same PGlite database
  // (one process per data dir, so after the server stopped).
  for (const { n, result } of rushes) {
    const write = await ceiling(['write', String(n), dataDir]);
    figures.add({
      id: `money.rush.${n}.vs-write`,
      label: `Rush of ${n}: confirmed investments/s against the bare write ceiling (one insert each, same PGlite)`,
      value: result.perSecond,
      unit: '/s',
      against: { kind: 'ceiling', name: 'write ceiling', value: write.perSecond },
      detail: { write },
    });
  }
}

/**
 * @typedef {object} ClaimRow
 * @property {string} id @property {string} projectId @property {string} fundType
 * @property {number} amount @property {boolean} isClaimed @property {string | null} claimSignature
 * @property {string | null} mint @property {string | null} tokenAmount
 */

/**
 * An approved campaign, deposited and open, as a creator and the admin make one through the API:
 * faucet, sign in, a test token (POST /api/dev/tokens), the signed legitimacy statement, the
 * submission, the admin's approval, the token deposit prepared, signed and submitted.
 * @param {ReturnType<typeof api>} call @param {string} base @param {string} adminCookie
 * @param {{ name: string, goalSol: number, days: number }} spec
 */
async function openCampaign(call, base, adminCookie, spec) {
  const creator = await createWallet();
  expectStatus(
    await call('POST', '/api/dev/faucet', { body: { address: creator.address } }),
    'faucet',
  );
  const cookie = await signInWallet(base, creator);
  const token = expectStatus(
    await call('POST', '/api/dev/tokens', {
      cookie,
      body: {
        name: spec.name.slice(0, 32),
        symbol: 'BENCH',
        supply: 1_000_000_000,
        decimals: 6,
        revokeMintAuthority: true,
      },
    }),
    'test token',
  );
  const mint = /** @type {string} */ (token.mint);
  const { statement } = expectStatus(
    await call('POST', '/api/projects/statement', {
      cookie,
      body: { tokenAddress: mint, projectName: spec.name },
    }),
    'statement',
  );
  const signature = Buffer.from(await creator.sign(new TextEncoder().encode(statement))).toString(
    'base64',
  );
  const now = new Date(expectStatus(await call('GET', '/api/clock'), 'clock').now);
  const submitted = expectStatus(
    await call('POST', '/api/projects', {
      cookie,
      body: {
        tokenAddress: mint,
        projectName: spec.name,
        description: `${spec.name}: a campaign of the money bench.`,
        longDescription: 'Made by bench/money.mjs.',
        fundingGoal: spec.goalSol,
        currency: 'SOL',
        deadline: new Date(now.getTime() + spec.days * DAY_SECONDS * 1000).toISOString(),
        investorTokenAllocation: ALLOCATION_TOKENS.toString(),
        legitimacyStatement: statement,
        legitimacySignature: signature,
      },
    }),
    'submission',
    201,
  );
  const id = /** @type {string} */ (submitted.project.id);
  expectStatus(
    await call('POST', `/api/admin/projects/${id}/status`, {
      cookie: adminCookie,
      body: { status: 'approved' },
    }),
    'approval',
  );
  const prepared = expectStatus(
    await call('POST', `/api/projects/${id}/token-deposit/prepare`, { cookie }),
    'deposit prepare',
  );
  const transaction = await creator.signTransaction(prepared.transaction);
  expectStatus(
    await call('POST', `/api/projects/${id}/token-deposit`, { cookie, body: { transaction } }),
    'deposit',
  );
  return { id, mint, creator, cookie };
}

/**
 * One investment: prepare, sign in the bench process, submit. The signature confirmed, or the
 * refusal; each request's time.
 * @param {ReturnType<typeof api>} call @param {string} projectId @param {Investor} investor
 */
async function invest(call, projectId, investor) {
  const prepared = await call('POST', `/api/projects/${projectId}/investments/prepare`, {
    cookie: investor.cookie,
    body: { amount: AMOUNT_SOL },
  });
  if (prepared.status !== 200) {
    return {
      signature: null,
      refusal: `prepare ${prepared.status} ${JSON.stringify(prepared.body)}`,
      prepareMs: prepared.ms,
      submitMs: null,
    };
  }
  const transaction = await investor.wallet.signTransaction(prepared.body.transaction);
  const submitted = await call('POST', `/api/projects/${projectId}/investments`, {
    cookie: investor.cookie,
    body: { transaction },
  });
  if (submitted.status !== 200) {
    return {
      signature: null,
      refusal: `submit ${submitted.status} ${JSON.stringify(submitted.body)}`,
      prepareMs: prepared.ms,
      submitMs: submitted.ms,
    };
  }
  return {
    signature: /** @type {string} */ (submitted.body.investment.signature),
    refusal: null,
    prepareMs: prepared.ms,
    submitMs: submitted.ms,
  };
}

/**
 * Every investor at once. Throws when one is refused: the rush must confirm everyone.
 * @param {ReturnType<typeof api>} call @param {string} projectId @param {Investor[]} investors
 */
async function rush(call, projectId, investors) {
  const started = performance.now();
  const results = await Promise.all(investors.map((investor) => invest(call, projectId, investor)));
  const seconds = (performance.now() - started) / 1000;
  const refused = results.filter((r) => !r.signature);
  if (refused.length > 0) {
    throw new Error(
      `${refused.length} of ${investors.length} investments refused, e.g. ${refused[0]?.refusal}`,
    );
  }
  return {
    perSecond: results.length / seconds,
    signatures: results.map((r) => /** @type {string} */ (r.signature)),
    prepare: sorted(results.map((r) => r.prepareMs)),
    submit: sorted(results.map((r) => r.submitMs ?? NaN)),
    detail: { investors: investors.length, seconds },
  };
}

/**
 * Claims every one at once; a claim refused one of RETRIED_REFUSALS is asked again (up to
 * CLAIM_ATTEMPTS in all), as its owner would click again. Throws at any other answer, or when a
 * claim is still unpaid. Claims paid per second over the whole time.
 * @param {ReturnType<typeof api>} call @param {{ cookie: string, id: string }[]} claims
 */
export async function claimAll(call, claims) {
  const started = performance.now();
  /** @type {Record<string, number>} */
  const refusals = {};
  let open = claims;
  /** @type {number[]} */
  const latencies = [];
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS && open.length > 0; attempt += 1) {
    const replies = await Promise.all(
      open.map((c) => call('POST', `/api/me/claimables/${c.id}/claim`, { cookie: c.cookie })),
    );
    const again = [];
    for (const [i, reply] of replies.entries()) {
      if (reply.status === 200) {
        latencies.push(performance.now() - started);
        continue;
      }
      const key = `${reply.status} ${reply.body?.error?.code ?? ''}`.trim();
      refusals[key] = (refusals[key] ?? 0) + 1;
      if (!RETRIED_REFUSALS.has(key)) {
        throw new Error(`a claim answered ${key}: ${JSON.stringify(reply.body).slice(0, 300)}`);
      }
      again.push(/** @type {{ cookie: string, id: string }} */ (open[i]));
    }
    open = again;
  }
  const seconds = (performance.now() - started) / 1000;
  if (open.length > 0) {
    throw new Error(
      `${open.length} of ${claims.length} claims unpaid after ${CLAIM_ATTEMPTS} attempts: ${JSON.stringify(refusals)}`,
    );
  }
  return {
    perSecond: claims.length / seconds,
    detail: { claims: claims.length, seconds, refusals, p99Ms: percentile(sorted(latencies), 99) },
  };
}

/**
 * Every confirmed investment is in the campaign's public backers list exactly once, with its
 * amount: the list's signatures are exactly the confirmed ones, the sum exactly theirs.
 * @param {ReturnType<typeof api>} call @param {string} projectId @param {string[]} signatures
 */
export async function checkInvestments(call, projectId, signatures) {
  /** @type {{ signature: string, amountUnits: string }[]} */
  const backers = [];
  let cursor = '';
  do {
    const page = expectStatus(
      await call(
        'GET',
        `/api/projects/${projectId}/investments?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
      'backers',
    );
    backers.push(...page.items);
    cursor = page.nextCursor ?? '';
  } while (cursor);
  const listed = new Set(backers.map((b) => b.signature));
  const total = backers.reduce((sum, b) => sum + BigInt(b.amountUnits), 0n);
  const expected = AMOUNT_LAMPORTS * BigInt(signatures.length);
  if (
    backers.length !== signatures.length ||
    listed.size !== backers.length ||
    signatures.some((s) => !listed.has(s)) ||
    total !== expected
  ) {
    throw new Error(
      `ledger broken: ${signatures.length} investments confirmed, ${backers.length} listed (${listed.size} distinct), ${total} lamports listed for ${expected}`,
    );
  }
}

/** GET /api/escrow: the vault holds at least what it owes, in SOL and in USDC. @param {ReturnType<typeof api>} call */
export async function checkEscrow(call) {
  const proof = expectStatus(await call('GET', '/api/escrow'), 'escrow proof');
  if (
    !proof.enabled ||
    proof.balanceLamports === null ||
    BigInt(proof.differenceLamports) < 0n ||
    (proof.usdc && BigInt(proof.usdc.differenceUnits ?? '-1') < 0n)
  ) {
    throw new Error(
      `ledger broken: the vault does not cover what it owes: ${JSON.stringify(proof)}`,
    );
  }
}

/**
 * After the claims: every claim paid once (its own signature), the refunds summing to what was
 * invested, the token claims (the investors' and the creator's remainder) to the deposit, and each
 * investor holding on chain exactly the tokens its claim paid.
 * @param {ReturnType<typeof api>} call
 * @param {{ claims: { investor: Investor, refund: ClaimRow, tokens: ClaimRow }[],
 *   missed: { id: string }, reached: { id: string, mint: string, cookie: string } }} sets
 */
async function checkClaims(call, { claims, missed, reached }) {
  const after = await pool(claims, SETUP_CONCURRENCY, async ({ investor }) => {
    const items = /** @type {ClaimRow[]} */ (
      expectStatus(
        await call('GET', '/api/me/claimables', { cookie: investor.cookie }),
        'claimables',
      ).items
    );
    const held = expectStatus(
      await call('GET', `/api/wallets/${investor.wallet.address}/tokens/${reached.mint}`),
      'token balance',
    );
    return {
      refund: items.find((c) => c.projectId === missed.id && c.fundType === 'refund'),
      tokens: items.find((c) => c.projectId === reached.id && c.fundType === 'token_allocation'),
      held: BigInt(held.amount),
    };
  });
  const signatures = new Set();
  let refunded = 0n;
  let allocated = 0n;
  for (const { refund, tokens, held } of after) {
    for (const claim of [refund, tokens]) {
      if (!claim?.isClaimed || !claim.claimSignature || signatures.has(claim.claimSignature)) {
        throw new Error(
          `ledger broken: claim ${claim?.id} not paid once: ${JSON.stringify(claim)}`,
        );
      }
      signatures.add(claim.claimSignature);
    }
    refunded += BigInt(Math.round((refund?.amount ?? 0) * LAMPORTS_PER_SOL));
    const units = BigInt(tokens?.tokenAmount ?? '0');
    if (held !== units)
      throw new Error(`ledger broken: a wallet holds ${held} tokens, its claim paid ${units}`);
    allocated += units;
  }
  const invested = AMOUNT_LAMPORTS * BigInt(claims.length);
  if (refunded !== invested) {
    throw new Error(`ledger broken: refunds ${refunded} lamports for ${invested} invested`);
  }
  // The creator's share of the tokens (the rounding remainder) completes the deposit.
  const creatorItems = /** @type {ClaimRow[]} */ (
    expectStatus(
      await call('GET', '/api/me/claimables', { cookie: reached.cookie }),
      'creator claimables',
    ).items
  );
  const remainder = creatorItems
    .filter((c) => c.projectId === reached.id && c.mint === reached.mint)
    .reduce((sum, c) => sum + BigInt(c.tokenAmount ?? '0'), 0n);
  const deposit = ALLOCATION_TOKENS * 10n ** TOKEN_DECIMALS;
  if (allocated + remainder !== deposit) {
    throw new Error(
      `ledger broken: token claims ${allocated} + creator ${remainder} for a deposit of ${deposit}`,
    );
  }
}
