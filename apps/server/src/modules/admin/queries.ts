// The admin module's database access: every project with search, status filter and counts; the
// projects sharing a token mint; the locked row an edit starts from; the audit log; the creator's dashboard row a review moves.
import type { ProjectStatus } from '@memetank/shared/api/projects';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projects, userProjects } from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';
import type { ProjectRow } from '../../projects/project-view';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type ProjectColumns = Partial<typeof projects.$inferInsert>;

export async function listAdminProjects(
  db: Database,
  query: { q?: string; status: 'all' | ProjectStatus },
) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(projects.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(projects.name, pattern),
        ilike(projects.description, pattern),
        ilike(projects.creatorWallet, pattern),
        sql`${projects.id}::text ilike ${pattern}`,
      ) as SQL,
    );
  }
  const [items, [counts]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(and(...filters))
      .orderBy(desc(projects.createdAt), desc(projects.id)),
    db
      .select({
        all: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${projects.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${projects.status} = 'approved'))::int`,
        rejected: sql<number>`(count(*) filter (where ${projects.status} = 'rejected'))::int`,
      })
      .from(projects),
  ]);
  return { items, counts: counts ?? { all: 0, pending: 0, approved: 0, rejected: 0 } };
}

/**
 * The projects whose token mint another project uses too, oldest first: what the review shows
 * beside each of them (a mint may be listed again, but the admin should know).
 */
export async function projectsSharingMints(db: Database) {
  const shared = db
    .select({ tokenAddress: projects.tokenAddress })
    .from(projects)
    .groupBy(projects.tokenAddress)
    .having(sql`count(*) > 1`);
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      tokenAddress: projects.tokenAddress,
    })
    .from(projects)
    .where(inArray(projects.tokenAddress, shared))
    .orderBy(asc(projects.createdAt), asc(projects.id));
}

export async function lockProject(tx: Transaction, id: string): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

/** Sets `columns` (and updated_at) on the project; the row after, or undefined when gone. */
export async function updateProjectRow(
  tx: Transaction,
  id: string,
  columns: ProjectColumns,
): Promise<ProjectRow | undefined> {
  const [after] = await tx
    .update(projects)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return after;
}

/** Deletes the project (likes and comments go with it; dashboard rows stay); true when it was there. */
export async function deleteProjectRow(tx: Transaction, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(projects)
    .where(eq(projects.id, id))
    .returning({ id: projects.id });
  return deleted.length === 1;
}

export async function insertAudit(
  tx: Transaction,
  entry: {
    adminWallet: string;
    action: 'status' | 'update' | 'delete';
    projectId: string;
    before: unknown;
    after: unknown;
  },
) {
  await tx.insert(adminAuditLog).values(entry);
}

/** The creator's dashboard row follows a review decision (not once completed or cancelled). */
export async function moveCreatorRow(tx: Transaction, project: ProjectRow) {
  const status = project.status === 'pending' ? 'under_review' : project.status;
  await tx
    .update(userProjects)
    .set({ status })
    .where(
      and(
        eq(userProjects.projectId, project.id),
        eq(userProjects.userId, project.creatorWallet),
        inArray(userProjects.status, ['under_review', 'approved', 'rejected']),
      ),
    );
}

export async function latestAuditEntries(db: Database, limit: number) {
  return db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}
