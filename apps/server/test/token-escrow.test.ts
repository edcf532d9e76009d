// The token side of the deal (issue 18, docs/decisions/047-token-escrow.md), through the HTTP API
// on both chains and both token programs: a campaign waits for the creator's deposit before it
// opens, the deposit is checked and recorded once like an investment, settlement shares the
// deposit out exactly, and token claims are paid on chain once, with the ledger matching the
// vault's token account after every step.
import { DEPOSIT_HELD_MESSAGE } from '@memetank/shared/api/admin';
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { INVEST_ERRORS } from '@memetank/shared/api/investing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainError, type Chain } from '../src/chain/chain';
import { associatedTokenAddress, type TokenProgramName } from '../src/chain/token-program';
import { claimableFunds, escrowLedger, investmentIntents, projects } from '../src/db/schema';
import { runEscrowJobs } from '../src/escrow';
import {
  DAY_MS,
  SOL,
  checkLedger,
  claim,
  claimOf,
  createInvestingWorld,
  depositTokens,
  invest,
  newInvestor,
  openProject,
  pastDeadline,
  prepare,
  prepareDeposit,
  signInAdmin,
  submit,
  submitDeposit,
  tokenBalance,
  type ChainKind,
  type InvestingWorld,
} from './investing-support';
import { signIn } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const detail = async (world: InvestingWorld, id: string) =>
  (await world.t.app.inject({ method: 'GET', url: `/api/projects/${id}` })).json();

const projectRow = async (world: InvestingWorld, id: string) => {
  const [row] = await world.t.database.db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw new Error('no project');
  return row;
};

/** Moves the clock past the deadline and runs the escrow's jobs (settlement, reconciler). */
describe.each([
  ['local', 'spl-token'],
  ['local', 'token-2022'],
  ['rpc', 'spl-token'],
  ['rpc', 'token-2022'],
] as [ChainKind, TokenProgramName][])('the token side on the %s chain with %s', (kind, program) => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld(kind);
  });
  afterAll(() => world.close());

  it('opens a campaign only once the creator deposits the allocation, then pays each investor their share', async () => {
    const project = await openProject(world, {
      goal: SOL,
      deadlineInMs: DAY_MS,
      deposit: false,
      token: { program, decimals: 6, supply: 1_000_000n, allocation: 400_000n },
    });
    const escrowTokenAccount = await associatedTokenAddress(world.vault, project.mint, program);
    expect(await detail(world, project.id)).toMatchObject({
      campaign: 'awaiting_deposit',
      tokenProgram: program,
      tokenDecimals: 6,
      tokenAllocation: '400000000000',
      tokenDeposit: 'awaiting',
      escrowTokenAccount,
    });
    // Investing before the deposit: 409, and the campaign says why (INVEST_ERRORS.AWAITING_DEPOSIT).
    const early = await newInvestor(world);
    const refused = await prepare(world, early, project.id, '0.5');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'AWAITING_DEPOSIT',
      message: INVEST_ERRORS.AWAITING_DEPOSIT,
    });

    const deposited = await depositTokens(world, project.creator, project.id);
    expect(deposited.statusCode, deposited.body).toBe(200);
    expect(deposited.json()).toMatchObject({ tokenDeposit: 'deposited', escrowTokenAccount });
    expect(await tokenBalance(world, world.vault, project.mint, program)).toBe(400_000_000_000n);
    expect(await detail(world, project.id)).toMatchObject({
      campaign: 'funding',
      tokenDeposit: 'deposited',
    });
    await checkLedger(world);

    const a = await newInvestor(world);
    const b = await newInvestor(world);
    expect((await invest(world, a, project.id, '0.3')).statusCode).toBe(200);
    expect((await invest(world, b, project.id, '0.9')).statusCode).toBe(200);
    await checkLedger(world);
    await pastDeadline(world);
    await checkLedger(world);

    // 400,000 tokens × 0.3 / 1.2 = 100,000; × 0.9 / 1.2 = 300,000: nothing left for the creator.
    for (const [investor, share] of [
      [a, 100_000_000_000n],
      [b, 300_000_000_000n],
    ] as const) {
      const row = await claimOf(world, investor, project.id, 'token_allocation');
      expect(row).toMatchObject({
        mint: project.mint,
        tokenAmount: share.toString(),
        tokenDecimals: 6,
      });
      const paid = await claim(world, investor.cookie, row.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().claimable.claimSignature).toBeTruthy();
      expect(await tokenBalance(world, investor.wallet.address, project.mint, program)).toBe(share);
      await checkLedger(world);
    }
    expect(await tokenBalance(world, world.vault, project.mint, program)).toBe(0n);
    const again = await claim(
      world,
      a.cookie,
      (await claimOf(world, a, project.id, 'token_allocation')).id,
    );
    expect(again.statusCode).toBe(409);
  });

  it('gives the whole deposit back to the creator and the SOL back to investors when the goal is missed', async () => {
    const project = await openProject(world, {
      goal: 50n * SOL,
      deadlineInMs: DAY_MS,
      token: { program, decimals: 0, supply: 1_000n, allocation: 777n },
    });
    const before = await tokenBalance(world, project.creatorWallet, project.mint, program);
    expect(before).toBe(223n);
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.2')).statusCode).toBe(200);
    await pastDeadline(world);
    const back = await claimOf(world, project.creator, project.id, 'token_return');
    expect(back.tokenAmount).toBe('777');
    expect((await claim(world, project.creator.cookie, back.id)).statusCode).toBe(200);
    expect(await tokenBalance(world, project.creatorWallet, project.mint, program)).toBe(1_000n);
    expect((await projectRow(world, project.id)).tokenDeposit).toBe('returned');
    const refund = await claimOf(world, investor, project.id, 'refund');
    expect((await claim(world, investor.cookie, refund.id)).statusCode).toBe(200);
    await checkLedger(world);
  });
});

