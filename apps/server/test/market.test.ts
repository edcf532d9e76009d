import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createSolPriceService } from '../src/market/sol-price';
import { sendJson, startFakeServer, type FakeServer } from './fake-http';
import { createTestApp, type TestApp } from './helpers';

let provider: FakeServer | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  await provider?.close();
  t = undefined;
  provider = undefined;
});

describe('GET /api/market/sol-price', () => {
  it('asks the provider once however many browsers ask at the same time', async () => {
    provider = await startFakeServer((_request, response) =>
      setTimeout(() => sendJson(response, 200, { solana: { usd: 187.23 } }), 50),
    );
    t = await createTestApp({ env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` } });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t!.app.inject({ method: 'GET', url: '/api/market/sol-price' }),
      ),
    );
    expect(provider.requests).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ usd: 187.23, updatedAt: expect.any(String) });
    }
    await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
    expect(provider.requests).toHaveLength(1);
  });

  it('retries HTTP 429 after 500 ms, doubling each time', async () => {
    provider = await startFakeServer((_request, response, _body, index) =>
      index < 3 ? sendJson(response, 429, {}) : sendJson(response, 200, { solana: { usd: 150.5 } }),
    );
    t = await createTestApp({ env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` } });
    const answer = await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
    expect(answer.json().usd).toBe(150.5);
    const at = provider.requests.map((request) => request.at);
    expect(at).toHaveLength(4);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(480);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(980);
    expect(at[3]! - at[2]!).toBeGreaterThanOrEqual(1980);
  });

  it("never follows the price provider's redirect to this machine", async () => {
    // An internal service that would answer a price if the server were sent there.
    const internal = await startFakeServer((_request, response) =>
      sendJson(response, 200, { solana: { usd: 666 } }),
    );
    try {
      provider = await startFakeServer((_request, response) => {
        response.writeHead(302, { location: `${internal.url}/simple/price` });
        response.end();
      });
      t = await createTestApp({ env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` } });
      const answer = await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ usd: null, updatedAt: null });
      expect(provider.requests).toHaveLength(1);
      expect(internal.requests).toHaveLength(0);
    } finally {
      await internal.close();
    }
  });

  it('answers no rate while the provider never had one, without failing the request', async () => {
    provider = await startFakeServer((_request, response) => sendJson(response, 500, {}));
    t = await createTestApp({ env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` } });
    const answer = await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ usd: null, updatedAt: null });
  });
});

describe('the fixed demo price (SOL_PRICE_USD)', () => {
  it('answers the fixed price, marked fixed, without asking the provider', async () => {
    provider = await startFakeServer((_request, response) =>
      sendJson(response, 200, { solana: { usd: 187.23 } }),
    );
    t = await createTestApp({
      env: { SOL_PRICE_API_URL: `${provider.url}/simple/price`, SOL_PRICE_USD: '150' },
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ usd: 150, updatedAt: expect.any(String), fixed: true });
    expect(provider.requests).toHaveLength(0);
  });

  it('leaves a market price unmarked', async () => {
    provider = await startFakeServer((_request, response) =>
      sendJson(response, 200, { solana: { usd: 187.23 } }),
    );
    t = await createTestApp({ env: { SOL_PRICE_API_URL: `${provider.url}/simple/price` } });
    const answer = await t.app.inject({ method: 'GET', url: '/api/market/sol-price' });
    expect(answer.json()).not.toHaveProperty('fixed');
  });

  it('describes the mark in the OpenAPI document', async () => {
    t = await createTestApp();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = document.paths['/api/market/sol-price'].get.responses['200'].content[
      'application/json'
    ].schema as { properties: Record<string, { description?: string }> };
    expect(schema.properties.fixed?.description).toMatch(/fixed demo price/);
  });

  it('is refused at start on a real cluster, and must be a positive number', () => {
    expect(() =>
      loadConfig({ SOLANA_RPC_URL: 'http://127.0.0.1:9', SOL_PRICE_USD: '150' }),
    ).toThrow(/SOL_PRICE_USD cannot be used with SOLANA_RPC_URL/);
    expect(() =>
      loadConfig({ SOLANA_RPC_URL: 'http://127.0.0.1:9', SOL_PRICE_USD: '150' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ SOL_PRICE_USD: '-3' })).toThrow(
      /SOL_PRICE_USD must be greater than 0/,
    );
    expect(() => loadConfig({ SOL_PRICE_USD: 'cheap' })).toThrow(/SOL_PRICE_USD must be a number/);
    expect(loadConfig({}).providers.fixedSolPriceUsd).toBeNull();
    expect(loadConfig({ SOL_PRICE_USD: '150.5' }).providers.fixedSolPriceUsd).toBe(150.5);
  });
});

describe('the SOL price service', () => {
  it('gives up after 5 retries (500, 1000, 2000, 4000, 8000 ms) and keeps the last good price', async () => {
    let status = 200;
    provider = await startFakeServer((_request, response) =>
      sendJson(response, status, { solana: { usd: 99.99 } }),
    );
    const waits: number[] = [];
    const service = createSolPriceService({
      url: provider.url,
      intervalMs: 0,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect((await service.get()).usd).toBe(99.99);
    status = 429;
    expect((await service.get()).usd).toBe(99.99);
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(provider.requests).toHaveLength(1 + 6);
  });
});
