// "Claim all" (issue 35, docs/decisions/068-claim-all.md) through the API on LiteSVM: every open
// claim of the wallet paid in as few transactions as fit (one per currency or token), each claim
// recorded in the ledger once, a second call paying nothing, a single claim beside it paying once,
// and a vault short of what it owes paying nothing at all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import { claimableFunds, escrowLedger } from '../src/db/schema';
import {
  DAY_MS,
  PAYOUT_NETWORK_FEE,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimAllOf,
  claimablesOf,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  pastDeadline,
  sendHook,
  type InvestingWorld,
  type Investor,
  vaultLamports,
} from './investing-support';

describe('Claim all', () => {
  // Runs just before the next payout is sent: a second click while the first one is in flight.
  const beforeSend = sendHook();
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local', { wrapChain: beforeSend.wrapChain });
  });
  afterAll(() => world.close());

  /** An investor refunded by two SOL campaigns and one USDC campaign that missed their goals. */
  async function refundedInvestor(): Promise<Investor> {
    const investor = await newInvestor(world, 20n * SOL, 100n * USDC);
    const missed = [];
    for (const currency of ['SOL', 'SOL', 'USDC'] as const) {
      missed.push(
        await openProject(world, {
          goal: currency === 'SOL' ? 50n * SOL : 1000n * USDC,
          deadlineInMs: DAY_MS,
          currency,
        }),
      );
    }
    expect((await invest(world, investor, missed[0]!.id, '1.5')).statusCode).toBe(200);
    expect((await invest(world, investor, missed[1]!.id, '0.25')).statusCode).toBe(200);
    expect((await invest(world, investor, missed[2]!.id, '20')).statusCode).toBe(200);
    await pastDeadline(world);
    const open = (await claimablesOf(world, investor.cookie)).filter((c) => !c.isClaimed);
    expect(open.map((c) => c.fundType)).toEqual(['refund', 'refund', 'refund']);
    return investor;
  }

  it('pays every claim, one transaction per currency, each recorded once; a second call pays nothing', async () => {
    const investor = await refundedInvestor();
    const before = await world.chain.getBalance(investor.wallet.address);
    const response = await claimAllOf(world, investor.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Two SOL refunds in one transaction, the USDC refund in another.
    expect(body.signatures).toHaveLength(2);
    expect(body.message).toBe(CLAIM_MESSAGES.allClaimed(3, 2));
    expect(body.claimables).toHaveLength(3);
    expect(body.claimables.every((c: { isClaimed: boolean }) => c.isClaimed)).toBe(true);
    const sol = body.claimables.filter((c: { currency: string }) => c.currency === 'SOL');
    expect(new Set(sol.map((c: { claimSignature: string }) => c.claimSignature)).size).toBe(1);
    // 1.75 SOL back, less one network fee for the two.
    const after = await world.chain.getBalance(investor.wallet.address);
    expect(after - before).toBe((175n * SOL) / 100n - PAYOUT_NETWORK_FEE);
    // Each claim has its own ledger row, naming it, with the shared signature.
    const rows = await world.t.database.db
      .select()
      .from(escrowLedger)
      .where(eq(escrowLedger.wallet, investor.wallet.address));
    const payouts = rows.filter((row) => row.kind === 'payout' || row.kind === 'token_payout');
    expect(payouts.map((row) => row.claimId).sort()).toEqual(
      body.claimables.map((c: { id: string }) => c.id).sort(),
    );
    await checkLedger(world);

    const again = await claimAllOf(world, investor.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      claimables: [],
      signatures: [],
      message: CLAIM_MESSAGES.nothingToClaim,
    });
    expect(await world.chain.getBalance(investor.wallet.address)).toBe(after);
    await checkLedger(world);
  });

  it('pays each claim once when clicked twice at once or beside a single claim', async () => {
    const investor = await refundedInvestor();
    const [first] = (await claimablesOf(world, investor.cookie)).filter((c) => !c.isClaimed);
    const answers = await Promise.all([
      claimAllOf(world, investor.cookie),
      claimAllOf(world, investor.cookie),
      claim(world, investor.cookie, first!.id),
    ]);
    // Whoever won a claim paid it; the others were told it is being paid, or found nothing. A
    // payout the chain refuses is answered 502 PAYOUT_FAILED and its claims released, unpaid.
    for (const answer of answers) {
      expect([200, 409, 502], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 502) expect(answer.json().error.code).toBe('PAYOUT_FAILED');
    }
    // Anything left open (a batch that lost the race) is paid by one more click, then nothing is.
    await claimAllOf(world, investor.cookie);
    const claims = await claimablesOf(world, investor.cookie);
    expect(claims.every((c) => c.isClaimed)).toBe(true);
    await checkLedger(world);
  });

  it("dates each claim's Available from its settlement, by the server's clock", async () => {
    const investor = await refundedInvestor();
    // The test clock runs days ahead of the database's own: the settlement's time is the clock's.
    const settled = world.clock.now().getTime();
    const response = await world.t.app.inject({
      method: 'GET',
      url: '/api/me/claimables',
      headers: { cookie: investor.cookie },
    });
    for (const c of response.json().items as { claimableDate: string }[]) {
      const available = Date.parse(c.claimableDate);
      expect(available).toBeLessThanOrEqual(settled);
      expect(settled - available).toBeLessThan(60_000);
    }
  });

  it('a second click, or a single claim, while the first payout is in flight pays nothing more', async () => {
    const investor = await refundedInvestor();
    const open = (await claimablesOf(world, investor.cookie)).filter((c) => !c.isClaimed);
    const during: { statusCode: number; body: string }[] = [];
    beforeSend.next = async () => {
      during.push(await claimAllOf(world, investor.cookie));
      for (const c of open) during.push(await claim(world, investor.cookie, c.id));
    };
    const first = await claimAllOf(world, investor.cookie);
    // The first click paid its SOL batch; the second, made while that was in flight, paid only
    // the USDC refund; the single claims were refused as being paid or claimed.
    expect(first.statusCode).toBe(200);
    expect(first.json().claimables.map((c: { currency: string }) => c.currency)).toEqual([
      'SOL',
      'SOL',
    ]);
    expect(first.json().message).toMatch(/^2 funds claimed; 1 left to claim/);
    expect(during[0]!.statusCode).toBe(200);
    expect(JSON.parse(during[0]!.body).claimables).toHaveLength(1);
    for (const answer of during.slice(1)) expect(answer.statusCode).toBe(409);
    expect((await claimablesOf(world, investor.cookie)).every((c) => c.isClaimed)).toBe(true);
    await checkLedger(world);
  });

  it('pays nothing when the vault holds less than it owes', async () => {
    const investor = await refundedInvestor();
    // A claim no SOL in the vault backs.
    const [phantom] = await world.t.database.db
      .insert(claimableFunds)
      .values({
        projectId: (await claimablesOf(world, investor.cookie))[0]!.projectId,
        userId: 'Phantom111111111111111111111111111111111111',
        amountUnits: 1000n * SOL,
        fundType: 'refund',
      })
      .returning();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vault = await vaultLamports(world);
    const response = await claimAllOf(world, investor.cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('ESCROW_SHORTFALL');
    expect(await vaultLamports(world)).toBe(vault);
    expect((await claimablesOf(world, investor.cookie)).some((c) => c.isClaimed)).toBe(false);
    errors.mockRestore();
    await world.t.database.db.delete(claimableFunds).where(eq(claimableFunds.id, phantom!.id));
    expect((await claimAllOf(world, investor.cookie)).statusCode).toBe(200);
    await checkLedger(world);
  });
});