describe('the creator deposit is checked like an investment (local chain)', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  it('answers 401 without a session and 403 NOT_CREATOR to another wallet', async () => {
    const project = await openProject(world, { deposit: false });
    const anonymous = await world.t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/token-deposit/prepare`,
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await newInvestor(world);
    const forbidden = await prepareDeposit(world, other, project.id);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toEqual({
      code: 'NOT_CREATOR',
      message: TOKEN_ESCROW_MESSAGES.depositCreatorOnly,
    });
    // The creator's signed deposit sent from another wallet's session.
    const prepared = (await prepareDeposit(world, project.creator, project.id)).json();
    const signed = await project.creator.wallet.signTransaction(prepared.transaction);
    const relayed = await submitDeposit(world, other.cookie, project.id, signed);
    expect(relayed.statusCode).toBe(403);
    expect((await projectRow(world, project.id)).tokenDeposit).toBe('awaiting');
  });

  it('refuses an altered deposit, an investment sent as a deposit, and records a replay once', async () => {
    const project = await openProject(world, { deposit: false });
    const { creator } = project;
    // An open campaign of the same creator, who invests in it (made first: on the local chain,
    // making a mint moves the chain past a prepared transaction's blockhash).
    const open = await openProject(world, { creator: creator.wallet });
    const prepared = (await prepareDeposit(world, creator, project.id)).json();
    expect(prepared).toMatchObject({ mint: project.mint, amount: project.allocation.toString() });

    // One byte of the message changed (the memo's last character), then signed: not ours.
    const wire = Buffer.from(prepared.transaction, 'base64');
    wire[wire.length - 1] = '!'.charCodeAt(0);
    const altered = await creator.wallet.signTransaction(wire.toString('base64'));
    const mismatch = await submitDeposit(world, creator.cookie, project.id, altered);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('TRANSACTION_MISMATCH');

    // The deposit transaction sent to the investments route is not an investment.
    const signed = await creator.wallet.signTransaction(prepared.transaction);
    const asInvestment = await submit(world, creator.cookie, project.id, signed);
    expect(asInvestment.statusCode).toBe(400);
    expect(asInvestment.json().error.code).toBe('TRANSACTION_MISMATCH');

    // An investment transaction sent to the deposit route is not a deposit.
    const investment = (await prepare(world, creator, open.id, '0.1')).json();
    const signedInvestment = await creator.wallet.signTransaction(investment.transaction);
    const asDeposit = await submitDeposit(world, creator.cookie, open.id, signedInvestment);
    expect(asDeposit.statusCode).toBe(400);
    expect(asDeposit.json().error.code).toBe('TRANSACTION_MISMATCH');

    // Sent twice at once and again later: recorded once.
    const [first, second] = await Promise.all([
      submitDeposit(world, creator.cookie, project.id, signed),
      submitDeposit(world, creator.cookie, project.id, signed),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().signature).toBe(first.json().signature);
    const replay = await submitDeposit(world, creator.cookie, project.id, signed);
    expect(replay.json().signature).toBe(first.json().signature);
    const rows = await world.t.database.db
      .select()
      .from(escrowLedger)
      .where(and(eq(escrowLedger.projectId, project.id), eq(escrowLedger.kind, 'token_deposit')));
    expect(rows).toHaveLength(1);
    // A second deposit is not awaited.
    const twice = await prepareDeposit(world, creator, project.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: 'DEPOSIT_NOT_AWAITED',
      message: TOKEN_ESCROW_MESSAGES.depositNotAwaited,
    });
    await checkLedger(world);
  });

  it('says a campaign whose deadline passed before the creator’s deposit ended without it, not that it refunds, before and after its settlement', async () => {
    const project = await openProject(world, {
      goal: SOL,
      deadlineInMs: DAY_MS,
      deposit: false,
    });
    world.clock.advance((2 * DAY_MS) / 1000);
    // Before the settlement job ran: the detail, the cards' list and the admin's list agree.
    const listed = async () =>
      (await world.t.app.inject({ method: 'GET', url: '/api/projects?limit=48' }))
        .json()
        .items.find((item: { id: string }) => item.id === project.id);
    const admin = await signInAdmin(world);
    const adminRow = async () =>
      (
        await world.t.app.inject({
          method: 'GET',
          url: '/api/admin/projects',
          headers: { cookie: admin },
        })
      )
        .json()
        .items.find((item: { id: string }) => item.id === project.id);
    for (const answer of [await detail(world, project.id), await listed(), await adminRow()]) {
      expect(answer).toMatchObject({
        campaign: 'ended_without_deposit',
        settledAt: null,
        investorCount: 0,
      });
    }
    const late = await newInvestor(world);
    expect((await prepare(world, late, project.id, '0.5')).json().error.code).toBe(
      'DEADLINE_PASSED',
    );

    await runEscrowJobs(world.t.app.services);
    const settled = await detail(world, project.id);
    expect(settled).toMatchObject({ campaign: 'ended_without_deposit', investorCount: 0 });
    expect(settled.settledAt).not.toBeNull();
    expect(await listed()).toMatchObject({ campaign: 'ended_without_deposit' });
    // Nothing is owed to anyone: no refund, no token return.
    const claims = await world.t.database.db
      .select()
      .from(claimableFunds)
      .where(eq(claimableFunds.projectId, project.id));
    expect(claims).toEqual([]);
  });

  it('keeps a project from before the token side closed to investment (409 AWAITING_DEPOSIT)', async () => {
    const legacy = await insertProject(world.t.database, { status: 'approved' });
    const investor = await newInvestor(world);
    const answer = await prepare(world, investor, legacy.id, '0.1');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('AWAITING_DEPOSIT');
  });

  it('refuses a deposit the wallet cannot cover with 400 DEPOSIT_INSUFFICIENT', async () => {
    const project = await openProject(world, {
      deposit: false,
      token: { supply: 1_000n, allocation: 1_000n },
    });
    await world.t.database.db
      .update(projects)
      .set({ tokenAllocation: (1_001n * 10n ** 6n).toString() })
      .where(eq(projects.id, project.id));
    const answer = await prepareDeposit(world, project.creator, project.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual({
      code: 'DEPOSIT_INSUFFICIENT',
      message: TOKEN_ESCROW_MESSAGES.depositInsufficient,
    });
  });

  it('gives a rejected project its deposit back even without investments', async () => {
    const project = await openProject(world, { token: { allocation: 1_234n } });
    await world.t.database.db
      .update(projects)
      .set({ status: 'rejected' })
      .where(eq(projects.id, project.id));
    await runEscrowJobs(world.t.app.services);
    const back = await claimOf(world, project.creator, project.id, 'token_return');
    expect(back.tokenAmount).toBe((1_234n * 10n ** 6n).toString());
    expect((await claim(world, project.creator.cookie, back.id)).statusCode).toBe(200);
    expect((await projectRow(world, project.id)).tokenDeposit).toBe('returned');
    await checkLedger(world);
  });

  it('refuses to delete a project holding a deposit until it is rejected and its tokens returned', async () => {
    const project = await openProject(world, { token: { allocation: 777n } });
    const admin = await signInAdmin(world);
    const remove = () =>
      world.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/projects/${project.id}`,
        headers: { cookie: admin },
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'ESCROW_HELD', message: DEPOSIT_HELD_MESSAGE });
    expect(await projectRow(world, project.id)).toBeDefined();

    const rejected = await world.t.app.inject({
      method: 'POST',
      url: `/api/admin/projects/${project.id}/status`,
      headers: { cookie: admin },
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    await runEscrowJobs(world.t.app.services);
    // Settled: the token_return outlives the project, so it may go now.
    expect((await remove()).statusCode).toBe(200);
    const back = await claimOf(world, project.creator, project.id, 'token_return');
    expect((await claim(world, project.creator.cookie, back.id)).statusCode).toBe(200);
    // The whole default supply (1,000,000 tokens of 6 decimals) is the creator's again.
    expect(await tokenBalance(world, project.creator.wallet.address, project.mint)).toBe(
      1_000_000n * 10n ** 6n,
    );
    await checkLedger(world);
  });

  it('pays concurrent claims of one token row once', async () => {
    const project = await openProject(world, { goal: SOL / 10n, deadlineInMs: DAY_MS });
    const investor = await newInvestor(world);
    expect((await invest(world, investor, project.id, '0.1')).statusCode).toBe(200);
    await pastDeadline(world);
    const row = await claimOf(world, investor, project.id, 'token_allocation');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => claim(world, investor.cookie, row.id)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(['ALREADY_CLAIMED', 'CLAIM_IN_PROGRESS']).toContain(answer.json().error.code);
    }
    expect(await tokenBalance(world, investor.wallet.address, project.mint)).toBe(
      project.allocation,
    );
    await checkLedger(world);
  });
});

