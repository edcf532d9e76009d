// The write limit (lib/write-limit.ts): RATE_LIMIT_WRITE_PER_MIN writes a minute per client across
// every write route together, one budget, not one per route; sign-in keeps a budget of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { createTestWallet } from './wallet-signer';

const PROJECT = '00000000-0000-4000-8000-000000000000';

describe('the write limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_WRITE_PER_MIN: '3' } });
  });
  afterAll(() => t.close());

  it('is one budget per client across all write routes: the fourth write of the minute is refused, whichever route', async () => {
    // Three writes to three routes (refused for want of a session or a valid body, but each counts).
    const writes = [
      { method: 'POST', url: '/api/projects', payload: {} },
      { method: 'PUT', url: `/api/projects/${PROJECT}/like`, payload: { liked: true } },
      { method: 'POST', url: `/api/projects/${PROJECT}/comments`, payload: { content: 'Hi' } },
    ] as const;
    for (const write of writes) {
      const response = await t.app.inject(write);
      expect([400, 401], `${write.method} ${write.url}`).toContain(response.statusCode);
    }
    const fourth = await t.app.inject({ method: 'PUT', url: `/api/projects/${PROJECT}/follow` });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
    expect(fourth.json().error.message).toMatch(/^Too many requests\. Please try again in /);
    expect(fourth.headers['x-ratelimit-limit']).toBe('3');

    // Another client still has its three.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: {},
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(401);
    // Sign-in is not a write of this budget.
    const nonce = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { address: (await createTestWallet()).address },
    });
    expect(nonce.statusCode).toBe(200);
  });
});
