// Token-data and SOL price providers that hang, stop half-way or answer garbage: the project page's
// requests still answer within a short, bounded time, with a clean fallback (the last snapshot, the
// mint's facts from the chain without market data, or no price), never a 500 or a request left
// waiting.
import type { ServerResponse } from 'node:http';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenSnapshots } from '../src/db/schema';
import { PROVIDER_TIMEOUT_MS } from '../src/market/provider-http';
import { STALE_ANSWER_WAIT_MS } from '../src/market/token-data';
import { sendJson, startFakeServer, type FakeServer } from './fake-http';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createToken, funderOf } from './token-support';

/** Slack for a loaded machine on top of a timeout. */
const SLACK_MS = 1_000;

type Behaviour = (response: ServerResponse) => void;

/** Never answers (the request stays open until the fake server closes). */
const hang: Behaviour = () => {};
/** Sends the headers and the start of a body, then nothing more. */
const stopHalfWay: Behaviour = (response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"mint": "');
};

let provider: FakeServer;
let t: TestApp;
/** What the fake providers do, by path prefix; anything else answers a good coin. */
let behaviours: Record<string, Behaviour> = {};

/** A real mint on the test chain (the lookup reads it there first), without metadata. */
const freshMint = () =>
  createToken(t.app.services.chain, funderOf(t.app.services.chain), {
    owner: 'C7e9auwfeDztXJsZ3FXQRMZKii9vT3PB1PM2KG71oWmB',
    program: 'spl-token',
  });

/** The lookup's answer when no market data could be had: the chain's facts, market fields null. */
function expectChainFactsOnly(response: { statusCode: number; json<T>(): T }) {
  expect(response.statusCode).toBe(200);
  const body = response.json<TokenResponse>();
  expect(body).toMatchObject({ program: 'spl-token', decimals: 6, trades: [] });
  expect(body.token).toMatchObject({ name: 'Unknown Token', market_cap: null });
}

