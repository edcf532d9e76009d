// Stand-ins for the outside services the server calls, for e2e runs without internet. Each answers
// in its provider's real shape (see docs/providers.md).
// Usage: node apps/web/e2e/fake-providers.mjs (port E2E_PROVIDER_PORT, default 3290).
//
// Routes, all on one origin (playwright.config.ts points every provider URL at it):
// - GET  /simple/price                  CoinGecko simple price: SOL = $187.23.
// - GET  /coins/{mint}                  pump.fun coin (a bare object).
// - GET  /trades/all/{mint}?limit=&offset=&minimumSize=   pump.fun trades (a bare array, newest first).
// - POST any path, JSON-RPC getAsset    Helius DAS. Needs the key `api-key` query parameter (or an
//                                       `x-api-key` header) equal to E2E_TOKEN_METADATA_API_KEY
//                                       (default "fake-helius-key"); else HTTP 401.
// - GET  /ipfs/{mint}.json              the off-chain metadata JSON that getAsset's json_uri and the
//                                       coin's metadata_uri point to (pump.fun keys, socials top-level).
//
// Token conventions: ANY valid base58 mint (32-44 characters) gets a coin, deterministic in the mint
// (timestamps are relative to now so ages read "Xm ago"):
// - name "Test Coin {first 4 characters}", symbol = the first 4 characters upper-cased, description
//   "Test coin {mint} for end-to-end tests.", socials https://x.com/coin_{first 6},
//   https://t.me/coin_{first 6} and https://coin-{first 6, lower-cased}.example;
// - image: an SVG data: URI (the app's Content-Security-Policy allows data: images, and the browser
//   has no internet); bonding curve between 5% and 95%, reserves and market cap on the real curve
//   (docs/providers.md 1.4) at the SOL price above; 60 trades, one every 97 seconds from 30 s ago.
// Except for mints starting with:
// - "Fai1": every provider answers HTTP 500 (the server says "Failed to fetch token info: 500
//   Internal Server Error");
// - "Gone": pump.fun answers an unknown mint, HTTP 404 in NestJS's shape (docs/providers.md 1.3; the
//   server says "Invalid response format - no metadata found"); its trades are [] and getAsset
//   answers "Asset Not Found";
// - "Done": a graduated coin (complete, 100% bonding curve, no real token reserves);
// - "Quiet": no trades at all;
// - "Lost" / "Brkn": the metadata JSON answers 404 / a non-JSON page (the image falls back to the
//   coin's image_uri);
// - "Xss": hostile text everywhere a provider hands the page something (security-xss.spec.ts):
//   name, symbol, description, creator and trade fields carry script and event-handler markup, the
//   links are javascript: URLs, the coin's image_uri is a javascript: URL and the metadata image an
//   SVG with a script inside. Every payload sets `window.__xss` or opens an alert when it runs.
// A mint's address cannot be chosen, and the server now refuses mints the chain does not know: a
// test that creates a real mint (POST /api/dev/tokens) gives it one of these behaviours with
// - POST /e2e/mints {"mint": "...", "like": "Fai1" | "Gone" | "Done" | "Quiet" | "Lost" | "Brkn" |
//   "Xss"}: from then on that mint is answered as if it started with `like`.
// The demo projects' mints already have token snapshots from the seed; after the server's cache
// expires they get the generic coin above.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_PROVIDER_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const metadataApiKey = process.env.E2E_TOKEN_METADATA_API_KEY ?? 'fake-helius-key';

// The SOL price e2e tests expect in the header: "$187.23".
const FAKE_SOL_PRICE_USD = 187.23;

const MINT_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const BEHAVIOURS = ['Fai1', 'Gone', 'Done', 'Quiet', 'Lost', 'Brkn', 'Xss'];
/** Real mints the tests gave a behaviour (POST /e2e/mints): mint -> prefix. */
const behaviourOf = new Map();

/** Whether `mint` behaves like a mint starting with `prefix` (by its text, or as a test asked). */
function acts(mint, prefix) {
  return behaviourOf.get(mint) === prefix || mint.startsWith(prefix);
}
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRADE_COUNT = 60;
const TRADE_SPACING_SECONDS = 97;
const PUMP_UPDATE_AUTHORITY = 'TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM';

