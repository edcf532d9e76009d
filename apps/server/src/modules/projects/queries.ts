// The projects module's database access: the home list (search, four sorts, keyset pages; trending
// and ending soon list open campaigns first), one project, related projects and likes. Every list
// query is shaped to be answered from an index (docs/decisions/026).
import { randomUUID } from 'node:crypto';
import type { ProjectSort } from '@memetank/shared/api/projects';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { projectLikes, projectTrendingScore, projects } from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';
import { exactTimestamp } from '../../lib/keyset-cursor';
import type { ProjectRow } from '../../projects/project-view';
import { fundingKey, isPhasedSort, type ListPhase, type ListPosition } from './list-cursor';

const approved = eq(projects.status, 'approved');

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(projects.name, pattern), ilike(projects.description, pattern));
}

interface SortPlan {
  /** The sort key as text, for the next cursor. */
  key: SQL<string>;
  orderBy: SQL[];
  /** Rows strictly after `position` in this order. */
  after(position: ListPosition): SQL;
}

const trendingScore = projectTrendingScore(projects);

/** A timestamp column's order, ties broken by id in the same direction. */
function timestampPlan(column: AnyPgColumn, direction: 'asc' | 'desc'): SortPlan {
  const order = direction === 'asc' ? asc : desc;
  const past = direction === 'asc' ? sql`>` : sql`<`;
  return {
    key: exactTimestamp(column),
    orderBy: [order(column), order(projects.id)],
    after: (p) => sql`(${column}, ${projects.id}) ${past} (${p.key}::timestamptz, ${p.id}::uuid)`,
  };
}

function sortPlan(sort: ProjectSort, phase: ListPhase | undefined): SortPlan {
  switch (sort) {
    case 'trending':
      return {
        key: sql<string>`(${trendingScore})::text`,
        orderBy: [desc(trendingScore), desc(projects.id)],
        after: (p) => sql`(${trendingScore}, ${projects.id}) < (${p.key}::float8, ${p.id}::uuid)`,
      };
    case 'newest':
      return timestampPlan(projects.createdAt, 'desc');
    case 'most-funded': {
      // Within a currency only (docs/decisions/055): USDC campaigns largest first, then SOL ones,
      // from projects_status_currency_funding_idx read backwards. The key is "USDC:906000000".
      return {
        key: sql<string>`${projects.currency} || ':' || ${projects.currentFundingUnits}::text`,
        orderBy: [desc(projects.currency), desc(projects.currentFundingUnits), desc(projects.id)],
        after: (p) => {
          const { currency, units } = fundingKey(p.key);
          return sql`(${projects.currency}, ${projects.currentFundingUnits}, ${projects.id}) < (${currency}, ${units}::bigint, ${p.id}::uuid)`;
        },
      };
    }
    case 'ending-soon':
      // Open campaigns soonest deadline first; ended ones the most recently ended first.
      return timestampPlan(projects.deadline, phase === 'ended' ? 'desc' : 'asc');
  }
}

/**
 * One part of a phased sort: campaigns still open at `cut` (deadline ahead), or ended by then.
 * The deadline alone decides: a campaign is settled only once its deadline has passed, so an
 * open one is never settled, and a range of the deadline keeps every part answerable from an
 * index.
 */
export interface ListSplit {
  phase: ListPhase;
  /** ISO timestamp. */
  cut: string;
}

function splitCondition(split: ListSplit | undefined): SQL | undefined {
  if (!split) return undefined;
  return split.phase === 'running'
    ? sql`${projects.deadline} > ${split.cut}::timestamptz`
    : sql`${projects.deadline} <= ${split.cut}::timestamptz`;
}

export interface ListedRow {
  row: ProjectRow;
  position: ListPosition;
}

/**
 * One page's query in one order, each row with its sort key as text: approved projects matching
 * `q`, after `from` when given, and for a phased sort on its side of the split. Exported so the
 * scale test can EXPLAIN exactly what the list runs.
 */
export function pageQuery(
  db: Database,
  sort: ProjectSort,
  options: {
    q?: string | undefined;
    from?: ListPosition | undefined;
    split?: ListSplit | undefined;
    limit: number;
  },
) {
  const plan = sortPlan(sort, options.split?.phase);
  return db
    .select({ row: projects, key: plan.key })
    .from(projects)
    .where(
      and(
        approved,
        searchCondition(options.q),
        splitCondition(options.split),
        options.from && plan.after(options.from),
      ),
    )
    .orderBy(...plan.orderBy)
    .limit(options.limit);
}

/**
 * Up to `limit + 1` approved projects after `from` (the extra row tells whether a next page
 * exists), each with the position a cursor needs to start after it.
 */
