// POST /api/dev/tokens (local chain only) and GET /api/wallets/:address/tokens/:mint: a test token
// is a real Token-2022 mint whose supply lands in the signed-in wallet, on the local chain and on a
// JSON-RPC cluster the balance route reads the same way.
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { TOKEN_ESCROW_MESSAGES, U64_MAX } from '@memetank/shared/api/token-escrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpcChain } from '../src/chain/rpc-chain';
import { associatedTokenAddress } from '../src/chain/token-program';
import { createTestApp, signIn, type TestApp } from './helpers';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';
import { createToken, funderOf } from './token-support';
import { createTestWallet, type TestWallet } from './wallet-signer';

let t: TestApp;
let alice: TestWallet;
let cookie: string;

// No market data provider answers (nothing listens on port 9): the lookup answers from the chain.
const OFFLINE = {
  TOKEN_DATA_API_URL: 'http://127.0.0.1:9',
  TOKEN_METADATA_API_URL: 'http://127.0.0.1:9',
};

beforeAll(async () => {
  t = await createTestApp({ env: OFFLINE });
  alice = await createTestWallet();
  cookie = await signIn(t.app, alice);
});
afterAll(() => t.close());

const createDevToken = (payload: object, withCookie: string | null = cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/tokens',
    headers: withCookie ? { cookie: withCookie } : {},
    payload,
  });
const balanceOf = (app: TestApp, owner: string, mint: string) =>
  app.app.inject({ method: 'GET', url: `/api/wallets/${owner}/tokens/${mint}` });
const lookup = (mint: string) => t.app.inject({ method: 'GET', url: `/api/tokens/${mint}` });

describe('POST /api/dev/tokens', () => {
  it('refuses a name or symbol with a control character (400), creating no mint', async () => {
    for (const [field, payload] of [
      ['name', { name: '!      !\u0000!      !', symbol: 'éééééééééé', supply: '8' }],
      ['symbol', { name: 'Frog', symbol: 'FR\u0007OG', supply: '8' }],
    ] as const) {
      const response = await createDevToken(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: `Invalid body.${field}: must not contain control characters`,
      });
    }
  });

  it('refuses a request without a signed-in wallet (401)', async () => {
    const response = await createDevToken({ name: 'Frog', symbol: 'FROG', supply: 1 }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('creates a Token-2022 mint with its metadata and puts the supply in the wallet, the mint authority removed', async () => {
    const response = await createDevToken({
      name: 'Test Frog',
      symbol: 'TFROG',
      image: 'https://example.com/frog.png',
      supply: '1000000',
      decimals: 9,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { mint, signature } = response.json<{ mint: string; signature: string }>();
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    const balance = await balanceOf(t, alice.address, mint);
    expect(balance.json()).toEqual({ amount: (1_000_000n * 10n ** 9n).toString(), decimals: 9 });

    const token = (await lookup(mint)).json<TokenResponse>();
    expect(token).toMatchObject({
      program: 'token-2022',
      decimals: 9,
      supply: '1000000000000000',
      mintAuthority: null,
      freezeAuthority: null,
      image: 'https://example.com/frog.png',
    });
    expect(token.token).toMatchObject({ mint, name: 'Test Frog', symbol: 'TFROG' });
  });

  it('leaves the mint authority with the wallet when asked, with 6 decimals by default', async () => {
    const response = await createDevToken({
      name: 'Kept',
      symbol: 'KEPT',
      supply: 5,
      revokeMintAuthority: false,
    });
    const { mint } = response.json<{ mint: string }>();
    const token = (await lookup(mint)).json<TokenResponse>();
    expect(token).toMatchObject({ decimals: 6, supply: '5000000', mintAuthority: alice.address });
    expect((await balanceOf(t, alice.address, mint)).json()).toEqual({
      amount: '5000000',
      decimals: 6,
    });
  });

  it('refuses a supply that does not fit a u64 of base units (400 SUPPLY_TOO_LARGE)', async () => {
    const tooMany = (U64_MAX / 10n ** 6n + 1n).toString();
    const response = await createDevToken({ name: 'Big', symbol: 'BIG', supply: tooMany });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'SUPPLY_TOO_LARGE',
      message: 'A supply of at most 18,446,744,073,709 whole tokens fits a mint with 6 decimals.',
    });
    const fits = await createDevToken({
      name: 'Big',
      symbol: 'BIG',
      supply: (U64_MAX / 10n ** 6n).toString(),
    });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses a bad body (no name, a fractional or zero supply, an image that is not a URL)', async () => {
    for (const payload of [
      { symbol: 'X', supply: 1 },
      { name: 'X', symbol: 'X', supply: 1.5 },
      { name: 'X', symbol: 'X', supply: '0' },
      { name: 'X', symbol: 'X', supply: 1, image: 'javascript:alert(1)' },
    ]) {
      const response = await createDevToken(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('GET /api/wallets/:address/tokens/:mint', () => {
  it("answers 0 for a wallet without the mint's token account", async () => {
    const { mint } = (await createDevToken({ name: 'Frog', symbol: 'FROG', supply: 1 })).json<{
      mint: string;
    }>();
    const stranger = await createTestWallet();
    expect((await balanceOf(t, stranger.address, mint)).json()).toEqual({
      amount: '0',
      decimals: 6,
    });
  });

  it('answers 404 with the mint words for an address that is no mint', async () => {
    const { mint } = (await createDevToken({ name: 'Frog', symbol: 'FROG', supply: 1 })).json<{
      mint: string;
    }>();
    const stranger = await createTestWallet();
    expect((await balanceOf(t, alice.address, stranger.address)).json()).toEqual({
      error: { code: 'TOKEN_NOT_FOUND', message: TOKEN_ESCROW_MESSAGES.mintNotFound },
    });
    const tokenAccount = await associatedTokenAddress(alice.address, mint, 'token-2022');
    const notAMint = await balanceOf(t, alice.address, tokenAccount);
    expect(notAMint.statusCode).toBe(404);
    expect(notAMint.json()).toEqual({
      error: { code: 'NOT_A_MINT', message: TOKEN_ESCROW_MESSAGES.notAMint },
    });
  });

  describe('on a JSON-RPC cluster', () => {
    let rpc: RpcChainServer;
    let onCluster: TestApp;
    beforeAll(async () => {
      rpc = await startRpcChainServer();
      onCluster = await createTestApp({
        database: t.database,
        env: OFFLINE,
        chain: createRpcChain(rpc.url, { pollIntervalMs: 20 }),
      });
    });
    afterAll(async () => {
      await onCluster.close();
      await rpc.close();
    });

    it.each(['spl-token', 'token-2022'] as const)(
      'reads the balance of a %s mint',
      async (program) => {
        const chain = onCluster.app.services.chain;
        const mint = await createToken(chain, funderOf(chain, rpc), {
          owner: alice.address,
          program,
          supply: 42n,
          decimals: 0,
        });
        expect((await balanceOf(onCluster, alice.address, mint)).json()).toEqual({
          amount: '42',
          decimals: 0,
        });
      },
    );

    it('has no dev token route', async () => {
      const response = await onCluster.app.inject({
        method: 'POST',
        url: '/api/dev/tokens',
        payload: { name: 'X', symbol: 'X', supply: 1 },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