// pump.fun's bonding curve (docs/providers.md 1.4).
const TOTAL_SUPPLY = 1_000_000_000_000_000;
const INITIAL_VIRTUAL_SOL = 30_000_000_000;
const INITIAL_VIRTUAL_TOKENS = 1_073_000_000_000_000;
const INITIAL_REAL_TOKENS = 793_100_000_000_000;
const CURVE_OFFSET = INITIAL_VIRTUAL_TOKENS - INITIAL_REAL_TOKENS;

/** A small seeded PRNG (mulberry32 over an FNV-1a hash of the text). */
function randomFrom(text) {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function base58(random, length) {
  let text = '';
  for (let i = 0; i < length; i += 1) text += BASE58[Math.floor(random() * BASE58.length)];
  return text;
}

function imageFor(mint) {
  const random = randomFrom(`image:${mint}`);
  const hue = Math.floor(random() * 360);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="hsl(${hue} 70% 45%)"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${mint.slice(0, 2)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

// What a hostile provider could answer (mints starting with "Xss").
const XSS_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1" viewBox="0 0 8 8">` +
  `<script>window.__xss=1;alert('svg')</script><rect width="8" height="8"/></svg>`;
const XSS = {
  name: `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">Xss Coin`,
  symbol: `<img src=x onerror=alert(1)>`,
  description: `"><svg onload=window.__xss=1><script>alert('description')</script>`,
  image: `data:image/svg+xml;base64,${Buffer.from(XSS_SVG).toString('base64')}`,
  imageUri: 'javascript:window.__xss=1',
  twitter: 'javascript:window.__xss=1',
  telegram: ' JaVaScRiPt:alert(document.domain)',
  website: 'javascript:window.__xss=1//https://coin.example',
  creator: `"><img src=x onerror=window.__xss=1>`,
  tradeUser: `<img src=x onerror=window.__xss=1>`,
};

/** The coin's readable fields, shared by the coin, the metadata JSON and getAsset. */
function describeCoin(mint) {
  if (acts(mint, 'Xss')) {
    const { name, symbol, description, image, twitter, telegram, website, creator } = XSS;
    return { name, symbol, description, image, twitter, telegram, website, creator };
  }
  const handle = mint.slice(0, 6);
  return {
    name: `Test Coin ${mint.slice(0, 4)}`,
    symbol: mint.slice(0, 4).toUpperCase(),
    description: `Test coin ${mint} for end-to-end tests.`,
    image: imageFor(mint),
    twitter: `https://x.com/coin_${handle}`,
    telegram: `https://t.me/coin_${handle}`,
    website: `https://coin-${handle.toLowerCase()}.example`,
    creator: base58(randomFrom(`creator:${mint}`), 44),
  };
}

function metadataUri(mint) {
  return `${origin}/ipfs/${mint}.json`;
}

function curveFor(mint) {
  if (acts(mint, 'Done')) {
    // A graduated coin (docs/providers.md 1.1): market cap follows the pool, no real tokens left.
    return { progress: 100, complete: true, vtr: CURVE_OFFSET, vsr: 115_005_359_711, rtr: 0 };
  }
  const progress = 5 + Math.floor(randomFrom(`curve:${mint}`)() * 9000) / 100;
  const rtr = Math.round(INITIAL_REAL_TOKENS * (1 - progress / 100));
  const vtr = rtr + CURVE_OFFSET;
  const vsr = Math.ceil((INITIAL_VIRTUAL_SOL * INITIAL_VIRTUAL_TOKENS) / vtr);
  return { progress, complete: false, vtr, vsr, rtr };
}

/** GET /coins/{mint}, as pump.fun's frontend API answers it (docs/providers.md 1.1). */
function coinFor(mint, nowMs) {
  const coin = describeCoin(mint);
  const curve = curveFor(mint);
  const marketCap = (curve.vsr * TOTAL_SUPPLY) / curve.vtr / 1e9;
  const usdMarketCap = marketCap * FAKE_SOL_PRICE_USD;
  const lastTradeMs = nowMs - 30_000;
  const createdMs = nowMs - 9 * 24 * 3_600_000 - 123;
  return {
    mint,
    name: coin.name,
    symbol: coin.symbol,
    description: coin.description,
    image_uri: acts(mint, 'Xss') ? XSS.imageUri : coin.image,
    metadata_uri: metadataUri(mint),
    twitter: coin.twitter,
    telegram: coin.telegram,
    website: coin.website,
    bonding_curve: base58(randomFrom(`curve-account:${mint}`), 44),
    associated_bonding_curve: base58(randomFrom(`curve-token-account:${mint}`), 44),
    creator: coin.creator,
    created_timestamp: createdMs,
    raydium_pool: null,
    complete: curve.complete,
    virtual_sol_reserves: curve.vsr,
    virtual_token_reserves: curve.vtr,
    total_supply: TOTAL_SUPPLY,
    show_name: true,
    last_trade_timestamp: lastTradeMs,
    king_of_the_hill_timestamp: curve.complete ? createdMs + 86_400_000 : null,
    market_cap: marketCap,
    reply_count: 12,
    last_reply: nowMs - 600_000,
    nsfw: false,
    real_sol_reserves: curve.vsr - INITIAL_VIRTUAL_SOL,
    real_token_reserves: curve.rtr,
    is_currently_live: false,
    is_banned: false,
    initialized: true,
    video_uri: null,
    banner_uri: null,
    pump_swap_pool: curve.complete ? base58(randomFrom(`pool:${mint}`), 44) : null,
    // USD (docs/providers.md 1.1 field notes), reached two days ago.
    ath_market_cap: usdMarketCap * 1.6,
    ath_market_cap_timestamp: nowMs - 2 * 24 * 3_600_000 - 456,
    usd_market_cap: usdMarketCap,
  };
}

/** Every trade of a mint, newest first (docs/providers.md 1.2). */
function tradesFor(mint, nowMs) {
  if (acts(mint, 'Quiet') || acts(mint, 'Gone')) return [];
  const random = randomFrom(`trades:${mint}`);
  const curve = curveFor(mint);
  const lamportsPerRawToken = curve.vsr / curve.vtr;
  const nowSeconds = Math.floor(nowMs / 1000);
  return Array.from({ length: TRADE_COUNT }, (_, index) => {
    const solAmount = Math.round((0.01 + random() * 3) * 1e9);
    return {
      signature: base58(random, 88),
      mint,
      sol_amount: solAmount,
      token_amount: Math.round(solAmount / lamportsPerRawToken),
      is_buy: random() < 0.6,
      user: acts(mint, 'Xss') ? XSS.tradeUser : base58(random, 44),
      timestamp: nowSeconds - 30 - index * TRADE_SPACING_SECONDS,
      tx_index: Math.floor(random() * 900),
      username: null,
      profile_image: null,
      slot: 371_234_567 - index * 240,
    };
  });
}

/** Helius DAS getAsset's result for a pump.fun mint (docs/providers.md 3). */
function assetFor(mint) {
  const coin = describeCoin(mint);
  return {
    interface: 'FungibleToken',
    id: mint,
    content: {
      $schema: 'https://schema.metaplex.com/nft1.0.json',
      json_uri: metadataUri(mint),
      files: [{ uri: coin.image, cdn_uri: coin.image, mime: 'image/svg+xml' }],
      metadata: {
        description: coin.description,
        name: coin.name,
        symbol: coin.symbol,
        token_standard: 'Fungible',
      },
      links: { image: coin.image },
    },
    authorities: [{ address: PUMP_UPDATE_AUTHORITY, scopes: ['full'] }],
    compression: {
      eligible: false,
      compressed: false,
      data_hash: '',
      creator_hash: '',
      asset_hash: '',
      tree: '',
      seq: 0,
      leaf_id: 0,
    },
    grouping: [],
    royalty: {
      royalty_model: 'creators',
      target: null,
      percent: 0.0,
      basis_points: 0,
      primary_sale_happened: false,
      locked: false,
    },
    creators: [{ address: coin.creator, share: 100, verified: false }],
    ownership: {
      frozen: false,
      delegated: false,
      delegate: null,
      ownership_model: 'token',
      owner: '',
    },
    supply: null,
    mutable: false,
    burnt: false,
    token_info: {
      supply: TOTAL_SUPPLY,
      decimals: 6,
      token_program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    },
  };
}

/** The off-chain JSON pump.fun writes to IPFS (docs/providers.md 3.1): socials are top-level keys. */
function metadataJsonFor(mint) {
  const coin = describeCoin(mint);
  return {
    name: coin.name,
    symbol: coin.symbol,
    description: coin.description,
    image: coin.image,
    showName: true,
    createdOn: 'https://pump.fun',
    twitter: coin.twitter,
    telegram: coin.telegram,
    website: coin.website,
  };
}

const nestNotFound = (message) => ({ message, error: 'Not Found', statusCode: 404 });

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function answerGetAsset(request, url, send) {
  const key = url.searchParams.get('api-key') ?? request.headers['x-api-key'];
  if (key !== metadataApiKey) {
    return send(401, { jsonrpc: '2.0', error: { code: -32401, message: 'Invalid API key' } });
  }
  let body;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    return send(200, { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null });
  }
  const id = body?.id ?? null;
  if (body?.method !== 'getAsset') {
    return send(200, { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id });
  }
  const mint = Array.isArray(body.params) ? body.params[0] : body.params?.id;
  if (typeof mint !== 'string' || !MINT_PATTERN.test(mint) || acts(mint, 'Gone')) {
    const message = 'Database Error: RecordNotFound Error: Asset Not Found';
    return send(200, { jsonrpc: '2.0', error: { code: -32000, message }, id });
  }
  if (acts(mint, 'Fai1')) return send(500, { jsonrpc: '2.0', error: 'Internal Server Error' });
  return send(200, { jsonrpc: '2.0', id, result: assetFor(mint) });
}

/** POST /e2e/mints: a created mint answers like the mints starting with `like`. */
async function rememberBehaviour(request, send) {
  let body;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    return send(400, { error: 'Body must be JSON' });
  }
  const { mint, like } = body ?? {};
  if (typeof mint !== 'string' || !MINT_PATTERN.test(mint) || !BEHAVIOURS.includes(like)) {
    return send(400, { error: `Expected {mint, like: ${BEHAVIOURS.join(' | ')}}` });
  }
  behaviourOf.set(mint, like);
  return send(200, { mint, like });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const sendText = (status, contentType, text) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(text);
  };
  const path = url.pathname;
  const now = Date.now();

  if (request.method === 'POST' && path === '/e2e/mints') {
    rememberBehaviour(request, send).catch(() => send(500, {}));
    return;
  }
  if (request.method === 'POST') {
    answerGetAsset(request, url, send).catch(() => send(500, {}));
    return;
  }
  if (request.method !== 'GET') return send(404, nestNotFound(`Cannot ${request.method} ${path}`));
  if (path === '/health') return send(200, { ok: true });
  if (path === '/simple/price') return send(200, { solana: { usd: FAKE_SOL_PRICE_USD } });

  const coinMatch = /^\/coins\/([^/]+)$/.exec(path);
  const tradesMatch = /^\/trades\/all\/([^/]+)$/.exec(path);
  const metadataMatch = /^\/ipfs\/([^/]+)\.json$/.exec(path);
  const mint = decodeURIComponent((coinMatch ?? tradesMatch ?? metadataMatch ?? [])[1] ?? '');

  if (acts(mint, 'Fai1')) return sendText(500, 'text/plain', 'Internal Server Error');
  if (coinMatch) {
    if (!MINT_PATTERN.test(mint) || acts(mint, 'Gone')) {
      return send(404, nestNotFound('Not Found'));
    }
    return send(200, coinFor(mint, now));
  }
  if (tradesMatch) {
    if (!MINT_PATTERN.test(mint)) return send(200, []);
    const limit = Number(url.searchParams.get('limit') ?? 200);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const minimumSize = Number(url.searchParams.get('minimumSize') ?? 0);
    const trades = tradesFor(mint, now).filter((trade) => trade.sol_amount >= minimumSize);
    return send(200, trades.slice(offset, offset + limit));
  }
  if (metadataMatch && MINT_PATTERN.test(mint) && !acts(mint, 'Gone')) {
    if (acts(mint, 'Lost')) return sendText(404, 'text/plain', 'Not Found');
    if (acts(mint, 'Brkn')) {
      return sendText(200, 'text/html', '<html><body>Gateway timeout</body></html>');
    }
    return send(200, metadataJsonFor(mint));
  }
  return send(404, nestNotFound(`Cannot GET ${path}`));
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fake providers on ${origin}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
