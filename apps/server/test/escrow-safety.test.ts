// Nothing is paid that was not received (issue 16): settlement counts only confirmed investments,
// one investment yields at most one claim, a vault short of what it owes pays nothing, an
// investment confirmed after its campaign settled is refunded, and demo data never meets a real
// cluster.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import {
  campaignSettlements,
  claimableFunds,
  investmentIntents,
  projects,
  userInvestments,
} from '../src/db/schema';
import { settleCampaign } from '../src/escrow';
import {
  DAY_MS,
  NETWORK_FEE,
  PAYOUT_NETWORK_FEE,
  SOL,
  checkLedger,
  claim,
  claimablesOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  sendHook,
  signInAdmin,
  type InvestingWorld,
  vaultLamports,
} from './investing-support';

describe('DEMO_DATA on a real cluster', () => {
  it('defaults to false when SOLANA_RPC_URL is set, and true with PGlite on the local chain', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com' }).demoData).toBe(
      false,
    );
  });

  it('is refused with a message naming DEMO_DATA', () => {
    const load = () =>
      loadConfig({ DEMO_DATA: 'true', SOLANA_RPC_URL: 'https://api.mainnet-beta.solana.com' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/DEMO_DATA=true cannot be used with SOLANA_RPC_URL/);
  });
});

