import { afterEach, describe, expect, it } from 'vitest';
import { ChainError, type LocalChain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { FAUCET_MESSAGES } from '../src/modules/dev/service';
import { sendJson, startFakeServer, type FakeServer } from './fake-http';
import { createTestApp, type TestApp } from './helpers';
import { createTestWallet } from './wallet-signer';

let rpc: FakeServer | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  await rpc?.close();
  t = undefined;
  rpc = undefined;
});

const balanceOf = (app: TestApp, address: string) =>
  app.app.inject({ method: 'GET', url: `/api/wallets/${address}/balance` });

describe('GET /api/wallets/:address/balance through JSON-RPC', () => {
  it('reads getBalance in lamports and gives SOL', async () => {
    rpc = await startFakeServer((_request, response, body) => {
      const call = JSON.parse(body);
      sendJson(response, 200, {
        jsonrpc: '2.0',
        id: call.id,
        result: { context: { apiVersion: '2.2.0', slot: 371234567 }, value: 1_234_567_890 },
      });
    });
    const wallet = await createTestWallet();
    t = await createTestApp({ chain: createRpcChain(rpc.url) });
    const response = await balanceOf(t, wallet.address);
    expect(response.json()).toEqual({ lamports: '1234567890', sol: 1.23456789 });
    expect(JSON.parse(rpc.requests[0]!.body)).toMatchObject({
      method: 'getBalance',
      params: [wallet.address],
    });
  });

  it('reports the RPC error object as "RPC Error: {message}"', async () => {
    rpc = await startFakeServer((_request, response, body) =>
      sendJson(response, 200, {
        jsonrpc: '2.0',
        id: JSON.parse(body).id,
        error: { code: -32602, message: 'Invalid param: WrongSize' },
      }),
    );
    t = await createTestApp({ chain: createRpcChain(rpc.url) });
    const response = await balanceOf(t, (await createTestWallet()).address);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: { code: 'CHAIN_ERROR', message: 'RPC Error: Invalid param: WrongSize' },
    });
  });

  it('reports an HTTP failure as "HTTP error! status: {code}"', async () => {
    rpc = await startFakeServer((_request, response) => sendJson(response, 500, {}));
    t = await createTestApp({ chain: createRpcChain(rpc.url) });
    const response = await balanceOf(t, (await createTestWallet()).address);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('HTTP error! status: 500');
  });

  it('refuses something that is not a wallet address', async () => {
    t = await createTestApp();
    expect((await balanceOf(t, 'not-an-address')).statusCode).toBe(400);
    expect((await balanceOf(t, '1111111111111111111111111111111111111111111')).statusCode).toBe(
      400,
    );
  });

  it('has no dev wallets or faucet on a real cluster', async () => {
    rpc = await startFakeServer((_request, response) => sendJson(response, 200, {}));
    t = await createTestApp({ chain: createRpcChain(rpc.url) });
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/wallets' })).statusCode).toBe(404);
  });
});

describe('the local chain for newcomers', () => {
  it('offers a demo user, a demo admin and a fresh wallet, and makes the demo admin the admin', async () => {
    t = await createTestApp();
    const { wallets } = (await t.app.inject({ method: 'GET', url: '/api/dev/wallets' })).json();
    expect(wallets.map((w: { label: string }) => w.label)).toEqual([
      'Demo user',
      'Demo admin',
      'Fresh wallet',
    ]);
    const admin = wallets[1].address as string;
    expect(t.app.services.adminWallets.has(admin)).toBe(true);
    expect(t.app.services.adminWallets.has(wallets[0].address)).toBe(false);
  });

  it('gives 2 test SOL and 1,000 test USDC from the faucet, seen in the balance', async () => {
    t = await createTestApp();
    const wallet = await createTestWallet();
    expect((await balanceOf(t, wallet.address)).json()).toEqual({ lamports: '0', sol: 0 });
    const faucet = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      payload: { address: wallet.address },
    });
    // 2 SOL, and 1,000 test USDC of the local chain's USDC mint (docs/decisions/055).
    expect(faucet.json()).toEqual({ lamports: '2000000000', sol: 2, usdc: 1000 });
    expect((await balanceOf(t, wallet.address)).json().sol).toBe(2);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      payload: { address: wallet.address },
    });
    expect(again.json()).toEqual({ lamports: '4000000000', sol: 4, usdc: 2000 });
  });

  it('funds wallets only: the escrow vault, its wrapped SOL, a mint or a program get 400 and nothing', async () => {
    t = await createTestApp();
    const escrow = (await t.app.inject({ method: 'GET', url: '/api/escrow' })).json();
    const { chain } = t.app.services;
    const notWallets = [
      escrow.vault,
      escrow.custody.solAccount,
      'So11111111111111111111111111111111111111112',
      '11111111111111111111111111111111',
    ];
    for (const address of notWallets) {
      const before = await chain.getAccount(address);
      const faucet = await t.app.inject({
        method: 'POST',
        url: '/api/dev/faucet',
        payload: { address },
      });
      expect(faucet.statusCode, address).toBe(400);
      expect(faucet.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: FAUCET_MESSAGES.notAWallet(before?.owner ?? ''),
      });
      expect((await chain.getAccount(address))?.lamports).toBe(before?.lamports);
    }
  });

  it('answers 502 CHAIN_ERROR in words when the local chain refuses the airdrop', async () => {
    const local = await createLocalChain();
    const refusing: LocalChain = {
      ...local,
      kind: local.kind,
      chainId: local.chainId,
      airdrop: () => Promise.reject(new ChainError('Airdrop failed on the local chain')),
    };
    t = await createTestApp({ chain: refusing });
    const wallet = await createTestWallet();
    const faucet = await t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      payload: { address: wallet.address },
    });
    expect(faucet.statusCode).toBe(502);
    expect(faucet.json().error).toEqual({
      code: 'CHAIN_ERROR',
      message: 'The local chain refused the faucet: Airdrop failed on the local chain',
    });
    expect((await balanceOf(t, wallet.address)).json()).toEqual({ lamports: '0', sol: 0 });
  });
});
