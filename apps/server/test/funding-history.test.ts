// A project's funding over time (issue 20: the detail page's and the dashboard's charts) through
// the API, with real investments on the local chain: the cumulative raise from the confirmed
// investments only, new backers per UTC day, a bounded answer, and the project's visibility.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimableFunds, escrowLedger, projects, userInvestments } from '../src/db/schema';
import { signIn } from './helpers';
import {
  DAY_MS,
  SOL,
  createInvestingWorld,
  invest,
  newInvestor,
  openProject,
  signInAdmin,
  type Investor,
  type InvestingWorld,
} from './investing-support';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

interface FundingHistory {
  projectId: string;
  goalUnits: string;
  deadline: string;
  createdAt: string;
  asOf: string;
  raisedUnits: string;
  backers: number;
  bucketSeconds: number;
  points: { at: string; raisedUnits: string }[];
  backersPerDay: { day: string; newBackers: number }[];
}

const history = (world: InvestingWorld, projectId: string, cookie?: string) =>
  world.t.app.inject({
    method: 'GET',
    url: `/api/projects/${projectId}/funding-history`,
    headers: cookie ? { cookie } : {},
  });

async function historyOf(world: InvestingWorld, projectId: string): Promise<FundingHistory> {
  const response = await history(world, projectId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FundingHistory>();
}

async function investOk(world: InvestingWorld, investor: Investor, projectId: string, sol: string) {
  const answer = await invest(world, investor, projectId, sol);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().investment.signature as string;
}

/** Moves a recorded investment to another time (the chain cannot invest in the past). */
async function recordedAt(world: InvestingWorld, signature: string, at: string) {
  await world.t.database.db
    .update(userInvestments)
    .set({ investmentDate: new Date(at) })
    .where(eq(userInvestments.txSignature, signature));
}

async function raisedFigure(world: InvestingWorld, projectId: string): Promise<bigint> {
  const [row] = await world.t.database.db
    .select({ raised: projects.currentFundingUnits })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.raised ?? -1n;
}

describe("a project's funding history", () => {
  let world: InvestingWorld;
  beforeAll(async () => {
    world = await createInvestingWorld('local');
  });
  afterAll(() => world.close());

  it("sums only confirmed investments, oldest first, and ends at the project's raised figure", async () => {
    const project = await openProject(world, { goal: 10n * SOL });
    const alice = await newInvestor(world);
    const bob = await newInvestor(world);
    const first = await investOk(world, alice, project.id, '0.25');
    const second = await investOk(world, bob, project.id, '0.5');
    const third = await investOk(world, alice, project.id, '0.001');
    await recordedAt(world, first, '2026-03-01T10:00:00.000Z');
    await recordedAt(world, second, '2026-03-02T10:00:00.000Z');
    await recordedAt(world, third, '2026-03-03T10:00:00.000Z');
    // Neither an investment without a transfer on chain nor one the vault's ledger never received
    // counts.
    const fakes = await world.t.database.db
      .insert(userInvestments)
      .values([
        { projectId: project.id, userId: bob.wallet.address, amountUnits: 7n * SOL },
        {
          projectId: project.id,
          userId: bob.wallet.address,
          amountUnits: 3n * SOL,
          txSignature: '6'.repeat(87),
        },
      ])
      .returning();
    try {
      world.clock.advance(3600);
      const answer = await historyOf(world, project.id);
      expect(Date.parse(answer.asOf)).toBeGreaterThanOrEqual(world.clock.now().getTime() - 5_000);
      expect(Date.parse(answer.asOf)).toBeGreaterThan(Date.now() + 3_500_000);
      expect(answer.points).toEqual([
        { at: '2026-03-01T10:00:00.000Z', raisedUnits: '250000000', raisedLamports: '250000000' },
        { at: '2026-03-02T10:00:00.000Z', raisedUnits: '750000000', raisedLamports: '750000000' },
        { at: '2026-03-03T10:00:00.000Z', raisedUnits: '751000000', raisedLamports: '751000000' },
      ]);
      expect(answer.raisedUnits).toBe('751000000');
      expect(BigInt(answer.raisedUnits)).toBe(await raisedFigure(world, project.id));
      expect(answer).toMatchObject({
        projectId: project.id,
        goalUnits: '10000000000',
        deadline: project.deadline.toISOString(),
        createdAt: project.createdAt.toISOString(),
        backers: 2,
        bucketSeconds: 0,
      });
    } finally {
      const ids = fakes.map((row) => row.id);
      await world.t.database.db.delete(userInvestments).where(inArray(userInvestments.id, ids));
    }
  });

  it("dates an investment by the server's clock (the one deadlines follow), moved or not", async () => {
    const project = await openProject(world, { goal: 10n * SOL });
    const investor = await newInvestor(world);
    world.clock.advance(2 * 3600);
    const before = world.clock.now().getTime();
    await investOk(world, investor, project.id, '0.3');
    const after = world.clock.now().getTime();
    const [point] = (await historyOf(world, project.id)).points;
    // Two hours ahead of the wall clock, as the dev clock puts it: not the database's own time.
    expect(Date.parse(point?.at ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(point?.at ?? '')).toBeLessThanOrEqual(after);
    expect(Date.parse(point?.at ?? '')).toBeGreaterThan(Date.now() + 3600_000);
  });

  it('leaves out of the history and the backers an investment refunded on its own (confirmed after settlement)', async () => {
    const project = await openProject(world);
    const investor = await newInvestor(world);
    await investOk(world, investor, project.id, '0.2');
    const late = await investOk(world, investor, project.id, '0.3');
    const [row] = await world.t.database.db
      .select()
      .from(userInvestments)
      .where(eq(userInvestments.txSignature, late));
    // What the escrow records for an investment that lands after its campaign settled: a refund
    // tied to it, and no change to the raise.
    await world.t.database.db.insert(claimableFunds).values({
      projectId: project.id,
      userId: investor.wallet.address,
      amountUnits: row!.amountUnits,
      fundType: 'refund',
      investmentId: row!.id,
    });
    try {
      const answer = await historyOf(world, project.id);
      expect(answer.points.map((point) => point.raisedUnits)).toEqual(['200000000']);
      expect(answer.raisedUnits).toBe('200000000');
      const backers = await world.t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}/investments`,
      });
      expect(backers.statusCode, backers.body).toBe(200);
      expect(
        backers.json().items.map((backer: { amountUnits: string }) => backer.amountUnits),
      ).toEqual(['200000000']);
    } finally {
      await world.t.database.db
        .delete(claimableFunds)
        .where(eq(claimableFunds.investmentId, row!.id));
    }
  });

  it('counts each backer once per project, on the UTC day of its first investment', async () => {
    const project = await openProject(world, { goal: 10n * SOL });
    const [alice, bob, carol] = await Promise.all([
      newInvestor(world),
      newInvestor(world),
      newInvestor(world),
    ]);
    await recordedAt(
      world,
      await investOk(world, alice!, project.id, '0.1'),
      '2026-04-01T23:59:59Z',
    );
    await recordedAt(world, await investOk(world, bob!, project.id, '0.1'), '2026-04-02T00:00:01Z');
    // Alice again on the second day, and twice on the fourth: not new backers.
    await recordedAt(
      world,
      await investOk(world, alice!, project.id, '0.1'),
      '2026-04-02T12:00:00Z',
    );
    await recordedAt(
      world,
      await investOk(world, carol!, project.id, '0.1'),
      '2026-04-02T18:00:00Z',
    );
    await recordedAt(
      world,
      await investOk(world, alice!, project.id, '0.1'),
      '2026-04-04T08:00:00Z',
    );
    await recordedAt(
      world,
      await investOk(world, alice!, project.id, '0.1'),
      '2026-04-04T09:00:00Z',
    );

    const answer = await historyOf(world, project.id);
    expect(answer.backersPerDay).toEqual([
      { day: '2026-04-01', newBackers: 1 },
      { day: '2026-04-02', newBackers: 2 },
    ]);
    expect(answer.backers).toBe(3);
    expect(answer.points).toHaveLength(6);
    expect(answer.points.at(-1)?.raisedUnits).toBe('600000000');
  });

  it('sums a campaign of many investments into at most 200 points that end at the same total', async () => {
    const creator = await createTestWallet();
    const project = await insertProject(world.t.database, {
      status: 'approved',
      creatorWallet: creator.address,
      deadline: new Date(world.clock.now().getTime() + 5 * DAY_MS),
    });
    const start = Date.parse('2026-05-01T00:00:00Z');
    // 250 investments one hour apart, each of (i + 1) lamports, from 25 wallets.
    const rows = Array.from({ length: 250 }, (_, i) => ({
      projectId: project.id,
      userId: `wallet-${i % 25}`,
      amountUnits: BigInt(i + 1),
      investmentDate: new Date(start + i * 3_600_000),
      txSignature: `${String(i).padStart(3, '0')}${'7'.repeat(84)}`,
    }));
    await world.t.database.db.insert(userInvestments).values(rows);
    await world.t.database.db.insert(escrowLedger).values(
      rows.map((row) => ({
        kind: 'investment' as const,
        lamports: row.amountUnits,
        projectId: project.id,
        wallet: row.userId,
        signature: row.txSignature,
      })),
    );
    try {
      const answer = await historyOf(world, project.id);
      expect(answer.points.length).toBeGreaterThan(100);
      expect(answer.points.length).toBeLessThanOrEqual(200);
      // 249 hours over 200 stretches: 4,483 seconds each.
      expect(answer.bucketSeconds).toBe(4_483);
      const total = ((250 * 251) / 2).toString();
      expect(answer.raisedUnits).toBe(total);
      expect(answer.points.at(-1)).toEqual({
        at: '2026-05-11T09:00:00.000Z',
        raisedUnits: total,
        raisedLamports: total,
      });
      // The first stretch holds the investments of hours 0 and 1: 1 + 2 lamports.
      expect(answer.points[0]).toEqual({
        at: '2026-05-01T01:00:00.000Z',
        raisedUnits: '3',
        raisedLamports: '3',
      });
      for (let i = 1; i < answer.points.length; i += 1) {
        const [before, after] = [answer.points[i - 1]!, answer.points[i]!];
        expect(Date.parse(after.at)).toBeGreaterThan(Date.parse(before.at));
        expect(BigInt(after.raisedUnits)).toBeGreaterThan(BigInt(before.raisedUnits));
      }
      expect(answer.backers).toBe(25);
      // Wallets 0-23 first invest on the first day (hours 0-23), wallet 24 on the second.
      expect(answer.backersPerDay).toEqual([
        { day: '2026-05-01', newBackers: 24 },
        { day: '2026-05-02', newBackers: 1 },
      ]);
    } finally {
      await world.t.database.db.delete(escrowLedger).where(eq(escrowLedger.projectId, project.id));
      await world.t.database.db
        .delete(userInvestments)
        .where(eq(userInvestments.projectId, project.id));
    }
  });

  it('answers 404 to a visitor for a pending or rejected project, and shows it to its creator and the admin', async () => {
    const project = await openProject(world, { status: 'pending' });
    const visitor = await history(world, project.id);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().error.code).toBe('NOT_FOUND');
    const someoneElse = await signIn(world.t.app, await createTestWallet());
    expect((await history(world, project.id, someoneElse)).statusCode).toBe(404);
    expect((await history(world, project.id, project.creator.cookie)).statusCode).toBe(200);
    expect((await history(world, project.id, await signInAdmin(world))).statusCode).toBe(200);

    await world.t.database.db
      .update(projects)
      .set({ status: 'rejected' })
      .where(eq(projects.id, project.id));
    expect((await history(world, project.id)).statusCode).toBe(404);
    const mine = await history(world, project.id, project.creator.cookie);
    expect(mine.json<FundingHistory>()).toMatchObject({ points: [], raisedUnits: '0' });
  });

  it('refuses an id that is not a project id with 400, and an unknown one with 404', async () => {
    const bad = await history(world, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(bad.json().error.message).toEqual(expect.any(String));
    const unknown = await history(world, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const route = response.json().paths['/api/projects/{id}/funding-history'];
    expect(route.get.summary).toMatch(/funding over time/);
    expect(route.get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'points',
    );
  });
});
