// GET /api/tokens/:mint: the mint as the chain holds it (real test mints on the local chain and on
// the JSON-RPC test server), then market data from fake providers on 127.0.0.1 answering in the
// real shapes of docs/providers.md: pump.fun's coin and trades (section 1), Helius getAsset and the
// metadata JSON (3).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { TOKEN_LOOKUP_MESSAGES, type TokenResponse } from '@memetank/shared/api/tokens';
import {
  address as toAddress,
  getAddressEncoder,
  getBase58Decoder,
  getProgramDerivedAddress,
  lamports,
} from '@solana/kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChainError } from '../src/chain/chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { loadConfig } from '../src/config';
import { tokenSnapshots } from '../src/db/schema';
import type * as PublicAddress from '../src/market/public-address';
import { associatedTokenAddress } from '../src/chain/token-program';
import { CHAIN_READ_WAIT_MS, createTokenDataService } from '../src/market/token-data';
import { sendJson, startFakeServer, type FakeServer } from './fake-http';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';
import { createToken, funderOf } from './token-support';
import { createTestWallet } from './wallet-signer';

// In this file 127.0.0.2 stands for a public internet host (tests have no internet): the metadata
// JSON is served there. The address guard lets it through, and only it: every other address is
// judged as in production, so 127.0.0.1 and [::1] stay refused.
const { PUBLIC_STAND_IN } = vi.hoisted(() => ({ PUBLIC_STAND_IN: '127.0.0.2' }));
vi.mock('../src/market/public-address', async (importOriginal) => {
  const actual = await importOriginal<typeof PublicAddress>();
  return {
    ...actual,
    isPublicAddress: (address: string) =>
      address === PUBLIC_STAND_IN || actual.isPublicAddress(address),
    assertPublicUrl: (url: URL) => {
      if (url.hostname !== PUBLIC_STAND_IN) actual.assertPublicUrl(url);
    },
  };
});

const MINT = 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump';
const API_KEY = 'helius-secret-key-0123456789';
const COIN_IMAGE =
  'https://ipfs.io/ipfs/bafkreihogclj4fu4llj242hcfrxueyxfvq7qgrolejnrnmo6uhudentfaa';
const METADATA_IMAGE = 'https://ipfs.io/ipfs/bafkreimetadataimageforthetestfrog';

// docs/providers.md 1.1, verbatim apart from the extra keys a client must ignore.
const coin = {
  mint: MINT,
  name: 'Test Frog',
  symbol: 'TFROG',
  description: 'A frog for fixtures.',
  image_uri: COIN_IMAGE,
  metadata_uri: 'https://ipfs.io/ipfs/bafkreiegkcmuytjny2wjs43ygnni73lfnyysvmdbkxwgrsipeh3scseitu',
  twitter: 'https://x.com/testfrog',
  telegram: 'https://t.me/testfrog',
  website: null,
  bonding_curve: 'ABcsUtC9m3gu5fvXm9CoCBtxWEuQpamVfefbucfd1uPH',
  associated_bonding_curve: '61xbtrrQxbwELabA5PLnCSMNWvv6DvVbsdbQJDoz1TQA',
  creator: 'C7e9auwfeDztXJsZ3FXQRMZKii9vT3PB1PM2KG71oWmB',
  created_timestamp: 1760000000123,
  raydium_pool: null,
  complete: false,
  virtual_sol_reserves: 36083398723,
  virtual_token_reserves: 892100000000000,
  total_supply: 1000000000000000,
  show_name: true,
  last_trade_timestamp: 1760000412000,
  king_of_the_hill_timestamp: null,
  market_cap: 40.447706224638495,
  reply_count: 12,
  last_reply: 1760000300000,
  nsfw: false,
  real_sol_reserves: 6083398723,
  real_token_reserves: 612200000000000,
  is_currently_live: false,
  is_banned: false,
  initialized: true,
  video_uri: null,
  banner_uri: null,
  pump_swap_pool: null,
  ath_market_cap: 9120.55,
  ath_market_cap_timestamp: 1760000390123,
  usd_market_cap: 6067.155933695774,
};

// docs/providers.md 1.2, listed oldest first here to show the server sorts newest first.
const trades = [
  {
    signature:
      '2G4rHbeGFAPkbNAZnBxb9dv85Q1cKxTYJGXZuS41JTqjB17JQxaNzC9HtxGkE3ceL9x7wdKtTrnAhgKf5xJntFXf',
    mint: MINT,
    sol_amount: 1007512915,
    token_amount: 29057739107518,
    is_buy: false,
    user: 'G7SZQKxkKWxDdwqaMXEdhVTgA3v8gU96cjmwJEqYkxW6',
    timestamp: 1760000399,
    tx_index: 0,
    username: null,
    profile_image: null,
    slot: 371234535,
  },
  {
    signature:
      '46rdr94WEKYw4UdPMgLHMJxXKmgqtZGZiQTBanNUSmFuqZNqDCPLV5u5vEMUHLN4nrR72raFi85UuwD4NVw2Ynb4',
    mint: MINT,
    sol_amount: 250000000,
    token_amount: 6138291705114,
    is_buy: true,
    user: '9sgFEksAX1m4vyXnNW5ACbse9MyJyWDngjhaSD2E4qXE',
    timestamp: 1760000412,
    tx_index: 3,
    username: null,
    profile_image: null,
    slot: 371234567,
  },
];

