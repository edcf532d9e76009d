import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKind, type TestApp } from './helpers';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the chain as up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      db: { status: 'up', kind: databaseKind },
      chain: {
        status: 'up',
        kind: 'local',
        cluster: { name: 'local', url: null },
        // The local chain's own test USDC (docs/decisions/055).
        usdcMint: t.app.services.testUsdc?.mint,
      },
    });
  });

  it('answers 503 and says the database is down when it stops answering', async () => {
    const down = await createTestApp();
    await down.database.close();
    const response = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, db: { status: 'down' } });
    await down.app.close();
  });
});