describe('exact allocation arithmetic with awkward numbers (local chain)', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  /** Three investors put in `amounts`; settles; claims every token row; answers the shares. */
  async function shareOut(
    token: { decimals: number; supply: bigint; allocation: bigint; program?: TokenProgramName },
    amounts: string[],
  ) {
    const project = await openProject(world, { goal: 1_000_000n, deadlineInMs: DAY_MS, token });
    const investors = await Promise.all(amounts.map(() => newInvestor(world)));
    for (const [i, investor] of investors.entries()) {
      const answer = await invest(world, investor, project.id, amounts[i]!);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await pastDeadline(world);
    await checkLedger(world);
    const shares: bigint[] = [];
    for (const investor of investors) {
      const row = await claimOf(world, investor, project.id, 'token_allocation');
      expect((await claim(world, investor.cookie, row.id)).statusCode).toBe(200);
      shares.push(await tokenBalance(world, investor.wallet.address, project.mint, token.program));
      await checkLedger(world);
    }
    const rows = await world.t.database.db
      .select()
      .from(claimableFunds)
      .where(
        and(eq(claimableFunds.projectId, project.id), eq(claimableFunds.fundType, 'token_return')),
      );
    const remainder = BigInt(rows[0]?.tokenAmount ?? '0');
    if (rows[0]) {
      const answer = await claim(world, project.creator.cookie, rows[0].id);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await tokenBalance(world, world.vault, project.mint, token.program)).toBe(0n);
    await checkLedger(world);
    return { shares, remainder, allocation: project.allocation };
  }

  it('shares 10 whole tokens (0 decimals) between 3 equal smallest investments: 3 each, 1 back', async () => {
    const { shares, remainder, allocation } = await shareOut(
      { decimals: 0, supply: 10n, allocation: 10n },
      ['0.001', '0.001', '0.001'],
    );
    expect(shares).toEqual([3n, 3n, 3n]);
    expect(remainder).toBe(1n);
    expect(shares.reduce((s, x) => s + x, 0n) + remainder).toBe(allocation);
  });

  it('shares a supply near the u64 maximum (9 decimals) with awkward contributions exactly', async () => {
    // 18,446,744,073 whole tokens × 10^9 base units: 18,446,744,073,000,000,000 (u64 max is
    // 18,446,744,073,709,551,615).
    const supply = 18_446_744_073n;
    const amounts = ['0.001', '0.333333333', '0.001000001'];
    const { shares, remainder, allocation } = await shareOut(
      { decimals: 9, supply, allocation: supply, program: 'token-2022' },
      amounts,
    );
    const lamports = [1_000_000n, 333_333_333n, 1_000_001n];
    const raised = lamports.reduce((s, x) => s + x, 0n);
    expect(allocation).toBe(18_446_744_073_000_000_000n);
    expect(shares).toEqual(lamports.map((l) => (allocation * l) / raised));
    expect(shares.reduce((s, x) => s + x, 0n) + remainder).toBe(allocation);
  });
});