interface Providers {
  coin?: (response: ServerResponse, mint: string) => void;
  trades?: (response: ServerResponse) => void;
  asset?: (response: ServerResponse) => void;
  metadata?: (response: ServerResponse) => void;
  /** Delay every answer (ms), so concurrent requests overlap. */
  delay?: number;
}

let provider: FakeServer;
/** The host the metadata URI names: "the public internet" (see PUBLIC_STAND_IN). */
let metadataHost: Host;
let behaviour: Providers = {};
let seen: { method: string; url: string; body: string }[] = [];
let t: TestApp;

interface Host {
  url: string;
  requests: { method: string; url: string }[];
  close(): Promise<void>;
}

/** An HTTP server on `address` (any loopback address, IPv4 or IPv6), recording each request. */
async function listen(
  address: string,
  handler: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<Host> {
  const requests: Host['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method ?? 'GET', url: request.url ?? '/' });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const redirectTo = (location: string) => (response: ServerResponse) => {
  response.writeHead(302, { location });
  response.end();
};

const getAsset = (mint: string) => ({
  jsonrpc: '2.0',
  id: '1',
  result: {
    interface: 'FungibleToken',
    id: mint,
    content: {
      $schema: 'https://schema.metaplex.com/nft1.0.json',
      json_uri: `${metadataHost.url}/ipfs/metadata.json`,
      files: [
        {
          uri: COIN_IMAGE,
          cdn_uri: `https://cdn.helius-rpc.com/cdn-cgi/image//${COIN_IMAGE}`,
          mime: 'image/png',
        },
      ],
      metadata: {
        description: 'A frog for fixtures.',
        name: 'Test Frog',
        symbol: 'TFROG',
        token_standard: 'Fungible',
      },
      links: { image: COIN_IMAGE },
    },
    token_info: {
      supply: 1000000000000000,
      decimals: 6,
      token_program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    },
  },
});

/** One fake origin serving all four provider calls, each as `behaviour` says (default: success). */
function answer(request: IncomingMessage, response: ServerResponse, body: string) {
  const url = request.url ?? '/';
  const path = url.split('?')[0]!;
  const mint = decodeURIComponent(path.split('/').at(-1) ?? '');
  if (path.startsWith('/coins/')) {
    return behaviour.coin
      ? behaviour.coin(response, mint)
      : sendJson(response, 200, { ...coin, mint });
  }
  if (path.startsWith('/trades/all/')) {
    return behaviour.trades
      ? behaviour.trades(response)
      : sendJson(
          response,
          200,
          trades.map((trade) => ({ ...trade, mint })),
        );
  }
  if (path === '/ipfs/metadata.json') {
    return behaviour.metadata
      ? behaviour.metadata(response)
      : sendJson(response, 200, {
          name: 'Test Frog',
          symbol: 'TFROG',
          description: 'A frog for fixtures.',
          image: METADATA_IMAGE,
          showName: true,
          createdOn: 'https://pump.fun',
          twitter: 'https://x.com/testfrog',
        });
  }
  if (request.method === 'POST') {
    if (new URL(url, provider.url).searchParams.get('api-key') !== API_KEY) {
      return sendJson(response, 401, { error: 'Invalid API Key' });
    }
    const id = (JSON.parse(body) as { params: { id: string } }).params.id;
    return behaviour.asset ? behaviour.asset(response) : sendJson(response, 200, getAsset(id));
  }
  return sendJson(response, 404, {
    message: `Cannot GET ${path}`,
    error: 'Not Found',
    statusCode: 404,
  });
}

const providerEnv = () => ({
  TOKEN_DATA_API_URL: provider.url,
  TOKEN_METADATA_API_URL: provider.url,
  TOKEN_METADATA_API_KEY: API_KEY,
  // Every test here asks from the same address; the limit has a test of its own.
  RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '10000',
});

beforeAll(async () => {
  provider = await startFakeServer((request, response, body) => {
    seen.push({ method: request.method ?? 'GET', url: request.url ?? '/', body });
    if (behaviour.delay) setTimeout(() => answer(request, response, body), behaviour.delay);
    else answer(request, response, body);
  });
  metadataHost = await listen(PUBLIC_STAND_IN, answer);
  t = await createTestApp({ env: providerEnv() });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await metadataHost.close();
});
beforeEach(async () => {
  behaviour = {};
  seen = [];
  metadataHost.requests.length = 0;
  await resetDatabase(t.database);
});

/** The creator of the test mints (their supply goes to this address). */
const OWNER = 'C7e9auwfeDztXJsZ3FXQRMZKii9vT3PB1PM2KG71oWmB';

/**
 * A real mint of its own on the local chain for each test, so no test sees another's cache: an
 * SPL Token mint without metadata (name and symbol from the providers), 1,000,000 of 6 decimals.
 */
const freshMint = (app = t.app) =>
  createToken(app.services.chain, funderOf(app.services.chain), {
    owner: OWNER,
    program: 'spl-token',
  });

/** A valid address (32 bytes) with no account behind it. */
const randomAddress = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));

