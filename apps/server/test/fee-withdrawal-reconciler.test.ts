// A fee withdrawal whose answer is lost is decided by the escrow's reconciler, like an investment
// or a claim's payout: entered in the ledger as pending before it is sent, it is confirmed once if
// it landed, deleted (the fees available again) if it failed or can never land, and never sent
// twice meanwhile. The ledger and the vault agree at every step.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChainError, TransactionFailedError, type Chain } from '../src/chain/chain';
import { escrowLedger } from '../src/db/schema';
import { escrowOwed, settleCampaign } from '../src/escrow';
import { createTestApp } from './helpers';
import {
  DAY_MS,
  PAYOUT_NETWORK_FEE,
  SOL,
  checkLedger,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  signInAdmin,
  type ChainKind,
  type InvestingWorld,
  vaultLamports,
} from './investing-support';

/** What the chain does to the next transfer sent (then it behaves again). */
type Fault = 'lost-after-send' | 'down-before-send' | 'refused';

const FEE_OF_ONE_SOL = (SOL * 3n) / 100n;
/** Past the local chain's stale age (ten minutes), in seconds. */
const PAST_STALE_AGE_SECONDS = 11 * 60;

describe.each<ChainKind>(['local', 'rpc'])('fee withdrawal with a lost answer (%s)', (kind) => {
  let next: Fault | null = null;
  const wrapChain = (chain: Chain): Chain =>
    Object.assign(Object.create(chain) as Chain, {
      async sendAndConfirm(wire: Uint8Array, lastValidBlockHeight: bigint) {
        const fault = next;
        next = null;
        if (fault === 'down-before-send') throw new ChainError('connection refused');
        if (fault === 'refused') throw new TransactionFailedError('insufficient funds for rent');
        const signature = await chain.sendAndConfirm(wire, lastValidBlockHeight);
        if (fault === 'lost-after-send') throw new ChainError('connection lost');
        return signature;
      },
    });
  let world: InvestingWorld;
  let admin: string;
  beforeAll(async () => {
    world = await createInvestingWorld(kind, { wrapChain });
    admin = await signInAdmin(world);
  });
  afterAll(() => world.close());
  afterEach(async () => {
    next = null;
    await checkLedger(world);
  });

  /** A funded campaign of 1 SOL, settled: 0.03 SOL of fees to withdraw. */
  async function earnFees(): Promise<void> {
    const investor = await newInvestor(world);
    const project = await openProject(world, { goal: SOL, deadlineInMs: DAY_MS });
    expect((await invest(world, investor, project.id, 1)).statusCode).toBe(200);
    world.clock.advance(2 * 24 * 60 * 60);
    expect(await settleCampaign(world.t.app.services, project.id)).toEqual({
      kind: 'settled',
      outcome: 'funded',
    });
  }

  const withdraw = () =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/admin/escrow/withdraw-fees',
      headers: { cookie: admin },
    });

  async function feesAvailable(): Promise<number> {
    const status = await world.t.app.inject({
      method: 'GET',
      url: '/api/admin/escrow',
      headers: { cookie: admin },
    });
    return status.json().feesAvailable as number;
  }

  const withdrawals = () =>
    world.t.database.db
      .select()
      .from(escrowLedger)
      .where(eq(escrowLedger.kind, 'fee_withdrawal'))
      .orderBy(escrowLedger.createdAt);

  /** The server starts again on the same database and chain: the escrow jobs run at start-up. */
  async function restart(): Promise<void> {
    const chain = Object.assign(Object.create(world.chain) as Chain, { close: async () => {} });
    const restarted = await createTestApp({
      database: world.t.database,
      chain,
      clock: world.clock,
      env: { ...world.env, DATA_DIR: world.t.app.services.config.dataDir },
    });
    expect(restarted.app.services.escrow?.vault).toBe(world.vault);
    await restarted.close();
  }

  it('a withdrawal that landed but whose answer was lost is confirmed once after a restart', async () => {
    await earnFees();
    const treasuryBefore = await world.chain.getBalance(world.treasury.address);
    next = 'lost-after-send';
    const lost = await withdraw();
    expect(lost.statusCode).toBe(502);
    expect(lost.json().error.code).toBe('PAYOUT_PENDING');
    expect(lost.json().error.message).toMatch(
      /The withdrawal was sent; it is confirmed automatically if it lands\.$/,
    );
    const [pending] = await withdrawals();
    expect(pending).toMatchObject({ state: 'pending', lamports: -FEE_OF_ONE_SOL });
    // Meanwhile it is neither owed nor available: it cannot be sent twice.
    expect(await feesAvailable()).toBe(0);
    expect((await withdraw()).json().error.code).toBe('NO_FEES');
    await checkLedger(world);

    await restart();

    const rows = await withdrawals();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'confirmed', signature: pending!.signature });
    expect(await world.chain.getBalance(world.treasury.address)).toBe(
      treasuryBefore + FEE_OF_ONE_SOL - PAYOUT_NETWORK_FEE,
    );
    // The ledger and the vault agree: nothing owed beyond what the vault holds, no fees left.
    const owed = await escrowOwed(world.t.database.db);
    expect(owed.fees).toBe(0n);
    expect(owed.total).toBeLessThanOrEqual(await vaultLamports(world));
    expect(await feesAvailable()).toBe(0);
    const again = await withdraw();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NO_FEES');
    // The explorer shows who signed it, recorded from the wire before it was sent.
    const [hot, coSigner] = world.t.app.services.escrow!.custody.signers;
    const tx = await world.t.app.inject({
      method: 'GET',
      url: `/api/explorer/tx/${pending!.signature}`,
    });
    expect(tx.json()).toMatchObject({
      ledger: { kind: 'fee_withdrawal' },
      signers: [hot, coSigner],
    });
  });

  it.runIf(kind === 'local')(
    'a withdrawal that never reached the chain is released once it is stale, and can be made again',
    async () => {
      await earnFees();
      next = 'down-before-send';
      const lost = await withdraw();
      expect(lost.statusCode).toBe(502);
      expect(lost.json().error.code).toBe('PAYOUT_PENDING');
      expect((await withdrawals()).filter((row) => row.state === 'pending')).toHaveLength(1);
      expect(await feesAvailable()).toBe(0);
      // Not yet stale: the reconciler leaves it (it might still land).
      await world.t.app.escrowJobs.runNow();
      expect((await withdrawals()).filter((row) => row.state === 'pending')).toHaveLength(1);
      world.clock.advance(PAST_STALE_AGE_SECONDS);
      await world.t.app.escrowJobs.runNow();
      expect((await withdrawals()).filter((row) => row.state === 'pending')).toHaveLength(0);
      expect(await feesAvailable()).toBe(0.03);
      const retried = await withdraw();
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().amount).toBe(0.03);
      expect((await withdrawals()).every((row) => row.state === 'confirmed')).toBe(true);
    },
  );

  it.runIf(kind === 'local')(
    'a withdrawal the chain refuses records nothing: the fees stay available',
    async () => {
      await earnFees();
      const before = await withdrawals();
      next = 'refused';
      const refused = await withdraw();
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.code).toBe('PAYOUT_FAILED');
      expect(await withdrawals()).toEqual(before);
      expect(await feesAvailable()).toBe(0.03);
      expect((await withdraw()).statusCode).toBe(200);
    },
  );
});
