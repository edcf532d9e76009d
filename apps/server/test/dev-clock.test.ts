// The local chain's clock route (POST /api/dev/clock): it moves the one clock every deadline
// reads and settles every due campaign, so only the admin's session may call it; GET /api/clock
// tells anyone that clock's now.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClock, type Clock } from '../src/lib/clock';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_SECONDS = 24 * 60 * 60;

describe('POST /api/dev/clock', () => {
  let t: TestApp;
  let clock: Clock;
  let admin: TestWallet;
  let alice: TestWallet;

  const advance = (cookie: string | null, advanceSeconds = 2 * DAY_SECONDS) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: cookie ? { cookie } : {},
      payload: { advanceSeconds },
    });
  const timeLeft = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/projects/${id}` })).json().timeLeft;

  beforeAll(async () => {
    admin = await createTestWallet();
    alice = await createTestWallet();
    clock = createClock();
    t = await createTestApp({ clock, env: { ADMIN_WALLETS: admin.address } });
  });
  afterAll(() => t.close());
  beforeEach(() => resetDatabase(t.database));

  it('refuses a call without a session (401) or from a wallet that is not the admin (403), and the clock stays', async () => {
    const deadline = new Date(clock.now().getTime() + DAY_SECONDS * 1000 + 60_000);
    const project = await insertProject(t.database, { status: 'approved', deadline });
    const left = await timeLeft(project.id);

    const anonymous = await advance(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please connect and sign in with your wallet first.',
    });
    const user = await advance(await signIn(t.app, alice));
    expect(user.statusCode).toBe(403);
    expect(user.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the admin wallet may do this.',
    });
    expect(clock.offsetSeconds).toBe(0);
    expect(await timeLeft(project.id)).toBe(left);
    expect(left).not.toBe('Ended');
  });

  it("moves the server's clock for the admin: the deadline passes", async () => {
    const deadline = new Date(clock.now().getTime() + DAY_SECONDS * 1000 + 60_000);
    const project = await insertProject(t.database, { status: 'approved', deadline });
    const before = clock.offsetSeconds;

    const moved = await advance(await signIn(t.app, admin));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().offsetSeconds).toBe(before + 2 * DAY_SECONDS);
    expect(Date.parse(moved.json().now)).toBeGreaterThan(
      Date.now() + 2 * DAY_SECONDS * 1000 - 5000,
    );
    expect(await timeLeft(project.id)).toBe('Ended');
    // GET /api/clock, which the submit form counts its 30 days from, says the same now.
    const read = await t.app.inject({ method: 'GET', url: '/api/clock' });
    expect(read.statusCode).toBe(200);
    expect(Date.parse(read.json().now) - Date.parse(moved.json().now)).toBeLessThan(5000);
    expect(Date.parse(read.json().now)).toBeGreaterThanOrEqual(Date.parse(moved.json().now));
  });
});
