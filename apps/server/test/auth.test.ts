import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app-types';
import { requireAdmin, requireSession } from '../src/auth/guards';
import { authNonces, sessions } from '../src/db/schema';
import { createTestApp, resetDatabase, type TestApp } from './helpers';
import { createTestWallet, type TestWallet } from './wallet-signer';

async function requestNonce(app: AppInstance, address: string, host = 'localhost:80') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/nonce',
    headers: { host },
    payload: { address },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { nonce: string; message: string };
}

function verify(app: AppInstance, body: object, host = 'localhost:80') {
  return app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host }, payload: body });
}

async function signIn(app: AppInstance, wallet: TestWallet) {
  const { message } = await requestNonce(app, wallet.address);
  const response = await verify(app, {
    address: wallet.address,
    message,
    signature: await wallet.sign(message),
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'memetank_session');
  return { response, cookie: `memetank_session=${cookie?.value}` };
}

const session = async (app: AppInstance, cookie?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: cookie ? { cookie } : {},
    })
  ).json();

describe('sign-in with a wallet signature', () => {
  let t: TestApp;
  let alice: TestWallet;
  let bob: TestWallet;
  beforeAll(async () => {
    alice = await createTestWallet();
    bob = await createTestWallet();
    t = await createTestApp({
      env: { ADMIN_WALLETS: alice.address },
      routes: (app) => {
        app.post('/api/test/write', { preHandler: requireSession }, async () => ({ ok: true }));
        app.get('/api/admin/test', { preHandler: requireAdmin }, async () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  it('issues a Sign-In-With-Solana message with the welcome text, domain, nonce and expiry', async () => {
    const { nonce, message } = await requestNonce(t.app, alice.address);
    expect(message).toContain('localhost:80 wants you to sign in with your Solana account:');
    expect(message).toContain(alice.address);
    expect(message).toContain('Welcome to MemeTank!');
    expect(message).toContain('verify that you own this wallet');
    expect(message).toContain(`Nonce: ${nonce}`);
    expect(message).toMatch(/Issued At: \d{4}-\d\d-\d\dT/);
    expect(message).toMatch(/Expiration Time: \d{4}-\d\d-\d\dT/);
  });

  it('opens a session in an HttpOnly SameSite=Lax cookie holding a token stored only hashed', async () => {
    const { response, cookie } = await signIn(t.app, alice);
    expect(response.json()).toEqual({ wallet: alice.address, isAdmin: true });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const token = cookie.split('=')[1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(await session(t.app, cookie)).toEqual({ wallet: alice.address, isAdmin: true });
  });

  it('gives a new token at every sign-in', async () => {
    const first = await signIn(t.app, bob);
    const second = await signIn(t.app, bob);
    expect(first.cookie).not.toBe(second.cookie);
    expect(await session(t.app, second.cookie)).toEqual({ wallet: bob.address, isAdmin: false });
  });

  it('refuses a forged signature', async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const response = await verify(t.app, {
      address: alice.address,
      message,
      signature: randomBytes(64).toString('base64'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('The signature does not match this wallet.');
    expect(await t.database.db.select().from(sessions)).toEqual([]);
  });

  it("refuses a signature made by another wallet's key", async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const response = await verify(t.app, {
      address: alice.address,
      message,
      signature: await bob.sign(message),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a message issued for another address', async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const response = await verify(t.app, {
      address: bob.address,
      message,
      signature: await bob.sign(message),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'The sign-in message was issued for another wallet.',
    );
  });

  it('refuses a message changed after it was issued', async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const altered = message.replace('Welcome', 'Hello');
    const response = await verify(t.app, {
      address: alice.address,
      message: altered,
      signature: await alice.sign(altered),
    });
    expect(response.statusCode).toBe(401);
  });

  it('uses a nonce once: the same proof cannot be replayed', async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const body = { address: alice.address, message, signature: await alice.sign(message) };
    expect((await verify(t.app, body)).statusCode).toBe(200);
    const replay = await verify(t.app, body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(
      'This sign-in request has expired or was already used. Please try again.',
    );
  });

  it('refuses an expired nonce', async () => {
    const { nonce, message } = await requestNonce(t.app, alice.address);
    await t.database.db
      .update(authNonces)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authNonces.nonce, nonce));
    const response = await verify(t.app, {
      address: alice.address,
      message,
      signature: await alice.sign(message),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'This sign-in request has expired. Please try again.',
    );
  });

  it('refuses a message for another domain', async () => {
    const { message } = await requestNonce(t.app, alice.address, 'evil.example');
    const response = await verify(t.app, {
      address: alice.address,
      message,
      signature: await alice.sign(message),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('The sign-in message is for another site.');
  });

  it('answers a write without a session with 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/write' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Please connect and sign in with your wallet first.',
      },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { cookie: `memetank_session=${randomBytes(32).toString('base64url')}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('answers an admin route with 403 for a signed-in wallet that is not the admin', async () => {
    const { cookie } = await signIn(t.app, bob);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/test',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    const admin = await signIn(t.app, alice);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/test',
      headers: { cookie: admin.cookie },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('ends the session on logout: the old cookie no longer works', async () => {
    const { cookie } = await signIn(t.app, bob);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await session(t.app, cookie)).toEqual({ wallet: null, isAdmin: false });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/test/write',
      headers: { cookie },
    });
    expect(write.statusCode).toBe(401);
  });

  it('expires a session left idle for a day', async () => {
    const { cookie } = await signIn(t.app, bob);
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '25 hours'` });
    expect(await session(t.app, cookie)).toEqual({ wallet: null, isAdmin: false });
  });
});

describe('rate limits', () => {
  it('answers too many sign-in requests with 429 in the error shape', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_AUTH_PER_MIN: '2' } });
    const wallet = await createTestWallet();
    await requestNonce(t.app, wallet.address);
    await requestNonce(t.app, wallet.address);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      payload: { address: wallet.address },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
    expect(third.json().error.message).toMatch(/^Too many requests/);
    await t.close();
  });
});

describe('sign-in on a site with PUBLIC_URL set', () => {
  let t: TestApp;
  let alice: TestWallet;
  beforeAll(async () => {
    alice = await createTestWallet();
    t = await createTestApp({ env: { PUBLIC_URL: 'https://memetank.example' } });
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  it('names the site in the message whatever Host the request carries (a relaying page cannot pass as us)', async () => {
    const { message } = await requestNonce(t.app, alice.address, 'evil.example');
    expect(message).toContain('memetank.example wants you to sign in with your Solana account:');
    expect(message).toContain('URI: https://memetank.example');
    expect(message).not.toContain('evil.example');
  });

  it('opens a session for the message it issued, which names the site', async () => {
    const { message } = await requestNonce(t.app, alice.address);
    const response = await verify(t.app, {
      address: alice.address,
      message,
      signature: await alice.sign(message),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ wallet: alice.address, isAdmin: false });
  });
});
