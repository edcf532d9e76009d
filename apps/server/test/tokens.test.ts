// GET /api/tokens/:mint against fake providers on 127.0.0.1 answering in the real shapes of
// docs/providers.md: pump.fun's coin and trades (section 1), Helius getAsset and the metadata JSON (3).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { address as toAddress, getBase58Decoder, lamports } from '@solana/kit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChainError } from '../src/chain/chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { loadConfig } from '../src/config';
import { tokenSnapshots } from '../src/db/schema';
import type * as PublicAddress from '../src/market/public-address';
import { CHAIN_CHECK_WAIT_MS, createTokenDataService } from '../src/market/token-data';
import { sendJson, startFakeServer, type FakeServer } from './fake-http';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';

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

/** A mint of its own for each test, so no test sees another's cache. */
let mints = 0;
function freshMint(): string {
  mints += 1;
  return `${MINT.slice(0, 40)}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[mints % 24]}${mints % 10 || 'x'}mp`;
}

/** A valid address (32 bytes), as a real cluster's mints are. */
const randomAddress = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));

const NOT_FOUND_ANSWER = {
  error: { code: 'TOKEN_NOT_FOUND', message: 'Invalid response format - no metadata found' },
};

const getToken = (mint: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/tokens/${mint}` });
const calls = (prefix: string) => seen.filter((request) => request.url.startsWith(prefix));
const assetCalls = () => seen.filter((request) => request.method === 'POST');

describe('GET /api/tokens/:mint', () => {
  it('answers the token data and trades, newest first, with the metadata image', async () => {
    const mint = freshMint();
    const response = await getToken(mint);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TokenResponse>();
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
    const body = (await getToken(freshMint())).json<TokenResponse>();
    expect(body.token).toMatchObject({ complete: true, bonding_curve_progress: 100 });
  });

  it('never sends the metadata API key to the browser', async () => {
    const response = await getToken(freshMint());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
    behaviour.coin = (r) => sendJson(r, 500, {});
    const failing = await getToken(freshMint());
    expect(failing.statusCode).toBe(502);
    expect(failing.body).not.toContain(API_KEY);
  });

  it('asks the providers once however many browsers ask at the same time, then serves the cache', async () => {
    behaviour.delay = 50;
    const mint = freshMint();
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
    const mint = freshMint();
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

  it('answers 502 "Failed to fetch token info: {status} {statusText}" when the coin provider answers non-OK', async () => {
    behaviour.coin = (response) => sendJson(response, 500, {});
    const response = await getToken(freshMint());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: {
        code: 'TOKEN_PROVIDER_ERROR',
        message: 'Failed to fetch token info: 500 Internal Server Error',
      },
    });
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
    'answers 404 "Invalid response format - no metadata found" for a coin the provider does not have (%s)',
    async (_case, coinAnswer) => {
      behaviour.coin = coinAnswer;
      behaviour.trades = (response) => sendJson(response, 200, []);
      const response = await getToken(freshMint());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'TOKEN_NOT_FOUND', message: 'Invalid response format - no metadata found' },
      });
    },
  );

  it('answers 502 "Failed to fetch token information" when the provider answers no JSON', async () => {
    behaviour.coin = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Just a moment...</html>');
    };
    const response = await getToken(freshMint());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'TOKEN_PROVIDER_ERROR', message: 'Failed to fetch token information' },
    });
  });

  it('answers 502 "Failed to fetch token information" when the provider is unreachable', async () => {
    const closed = await startFakeServer((_request, response) => sendJson(response, 200, {}));
    await closed.close();
    const offline = await createTestApp({
      database: t.database,
      env: { TOKEN_DATA_API_URL: closed.url, TOKEN_METADATA_API_URL: closed.url },
    });
    try {
      const response = await getToken(freshMint(), offline.app);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: { code: 'TOKEN_PROVIDER_ERROR', message: 'Failed to fetch token information' },
      });
    } finally {
      await offline.close();
    }
  });

  it('serves the last snapshot, however old, when the providers fail', async () => {
    behaviour.coin = (response) => sendJson(response, 503, {});
    const mint = freshMint();
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
    const response = await getToken(freshMint());
    expect(response.statusCode).toBe(200);
    expect(response.json<TokenResponse>().trades).toEqual([]);
  });

  it("falls back to the coin's image_uri when the metadata JSON is missing", async () => {
    behaviour.metadata = (response) => sendJson(response, 404, {});
    expect((await getToken(freshMint())).json<TokenResponse>().image).toBe(COIN_IMAGE);
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
        const body = (await getToken(freshMint())).json<TokenResponse>();
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
    const body = (await getToken(freshMint())).json<TokenResponse>();
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
        const coinAnswer = await getToken(freshMint());
        expect(coinAnswer.statusCode, target).toBe(502);
        expect(coinAnswer.json().error.message).toBe('Failed to fetch token information');
        // The trades: none, the coin still shows.
        behaviour = { trades: redirect(302, `${target}/trades/all/x`) };
        expect((await getToken(freshMint())).json<TokenResponse>().trades, target).toEqual([]);
        // getAsset (a POST, kept a POST by 307) and the metadata JSON: the coin's own image.
        behaviour = { asset: redirect(307, `${target}/`) };
        expect((await getToken(freshMint())).json<TokenResponse>().image, target).toBe(COIN_IMAGE);
        behaviour = { metadata: redirect(302, `${target}/ipfs/metadata.json`) };
        expect((await getToken(freshMint())).json<TokenResponse>().image, target).toBe(COIN_IMAGE);
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
    const mint = freshMint();
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
    const body = (await getToken(freshMint())).json<TokenResponse>();
    expect(body.image).toBe('/placeholder.svg');
    expect(body.token.image_uri).toBeNull();
  });

  it('does not call the metadata provider without a key', async () => {
    const keyless = await createTestApp({
      database: t.database,
      env: { ...providerEnv(), TOKEN_METADATA_API_KEY: '' },
    });
    try {
      const response = await getToken(freshMint(), keyless.app);
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
        expect((await getToken(freshMint(), limited.app)).statusCode).toBe(200);
      }
      const asked = seen.length;
      const refused = await getToken(freshMint(), limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(seen).toHaveLength(asked);
      // Another client address has its own allowance.
      const other = await limited.app.inject({
        method: 'GET',
        url: `/api/tokens/${freshMint()}`,
        remoteAddress: '203.0.113.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('on the embedded local chain, asks the providers about mints the chain does not hold (the demo and e2e mints)', async () => {
    const mint = randomAddress();
    expect(t.app.services.chain.kind).toBe('local');
    expect(await t.app.services.chain.getAccount(mint)).toBeNull();
    const response = await getToken(mint);
    expect(response.statusCode).toBe(200);
    expect(calls(`/coins/${mint}`)).toHaveLength(1);
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
      chain: createRpcChain(rpc.url),
    });
  });
  afterAll(async () => {
    await onCluster.close();
    await rpc.close();
  });

  /** A mint account as a token program leaves it (82 bytes, rent-exempt), owned by `program`. */
  function createMint(program: string): string {
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

  it('answers 404 TOKEN_NOT_FOUND for an account no token program owns (a wallet), without asking any provider', async () => {
    const wallet = randomAddress();
    rpc.airdrop(wallet, 1_000_000_000n);
    const response = await getToken(wallet, onCluster.app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND_ANSWER);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['SPL Token', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    ['Token-2022', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'],
  ])('looks up a mint the %s program owns', async (_name, program) => {
    const mint = createMint(program);
    const response = await getToken(mint, onCluster.app);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TokenResponse>().token.mint).toBe(mint);
    expect(calls(`/coins/${mint}`)).toHaveLength(1);
    expect(accountReads(mint)).toHaveLength(1);
  });

  it('asks the providers when the cluster cannot answer (HTTP 500)', async () => {
    rpc.failNext('getAccountInfo', 'http500');
    const mint = randomAddress();
    const response = await getToken(mint, onCluster.app);
    expect(response.statusCode).toBe(200);
    expect(calls(`/coins/${mint}`)).toHaveLength(1);
    expect(accountReads(mint)).toHaveLength(1);
  });
});

describe('the token data service', () => {
  it('logs "API request failed: {status}" when a provider answers non-OK', async () => {
    behaviour.coin = (response) => sendJson(response, 429, {});
    const warnings: string[] = [];
    const service = createTokenDataService({
      db: t.database.db,
      coinApiUrl: provider.url,
      metadataApiUrl: provider.url,
      metadataApiKey: API_KEY,
      ttlMs: 60_000,
      log: { warn: (message) => warnings.push(message) },
    });
    await expect(service.get(freshMint())).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to fetch token info: 429 Too Many Requests',
    });
    expect(warnings).toContain('API request failed: 429');
  });

  const serviceWith = (extra: Partial<Parameters<typeof createTokenDataService>[0]> = {}) =>
    createTokenDataService({
      db: t.database.db,
      coinApiUrl: provider.url,
      metadataApiUrl: provider.url,
      metadataApiKey: API_KEY,
      ttlMs: 60_000,
      log: { warn: () => {} },
      ...extra,
    });

  it('remembers a provider\'s "not found" for TOKEN_DATA_TTL_SECONDS, like a coin it found', async () => {
    behaviour.coin = (response) =>
      sendJson(response, 404, { message: 'Not Found', error: 'Not Found', statusCode: 404 });
    behaviour.trades = (response) => sendJson(response, 200, []);
    let clock = Date.now();
    const service = serviceWith({ now: () => clock });
    const mint = freshMint();
    const notFound = { statusCode: 404, code: 'TOKEN_NOT_FOUND' };
    await expect(service.get(mint)).rejects.toMatchObject(notFound);
    // Past the 10 s an outage is held, within the 60 s TTL: not asked again.
    clock += 30_000;
    await expect(service.get(mint)).rejects.toMatchObject(notFound);
    expect(calls('/coins/')).toHaveLength(1);
    // Past the TTL: asked again.
    clock += 31_000;
    await expect(service.get(mint)).rejects.toMatchObject(notFound);
    expect(calls('/coins/')).toHaveLength(2);
  });

  it('asks again 10 s after a provider outage (it is not a "not found")', async () => {
    behaviour.coin = (response) => sendJson(response, 503, {});
    let clock = Date.now();
    const service = serviceWith({ now: () => clock });
    const mint = freshMint();
    await expect(service.get(mint)).rejects.toMatchObject({ statusCode: 502 });
    clock += 5_000;
    await expect(service.get(mint)).rejects.toMatchObject({ statusCode: 502 });
    expect(calls('/coins/')).toHaveLength(1);
    clock += 6_000;
    await expect(service.get(mint)).rejects.toMatchObject({ statusCode: 502 });
    expect(calls('/coins/')).toHaveLength(2);
  });

  it(`asks the providers when a real cluster errs, or has not answered within ${CHAIN_CHECK_WAIT_MS} ms`, async () => {
    for (const getAccount of [
      () => Promise.reject(new ChainError('RPC request failed: fetch failed')),
      () => new Promise<never>(() => {}),
    ]) {
      const service = serviceWith({ chain: { kind: 'rpc', getAccount } });
      const started = performance.now();
      const answer = await service.get(freshMint());
      expect(answer.token.name).toBe('Test Frog');
      expect(performance.now() - started).toBeLessThan(CHAIN_CHECK_WAIT_MS + 1_000);
    }
    expect(calls('/coins/')).toHaveLength(2);
  });
});
