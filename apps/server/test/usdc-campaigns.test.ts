// USDC campaigns for real (docs/decisions/055-usdc-campaigns.md): a USDC campaign takes USDC only,
// by a checked SPL transfer into the vault's USDC account, and settles, refunds, pays its creator
// (minus 3%) and its fees in USDC, in the same ledger and under the same invariants as SOL. Every
// transfer runs on the local chain (LiteSVM); checkLedger checks the vault against the ledger, in
// lamports and per mint, after each step.
import { FAUCET_USDC } from '@memetank/shared/api/wallets';
import { INVEST_MESSAGES } from '@memetank/shared/api/investing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escrowLedger, projects } from '../src/db/schema';
import {
  DAY_MS,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  pastDeadline,
  prepare,
  signInAdmin,
  submit,
  tokenBalance,
  type InvestingWorld,
  vaultLamports,
} from './investing-support';
import { createTestWallet } from './wallet-signer';

const usdcOf = (world: InvestingWorld, owner: string) =>
  tokenBalance(world, owner, world.t.app.services.usdcMint, 'spl-token');

describe('USDC campaigns on the local chain', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  it('gives 2 test SOL and 1,000 test USDC from the dev faucet', async () => {
    const wallet = await createTestWallet();
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/dev/faucet',
      headers: { origin: 'http://localhost' },
      payload: { address: wallet.address },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ sol: 2, usdc: FAUCET_USDC });
    expect(await usdcOf(world, wallet.address)).toBe(BigInt(FAUCET_USDC) * USDC);
    const health = await world.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().chain.usdcMint).toBe(world.t.app.services.usdcMint);
  });

  it('takes USDC only: a checked transfer into the vault’s USDC account, counted in USDC', async () => {
    const project = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    const investor = await newInvestor(world, SOL, 250n * USDC);
    const solBefore = await world.chain.getBalance(investor.wallet.address);
    const vaultSolBefore = await vaultLamports(world);

    const prepared = await prepare(world, investor, project.id, '40.5');
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({
      amountUnits: '40500000',
      currency: 'USDC',
      warning: null,
    });
    const signed = await investor.wallet.signTransaction(prepared.json().transaction);
    const submitted = await submit(world, investor.cookie, project.id, signed);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      investment: { amount: 40.5, currency: 'USDC' },
      funding: { currentFunding: 40.5, investorCount: 1, campaign: 'funding' },
    });

    // The USDC moved; the investor's SOL paid only the fee and the vault USDC account's rent.
    expect(await usdcOf(world, investor.wallet.address)).toBe(209_500_000n);
    expect(await usdcOf(world, world.vault)).toBe(40_500_000n);
    expect(await vaultLamports(world)).toBe(vaultSolBefore);
    expect(solBefore - (await world.chain.getBalance(investor.wallet.address))).toBeLessThan(
      SOL / 100n,
    );
    const [ledger] = await world.t.database.db
      .select()
      .from(escrowLedger)
      .where(eq(escrowLedger.signature, submitted.json().investment.signature));
    expect(ledger).toMatchObject({
      kind: 'investment',
      lamports: 0n,
      mint: world.t.app.services.usdcMint,
      tokenAmount: '40500000',
    });

    const detail = await world.t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(detail.json()).toMatchObject({
      currency: 'USDC',
      currentFunding: 40.5,
      fundingGoal: 100,
    });
    const mine = await world.t.app.inject({
      method: 'GET',
      url: '/api/me/investments',
      headers: { cookie: investor.cookie },
    });
    expect(mine.json().items[0]).toMatchObject({ investmentAmount: 40.5, currency: 'USDC' });
    const backers = await world.t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/investments`,
    });
    expect(backers.json()).toMatchObject({
      currency: 'USDC',
      items: [{ amountUnits: '40500000' }],
    });
    await checkLedger(world);
  });

  it('says what is wrong with a USDC amount in USDC words', async () => {
    const project = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    const poor = await newInvestor(world, SOL, 5n * USDC);
    const refusal = async (amount: string) =>
      (await prepare(world, poor, project.id, amount)).json();
    expect((await refusal('1.0000001')).error).toEqual({
      code: 'INVALID_AMOUNT',
      message: 'Enter an amount greater than 0 USDC (at most 6 decimals).',
    });
    expect((await refusal('0.5')).error).toEqual({
      code: 'AMOUNT_TOO_SMALL',
      message: 'The minimum investment is 1 USDC.',
    });
    expect((await refusal('6')).error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: expect.stringContaining('You have 5 USDC; this needs 6 USDC.'),
    });
    expect((await prepare(world, poor, project.id, '5')).statusCode).toBe(200);
  });

  it('refuses a SOL transfer sent to a USDC campaign, and a USDC transfer sent to a SOL one', async () => {
    const usdcProject = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    const solProject = await openProject(world, { goal: 10n * SOL });
    const investor = await newInvestor(world, 5n * SOL, 50n * USDC);
    const sol = await prepare(world, investor, solProject.id, '1');
    const usdc = await prepare(world, investor, usdcProject.id, '10');
    const signedSol = await investor.wallet.signTransaction(sol.json().transaction);
    const signedUsdc = await investor.wallet.signTransaction(usdc.json().transaction);

    for (const [projectId, transaction] of [
      [usdcProject.id, signedSol],
      [solProject.id, signedUsdc],
    ] as const) {
      const refused = await submit(world, investor.cookie, projectId, transaction);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('TRANSACTION_MISMATCH');
    }
    // Nothing moved and nothing counted.
    expect(await usdcOf(world, investor.wallet.address)).toBe(50n * USDC);
    for (const id of [usdcProject.id, solProject.id]) {
      const [row] = await world.t.database.db.select().from(projects).where(eq(projects.id, id));
      expect(row?.currentFundingUnits).toBe(0n);
    }
    await checkLedger(world);
  });

  it('never sends a transfer prepared before the campaign’s currency changed', async () => {
    const project = await openProject(world, { currency: 'USDC', goal: 100n * USDC });
    const investor = await newInvestor(world, 5n * SOL, 50n * USDC);
    const prepared = await prepare(world, investor, project.id, '10');
    await world.t.database.db
      .update(projects)
      .set({ currency: 'SOL', fundingGoalUnits: 100n * SOL })
      .where(eq(projects.id, project.id));
    const signed = await investor.wallet.signTransaction(prepared.json().transaction);
    const refused = await submit(world, investor.cookie, project.id, signed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'NOT_OPEN',
      message: INVEST_MESSAGES.currencyChanged('SOL'),
    });
    expect(await usdcOf(world, investor.wallet.address)).toBe(50n * USDC);
  });

  it('pays the creator in USDC minus 3%, the investors their tokens, and the fees to the treasury in USDC', async () => {
    const project = await openProject(world, {
      currency: 'USDC',
      goal: 100n * USDC,
      deadlineInMs: DAY_MS,
      token: { decimals: 6, supply: 1_000_000n, allocation: 300_000n },
    });
    const a = await newInvestor(world, SOL, 100n * USDC);
    const b = await newInvestor(world, SOL, 100n * USDC);
    expect((await invest(world, a, project.id, '40')).statusCode).toBe(200);
    expect((await invest(world, b, project.id, '80')).statusCode).toBe(200);
    await pastDeadline(world);
    await checkLedger(world);

    // Raised 120 USDC: the creator gets 116.4 USDC, 3.6 USDC stay as fees.
    const payout = await claimOf(world, project.creator, project.id, 'creator_payout');
    expect(payout).toMatchObject({
      amount: 116.4,
      currency: 'USDC',
      mint: world.t.app.services.usdcMint,
      tokenAmount: '116400000',
      tokenDecimals: 6,
    });
    const paid = await claim(world, project.creator.cookie, payout.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toContain('116.4 USDC sent to your wallet');
    expect(await usdcOf(world, project.creator.wallet.address)).toBe(116_400_000n);
    await checkLedger(world);

    // 300,000 tokens pro rata to 40 and 80 USDC.
    for (const [investor, share] of [
      [a, 100_000_000_000n],
      [b, 200_000_000_000n],
    ] as const) {
      const row = await claimOf(world, investor, project.id, 'token_allocation');
      expect(row).toMatchObject({ tokenAmount: share.toString(), currency: 'USDC' });
      expect((await claim(world, investor.cookie, row.id)).statusCode).toBe(200);
    }
    await checkLedger(world);

    const admin = await signInAdmin(world);
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: admin },
    });
    expect(status.json()).toMatchObject({ feesAvailableUsdc: 3.6 });
    const withdrawn = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/escrow/withdraw-fees',
      headers: { cookie: admin },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ amountUsdc: 3.6 });
    expect(withdrawn.json().message).toContain('3.6 USDC');
    expect(await usdcOf(world, world.treasury.address)).toBe(3_600_000n);
    await checkLedger(world);
  });

  it('refunds every investor in USDC when the goal is missed', async () => {
    const project = await openProject(world, {
      currency: 'USDC',
      goal: 1_000n * USDC,
      deadlineInMs: DAY_MS,
    });
    const a = await newInvestor(world, SOL, 30n * USDC);
    expect((await invest(world, a, project.id, '25.75')).statusCode).toBe(200);
    expect((await invest(world, a, project.id, '4.25')).statusCode).toBe(200);
    expect(await usdcOf(world, a.wallet.address)).toBe(0n);
    await pastDeadline(world);
    const refund = await claimOf(world, a, project.id, 'refund');
    expect(refund).toMatchObject({ amount: 30, currency: 'USDC', tokenAmount: '30000000' });
    const paid = await claim(world, a.cookie, refund.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usdcOf(world, a.wallet.address)).toBe(30n * USDC);
    await checkLedger(world);
  });

  it('ranks Most Funded within each currency: USDC campaigns largest first, then SOL ones', async () => {
    // 2 SOL is 2,000,000,000 lamports, more base units than any USDC campaign here holds: ranked
    // by raw units it would come first.
    const solProject = await openProject(world, { goal: 100n * SOL });
    const investor = await newInvestor(world, 5n * SOL);
    expect((await invest(world, investor, solProject.id, '2')).statusCode).toBe(200);
    const list = async (cursor?: string) =>
      (
        await world.t.app.inject({
          method: 'GET',
          url: `/api/projects?sort=most-funded&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        })
      ).json();
    const seen: { currency: string; currentFunding: number }[] = [];
    let page = await list();
    seen.push(...page.items);
    while (page.nextCursor) {
      page = await list(page.nextCursor);
      seen.push(...page.items);
    }
    const currencies = seen.map((item) => item.currency);
    expect(currencies.indexOf('SOL')).toBeGreaterThan(currencies.lastIndexOf('USDC'));
    for (const currency of ['USDC', 'SOL']) {
      const funding = seen.filter((i) => i.currency === currency).map((i) => i.currentFunding);
      expect(funding).toEqual([...funding].sort((x, y) => y - x));
    }
    expect(seen.some((item) => item.currency === 'USDC' && item.currentFunding > 0)).toBe(true);
  });
});