describe.each(['local', 'rpc'] as ChainKind[])(
  'a crash between sending and recording (%s)',
  (kind) => {
    let world: InvestingWorld;
    let crashNext = false;
    beforeAll(async () => {
      world = await createInvestingWorld(kind, {
        // The transaction lands, then the answer is lost.
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

    it('records a deposit and a token claim exactly once through the reconciler', async () => {
      const project = await openProject(world, {
        goal: SOL / 10n,
        deadlineInMs: DAY_MS,
        deposit: false,
      });
      const prepared = (await prepareDeposit(world, project.creator, project.id)).json();
      const signed = await project.creator.wallet.signTransaction(prepared.transaction);
      crashNext = true;
      const lost = await submitDeposit(world, project.creator.cookie, project.id, signed);
      expect(lost.statusCode).toBe(502);
      expect((await projectRow(world, project.id)).tokenDeposit).toBe('awaiting');
      const [intent] = await world.t.database.db
        .select()
        .from(investmentIntents)
        .where(eq(investmentIntents.projectId, project.id));
      expect(intent).toMatchObject({ kind: 'token_deposit', status: 'sent' });
      await runEscrowJobs(world.t.app.services);
      expect((await projectRow(world, project.id)).tokenDeposit).toBe('deposited');
      const retry = await submitDeposit(world, project.creator.cookie, project.id, signed);
      expect(retry.statusCode, retry.body).toBe(200);
      await checkLedger(world);

      const investor = await newInvestor(world);
      expect((await invest(world, investor, project.id, '0.1')).statusCode).toBe(200);
      await pastDeadline(world);
      const row = await claimOf(world, investor, project.id, 'token_allocation');
      crashNext = true;
      const pending = await claim(world, investor.cookie, row.id);
      expect(pending.statusCode).toBe(502);
      expect(pending.json().error.code).toBe('PAYOUT_PENDING');
      await runEscrowJobs(world.t.app.services);
      const done = await claimOf(world, investor, project.id, 'token_allocation');
      expect(done.isClaimed).toBe(true);
      expect(await tokenBalance(world, investor.wallet.address, project.mint)).toBe(
        project.allocation,
      );
      const payouts = await world.t.database.db
        .select()
        .from(escrowLedger)
        .where(and(eq(escrowLedger.projectId, project.id), eq(escrowLedger.kind, 'token_payout')));
      expect(payouts).toHaveLength(1);
      await checkLedger(world);
    });

    it('gives a deposit that lands after its project was deleted back to the creator', async () => {
      const project = await openProject(world, { deposit: false });
      const prepared = (await prepareDeposit(world, project.creator, project.id)).json();
      const signed = await project.creator.wallet.signTransaction(prepared.transaction);
      crashNext = true;
      expect(
        (await submitDeposit(world, project.creator.cookie, project.id, signed)).statusCode,
      ).toBe(502);
      // Awaiting (nothing recorded yet), so the admin may delete it while the deposit is in flight.
      const admin = await signInAdmin(world);
      const deleted = await world.t.app.inject({
        method: 'DELETE',
        url: `/api/admin/projects/${project.id}`,
        headers: { cookie: admin },
      });
      expect(deleted.statusCode).toBe(200);
      await runEscrowJobs(world.t.app.services);
      const back = await claimOf(world, project.creator, project.id, 'token_return');
      expect(back.tokenAmount).toBe(project.allocation.toString());
      await checkLedger(world);
      expect((await claim(world, project.creator.cookie, back.id)).statusCode).toBe(200);
      expect(await tokenBalance(world, project.creator.wallet.address, project.mint)).toBe(
        1_000_000n * 10n ** 6n,
      );
      await checkLedger(world);
    });
  },
);

describe('a wallet that signs in but is not the creator cannot open a campaign', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  it('keeps the campaign awaiting its deposit', async () => {
    const project = await openProject(world, { deposit: false });
    const stranger = await createTestWallet();
    const cookie = await signIn(world.t.app, stranger);
    const answer = await world.t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/token-deposit`,
      headers: { cookie },
      payload: { transaction: 'AAAA' },
    });
    expect(answer.statusCode).toBe(403);
    expect((await detail(world, project.id)).campaign).toBe('awaiting_deposit');
  });
});