export async function listProjects(
  db: Database,
  query: { q?: string | undefined; sort: ProjectSort; limit: number; from?: ListPosition },
  now: Date,
): Promise<ListedRow[]> {
  const { q, sort, from } = query;
  const want = query.limit + 1;
  if (!isPhasedSort(sort)) {
    const rows = await pageQuery(db, sort, { q, from, limit: want });
    return rows.map(({ row, key }) => ({ row, position: { sort, key, id: row.id } }));
  }

  // Open campaigns first, then ended ones. The moment that splits them is fixed at the first page
  // and carried in the cursor, so a deadline passing while someone scrolls neither repeats nor
  // skips a project.
  const cut = from?.cut ?? now.toISOString();
  const fromPhase: ListPhase | undefined = from ? (from.phase ?? 'running') : undefined;
  const listed: ListedRow[] = [];
  const phases: ListPhase[] = fromPhase === 'ended' ? ['ended'] : ['running', 'ended'];
  for (const phase of phases) {
    const start = fromPhase === phase ? from : undefined;
    const split = { phase, cut };
    const rows = await pageQuery(db, sort, { q, from: start, split, limit: want - listed.length });
    for (const { row, key } of rows) {
      listed.push({ row, position: { sort, key, id: row.id, phase, cut } });
    }
    if (listed.length >= want) break;
  }
  return listed;
}

export async function findProject(db: Database, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Which of `projectIds` the wallet likes. */
export async function likedProjectIds(
  db: Database,
  wallet: string,
  projectIds: string[],
): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await db
    .select({ projectId: projectLikes.projectId })
    .from(projectLikes)
    .where(and(eq(projectLikes.userId, wallet), inArray(projectLikes.projectId, projectIds)));
  return new Set(rows.map((row) => row.projectId));
}

/**
 * Approved projects other than `excludeId` in id order, from `start` onwards or (wrapping round)
 * before it, read from the (status, id) index. Exported so the scale test can EXPLAIN it.
 */
export function relatedQuery(
  db: Database,
  options: { excludeId: string; start: string; side: 'from' | 'before'; limit: number },
) {
  const { excludeId, start, side } = options;
  return db
    .select()
    .from(projects)
    .where(
      and(
        approved,
        ne(projects.id, excludeId),
        side === 'from' ? gte(projects.id, start) : lt(projects.id, start),
      ),
    )
    .orderBy(asc(projects.status), asc(projects.id))
    .limit(options.limit);
}

/**
 * Up to `count` approved projects other than `excludeId`, picked at random: the ids (random
 * UUIDs) from a random point onwards, wrapping round to the start, then shuffled.
 */
export async function randomApprovedProjects(
  db: Database,
  excludeId: string,
  count: number,
): Promise<ProjectRow[]> {
  const start = randomUUID();
  const from = await relatedQuery(db, { excludeId, start, side: 'from', limit: count });
  const wrapped =
    from.length < count
      ? await relatedQuery(db, { excludeId, start, side: 'before', limit: count - from.length })
      : [];
  const picked = [...from, ...wrapped];
  for (let i = picked.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [picked[i], picked[j]] = [picked[j]!, picked[i]!];
  }
  return picked;
}

/**
 * Likes (`liked` true) or unlikes an approved project for `wallet`, idempotently. The like row and
 * likes_count change in one transaction by the same amount, so the count always equals the rows,
 * however many wallets toggle at once. Null when no approved project has this id.
 */
export async function setLike(
  db: Database,
  projectId: string,
  wallet: string,
  liked: boolean,
): Promise<{ liked: boolean; likesCount: number } | null> {
  return db.transaction(async (tx) => {
    // KEY SHARE keeps the project from being deleted meanwhile without blocking other likers.
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), approved))
      .for('key share');
    if (!project) return null;
    const changed = liked
      ? await tx
          .insert(projectLikes)
          .values({ projectId, userId: wallet })
          .onConflictDoNothing()
          .returning({ id: projectLikes.id })
      : await tx
          .delete(projectLikes)
          .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, wallet)))
          .returning({ id: projectLikes.id });
    const delta = liked ? changed.length : -changed.length;
    const [row] =
      delta === 0
        ? await tx
            .select({ likesCount: projects.likesCount })
            .from(projects)
            .where(eq(projects.id, projectId))
        : await tx
            .update(projects)
            .set({ likesCount: sql`${projects.likesCount} + ${delta}` })
            .where(eq(projects.id, projectId))
            .returning({ likesCount: projects.likesCount });
    return { liked, likesCount: row!.likesCount };
  });
}
