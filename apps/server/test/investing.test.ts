// Investing end to end through the API, on LiteSVM in-process and through a JSON-RPC cluster:
// prepare, sign, submit, record once; refusals; settlement; payouts; the ledger's invariants.
import { webcrypto } from 'node:crypto';
import { address, getAddressEncoder } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError, isLocalChain, type Chain } from '../src/chain/chain';
import { claimableFunds, investmentIntents, projects, userInvestments } from '../src/db/schema';
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
  prepare,
  signInAdmin,
  submit,
  tokenBalance,
  type ChainKind,
  vaultLamports,
  type InvestingWorld,
} from './investing-support';
import { createTestApp } from './helpers';
import { openEventStream } from './realtime-events';

/** A request with the admin's session cookie. */
const asAdmin = (world: InvestingWorld, cookie: string, method: 'GET' | 'POST', url: string) =>
  world.t.app.inject({ method, url, headers: { cookie } });

const projectRow = async (world: InvestingWorld, id: string) => {
  const [row] = await world.t.database.db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error('project gone');
  return row;
};

/** Flips one byte of the message inside a base64 wire transaction (after the signatures). */
function tamper(transaction: string, at: (message: Uint8Array) => number): string {
  const wire = Buffer.from(transaction, 'base64');
  const message = wire.subarray(1 + 64 * wire[0]!);
  const index = at(message);
  message[index] = message[index]! ^ 0x01;
  return wire.toString('base64');
}

/** The offset of `needle` in `haystack`. */
function offsetOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack).indexOf(Buffer.from(needle));
}