const NOT_FOUND_ANSWER = {
  error: { code: 'TOKEN_NOT_FOUND', message: TOKEN_ESCROW_MESSAGES.mintNotFound },
};
const NOT_A_MINT_ANSWER = {
  error: { code: 'NOT_A_MINT', message: TOKEN_ESCROW_MESSAGES.notAMint },
};
/** What the lookup says of a coin no provider could tell about: the chain's facts, no market. */
const NO_MARKET = {
  description: null,
  market_cap: null,
  usd_market_cap: null,
  ath_market_cap: null,
  bonding_curve_progress: null,
  complete: false,
  real_sol_reserves: null,
  real_token_reserves: null,
};
const SPL_FACTS = {
  program: 'spl-token',
  decimals: 6,
  supply: '1000000000000',
  mintAuthority: null,
  freezeAuthority: null,
};

const getToken = (mint: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/tokens/${mint}` });
const calls = (prefix: string) => seen.filter((request) => request.url.startsWith(prefix));
const assetCalls = () => seen.filter((request) => request.method === 'POST');

describe('GET /api/tokens/:mint', () => {
  it("answers the chain's facts, the token data and trades, newest first, with the metadata image", async () => {
    const mint = await freshMint();
    const response = await getToken(mint);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject(SPL_FACTS);
    expect(body.token).toEqual({
      mint,
      name: 'Test Frog',
      symbol: 'TFROG',
      description: 'A frog for fixtures.',
      image_uri: COIN_IMAGE,
      twitter: 'https://x.com/testfrog',
      telegram: 'https://t.me/testfrog',
      website: null,
      creator: 'C7e9auwfeDztXJsZ3FXQRMZKii9vT3PB1PM2KG71oWmB',
      created_timestamp: 1760000000123,
      market_cap: 40.447706224638495,
      usd_market_cap: 6067.155933695774,
      ath_market_cap: 9120.55,
      ath_market_cap_timestamp: 1760000390123,
      total_supply: 1000000000000000,
      bonding_curve_progress: expect.closeTo(22.81, 2),
      complete: false,
      nsfw: false,
      real_sol_reserves: 6083398723,
      real_token_reserves: 612200000000000,
    });
    expect(body.trades).toEqual([
      {
        signature: trades[1]!.signature,
        user: trades[1]!.user,
        is_buy: true,
        sol_amount: 250000000,
        token_amount: 6138291705114,
        timestamp: 1760000412,
      },
      {
        signature: trades[0]!.signature,
        user: trades[0]!.user,
        is_buy: false,
        sol_amount: 1007512915,
        token_amount: 29057739107518,
        timestamp: 1760000399,
      },
    ]);
    expect(body.image).toBe(METADATA_IMAGE);
    expect(Date.parse(body.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect(calls(`/coins/${mint}`)).toHaveLength(1);
    const [tradesCall] = calls(`/trades/all/${mint}`);
    const query = new URL(tradesCall!.url, provider.url).searchParams;
    expect([query.get('offset'), query.get('minimumSize')]).toEqual(['0', '0']);
    expect(Number(query.get('limit'))).toBeGreaterThan(0);
    const [assetCall] = assetCalls();
    expect(JSON.parse(assetCall!.body)).toMatchObject({ method: 'getAsset', params: { id: mint } });
  });

  it('shows a graduated coin at 100% of its bonding curve', async () => {
    behaviour.coin = (response, mint) =>
      sendJson(response, 200, { ...coin, mint, complete: true, real_token_reserves: 0 });
    const body = (await getToken(await freshMint())).json<TokenResponse>();
    expect(body.token).toMatchObject({ complete: true, bonding_curve_progress: 100 });
  });

  it('never sends the metadata API key to the browser', async () => {
    const response = await getToken(await freshMint());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
    behaviour.coin = (r) => sendJson(r, 500, {});
    const failing = await getToken(await freshMint());
    expect(failing.statusCode).toBe(200);
    expect(failing.json<TokenResponse>().token.market_cap).toBeNull();
    expect(failing.body).not.toContain(API_KEY);
  });

  it('asks the providers once however many browsers ask at the same time, then serves the cache', async () => {
    behaviour.delay = 50;
    const mint = await freshMint();
    const answers = await Promise.all(Array.from({ length: 25 }, () => getToken(mint)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(calls('/coins/')).toHaveLength(1);
    expect(calls('/trades/all/')).toHaveLength(1);
    expect(assetCalls()).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().fetchedAt)).size).toBe(1);

    await getToken(mint);
    expect(calls('/coins/')).toHaveLength(1);
  });

  it('asks again once the snapshot is older than TOKEN_DATA_TTL_SECONDS (60 by default)', async () => {
    const mint = await freshMint();
    const age = async (seconds: number) =>
      t.database.db
        .update(tokenSnapshots)
        .set({ fetchedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(tokenSnapshots.mint, mint));
    const first = (await getToken(mint)).json<TokenResponse>();
    await age(55);
    await getToken(mint);
    expect(calls('/coins/')).toHaveLength(1);

    await age(61);
    const second = (await getToken(mint)).json<TokenResponse>();
    expect(calls('/coins/')).toHaveLength(2);
    expect(Date.parse(second.fetchedAt)).toBeGreaterThanOrEqual(Date.parse(first.fetchedAt));
  });

  /** The answer of a mint whose market data nobody could give: the chain's facts alone. */
  async function expectChainFactsOnly(
    response: Awaited<ReturnType<typeof getToken>>,
    mint: string,
  ) {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject({ ...SPL_FACTS, trades: [], image: '/placeholder.svg' });
    expect(body.token).toMatchObject({
      ...NO_MARKET,
      mint,
      name: TOKEN_LOOKUP_MESSAGES.unknownName,
      symbol: '',
    });
    expect(Date.parse(body.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
  }

  it("answers the chain's facts without market data when the coin provider answers non-OK (no 502)", async () => {
    behaviour.coin = (response) => sendJson(response, 500, {});
    const mint = await freshMint();
    await expectChainFactsOnly(await getToken(mint), mint);
    expect(TOKEN_LOOKUP_MESSAGES.unknownName).toBe('Unknown Token');
  });

  it.each([
    [
      'HTTP 404 in NestJS shape',
      (response: ServerResponse) =>
        sendJson(response, 404, { message: 'Not Found', error: 'Not Found', statusCode: 404 }),
    ],
    ['an empty object', (response: ServerResponse) => sendJson(response, 200, {})],
    [
      'another mint',
      (response: ServerResponse) => sendJson(response, 200, { ...coin, mint: MINT }),
    ],
  ])(
    'answers "Unknown Token" with the chain\'s facts for a coin the provider does not have (%s)',
    async (_case, coinAnswer) => {
      behaviour.coin = coinAnswer;
      behaviour.trades = (response) => sendJson(response, 200, []);
      behaviour.asset = (response) => sendJson(response, 200, { jsonrpc: '2.0', id: '1' });
      const mint = await freshMint();
      await expectChainFactsOnly(await getToken(mint), mint);
    },
  );

  it("answers the chain's facts when the provider answers no JSON", async () => {
    behaviour.coin = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Just a moment...</html>');
    };
    behaviour.asset = (response) => sendJson(response, 200, { jsonrpc: '2.0', id: '1' });
    const mint = await freshMint();
    await expectChainFactsOnly(await getToken(mint), mint);
  });

  it("answers the chain's facts when the providers are unreachable (no internet)", async () => {
    const closed = await startFakeServer((_request, response) => sendJson(response, 200, {}));
    await closed.close();
    const offline = await createTestApp({
      database: t.database,
      env: { TOKEN_DATA_API_URL: closed.url, TOKEN_METADATA_API_URL: closed.url },
    });
    try {
      const mint = await freshMint(offline.app);
      await expectChainFactsOnly(await getToken(mint, offline.app), mint);
    } finally {
      await offline.close();
    }
  });

  it('serves the last snapshot, however old, when the providers fail', async () => {
    behaviour.coin = (response) => sendJson(response, 503, {});
    const mint = await freshMint();
    const fetchedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(tokenSnapshots).values({
      mint,
      data: { ...coin, mint, name: 'Stale Frog', bonding_curve_progress: 50 },
      trades: [trades[0]],
      fetchedAt,
    });
    const response = await getToken(mint);
    expect(response.statusCode).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body.token.name).toBe('Stale Frog');
    expect(body.token.bonding_curve_progress).toBe(50);
    expect(body.trades).toHaveLength(1);
    expect(body.image).toBe(COIN_IMAGE);
    expect(body.fetchedAt).toBe(fetchedAt.toISOString());
    expect(calls('/coins/')).toHaveLength(1);
  });

  it('still shows the coin when only its trades fail', async () => {
    behaviour.trades = (response) => sendJson(response, 400, {});
    const response = await getToken(await freshMint());
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>().trades).toEqual([]);
  });

  it("falls back to the coin's image_uri when the metadata JSON is missing", async () => {
    behaviour.metadata = (response) => sendJson(response, 404, {});
    expect((await getToken(await freshMint())).json<TokenResponse>().image).toBe(COIN_IMAGE);
  });

  it("never fetches a metadata URI on this machine or a private network (the image falls back to the coin's image_uri)", async () => {
    // An internal service the token's creator would like the server to call.
    const internal = await startFakeServer((_request, response) =>
      sendJson(response, 200, { image: 'https://leak.example/internal.png' }),
    );
    const port = new URL(internal.url).port;
    try {
      for (const uri of [
        `${internal.url}/ipfs/metadata.json`,
        `http://localhost:${port}/ipfs/metadata.json`,
        `http://[::ffff:127.0.0.1]:${port}/ipfs/metadata.json`,
        `http://[::1]:${port}/ipfs/metadata.json`,
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/metadata.json',
      ]) {
        behaviour.asset = (response) => {
          const asset = getAsset(MINT);
          asset.result.content.json_uri = uri;
          sendJson(response, 200, asset);
        };
        const body = (await getToken(await freshMint())).json<TokenResponse>();
        expect(body.image, uri).toBe(COIN_IMAGE);
      }
      expect(internal.requests).toHaveLength(0);
    } finally {
      await internal.close();
    }
  });

  it("never fetches a metadata URI on the metadata provider's own origin when that is not a public address", async () => {
    // The operator's provider may live anywhere (here 127.0.0.1); a URI in its answer is data.
    behaviour.asset = (response) => {
      const asset = getAsset(MINT);
      asset.result.content.json_uri = `${provider.url}/ipfs/metadata.json`;
      sendJson(response, 200, asset);
    };
    const body = (await getToken(await freshMint())).json<TokenResponse>();
    expect(body.image).toBe(COIN_IMAGE);
    expect(calls('/ipfs/')).toHaveLength(0);
  });

  it("never follows a provider's redirect to this machine (127.0.0.1, [::1], localhost), from any of its calls", async () => {
    // An internal service that would answer every call, and leak its own image.
    const leak = 'https://leak.example/internal.png';
    const internalAnswer = (request: IncomingMessage, response: ServerResponse) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const mint = decodeURIComponent(path.split('/').at(-1) ?? '');
      if (path.startsWith('/coins/')) return sendJson(response, 200, { ...coin, mint });
      if (path.startsWith('/trades/')) return sendJson(response, 200, trades);
      if (request.method === 'POST') return sendJson(response, 200, getAsset(mint));
      return sendJson(response, 200, { image: leak });
    };
    const internal = await listen('127.0.0.1', internalAnswer);
    const internal6 = await listen('::1', internalAnswer);
    const redirect = (status: number, location: string) => (response: ServerResponse) => {
      response.writeHead(status, { location });
      response.end();
    };
    try {
      for (const target of [
        internal.url,
        internal6.url,
        `http://localhost:${new URL(internal.url).port}`,
      ]) {
        // The coin: no coin at all, as when the provider is unreachable.
        behaviour = {
          coin: (response, mint) => redirect(302, `${target}/coins/${mint}`)(response),
        };
        const coinAnswer = await getToken(await freshMint());
        expect(coinAnswer.statusCode, target).toBe(200);
        expect(coinAnswer.json<TokenResponse>().token, target).toMatchObject(NO_MARKET);
        // The trades: none, the coin still shows.
        behaviour = { trades: redirect(302, `${target}/trades/all/x`) };
        expect((await getToken(await freshMint())).json<TokenResponse>().trades, target).toEqual(
          [],
        );
        // getAsset (a POST, kept a POST by 307) and the metadata JSON: the coin's own image.
        behaviour = { asset: redirect(307, `${target}/`) };
        expect((await getToken(await freshMint())).json<TokenResponse>().image, target).toBe(
          COIN_IMAGE,
        );
        behaviour = { metadata: redirect(302, `${target}/ipfs/metadata.json`) };
        expect((await getToken(await freshMint())).json<TokenResponse>().image, target).toBe(
          COIN_IMAGE,
        );
        expect(metadataHost.requests.at(-1)?.url).toBe('/ipfs/metadata.json');
      }
      expect(internal.requests).toEqual([]);
      expect(internal6.requests).toEqual([]);
    } finally {
      await internal.close();
      await internal6.close();
    }
  });

  it("follows a provider's redirect to a public address", async () => {
    // The provider sends the coin to the public host, which answers it (its answers share `behaviour`).
    let moved = false;
    behaviour.coin = (response, mint) => {
      if (moved) return sendJson(response, 200, { ...coin, mint });
      moved = true;
      redirectTo(`${metadataHost.url}/coins/${encodeURIComponent(mint)}`)(response);
    };
    const mint = await freshMint();
    const response = await getToken(mint);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TokenResponse>().token.mint).toBe(mint);
    expect(metadataHost.requests.map((request) => request.url)).toContain(`/coins/${mint}`);
  });

  it('falls back to /placeholder.svg when neither the metadata nor the coin has an image', async () => {
    // getAsset knows no such asset (HTTP 200 with a JSON-RPC error) and the coin has no image.
    behaviour.coin = (response, mint) => sendJson(response, 200, { ...coin, mint, image_uri: '' });
    behaviour.asset = (response) =>
      sendJson(response, 200, {
        jsonrpc: '2.0',
        error: { code: -32000, message: 'Database Error: RecordNotFound Error: Asset Not Found' },
        id: '1',
      });
    const body = (await getToken(await freshMint())).json<TokenResponse>();
    expect(body.image).toBe('/placeholder.svg');
    expect(body.token.image_uri).toBeNull();
  });

  it('does not call the metadata provider without a key', async () => {
    const keyless = await createTestApp({
      database: t.database,
      env: { ...providerEnv(), TOKEN_METADATA_API_KEY: '' },
    });
    try {
      const response = await getToken(await freshMint(keyless.app), keyless.app);
      expect(response.json<TokenResponse>().image).toBe(COIN_IMAGE);
      expect(assetCalls()).toHaveLength(0);
    } finally {
      await keyless.close();
    }
  });

  it('rejects a mint that is not a base58 address with a 400', async () => {
    const response = await getToken('not-a-mint!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(seen).toHaveLength(0);
  });

  it('answers 429 RATE_LIMITED past RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN lookups a minute (30 by default) from one client, without asking the providers', async () => {
    expect(loadConfig({}).rateLimit.tokenLookupsPerMinute).toBe(30);
    const limited = await createTestApp({
      database: t.database,
      env: { ...providerEnv(), RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '3' },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await getToken(await freshMint(limited.app), limited.app)).statusCode).toBe(200);
      }
      const asked = seen.length;
      const refused = await getToken(await freshMint(limited.app), limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(seen).toHaveLength(asked);
      // Another client address has its own allowance.
      const other = await limited.app.inject({
        method: 'GET',
        url: `/api/tokens/${await freshMint(limited.app)}`,
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('on the embedded local chain, answers 404 TOKEN_NOT_FOUND for a mint the chain does not hold, without asking any provider', async () => {
    const mint = randomAddress();
    expect(t.app.services.chain.kind).toBe('local');
    const response = await getToken(mint);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND_ANSWER);
    expect(seen).toHaveLength(0);
  });

  it('answers 404 NOT_A_MINT for a token account or a wallet, without asking any provider', async () => {
    const mint = await freshMint();
    const tokenAccount = await associatedTokenAddress(OWNER, mint, 'spl-token');
    const wallet = (await createTestWallet()).address;
    await funderOf(t.app.services.chain)(wallet, 1_000_000n);
    for (const address of [tokenAccount, wallet]) {
      const response = await getToken(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toEqual(NOT_A_MINT_ANSWER);
    }
    expect(seen).toHaveLength(0);
  });

  it("takes a Token-2022 mint's name, symbol and image from its metadata extension, the market data from the providers", async () => {
    const chain = t.app.services.chain;
    const mint = await createToken(chain, funderOf(chain), {
      owner: OWNER,
      program: 'token-2022',
      decimals: 9,
      supply: 5n,
      revokeMintAuthority: false,
      metadata: { name: 'Chain Frog', symbol: 'CFROG', uri: 'https://example.com/chain-frog.png' },
    });
    const body = (await getToken(mint)).json<TokenResponse>();
    expect(body).toMatchObject({
      program: 'token-2022',
      decimals: 9,
      supply: '5000000000',
      mintAuthority: OWNER,
      freezeAuthority: null,
      image: 'https://example.com/chain-frog.png',
    });
    expect(body.token).toMatchObject({
      mint,
      name: 'Chain Frog',
      symbol: 'CFROG',
      market_cap: coin.market_cap,
    });
    expect(calls(`/coins/${mint}`)).toHaveLength(1);
  });

  it('names a mint no provider knows from its metadata, and never shows a metadata URI that is not an image', async () => {
    behaviour.coin = (response) => sendJson(response, 404, {});
    const chain = t.app.services.chain;
    const mint = await createToken(chain, funderOf(chain), {
      owner: OWNER,
      metadata: { name: 'Quiet Frog', symbol: 'QF', uri: 'https://example.com/quiet.json' },
    });
    const body = (await getToken(mint)).json<TokenResponse>();
    expect(body.token).toMatchObject({ ...NO_MARKET, name: 'Quiet Frog', symbol: 'QF' });
    expect(body.image).toBe('/placeholder.svg');
  });
});

describe('GET /api/tokens/:mint on a real cluster (SOLANA_RPC_URL)', () => {
  let rpc: RpcChainServer;
  let onCluster: TestApp;
  beforeAll(async () => {
    rpc = await startRpcChainServer();
    onCluster = await createTestApp({
      database: t.database,
      env: providerEnv(),
      chain: createRpcChain(rpc.url, { pollIntervalMs: 20 }),
    });
  });
  afterAll(async () => {
    await onCluster.close();
    await rpc.close();
  });

  /** An account a token program owns with a mint's size (82 zero bytes): never initialized. */
  function createUninitializedMint(program: string): string {
    const mint = randomAddress();
    rpc.svm.setAccount({
      address: toAddress(mint),
      data: new Uint8Array(82),
      executable: false,
      lamports: lamports(1_461_600n),
      programAddress: toAddress(program),
      space: 82n,
    });
    return mint;
  }
  const clusterMint = (spec: Partial<Parameters<typeof createToken>[2]> = {}) =>
    createToken(onCluster.app.services.chain, funderOf(onCluster.app.services.chain, rpc), {
      owner: OWNER,
      ...spec,
    });
  const accountReads = (mint: string) =>
    rpc.requests.filter((call) => call.method === 'getAccountInfo' && call.params[0] === mint);

  it('answers 404 TOKEN_NOT_FOUND for a mint without an account, without asking any provider, and remembers it', async () => {
    const mint = randomAddress();
    for (let i = 0; i < 2; i += 1) {
      const response = await getToken(mint, onCluster.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND_ANSWER);
    }
    expect(seen).toHaveLength(0);
    expect(accountReads(mint)).toHaveLength(1);
  });

  it('answers 404 NOT_A_MINT for a wallet and an uninitialized mint, without asking any provider', async () => {
    const wallet = randomAddress();
    rpc.airdrop(wallet, 1_000_000_000n);
    for (const address of [
      wallet,
      createUninitializedMint('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
      createUninitializedMint('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
    ]) {
      const response = await getToken(address, onCluster.app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_A_MINT_ANSWER);
    }
    expect(seen).toHaveLength(0);
  });

  it('reads an SPL Token mint: its facts from the chain, name and market data from the providers', async () => {
    const mint = await clusterMint({ program: 'spl-token', decimals: 0, supply: 21n });
    const response = await getToken(mint, onCluster.app);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject({
      program: 'spl-token',
      decimals: 0,
      supply: '21',
      mintAuthority: null,
      freezeAuthority: null,
    });
    expect(body.token).toMatchObject({ mint, name: 'Test Frog', symbol: 'TFROG' });
    expect(calls(`/coins/${mint}`)).toHaveLength(1);
    expect(accountReads(mint)).toHaveLength(1);
  });

  it("reads a Token-2022 mint's metadata extension", async () => {
    const mint = await clusterMint({
      program: 'token-2022',
      metadata: { name: 'Cluster Frog', symbol: 'CLF', uri: '' },
    });
    const body = (await getToken(mint, onCluster.app)).json<TokenResponse>();
    expect(body).toMatchObject({ program: 'token-2022', decimals: 6, supply: '1000000000000' });
    expect(body.token).toMatchObject({ name: 'Cluster Frog', symbol: 'CLF' });
  });

  it('names an SPL Token mint from its Metaplex metadata account', async () => {
    behaviour.coin = (response) => sendJson(response, 404, {});
    const mint = await clusterMint({ program: 'spl-token' });
    const metaplex = toAddress('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');
    const encoder = getAddressEncoder();
    const [pda] = await getProgramDerivedAddress({
      programAddress: metaplex,
      seeds: ['metadata', encoder.encode(metaplex), encoder.encode(toAddress(mint))],
    });
    // key, update authority, mint, then name (32), symbol (10) and uri (200) padded with NULs.
    const padded = (text: string, size: number) => {
      const bytes = new Uint8Array(4 + size);
      new DataView(bytes.buffer).setUint32(0, size, true);
      bytes.set(new TextEncoder().encode(text), 4);
      return bytes;
    };
    const data = new Uint8Array([
      4,
      ...encoder.encode(toAddress(OWNER)),
      ...encoder.encode(toAddress(mint)),
      ...padded('Metaplex Frog', 32),
      ...padded('MPF', 10),
      ...padded('https://example.com/mp.png', 200),
    ]);
    rpc.svm.setAccount({
      address: pda,
      data,
      executable: false,
      lamports: lamports(5_616_720n),
      programAddress: metaplex,
      space: BigInt(data.length),
    });
    const body = (await getToken(mint, onCluster.app)).json<TokenResponse>();
    expect(body.token).toMatchObject({ ...NO_MARKET, name: 'Metaplex Frog', symbol: 'MPF' });
    expect(body.image).toBe('https://example.com/mp.png');
  });

  it('answers 502 CHAIN_ERROR, without asking any provider, when the cluster cannot answer (HTTP 500)', async () => {
    rpc.failNext('getAccountInfo', 'http500');
    const mint = randomAddress();
    const response = await getToken(mint, onCluster.app);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'CHAIN_ERROR', message: TOKEN_LOOKUP_MESSAGES.chainUnavailable },
    });
    expect(seen).toHaveLength(0);
    expect(accountReads(mint)).toHaveLength(1);
  });
});

describe('the token data service', () => {
  const serviceWith = (extra: Partial<Parameters<typeof createTokenDataService>[0]> = {}) =>
    createTokenDataService({
      db: t.database.db,
      coinApiUrl: provider.url,
      metadataApiUrl: provider.url,
      metadataApiKey: API_KEY,
      ttlMs: 60_000,
      log: { warn: () => {} },
      chain: t.app.services.chain,
      ...extra,
    });

  it('logs "API request failed: {status}" when a provider answers non-OK', async () => {
    behaviour.coin = (response) => sendJson(response, 429, {});
    const warnings: string[] = [];
    const service = serviceWith({ log: { warn: (message) => warnings.push(message) } });
    const answer = await service.get(await freshMint());
    expect(answer.token.market_cap).toBeNull();
    expect(warnings).toContain('API request failed: 429');
  });

  it('remembers a provider\'s "not found" for TOKEN_DATA_TTL_SECONDS, like a coin it found', async () => {
    behaviour.coin = (response) =>
      sendJson(response, 404, { message: 'Not Found', error: 'Not Found', statusCode: 404 });
    behaviour.trades = (response) => sendJson(response, 200, []);
    let clock = Date.now();
    const service = serviceWith({ now: () => clock });
    const mint = await freshMint();
    const unknown = { token: { name: TOKEN_LOOKUP_MESSAGES.unknownName, market_cap: null } };
    await expect(service.get(mint)).resolves.toMatchObject(unknown);
    // Past the 10 s an outage is held, within the 60 s TTL: not asked again.
    clock += 30_000;
    await expect(service.get(mint)).resolves.toMatchObject(unknown);
    expect(calls('/coins/')).toHaveLength(1);
    // Past the TTL: asked again.
    clock += 31_000;
    await expect(service.get(mint)).resolves.toMatchObject(unknown);
    expect(calls('/coins/')).toHaveLength(2);
  });

  it('asks again 10 s after a provider outage (it is not a "not found")', async () => {
    behaviour.coin = (response) => sendJson(response, 503, {});
    let clock = Date.now();
    const service = serviceWith({ now: () => clock });
    const mint = await freshMint();
    await service.get(mint);
    clock += 5_000;
    await service.get(mint);
    expect(calls('/coins/')).toHaveLength(1);
    clock += 6_000;
    await service.get(mint);
    expect(calls('/coins/')).toHaveLength(2);
  });

  it('reads the chain once per TTL for a mint it knows, like the market data', async () => {
    let reads = 0;
    const chain = t.app.services.chain;
    let clock = Date.now();
    const service = serviceWith({
      now: () => clock,
      chain: { getAccount: (address) => ((reads += 1), chain.getAccount(address)) },
    });
    const mint = await freshMint();
    await service.get(mint);
    const afterFirst = reads;
    clock += 30_000;
    await service.get(mint);
    expect(reads).toBe(afterFirst);
    clock += 31_000;
    await service.get(mint);
    expect(reads).toBeGreaterThan(afterFirst);
  });

  it(`answers 502 CHAIN_ERROR, without asking the providers, when the chain errs or has not answered within ${CHAIN_READ_WAIT_MS} ms`, async () => {
    for (const getAccount of [
      () => Promise.reject(new ChainError('RPC request failed: fetch failed')),
      () => new Promise<never>(() => {}),
    ]) {
      const service = serviceWith({ chain: { getAccount } });
      const started = performance.now();
      await expect(service.get(await freshMint())).rejects.toMatchObject({
        statusCode: 502,
        code: 'CHAIN_ERROR',
        message: TOKEN_LOOKUP_MESSAGES.chainUnavailable,
      });
      expect(performance.now() - started).toBeLessThan(CHAIN_READ_WAIT_MS + 1_000);
    }
    expect(calls('/coins/')).toHaveLength(0);
  });
});
