// The updates module's database access: a project's updates newest first (keyset pages), their
// count, the writes, and the admin's audit-log row when it removes one.
import type { ProjectUpdate } from '@memetank/shared/api/updates';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projectUpdates, projects } from '../../db/schema';
import { afterPosition, exactTimestamp, type KeysetPosition } from '../../lib/keyset-cursor';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type UpdateRow = typeof projectUpdates.$inferSelect;

export const toProjectUpdate = (row: UpdateRow): ProjectUpdate => ({
  id: row.id,
  projectId: row.projectId,
  authorWallet: row.authorWallet,
  title: row.title,
  body: row.body,
  image: row.image,
  createdAt: row.createdAt.toISOString(),
});

/** Up to `limit` updates after `from`, newest first (ties on created_at ordered by id). */
export function updatePage(
  db: Database,
  projectId: string,
  options: { limit: number; from: KeysetPosition | null },
) {
  return db
    .select({
      id: projectUpdates.id,
      projectId: projectUpdates.projectId,
      authorWallet: projectUpdates.authorWallet,
      title: projectUpdates.title,
      body: projectUpdates.body,
      image: projectUpdates.image,
      createdAt: projectUpdates.createdAt,
      cursorAt: exactTimestamp(projectUpdates.createdAt),
    })
    .from(projectUpdates)
    .where(
      and(
        eq(projectUpdates.projectId, projectId),
        options.from
          ? afterPosition(projectUpdates.createdAt, projectUpdates.id, options.from)
          : undefined,
      ),
    )
    .orderBy(desc(projectUpdates.createdAt), desc(projectUpdates.id))
    .limit(options.limit);
}

export async function countUpdates(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectUpdates)
    .where(eq(projectUpdates.projectId, projectId));
  return Number(row?.n ?? 0);
}

/** The project's status and creator, its row locked until the transaction ends; or undefined. */
export async function lockProject(tx: Transaction, projectId: string) {
  const [project] = await tx
    .select({ status: projects.status, creatorWallet: projects.creatorWallet })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return project;
}

export async function insertUpdate(
  tx: Transaction,
  values: {
    projectId: string;
    authorWallet: string;
    title: string;
    body: string;
    image: string | null;
  },
): Promise<UpdateRow> {
  const [row] = await tx.insert(projectUpdates).values(values).returning();
  if (!row) throw new Error('Update insert returned no row');
  return row;
}

/** The update of that project, locked until the transaction ends; or undefined. */
export async function lockUpdate(
  tx: Transaction,
  projectId: string,
  updateId: string,
): Promise<UpdateRow | undefined> {
  const [row] = await tx
    .select()
    .from(projectUpdates)
    .where(and(eq(projectUpdates.id, updateId), eq(projectUpdates.projectId, projectId)))
    .for('update');
  return row;
}

export async function removeUpdate(tx: Transaction, id: string): Promise<void> {
  await tx.delete(projectUpdates).where(eq(projectUpdates.id, id));
}

export async function auditUpdateDelete(
  tx: Transaction,
  entry: { adminWallet: string; action: 'project_update_delete'; update: UpdateRow },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminWallet: entry.adminWallet,
    action: entry.action,
    projectId: entry.update.projectId,
    before: { update: toProjectUpdate(entry.update) },
    after: null,
  });
}
