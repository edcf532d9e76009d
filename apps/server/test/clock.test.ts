// The server's clock (src/lib/clock.ts) reaches every answer that compares with now: moving it
// forward, as the local chain's dev route does, ends a campaign on the dashboard, on the detail
// page and in the admin's list alike.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userInvestments, userProjects } from '../src/db/schema';
import { createClock, type Clock } from '../src/lib/clock';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

const DAY_SECONDS = 24 * 60 * 60;

describe('the server clock', () => {
  let t: TestApp;
  let clock: Clock;
  let alice: TestWallet;
  let admin: TestWallet;
  let aliceCookie: string;
  let adminCookie: string;

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    alice = await createTestWallet();
    admin = await createTestWallet();
    clock = createClock();
    t = await createTestApp({ clock, env: { ADMIN_WALLETS: admin.address } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    aliceCookie = await signIn(t.app, alice);
    adminCookie = await signIn(t.app, admin);
  });

  it('ends a campaign on the dashboard, the detail page and the admin list when it moves', async () => {
    const deadline = new Date(clock.now().getTime() + 3 * DAY_SECONDS * 1000 - 60_000);
    const project = await insertProject(t.database, { creatorWallet: alice.address, deadline });
    await t.database.db
      .insert(userProjects)
      .values({ projectId: project.id, userId: alice.address, status: 'approved' });
    await t.database.db.insert(userInvestments).values({
      projectId: project.id,
      userId: alice.address,
      amountUnits: 1_000_000_000n,
    });

    const timeLeft = async () => ({
      investment: (await get('/api/me/investments', aliceCookie)).json().items[0].project.timeLeft,
      project: (await get('/api/me/projects', aliceCookie)).json().items[0].project.timeLeft,
      detail: (await get(`/api/projects/${project.id}`, aliceCookie)).json().timeLeft,
      admin: (await get('/api/admin/projects', adminCookie)).json().items[0].timeLeft,
    });
    expect(await timeLeft()).toEqual({
      investment: '3 days',
      project: '3 days',
      detail: '3 days',
      admin: '3 days',
    });

    clock.advance(4 * DAY_SECONDS);
    // Sessions run on wall time: both wallets are still signed in.
    expect(await timeLeft()).toEqual({
      investment: 'Ended',
      project: 'Ended',
      detail: 'Ended',
      admin: 'Ended',
    });
    const detail = (await get(`/api/projects/${project.id}`, aliceCookie)).json();
    expect(detail.campaign).not.toBe('funding');
  });
});
