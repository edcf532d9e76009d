// Rows the dashboard and admin tests start from, written straight to the test database.
import { projects } from '../src/db/schema';
import type { DatabaseHandle } from '../src/db/client';

export const MINT = 'So11111111111111111111111111111111111111112';

let sequence = 0;

export async function insertProject(
  database: DatabaseHandle,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await database.db
    .insert(projects)
    .values({
      name: `Project ${sequence}`,
      description: `Description ${sequence}`,
      logo: '🐸',
      tokenAddress: MINT,
      creatorWallet: 'Creator1111111111111111111111111111111111111',
      fundingGoalUnits: 100_000_000_000n,
      deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
