// The escrow ledger's invariants after any sequence of token deposits, investments in SOL and in
// USDC, deadlines passing, settlements, claims of every asset and restarts, on top of the demo data (fast-check
// generates the sequences; LiteSVM runs the transfers): the vault's lamports and its token account
// for every mint equal the ledger, the vault holds what it owes, no claim is paid twice ("Claim all",
// alone or twice at once, included) and every
// settled deposit is shared out exactly, at every step.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimableFunds } from '../src/db/schema';
import { seedDemoData } from '../src/demo/seed';
import { demoUserWallet } from '../src/demo/demo-wallets';
import { claimFund, escrowOwedTokens } from '../src/escrow';
import { createTestApp } from './helpers';
import {
  DAY_MS,
  SOL,
  USDC,
  checkLedger,
  claim,
  claimAllOf,
  claimablesOf,
  createInvestingWorld,
  depositTokens,
  invest,
  newInvestor,
  openProject,
  tokenBalance,
  type InvestingWorld,
  type Investor,
} from './investing-support';

type Step =
  | { kind: 'invest'; investor: number; project: number; lamports: bigint }
  | { kind: 'days'; days: number }
  | { kind: 'settle' }
  | { kind: 'claim'; investor: number }
  | { kind: 'claimAll'; investor: number; twice: boolean }
  | { kind: 'deposit' }
  | { kind: 'restart' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('invest' as const),
      investor: fc.nat(3),
      project: fc.nat(3),
      lamports: fc.bigInt(1n, 2n * SOL),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('days' as const),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), investor: fc.nat(4) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('claimAll' as const),
      investor: fc.nat(4),
      twice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deposit' as const) }) },
);

/** Another app of the same deployment (same data dir, so the same vault) on the same database. */
async function restart(world: InvestingWorld): Promise<void> {
  const next = await createTestApp({
    chain: world.chain,
    clock: world.clock,
    database: world.t.database,
    env: { ...world.env, DATA_DIR: world.t.app.services.config.dataDir },
  });
  await world.t.app.close();
  world.t = next;
  if (next.app.services.escrow?.vault !== world.vault) throw new Error('the vault changed');
  await next.app.escrowJobs.runNow();
}

/** Claims every open claim (the demo data's included) straight through the service. */
async function claimEverything(world: InvestingWorld): Promise<void> {
  const services = world.t.app.services;
  const open = await services.database.db
    .select()
    .from(claimableFunds)
    .where(eq(claimableFunds.isClaimed, false));
  for (const row of open) await claimFund(services, row.userId, row.id);
}

describe('the escrow ledger', () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
    // The demo data is real money too: seeded through the invest flow on this chain.
    const seeded = await seedDemoData(world.t.app.services, { demoWallet: await demoUserWallet() });
    expect(seeded).toEqual({ seeded: true });
    await checkLedger(world);
  });
  afterAll(() => world.close());

  it('balances after any sequence of invests, settlements and claims', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
        // Four investors and a creator (index 4); four campaigns ending in 1, 3, 6 and 2 days, with
        // goals one of them reaches easily and others rarely, on SPL Token and Token-2022 mints.
        // The third waits for its deposit (investing in it is refused until a 'deposit' step); the
        // fourth raises USDC (docs/decisions/055), so both currencies move in one ledger.
        const people: Investor[] = [];
        for (let i = 0; i < 5; i += 1)
          people.push(await newInvestor(world, 20n * SOL, 500n * USDC));
        const creator = people[4]!;
        // One after the other (opening them together is local-chain-crowd.test.ts's business).
        const campaigns = [];
        for (const c of [
          { goal: SOL / 2n, days: 1, program: 'spl-token', deposit: true },
          { goal: 3n * SOL, days: 3, program: 'token-2022', deposit: true },
          { goal: 50n * SOL, days: 6, program: 'token-2022', deposit: false },
          { goal: 60n * USDC, days: 2, program: 'spl-token', deposit: true, currency: 'USDC' },
        ]) {
          campaigns.push(
            await openProject(world, {
              goal: c.goal,
              deadlineInMs: c.days * DAY_MS,
              creator: creator.wallet,
              deposit: c.deposit,
              currency: (c.currency ?? 'SOL') as 'SOL' | 'USDC',
              token: { program: c.program as 'spl-token' | 'token-2022', decimals: 9 },
            }),
          );
        }
        for (const s of steps) {
          if (s.kind === 'invest') {
            const campaign = campaigns[s.project]!;
            // The same draw in the campaign's currency: up to 2 SOL, or up to 100 USDC.
            const amount =
              campaign.currency === 'USDC'
                ? `${s.lamports / 20n / USDC}.${((s.lamports / 20n) % USDC).toString().padStart(6, '0')}`
                : `${s.lamports / SOL}.${(s.lamports % SOL).toString().padStart(9, '0')}`;
            // Investing after a deadline (or below 1 USDC) is refused: nothing must move then.
            await invest(world, people[s.investor]!, campaign.id, amount).catch(() => null);
          } else if (s.kind === 'days') {
            world.clock.advance(s.days * 24 * 60 * 60);
          } else if (s.kind === 'settle') {
            await world.t.app.escrowJobs.runNow();
          } else if (s.kind === 'restart') {
            await restart(world);
          } else if (s.kind === 'deposit') {
            // Refused once deposited or past the deadline: nothing must move then either.
            await depositTokens(world, creator, campaigns[2]!.id).catch(() => null);
          } else if (s.kind === 'claimAll') {
            // "Claim all", or two at once (a double click): every open claim paid once.
            const person = people[s.investor]!;
            await Promise.all(
              Array.from({ length: s.twice ? 2 : 1 }, () => claimAllOf(world, person.cookie)),
            );
          } else {
            const person = people[s.investor]!;
            const open = (await claimablesOf(world, person.cookie)).find((c) => !c.isClaimed);
            if (open) await claim(world, person.cookie, open.id);
          }
          await checkLedger(world);
        }
        // Whatever happened, settle everything and pay every claim: the vault ends with only its
        // reserve and the fees not yet withdrawn.
        world.clock.advance(7 * 24 * 60 * 60);
        await world.t.app.escrowJobs.runNow();
        // The creator's many claims (payouts, token returns, in SOL, USDC and tokens) by "Claim all".
        await claimAllOf(world, creator.cookie);
        for (const person of people) {
          for (const c of await claimablesOf(world, person.cookie)) {
            if (!c.isClaimed) await claim(world, person.cookie, c.id);
          }
        }
        await checkLedger(world);
        // Every other claim, the seeded ones included, is covered by the vault too.
        await claimEverything(world);
        await checkLedger(world);
        // Every token deposited went out again: to investors or back to the creator.
        for (const campaign of campaigns) {
          const program = campaign.tokenProgram ?? 'spl-token';
          expect(await tokenBalance(world, world.vault, campaign.mint, program)).toBe(0n);
        }
        // And of the USDC invested, exactly what is still owed is left: the fees not withdrawn
        // and the investments of campaigns still running (the demo data's USDC campaign).
        const { usdcMint } = world.t.app.services;
        expect(await tokenBalance(world, world.vault, usdcMint, 'spl-token')).toBe(
          await escrowOwedTokens(world.t.database.db, usdcMint, usdcMint),
        );
      }),
      { numRuns: 6 },
    );
    // Six runs of real chain transactions: 9-28 s in CI runs (more on a busy machine), so not the
    // API's 30 s default.
  }, 240_000);
});
