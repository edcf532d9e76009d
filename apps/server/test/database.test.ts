import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { claimableFunds, projectComments, projectLikes, projects } from '../src/db/schema';
import { openTestDatabase, resetDatabase } from './helpers';

const SOL = 1_000_000_000n;
const WALLET = '9sgFEksAX1m4vyXnNW5ACbse9MyJyWDngjhaSD2E4qXE';

const project = (overrides: Partial<typeof projects.$inferInsert> = {}) => ({
  name: 'Frog Fund',
  description: 'A frog that funds frogs.',
  logo: '🐸',
  tokenAddress: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
  creatorWallet: WALLET,
  fundingGoalUnits: 100n * SOL,
  deadline: new Date(Date.now() + 5 * 86_400_000),
  ...overrides,
});

/** The database's own error (Drizzle wraps it), so a test can name the constraint that refused. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('the write was accepted');
}

describe('database constraints keep data true', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  it('stores a project with the defaults of a new submission', async () => {
    const [row] = await database.db.insert(projects).values(project()).returning();
    expect(row).toMatchObject({
      status: 'pending',
      riskScore: 'Medium',
      currency: 'SOL',
      currentFundingUnits: 0n,
      investorCount: 0,
      upvotes: 0,
      likesCount: 0,
    });
    expect(row?.fundingGoalUnits).toBe(100n * SOL);
  });

  it('refuses a status other than pending, approved or rejected', async () => {
    const write = database.db.execute(
      sql`insert into projects (name, description, logo, token_address, creator_wallet, status, funding_goal_units, deadline)
          values ('x', 'x', 'x', 'x', 'x', 'live', 1, now())`,
    );
    expect(await refusal(write)).toContain('projects_status_check');
  });

  it('refuses a risk score other than Low, Medium or High', async () => {
    const write = database.db.execute(
      sql`insert into projects (name, description, logo, token_address, creator_wallet, risk_score, funding_goal_units, deadline)
          values ('x', 'x', 'x', 'x', 'x', 'Extreme', 1, now())`,
    );
    expect(await refusal(write)).toContain('projects_risk_score_check');
  });

  it('refuses negative money and counts, and a goal of zero', async () => {
    expect(
      await refusal(database.db.insert(projects).values(project({ currentFundingUnits: -1n }))),
    ).toContain('projects_current_funding_non_negative');
    expect(
      await refusal(database.db.insert(projects).values(project({ fundingGoalUnits: 0n }))),
    ).toContain('projects_funding_goal_positive');
    expect(
      await refusal(database.db.insert(projects).values(project({ investorCount: -1 }))),
    ).toContain('projects_counts_non_negative');
  });

  it('allows one like per project and wallet', async () => {
    const [row] = await database.db.insert(projects).values(project()).returning();
    const like = { projectId: row!.id, userId: WALLET };
    await database.db.insert(projectLikes).values(like);
    expect(await refusal(database.db.insert(projectLikes).values(like))).toContain(
      'project_likes_project_user_unique',
    );
  });

  it('refuses a blank comment', async () => {
    const [row] = await database.db.insert(projects).values(project()).returning();
    expect(
      await refusal(
        database.db
          .insert(projectComments)
          .values({ projectId: row!.id, userId: WALLET, comment: '   ' }),
      ),
    ).toContain('project_comments_not_blank');
  });

  it('refuses a claimed fund without a claimed date', async () => {
    const write = database.db.insert(claimableFunds).values({
      projectId: '7b0f6a9e-2f43-4a51-9d8c-0a7f4b1e2c3d',
      userId: WALLET,
      amountUnits: SOL,
      fundType: 'refund',
      isClaimed: true,
    });
    expect(await refusal(write)).toContain('claimable_funds_claimed_has_date');
  });

  it('deletes a project with its likes and comments', async () => {
    const [row] = await database.db.insert(projects).values(project()).returning();
    await database.db.insert(projectLikes).values({ projectId: row!.id, userId: WALLET });
    await database.db
      .insert(projectComments)
      .values({ projectId: row!.id, userId: WALLET, comment: 'gm' });
    await database.db.delete(projects).where(eq(projects.id, row!.id));
    expect(await database.db.select().from(projectLikes)).toEqual([]);
    expect(await database.db.select().from(projectComments)).toEqual([]);
  });

  it('keeps lamport amounts exact beyond 2^53', async () => {
    const big = 9_007_199_254_740_993n;
    const [row] = await database.db
      .insert(projects)
      .values(project({ fundingGoalUnits: big }))
      .returning();
    expect(row?.fundingGoalUnits).toBe(big);
  });
});
