import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimableFunds, userInvestments, userProjects } from '../src/db/schema';
import { escrowOwed, topUpLocalVault } from '../src/escrow';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet, type TestWallet } from './wallet-signer';

const MISSING_PROJECT = '00000000-0000-4000-8000-000000000000';
const HOUR_MS = 60 * 60 * 1000;

describe('the dashboard of the signed-in wallet', () => {
  let t: TestApp;
  let alice: TestWallet;
  let bob: TestWallet;
  let admin: TestWallet;
  let aliceCookie: string;
  let bobCookie: string;

  const get = (url: string, cookie: string | null) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const claim = (id: string, cookie: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/api/me/claimables/${id}/claim`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    alice = await createTestWallet();
    bob = await createTestWallet();
    admin = await createTestWallet();
    // The claims below are inserted rows, not settled investments: as with the demo data, the
    // local vault is topped up to pay them.
    t = await createTestApp({ env: { DEMO_DATA: 'true', ADMIN_WALLETS: admin.address } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    aliceCookie = await signIn(t.app, alice);
    bobCookie = await signIn(t.app, bob);
  });

  it('needs a signed-in wallet for every list and for a claim', async () => {
    for (const url of ['/api/me/projects', '/api/me/investments', '/api/me/claimables']) {
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await claim(MISSING_PROJECT, null)).statusCode).toBe(401);
  });

  it("lists only the wallet's own projects, newest first, with the joined summary", async () => {
    const older = await insertProject(t.database, {
      name: 'Older',
      creatorWallet: alice.address,
      fundingGoalUnits: 50_000_000_000n,
      currentFundingUnits: 12_500_000_000n,
      deadline: new Date(Date.now() + 5 * 24 * HOUR_MS - HOUR_MS),
      status: 'approved',
    });
    const newer = await insertProject(t.database, { name: 'Newer', creatorWallet: alice.address });
    const bobs = await insertProject(t.database, { name: 'Bobs', creatorWallet: bob.address });
    await t.database.db.insert(userProjects).values([
      {
        projectId: older.id,
        userId: alice.address,
        status: 'approved',
        submitDate: new Date(Date.now() - 2 * HOUR_MS),
      },
      { projectId: newer.id, userId: alice.address, submitDate: new Date(Date.now() - HOUR_MS) },
      { projectId: bobs.id, userId: bob.address },
    ]);
    const response = await get('/api/me/projects', aliceCookie);
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { project: { name: string } }) => item.project.name)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(items[0].status).toBe('under_review');
    expect(items[1]).toMatchObject({
      projectId: older.id,
      status: 'approved',
      project: {
        name: 'Older',
        logo: '🐸',
        currentFunding: 12.5,
        fundingGoal: 50,
        timeLeft: '5 days',
        status: 'approved',
      },
    });
  });

  it("gives each row its deadline, campaign state and where the investors' tokens are, as facts beside the time left", async () => {
    const deadline = new Date(Date.now() - HOUR_MS);
    const tokenSide = {
      tokenProgram: 'token-2022',
      tokenDecimals: 6,
      tokenAllocation: '1000000000',
    } as const;
    const inReview = await insertProject(t.database, {
      name: 'Late Frog',
      creatorWallet: alice.address,
      status: 'pending',
      deadline,
      tokenDeposit: 'awaiting',
      ...tokenSide,
    });
    const open = await insertProject(t.database, {
      name: 'Open Frog',
      creatorWallet: alice.address,
      status: 'approved',
      deadline: new Date(Date.now() + 24 * HOUR_MS),
      tokenDeposit: 'deposited',
      ...tokenSide,
    });
    await t.database.db.insert(userProjects).values([
      { projectId: inReview.id, userId: alice.address, submitDate: new Date(Date.now() - HOUR_MS) },
      { projectId: open.id, userId: alice.address, status: 'approved', submitDate: new Date() },
    ]);
    await t.database.db.insert(userInvestments).values({
      projectId: open.id,
      userId: bob.address,
      amountUnits: 1_000_000_000n,
    });
    const { items } = (await get('/api/me/projects', aliceCookie)).json();
    expect(items.map((item: { project: object }) => item.project)).toMatchObject([
      {
        name: 'Open Frog',
        campaign: 'funding',
        settledAt: null,
        tokenDeposit: 'deposited',
      },
      {
        name: 'Late Frog',
        timeLeft: 'Ended',
        deadline: deadline.toISOString(),
        // Past its deadline by the server's clock before its tokens were deposited: the campaign
        // never opened (docs/decisions/075).
        campaign: 'ended_without_deposit',
        settledAt: null,
        tokenDeposit: 'awaiting',
      },
    ]);
    const [investment] = (await get('/api/me/investments', bobCookie)).json().items;
    expect(investment.project).toMatchObject({ name: 'Open Frog', campaign: 'funding' });
  });

  it('shows the Unknown Project defaults when the project is gone', async () => {
    await t.database.db
      .insert(userProjects)
      .values({ projectId: MISSING_PROJECT, userId: alice.address });
    await t.database.db.insert(userInvestments).values({
      projectId: MISSING_PROJECT,
      userId: alice.address,
      amountUnits: 1_500_000_000n,
    });
    await t.database.db.insert(claimableFunds).values({
      projectId: MISSING_PROJECT,
      userId: alice.address,
      amountUnits: 1_500_000_000n,
      fundType: 'refund',
    });
    const unknown = {
      name: 'Unknown Project',
      logo: '🚀',
      currency: 'SOL',
      currentFunding: 0,
      fundingGoal: 1,
      timeLeft: 'Unknown',
      status: null,
      deadline: null,
      campaign: null,
      settledAt: null,
      tokenDeposit: null,
    };
    expect((await get('/api/me/projects', aliceCookie)).json().items[0].project).toEqual(unknown);
    const investment = (await get('/api/me/investments', aliceCookie)).json().items[0];
    expect(investment).toMatchObject({ investmentAmount: 1.5, project: unknown });
    const claimable = (await get('/api/me/claimables', aliceCookie)).json().items[0];
    expect(claimable).toMatchObject({
      amount: 1.5,
      fundType: 'refund',
      isClaimed: false,
      claimedDate: null,
      project: { name: 'Unknown Project', logo: '🚀' },
    });
  });

  it('keeps a deleted project readable as it was: name, logo, amounts and outcome', async () => {
    const project = await insertProject(t.database, {
      name: 'Gone Frog',
      logo: '🐸',
      creatorWallet: alice.address,
      status: 'approved',
      fundingGoalUnits: 10_000_000_000n,
      currentFundingUnits: 2_500_000_000n,
      investorCount: 1,
      deadline: new Date(Date.now() - HOUR_MS),
      settledAt: new Date(),
      settlementOutcome: 'refunded',
    });
    await t.database.db
      .insert(userProjects)
      .values({ projectId: project.id, userId: alice.address, status: 'cancelled' });
    await t.database.db.insert(userInvestments).values({
      projectId: project.id,
      userId: bob.address,
      amountUnits: 2_500_000_000n,
    });
    await t.database.db.insert(claimableFunds).values({
      projectId: project.id,
      userId: bob.address,
      amountUnits: 2_500_000_000n,
      fundType: 'refund',
    });
    const adminCookie = await signIn(t.app, admin);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${project.id}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const asItWas = {
      name: 'Gone Frog',
      logo: '🐸',
      currentFunding: 2.5,
      fundingGoal: 10,
      timeLeft: 'Ended',
      status: null,
      campaign: null,
      settledAt: null,
      tokenDeposit: null,
    };
    const [mine] = (await get('/api/me/projects', aliceCookie)).json().items;
    expect(mine).toMatchObject({ status: 'cancelled', project: asItWas });
    const [investment] = (await get('/api/me/investments', bobCookie)).json().items;
    expect(investment).toMatchObject({ investmentAmount: 2.5, project: asItWas });
    const [refund] = (await get('/api/me/claimables', bobCookie)).json().items;
    expect(refund).toMatchObject({
      amount: 2.5,
      fundType: 'refund',
      project: { name: 'Gone Frog', logo: '🐸' },
    });
    await topUpLocalVault(t.app.services, (await escrowOwed(t.database.db)).total);
    const paid = await claim(refund.id, bobCookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().claimable.project).toEqual({ name: 'Gone Frog', logo: '🐸' });
  });

  it("lists only the wallet's own investments and claimable funds, newest first", async () => {
    const project = await insertProject(t.database, { name: 'Frog' });
    await t.database.db.insert(userInvestments).values([
      {
        projectId: project.id,
        userId: alice.address,
        amountUnits: 100_000_000n,
        investmentDate: new Date(Date.now() - HOUR_MS),
      },
      { projectId: project.id, userId: alice.address, amountUnits: 200_000_000n },
      { projectId: project.id, userId: bob.address, amountUnits: 300_000_000n },
    ]);
    await t.database.db.insert(claimableFunds).values([
      {
        projectId: project.id,
        userId: alice.address,
        amountUnits: 1n,
        // One claim of each kind per wallet and campaign (a unique key says so).
        fundType: 'token_allocation',
        claimableDate: new Date(Date.now() - HOUR_MS),
      },
      { projectId: project.id, userId: alice.address, amountUnits: 2n, fundType: 'refund' },
      { projectId: project.id, userId: bob.address, amountUnits: 3n, fundType: 'refund' },
    ]);
    const investments = (await get('/api/me/investments', aliceCookie)).json().items;
    expect(investments.map((i: { investmentAmount: number }) => i.investmentAmount)).toEqual([
      0.2, 0.1,
    ]);
    expect(investments[0].project.name).toBe('Frog');
    const claimables = (await get('/api/me/claimables', aliceCookie)).json().items;
    expect(claimables.map((c: { amount: number }) => c.amount)).toEqual([0.000000002, 0.000000001]);
    expect(claimables[0].project).toEqual({ name: 'Frog', logo: '🐸' });
  });

  describe('claiming a fund', () => {
    async function aliceFund() {
      const project = await insertProject(t.database);
      const [fund] = await t.database.db
        .insert(claimableFunds)
        .values({
          projectId: project.id,
          userId: alice.address,
          amountUnits: 2_000_000_000n,
          fundType: 'refund',
        })
        .returning();
      if (!fund) throw new Error('insert failed');
      // The vault must hold what it owes before it pays: the local chain's faucet puts the SOL
      // there, and the ledger records the deposit.
      await topUpLocalVault(t.app.services, (await escrowOwed(t.database.db)).total);
      return fund;
    }

    it('marks the own unclaimed fund claimed with the claim date', async () => {
      const fund = await aliceFund();
      const response = await claim(fund.id, aliceCookie);
      expect(response.statusCode).toBe(200);
      const { claimable } = response.json();
      expect(claimable).toMatchObject({ id: fund.id, isClaimed: true, amount: 2 });
      expect(Date.now() - Date.parse(claimable.claimedDate)).toBeLessThan(60_000);
      // Paid on chain from the vault, the payout's network fee deducted (two signatures: the
      // vault is a 2-of-3 multisig, docs/decisions/078-two-of-three-custody.md).
      expect(claimable.claimSignature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
      expect(await t.app.services.chain.getBalance(alice.address)).toBe(2_000_000_000n - 10_000n);
      const [row] = await t.database.db
        .select()
        .from(claimableFunds)
        .where(eq(claimableFunds.id, fund.id));
      expect(row?.isClaimed).toBe(true);
      expect(row?.claimedDate).not.toBeNull();
    });

    it("refuses a claim of another wallet's fund and leaves it unclaimed", async () => {
      const fund = await aliceFund();
      const response = await claim(fund.id, bobCookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Claimable fund not found.' },
      });
      const [row] = await t.database.db
        .select()
        .from(claimableFunds)
        .where(eq(claimableFunds.id, fund.id));
      expect(row?.isClaimed).toBe(false);
    });

    it('answers a second claim with "This fund has already been claimed."', async () => {
      const fund = await aliceFund();
      expect((await claim(fund.id, aliceCookie)).statusCode).toBe(200);
      const again = await claim(fund.id, aliceCookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: { code: 'ALREADY_CLAIMED', message: 'This fund has already been claimed.' },
      });
    });

    it('claims once when two tabs claim at the same time', async () => {
      const fund = await aliceFund();
      const first = await claim(fund.id, aliceCookie);
      expect(first.statusCode).toBe(200);
      const claimedDate = first.json().claimable.claimedDate;
      const other = await aliceFund();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => claim(other.id, aliceCookie)),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      // The first fund's claim date is never moved by later claims.
      const [row] = await t.database.db
        .select()
        .from(claimableFunds)
        .where(eq(claimableFunds.id, fund.id));
      expect(row?.claimedDate?.toISOString()).toBe(claimedDate);
    });

    it('answers 404 for an unknown fund and 400 for an id that is not a uuid', async () => {
      expect((await claim(MISSING_PROJECT, aliceCookie)).statusCode).toBe(404);
      expect((await claim('not-a-uuid', aliceCookie)).statusCode).toBe(400);
    });
  });
});
