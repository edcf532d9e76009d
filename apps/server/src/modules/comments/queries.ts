// The comments module's database access: a project's comments newest first (keyset pages), and
// the writes that keep projects.comments_count equal to the rows.
import type { Comment } from '@memetank/shared/api/comments';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projectComments, projects } from '../../db/schema';
import { afterPosition, exactTimestamp, type KeysetPosition } from '../../lib/keyset-cursor';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type CommentRow = typeof projectComments.$inferSelect;

export const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  projectId: row.projectId,
  userId: row.userId,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Up to `limit` comments after `from`, newest first (ties on created_at ordered by id). */
export function commentPage(
  db: Database,
  projectId: string,
  options: { limit: number; from: KeysetPosition | null },
) {
  return db
    .select({
      id: projectComments.id,
      projectId: projectComments.projectId,
      userId: projectComments.userId,
      comment: projectComments.comment,
      createdAt: projectComments.createdAt,
      cursorAt: exactTimestamp(projectComments.createdAt),
    })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.projectId, projectId),
        options.from
          ? afterPosition(projectComments.createdAt, projectComments.id, options.from)
          : undefined,
      ),
    )
    .orderBy(desc(projectComments.createdAt), desc(projectComments.id))
    .limit(options.limit);
}

/** Adds `delta` to the project's comment count (locking its row); who may see it, or undefined. */
export async function countComment(tx: Transaction, projectId: string, delta: 1 | -1) {
  const [project] = await tx
    .update(projects)
    .set({ commentsCount: sql`${projects.commentsCount} + ${delta}` })
    .where(eq(projects.id, projectId))
    .returning({ status: projects.status, creatorWallet: projects.creatorWallet });
  return project;
}

export async function insertComment(
  tx: Transaction,
  values: { projectId: string; userId: string; comment: string },
): Promise<CommentRow> {
  const [row] = await tx.insert(projectComments).values(values).returning();
  if (!row) throw new Error('Comment insert returned no row');
  return row;
}

export async function lockComment(tx: Transaction, id: string): Promise<CommentRow | undefined> {
  const [comment] = await tx
    .select()
    .from(projectComments)
    .where(eq(projectComments.id, id))
    .for('update');
  return comment;
}

export async function removeComment(tx: Transaction, comment: CommentRow): Promise<void> {
  await tx
    .delete(projectComments)
    .where(and(eq(projectComments.id, comment.id), eq(projectComments.userId, comment.userId)));
}

export async function auditCommentDelete(
  tx: Transaction,
  entry: { adminWallet: string; action: 'comment_delete'; comment: CommentRow },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminWallet: entry.adminWallet,
    action: entry.action,
    projectId: entry.comment.projectId,
    before: { comment: toComment(entry.comment) },
    after: null,
  });
}