describe.each<ChainKind>(['local', 'rpc'])('investing on the %s chain', (kind) => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld(kind);
  });
  afterAll(() => world.close());

  it('records a signed investment once: funding, investor count, dashboard, vault and a live event', async () => {
    const project = await openProject(world, { goal: 5n * SOL });
    const alice = await newInvestor(world);
    const stream = await openEventStream(
      `${await world.t.app.listen({ port: 0, host: '127.0.0.1' })}/api/projects/${project.id}/events`,
    );
    const vaultBefore = await vaultLamports(world);

    const prepared = await prepare(world, alice, project.id, '0.25');
    expect(prepared.statusCode).toBe(200);
    const body = prepared.json();
    expect(body).toMatchObject({ amountUnits: '250000000', vault: world.vault, warning: null });
    expect(body.memo).toContain(project.id);

    const signed = await alice.wallet.signTransaction(body.transaction);
    const first = await submit(world, alice.cookie, project.id, signed);
    expect(first.statusCode).toBe(200);
    expect(first.json().funding).toEqual({
      type: 'funding',
      projectId: project.id,
      currentFunding: 0.25,
      investorCount: 1,
      campaign: 'funding',
    });
    const event = await stream.next('funding');
    expect(JSON.parse(event.data)).toMatchObject({ currentFunding: 0.25, investorCount: 1 });
    stream.close();

    // A second investment by the same wallet raises funding, not the investor count.
    expect((await invest(world, alice, project.id, 0.5)).statusCode).toBe(200);
    const row = await projectRow(world, project.id);
    expect(row.currentFundingUnits).toBe(750_000_000n);
    expect(row.investorCount).toBe(1);
    expect(await vaultLamports(world)).toBe(vaultBefore + 750_000_000n);
    expect(await world.chain.getBalance(alice.wallet.address)).toBe(
      10n * SOL - 750_000_000n - 2n * NETWORK_FEE,
    );

    const mine = await world.t.app.inject({
      method: 'GET',
      url: '/api/me/investments',
      headers: { cookie: alice.cookie },
    });
    expect(mine.json().items.map((i: { investmentAmount: number }) => i.investmentAmount)).toEqual([
      0.5, 0.25,
    ]);
    expect(mine.json().items[1].txSignature).toBe(first.json().investment.signature);
    await checkLedger(world);
  });

  it('records a replayed signature once, also when both copies arrive together', async () => {
    const project = await openProject(world);
    const bob = await newInvestor(world);
    const prepared = (await prepare(world, bob, project.id, '0.3')).json();
    const signed = await bob.wallet.signTransaction(prepared.transaction);
    const answers = await Promise.all([
      submit(world, bob.cookie, project.id, signed),
      submit(world, bob.cookie, project.id, signed),
    ]);
    const again = await submit(world, bob.cookie, project.id, signed);
    for (const answer of [...answers, again]) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set([...answers, again].map((a) => a.json().investment.id));
    expect(ids.size).toBe(1);
    const rows = await world.t.database.db
      .select()
      .from(userInvestments)
      .where(eq(userInvestments.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(300_000_000n);
    await checkLedger(world);
  });

  it('refuses a tampered amount, recipient or memo and records nothing', async () => {
    const project = await openProject(world);
    const carol = await newInvestor(world);
    const prepared = (await prepare(world, carol, project.id, '0.2')).json();
    const amount = Buffer.alloc(8);
    amount.writeBigUInt64LE(200_000_000n);
    // The recipient: the vault's wrapped-SOL account the transfer pays.
    const vaultKey = Buffer.from(getAddressEncoder().encode(address(world.vaultSol)));
    const tampered = [
      tamper(prepared.transaction, (m) => offsetOf(m, amount)),
      tamper(prepared.transaction, (m) => offsetOf(m, vaultKey) + 5),
      tamper(prepared.transaction, (m) => offsetOf(m, Buffer.from('MemeTank investment')) + 3),
    ];
    for (const transaction of tampered) {
      const signed = await carol.wallet.signTransaction(transaction);
      const answer = await submit(world, carol.cookie, project.id, signed);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('TRANSACTION_MISMATCH');
    }
    // Nonsense is refused the same way.
    const junk = await submit(
      world,
      carol.cookie,
      project.id,
      Buffer.from('hello').toString('base64'),
    );
    expect(junk.json().error.code).toBe('TRANSACTION_MISMATCH');
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(0n);
  });

  it("refuses another wallet's signature and another wallet's session", async () => {
    const project = await openProject(world);
    const dave = await newInvestor(world);
    const erin = await newInvestor(world);
    const prepared = (await prepare(world, dave, project.id, '0.2')).json();
    const daveSigned = await dave.wallet.signTransaction(prepared.transaction);

    // Erin's session sends Dave's transaction.
    const otherSession = await submit(world, erin.cookie, project.id, daveSigned);
    expect(otherSession.statusCode).toBe(403);
    expect(otherSession.json().error.code).toBe('WRONG_SIGNER');

    // Erin's key signs Dave's message, in Dave's slot.
    const forged = Buffer.from(prepared.transaction, 'base64');
    const signature = await webcrypto.subtle.sign(
      { name: 'Ed25519' },
      erin.wallet.keyPair.privateKey,
      forged.subarray(65),
    );
    forged.set(new Uint8Array(signature), 1);
    const erinSig = forged.toString('base64');
    const wrongKey = await submit(world, dave.cookie, project.id, erinSig);
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().error.code).toBe('WRONG_SIGNER');

    // Unsigned.
    const unsigned = await submit(world, dave.cookie, project.id, prepared.transaction);
    expect(unsigned.json().error.code).toBe('WRONG_SIGNER');
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(0n);
  });

  it('answers "expired" when the chain moved past the blockhash before the wallet answered', async () => {
    const project = await openProject(world);
    const kim = await newInvestor(world);
    const prepared = (await prepare(world, kim, project.id, '0.2')).json();
    const signed = await kim.wallet.signTransaction(prepared.transaction);
    // The chain moves more than 150 slots on while the wallet waits (60-90 s on a cluster).
    if (world.rpc) world.rpc.svm.expireBlockhash();
    else if (isLocalChain(world.chain)) await world.chain.advanceSlots(151n);
    const answer = await submit(world, kim.cookie, project.id, signed);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual({
      code: 'TRANSACTION_EXPIRED',
      message: 'The transaction expired before it was sent. Please try again.',
    });
    expect(await world.chain.getBalance(kim.wallet.address)).toBe(10n * SOL);
  });

  it('refuses an amount not above 0, a balance too small, and a project not approved', async () => {
    const project = await openProject(world);
    const poor = await newInvestor(world, SOL / 10n);
    for (const amountSol of ['0', '-1', 'abc', '0.0000000001', 0]) {
      const answer = await prepare(world, poor, project.id, amountSol);
      expect(answer.statusCode, String(amountSol)).toBe(400);
      expect(answer.json().error.code).toBe('INVALID_AMOUNT');
    }
    const tooMuch = await prepare(world, poor, project.id, '0.1');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(tooMuch.json().error.message).toContain('You have 0.1 SOL');

    const small = await prepare(world, poor, project.id, '0.01');
    expect(small.json().warning).toBe('Below the suggested minimum of 0.1 SOL.');

    const pending = await openProject(world, { status: 'pending' });
    const notOpen = await prepare(world, poor, pending.id, '0.01');
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().error.code).toBe('NOT_OPEN');
  });

  it('refuses investing once the deadline has passed, also for a transaction prepared before', async () => {
    const project = await openProject(world, { deadlineInMs: 60 * 60 * 1000 });
    const frank = await newInvestor(world);
    const prepared = (await prepare(world, frank, project.id, '0.2')).json();
    expect(Date.parse(prepared.expiresAt)).toBeLessThanOrEqual(project.deadline.getTime());
    const signed = await frank.wallet.signTransaction(prepared.transaction);
    world.clock.advance(2 * 60 * 60);
    const late = await submit(world, frank.cookie, project.id, signed);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('TRANSACTION_EXPIRED');
    const tooLate = await prepare(world, frank, project.id, '0.2');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error).toEqual({
      code: 'DEADLINE_PASSED',
      message: 'The funding deadline for this project has passed.',
    });
    expect(await world.chain.getBalance(frank.wallet.address)).toBe(10n * SOL);
  });

  it('settles a reached campaign: payout minus 3% for the creator, allocations pro rata, fee withdrawn', async () => {
    const creator = await newInvestor(world, 0n);
    const project = await openProject(world, {
      goal: SOL,
      deadlineInMs: DAY_MS,
      creator: creator.wallet,
    });
    const a = await newInvestor(world);
    const b = await newInvestor(world);
    expect((await invest(world, a, project.id, '0.333333333')).statusCode).toBe(200);
    expect((await invest(world, b, project.id, '0.666666667')).statusCode).toBe(200);
    expect((await invest(world, a, project.id, '0.001000001')).statusCode).toBe(200);
    // raised 1.001000001 SOL: fee = floor(3% of it) = 30,030,000 lamports.
    const admin = await signInAdmin(world);
    const early = await asAdmin(world, admin, 'POST', `/api/admin/projects/${project.id}/settle`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('DEADLINE_NOT_PASSED');

    world.clock.advance(DAY_MS / 1000 + 60);
    const settled = await asAdmin(world, admin, 'POST', `/api/admin/projects/${project.id}/settle`);
    expect(settled.json()).toEqual({ campaign: 'funded', message: 'Campaign settled.' });
    const twice = await asAdmin(world, admin, 'POST', `/api/admin/projects/${project.id}/settle`);
    expect(twice.json().message).toBe('Campaign was already settled.');

    const rows = await world.t.database.db
      .select()
      .from(claimableFunds)
      .where(eq(claimableFunds.projectId, project.id));
    const byType = (type: string, user: string) =>
      rows.find((r) => r.fundType === type && r.userId === user);
    expect(byType('creator_payout', creator.wallet.address)?.amountUnits).toBe(970_970_001n);
    // Allocations pro rata of the 500,000-token deposit (6 decimals), rounded down; the remainder
    // back to the creator.
    const allocation = 500_000_000_000n;
    const raised = 1_001_000_001n;
    const shareA = (allocation * 334_333_334n) / raised;
    const shareB = (allocation * 666_666_667n) / raised;
    expect(byType('token_allocation', a.wallet.address)).toMatchObject({
      amountUnits: 334_333_334n,
      mint: project.mint,
      tokenAmount: shareA.toString(),
    });
    expect(byType('token_allocation', b.wallet.address)?.tokenAmount).toBe(shareB.toString());
    expect(byType('token_return', creator.wallet.address)?.tokenAmount).toBe(
      (allocation - shareA - shareB).toString(),
    );
    expect(rows).toHaveLength(4);
    await checkLedger(world);

    const creatorClaims = (await claimablesOf(world, creator.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    const payout = creatorClaims.find((c) => c.fundType === 'creator_payout');
    const before = await world.chain.getBalance(creator.wallet.address);
    const paid = await claim(world, creator.cookie, payout!.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().claimable.claimSignature).toBeTruthy();
    expect(await world.chain.getBalance(creator.wallet.address)).toBe(
      before + 970_970_001n - PAYOUT_NETWORK_FEE,
    );
    const remainder = creatorClaims.find((c) => c.fundType === 'token_return');
    const returned = await claim(world, creator.cookie, remainder!.id);
    expect(returned.statusCode, returned.body).toBe(200);
    await checkLedger(world);

    for (const [investor, share] of [
      [a, shareA],
      [b, shareB],
    ] as const) {
      const [allocationRow] = (await claimablesOf(world, investor.cookie)).filter(
        (c) => c.projectId === project.id,
      );
      const sent = await claim(world, investor.cookie, allocationRow!.id);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().claimable).toMatchObject({
        isClaimed: true,
        fundType: 'token_allocation',
      });
      expect(sent.json().claimable.claimSignature).toBeTruthy();
      expect(await tokenBalance(world, investor.wallet.address, project.mint)).toBe(share);
      await checkLedger(world);
    }
    expect((await projectRow(world, project.id)).openClaims).toBe(0);
    const detail = await world.t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(detail.json().campaign).toBe('settled');

    const status = await asAdmin(world, admin, 'GET', '/api/admin/escrow');
    expect(status.json()).toMatchObject({
      vault: world.vault,
      treasuryWallet: world.treasury.address,
    });
    const fees = status.json().feesAvailable;
    expect(fees).toBeGreaterThanOrEqual(0.03);
    const withdrawn = await asAdmin(world, admin, 'POST', '/api/admin/escrow/withdraw-fees');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().amount).toBe(fees);
    const none = await asAdmin(world, admin, 'POST', '/api/admin/escrow/withdraw-fees');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_FEES');
    await checkLedger(world);
  });

  it('refunds every investor of a missed campaign in full, no fee, and pays a claim once', async () => {
    const project = await openProject(world, { goal: 100n * SOL, deadlineInMs: DAY_MS });
    const g = await newInvestor(world);
    const h = await newInvestor(world);
    await invest(world, g, project.id, '0.4');
    await invest(world, g, project.id, '0.1');
    await invest(world, h, project.id, '1.5');
    world.clock.advance(DAY_MS / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    expect((await projectRow(world, project.id)).settlementOutcome).toBe('refunded');
    const detail = await world.t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` });
    expect(detail.json().campaign).toBe('refunding');

    const [refund] = (await claimablesOf(world, g.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(refund).toMatchObject({ fundType: 'refund', amount: 0.5 });
    const gBefore = await world.chain.getBalance(g.wallet.address);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => claim(world, g.cookie, refund!.id)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await world.chain.getBalance(g.wallet.address)).toBe(
      gBefore + 500_000_000n - PAYOUT_NETWORK_FEE,
    );
    const again = await claim(world, g.cookie, refund!.id);
    expect(again.json().error.code).toBe('ALREADY_CLAIMED');

    // Another wallet cannot claim it.
    const [hRefund] = (await claimablesOf(world, h.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect((await claim(world, g.cookie, hRefund!.id)).statusCode).toBe(404);
    expect((await claim(world, h.cookie, hRefund!.id)).statusCode).toBe(200);
    await checkLedger(world);
  });
  it('keeps escrow from being stranded: no delete before settlement, a rejection refunds', async () => {
    const project = await openProject(world);
    const jo = await newInvestor(world);
    await invest(world, jo, project.id, '0.6');
    const admin = await signInAdmin(world);
    const removal = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${project.id}`,
      headers: { cookie: admin },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error).toEqual({
      code: 'ESCROW_HELD',
      message:
        "This project holds investors' SOL in escrow. Reject it instead: investors are refunded, then it can be deleted.",
    });
    const earlier = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${project.id}`,
      headers: { cookie: admin },
      payload: { deadline: new Date(world.clock.now().getTime() - 60_000).toISOString() },
    });
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().error.message).toBe(
      'Failed to update project: the deadline of a campaign holding investments can move later, never earlier.',
    );

    // An approved project holding investments is rejected: settlement refunds every investor.
    expect(project.status).toBe('approved');
    const rejected = await world.t.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, jo.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(refund).toMatchObject({ fundType: 'refund', amount: 0.6, isClaimed: false });
    const deleted = await world.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/projects/${project.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(200);
    // The refund outlives the project.
    const paid = await claim(world, jo.cookie, refund!.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().claimable.project.name).toBe(project.name);
    // The dashboard still names the deleted project, with its amounts as they were.
    const mine = await world.t.app.inject({
      method: 'GET',
      url: '/api/me/investments',
      headers: { cookie: jo.cookie },
    });
    const [row] = mine
      .json()
      .items.filter((i: { projectId: string }) => i.projectId === project.id);
    expect(row).toMatchObject({
      investmentAmount: 0.6,
      project: { name: project.name, logo: project.logo, currentFunding: 0.6, status: null },
    });
    const [claimed] = (await claimablesOf(world, jo.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(claimed).toMatchObject({ isClaimed: true, project: { name: project.name } });
    await checkLedger(world);
  });
});

describe('money rules an admin or a tiny amount cannot break (local chain)', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  const patch = (cookie: string, id: string, payload: object) =>
    world.t.app.inject({
      method: 'PATCH',
      url: `/api/admin/projects/${id}`,
      headers: { cookie },
      payload,
    });

  it('refuses an investment below 0.001 SOL, whose refund could not be paid, and takes 0.001 SOL', async () => {
    const project = await openProject(world);
    const amy = await newInvestor(world);
    for (const amountSol of ['0.000000001', 0.000000001, '0.0009', '0.000999999']) {
      const answer = await prepare(world, amy, project.id, amountSol);
      expect(answer.statusCode, String(amountSol)).toBe(400);
      expect(answer.json().error).toEqual({
        code: 'AMOUNT_TOO_SMALL',
        message: 'The minimum investment is 0.001 SOL.',
      });
    }
    const intents = await world.t.database.db
      .select()
      .from(investmentIntents)
      .where(
        and(eq(investmentIntents.projectId, project.id), eq(investmentIntents.kind, 'investment')),
      );
    expect(intents).toEqual([]);
    const smallest = await prepare(world, amy, project.id, '0.001');
    expect(smallest.statusCode, smallest.body).toBe(200);
    expect(smallest.json()).toMatchObject({
      amountUnits: '1000000',
      warning: 'Below the suggested minimum of 0.1 SOL.',
    });
    expect((await invest(world, amy, project.id, '0.001')).statusCode).toBe(200);
    await checkLedger(world);
  });

  it('freezes goal, currency, token, an earlier deadline and pending once an investment is recorded', async () => {
    const project = await openProject(world, { goal: 5n * SOL });
    const admin = await signInAdmin(world);
    const max = await newInvestor(world);
    expect((await invest(world, max, project.id, '0.5')).statusCode).toBe(200);
    const frozen = (reason: string) => `Failed to update project: ${reason}`;
    for (const [payload, message] of [
      [
        { fundingGoal: 0.5 + 0.5 },
        frozen('the funding goal cannot change while the campaign holds investments.'),
      ],
      [
        { fundingGoal: 50 },
        frozen('the funding goal cannot change while the campaign holds investments.'),
      ],
      [
        { currency: 'USDC' },
        frozen('the currency cannot change while the campaign holds investments.'),
      ],
      [
        { tokenAddress: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
        // Its tokens are in escrow: the mint is frozen by the deposit before any investment.
        frozen(
          'the token address cannot change once the investors’ tokens are deposited in escrow (or given back).',
        ),
      ],
      [
        { deadline: new Date(project.deadline.getTime() - 60_000).toISOString() },
        frozen('the deadline of a campaign holding investments can move later, never earlier.'),
      ],
      [
        { status: 'pending' },
        frozen(
          'a campaign holding investments cannot go back to pending. Reject it instead: investors are refunded.',
        ),
      ],
    ] as const) {
      const answer = await patch(admin, project.id, { name: 'Renamed', ...payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(409);
      expect(answer.json().error).toEqual({ code: 'TERMS_FROZEN', message });
    }
    const row = await projectRow(world, project.id);
    expect(row).toMatchObject({
      name: project.name,
      fundingGoalUnits: 5n * SOL,
      currency: 'SOL',
      tokenAddress: project.tokenAddress,
      deadline: project.deadline,
      status: 'approved',
    });

    // The same terms sent again, a later deadline and the rest of the project stay editable.
    const later = new Date(project.deadline.getTime() + DAY_MS);
    const allowed = await patch(admin, project.id, {
      name: 'Renamed',
      fundingGoal: 5,
      currency: 'SOL',
      tokenAddress: ` ${project.tokenAddress} `,
      deadline: later.toISOString(),
      riskScore: 'High',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await projectRow(world, project.id)).toMatchObject({
      name: 'Renamed',
      fundingGoalUnits: 5n * SOL,
      deadline: later,
      riskScore: 'High',
      currentFundingUnits: SOL / 2n,
      investorCount: 1,
    });

    // Current funding and the investor count come from the ledger, never from an edit.
    const derived = await patch(admin, project.id, { currentFunding: 5, investorCount: 99 });
    expect(derived.statusCode).toBe(400);
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(SOL / 2n);

    // A lower goal cannot flip the missed campaign to funded: settlement refunds.
    world.clock.advance((later.getTime() - world.clock.now().getTime()) / 1000 + 60);
    await world.t.app.escrowJobs.runNow();
    const [refund] = (await claimablesOf(world, max.cookie)).filter(
      (c) => c.projectId === project.id,
    );
    expect(refund).toMatchObject({ fundType: 'refund', amount: 0.5 });

    // Settled: the deadline no longer moves (it would list the campaign as running again).
    const moved = await patch(admin, project.id, {
      deadline: new Date(world.clock.now().getTime() + DAY_MS).toISOString(),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toEqual({
      code: 'TERMS_FROZEN',
      message: frozen(
        'the campaign is settled: its deadline can no longer change, and a rejected campaign that was refunded cannot be approved again.',
      ),
    });
    expect((await projectRow(world, project.id)).deadline).toEqual(later);
    await checkLedger(world);
  });

  it('keeps a refunded rejection rejected once settled, even without investments', async () => {
    const project = await openProject(world, { goal: 5n * SOL });
    const admin = await signInAdmin(world);
    expect((await patch(admin, project.id, { status: 'rejected' })).statusCode).toBe(200);
    const investor = await newInvestor(world);
    // Rejected before anyone invested: nothing to settle, so approving it again is fine.
    expect((await patch(admin, project.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await invest(world, investor, project.id, '0.5')).statusCode).toBe(200);
    expect((await patch(admin, project.id, { status: 'rejected' })).statusCode).toBe(200);
    await world.t.app.escrowJobs.runNow();
    expect((await projectRow(world, project.id)).settlementOutcome).toBe('refunded');
    const again = await patch(admin, project.id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TERMS_FROZEN');
    expect((await projectRow(world, project.id)).status).toBe('rejected');
    await checkLedger(world);
  });
});

describe.each<ChainKind>(['local', 'rpc'])('a crash between sending and recording (%s)', (kind) => {
  let world: InvestingWorld;
  let crashNext = false;
  beforeAll(async () => {
    world = await createInvestingWorld(kind, {
      // The transaction lands, then the answer is lost (a process stopping, a dropped socket).
      wrapChain: (chain: Chain): Chain =>
        ({
          ...chain,
          kind: chain.kind,
          chainId: chain.chainId,
          airdrop: (chain as { airdrop?: unknown }).airdrop,
          async sendAndConfirm(wire, lastValid) {
            const signature = await chain.sendAndConfirm(wire, lastValid);
            if (crashNext) {
              crashNext = false;
              throw new ChainError('connection lost');
            }
            return signature;
          },
        }) as Chain,
    });
  });
  afterAll(() => world.close());

  it('is recorded exactly once by the reconciler when the server starts again', async () => {
    const project = await openProject(world);
    const ivan = await newInvestor(world);
    const prepared = (await prepare(world, ivan, project.id, '0.7')).json();
    const signed = await ivan.wallet.signTransaction(prepared.transaction);
    crashNext = true;
    const lost = await submit(world, ivan.cookie, project.id, signed);
    expect(lost.statusCode).toBe(502);
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(0n);
    const [intent] = await world.t.database.db
      .select()
      .from(investmentIntents)
      .where(
        and(eq(investmentIntents.projectId, project.id), eq(investmentIntents.kind, 'investment')),
      );
    expect(intent?.status).toBe('sent');

    // The server starts again (same database, same chain): the reconciler records it at start-up.
    const restarted = await createTestApp({
      database: world.t.database,
      chain: world.chain,
      clock: world.clock,
      env: { ...world.env, DATA_DIR: world.t.app.services.config.dataDir },
    });
    await restarted.close();
    expect((await projectRow(world, project.id)).currentFundingUnits).toBe(700_000_000n);
    // The wallet retrying afterwards gets the same investment.
    const retry = await submit(world, ivan.cookie, project.id, signed);
    expect(retry.statusCode).toBe(200);
    const rows = await world.t.database.db
      .select()
      .from(userInvestments)
      .where(eq(userInvestments.projectId, project.id));
    expect(rows).toHaveLength(1);
    await checkLedger(world);
  });
});