describe('the escrow pays only what it received', () => {
  // A hook the race test uses: runs just before an investment's transfer is sent.
  const beforeSend = sendHook();
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local', { wrapChain: beforeSend.wrapChain });
  });
  afterAll(() => world.close());
  afterEach(async () => {
    beforeSend.next = null;
    vi.restoreAllMocks();
    await checkLedger(world);
  });

  it('settles on confirmed investments only: a row without a signature counts for nothing', async () => {
    const investor = await newInvestor(world);
    const project = await openProject(world, { goal: 2n * SOL, deadlineInMs: DAY_MS });
    expect((await invest(world, investor, project.id, 1)).statusCode).toBe(200);
    // A row no transaction backs (what the old demo data wrote), in the same wallet and another.
    await world.t.database.db.insert(userInvestments).values([
      { projectId: project.id, userId: investor.wallet.address, amountUnits: 5n * SOL },
      {
        projectId: project.id,
        userId: 'Unbacked1111111111111111111111111111111111',
        amountUnits: SOL,
      },
    ]);
    world.clock.advance(2 * 24 * 60 * 60);
    expect(await settleCampaign(world.t.app.services, project.id)).toEqual({
      kind: 'settled',
      outcome: 'refunded',
    });
    const [settlement] = await world.t.database.db
      .select()
      .from(campaignSettlements)
      .where(eq(campaignSettlements.projectId, project.id));
    expect(settlement?.raisedUnits).toBe(SOL);
    expect(settlement?.investorCount).toBe(1);
    const claims = await world.t.database.db
      .select()
      .from(claimableFunds)
      .where(and(eq(claimableFunds.projectId, project.id), eq(claimableFunds.fundType, 'refund')));
    expect(claims.map((c) => [c.userId, c.amountUnits])).toEqual([[investor.wallet.address, SOL]]);
    const [refund] = await claimablesOf(world, investor.cookie);
    expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(200);
    // The unbacked rows stay out of the ledger checks' way.
    await world.t.database.db
      .delete(userInvestments)
      .where(
        and(eq(userInvestments.projectId, project.id), eq(userInvestments.amountUnits, 5n * SOL)),
      );
    await world.t.database.db
      .delete(userInvestments)
      .where(eq(userInvestments.userId, 'Unbacked1111111111111111111111111111111111'));
  });

  it('keeps one claim per investment: a second claim row for the same investments is refused', async () => {
    const investor = await newInvestor(world);
    const project = await openProject(world, { goal: 2n * SOL, deadlineInMs: DAY_MS });
    expect((await invest(world, investor, project.id, 1)).statusCode).toBe(200);
    world.clock.advance(2 * 24 * 60 * 60);
    await settleCampaign(world.t.app.services, project.id);
    await expect(
      world.t.database.db.insert(claimableFunds).values({
        projectId: project.id,
        userId: investor.wallet.address,
        amountUnits: SOL,
        fundType: 'refund',
      }),
    ).rejects.toThrow();
    const [refund] = await claimablesOf(world, investor.cookie);
    expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(200);
    expect((await claim(world, investor.cookie, refund!.id)).statusCode).toBe(409);
  });

  it('stops payouts with 503 ESCROW_SHORTFALL when the vault holds less than it owes', async () => {
    const investor = await newInvestor(world);
    const creator = await newInvestor(world, SOL);
    const project = await openProject(world, {
      goal: SOL,
      deadlineInMs: DAY_MS,
      creator: creator.wallet,
    });
    expect((await invest(world, investor, project.id, 1)).statusCode).toBe(200);
    world.clock.advance(2 * 24 * 60 * 60);
    expect(await settleCampaign(world.t.app.services, project.id)).toEqual({
      kind: 'settled',
      outcome: 'funded',
    });
    // A claim no SOL in the vault backs (what the old seeded claims were).
    const [phantom] = await world.t.database.db
      .insert(claimableFunds)
      .values({
        projectId: project.id,
        userId: 'Phantom111111111111111111111111111111111111',
        amountUnits: 1000n * SOL,
        fundType: 'refund',
      })
      .returning();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await vaultLamports(world);
    const payout = (await claimablesOf(world, creator.cookie)).find(
      (c) => c.fundType === 'creator_payout',
    );
    const response = await claim(world, creator.cookie, payout!.id);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('ESCROW_SHORTFALL');
    expect(response.json().error.message).toMatch(/holds less than it owes/);
    const admin = await signInAdmin(world);
    const withdrawal = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/escrow/withdraw-fees',
      headers: { cookie: admin },
    });
    expect(withdrawal.statusCode).toBe(503);
    expect(withdrawal.json().error.code).toBe('ESCROW_SHORTFALL');
    // Nothing left the vault, and the log says why.
    expect(await vaultLamports(world)).toBe(before);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ESCROW_SHORTFALL'));
    // Covered again: the claim is paid.
    await world.t.database.db.delete(claimableFunds).where(eq(claimableFunds.id, phantom!.id));
    expect((await claim(world, creator.cookie, payout!.id)).statusCode).toBe(200);
  });

  it('stops token payouts with 503 ESCROW_SHORTFALL when the token account holds less than owed', async () => {
    const investor = await newInvestor(world);
    const project = await openProject(world, { goal: SOL / 10n, deadlineInMs: DAY_MS });
    expect((await invest(world, investor, project.id, '0.1')).statusCode).toBe(200);
    world.clock.advance(2 * 24 * 60 * 60);
    await settleCampaign(world.t.app.services, project.id);
    // A token claim no deposit backs, of the same mint.
    const [phantom] = await world.t.database.db
      .insert(claimableFunds)
      .values({
        projectId: project.id,
        userId: 'Phantom111111111111111111111111111111111111',
        amountUnits: 0n,
        fundType: 'token_return',
        mint: project.mint,
        tokenAmount: '1',
      })
      .returning();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const allocation = (await claimablesOf(world, investor.cookie)).find(
      (c) => c.projectId === project.id,
    );
    const refused = await claim(world, investor.cookie, allocation!.id);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('ESCROW_SHORTFALL');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(project.mint));
    await world.t.database.db.delete(claimableFunds).where(eq(claimableFunds.id, phantom!.id));
    expect((await claim(world, investor.cookie, allocation!.id)).statusCode).toBe(200);
  });

  it('refunds an investment confirmed after its campaign settled to its sender, unasked (the deadline race)', async () => {
    const early = await newInvestor(world);
    const late = await newInvestor(world);
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    expect((await invest(world, early, project.id, 1)).statusCode).toBe(200);
    // The late transfer is sent while settlement decides: settlement read the campaign's intents
    // before this one was marked sent (READ COMMITTED), so it settles without it.
    beforeSend.next = async () => {
      const db = world.t.database.db;
      const [sent] = await db
        .select()
        .from(investmentIntents)
        .where(
          and(eq(investmentIntents.projectId, project.id), eq(investmentIntents.status, 'sent')),
        );
      await db
        .update(investmentIntents)
        .set({ status: 'prepared' })
        .where(eq(investmentIntents.id, sent!.id));
      world.clock.advance(2 * 24 * 60 * 60);
      expect(await settleCampaign(world.t.app.services, project.id)).toEqual({
        kind: 'settled',
        outcome: 'refunded',
      });
      await db
        .update(investmentIntents)
        .set({ status: 'sent' })
        .where(eq(investmentIntents.id, sent!.id));
    };
    const lateBalance = await world.chain.getBalance(late.wallet.address);
    expect((await invest(world, late, project.id, 2)).statusCode).toBe(200);
    expect(beforeSend.next).toBeNull();
    const [row] = await world.t.database.db
      .select()
      .from(projects)
      .where(eq(projects.id, project.id));
    // Settlement's figures stand: the late SOL is not "raised", it is owed back (open claims: the
    // early refund, the late refund and the creator's token return).
    expect(row?.currentFundingUnits).toBe(SOL);
    expect(row?.openClaims).toBe(3);
    const refunds = await claimablesOf(world, late.cookie);
    expect(refunds.map((c) => [c.fundType, c.amount])).toEqual([['refund', 2]]);
    await checkLedger(world);
    // The escrow jobs send it back without the sender asking.
    await world.t.app.escrowJobs.runNow();
    const [paid] = await claimablesOf(world, late.cookie);
    expect(paid?.isClaimed).toBe(true);
    // Back where it started, less two network fees (the investment's and the refund's).
    expect(await world.chain.getBalance(late.wallet.address)).toBe(
      lateBalance - NETWORK_FEE - PAYOUT_NETWORK_FEE,
    );
    await checkLedger(world);
    const [earlyRefund] = await claimablesOf(world, early.cookie);
    expect((await claim(world, early.cookie, earlyRefund!.id)).statusCode).toBe(200);
  });
});