const goodCoin = (mint: string) => ({
  mint,
  name: 'Timeout Frog',
  symbol: 'TFROG',
  image_uri: 'https://ipfs.io/ipfs/frog',
  market_cap: 40.5,
  usd_market_cap: 6067.15,
  complete: false,
  real_token_reserves: 612200000000000,
});

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  provider = await startFakeServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const mint = decodeURIComponent(path.split('/').at(-1) ?? '');
    const behaviour = Object.entries(behaviours).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (behaviour) return behaviour(response);
    if (path.startsWith('/coins/')) return sendJson(response, 200, goodCoin(mint));
    if (path.startsWith('/trades/')) return sendJson(response, 200, []);
    if (path.startsWith('/simple/price')) return sendJson(response, 200, { solana: { usd: 150 } });
    return sendJson(response, 404, {});
  });
  t = await createTestApp({
    env: {
      TOKEN_DATA_API_URL: provider.url,
      TOKEN_METADATA_API_URL: provider.url,
      SOL_PRICE_API_URL: `${provider.url}/simple/price`,
      RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '10000',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(async () => {
  behaviours = {};
  await resetDatabase(t.database);
});

const getToken = (mint: string) => t.app.inject({ method: 'GET', url: `/api/tokens/${mint}` });

describe('a token-data provider that hangs', () => {
  it("does not slow the project itself; its token data answers the chain's facts within the provider timeout", async () => {
    const hanging = await freshMint();
    const halfWay = await freshMint();
    // One coin never answers; the other sends its headers and the start of its body, then stalls.
    behaviours = {
      [`/coins/${hanging}`]: hang,
      [`/coins/${halfWay}`]: stopHalfWay,
      '/trades/': hang,
    };
    const project = await insertProject(t.database, { status: 'approved', tokenAddress: hanging });

    const tokens = [hanging, halfWay].map((mint) => timed(getToken(mint)));
    const detail = await timed(t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` }));
    expect(detail.value.statusCode).toBe(200);
    expect(detail.ms).toBeLessThan(SLACK_MS);

    for (const { value: response, ms } of await Promise.all(tokens)) {
      expect(ms).toBeLessThan(PROVIDER_TIMEOUT_MS + SLACK_MS);
      expectChainFactsOnly(response);
    }
  });

  it(`serves the last snapshot after ${STALE_ANSWER_WAIT_MS} ms, and asks upstream once meanwhile`, async () => {
    behaviours = { '/coins/': hang };
    const mint = await freshMint();
    const fetchedAt = new Date(Date.now() - 3_600_000);
    await t.database.db
      .insert(tokenSnapshots)
      .values({ mint, data: goodCoin(mint), trades: [], fetchedAt });
    const before = provider.requests.length;

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 100)).then(() => timed(getToken(mint))),
      ),
    );
    for (const { value, ms } of answers) {
      expect(value.statusCode).toBe(200);
      expect(value.json<TokenResponse>().fetchedAt).toBe(fetchedAt.toISOString());
      expect(ms).toBeLessThan(STALE_ANSWER_WAIT_MS + SLACK_MS);
    }
    // The coin and its trades: one fetch for all five viewers.
    expect(provider.requests.length - before).toBe(2);
  });
});

describe('a token-data provider that answers garbage', () => {
  it('shows the coin with the fields it could read when they have the wrong types', async () => {
    const mint = await freshMint();
    behaviours = {
      '/coins/': (response) =>
        sendJson(response, 200, {
          mint,
          name: 42,
          market_cap: 'lots',
          usd_market_cap: { nested: true },
          complete: 'yes',
          image_uri: ['x'],
        }),
      '/trades/': (response) => sendJson(response, 200, [null, 7, { signature: 1 }, 'trade']),
    };
    const response = await getToken(mint);
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body.token).toMatchObject({ mint, name: '', market_cap: null, usd_market_cap: null });
    expect(body.trades).toEqual([]);
    expect(body.image).toBe('/placeholder.svg');
  });

  it.each([
    ['a body larger than 2 MB', (r: ServerResponse) => sendJson(r, 200, { pad: 'x'.repeat(3e6) })],
    [
      'HTML',
      (r: ServerResponse) => {
        r.writeHead(200, { 'content-type': 'text/html' });
        r.end('<html>Just a moment...</html>');
      },
    ],
    ['a JSON string', (r: ServerResponse) => sendJson(r, 200, 'not a coin')],
  ])("answers %s with the chain's facts and no market data, quickly", async (_case, coinAnswer) => {
    behaviours = { '/coins/': coinAnswer };
    const mint = await freshMint();
    const { value: response, ms } = await timed(getToken(mint));
    expect(ms).toBeLessThan(SLACK_MS * 2);
    expectChainFactsOnly(response);
  });
});

describe('a SOL price provider', () => {
  it('that hangs: the header price answers within the timeout, with no price rather than an error', async () => {
    behaviours = { '/simple/price': hang };
    const { value: response, ms } = await timed(
      t.app.inject({ method: 'GET', url: '/api/market/sol-price' }),
    );
    expect(ms).toBeLessThan(PROVIDER_TIMEOUT_MS + SLACK_MS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ usd: null, updatedAt: null });
  });

  it.each([
    ['a price that is not a number', { solana: { usd: 'abc' } }],
    ['a negative price', { solana: { usd: -3 } }],
    ['another shape', [{ price: 150 }]],
  ])('that answers %s: no price, no error', async (_case, answer) => {
    behaviours = { '/simple/price': (response) => sendJson(response, 200, answer) };
    const fresh = await createTestApp({
      database: t.database,
      env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` },
    });
    try {
      const response = await fresh.app.inject({ method: 'GET', url: '/api/market/sol-price' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ usd: null, updatedAt: null });
    } finally {
      await fresh.close();
    }
  });
});
