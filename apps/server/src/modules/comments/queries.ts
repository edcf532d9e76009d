// The comments module's database access: a project's top-level comments newest first and a
// thread's replies oldest first (keyset pages), the reply counts of a page, and the writes that
// keep projects.comments_count equal to the rows (replies included).
import type { Comment } from '@memetank/shared/api/comments';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projectComments, projects } from '../../db/schema';
import {
  afterPosition,
  afterPositionAscending,
  exactTimestamp,
  type KeysetPosition,
} from '../../lib/keyset-cursor';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type CommentRow = typeof projectComments.$inferSelect;

/** The row as the API shows it: `isCreator` against the project's creator, `replyCount` counted. */
export const toComment = (
  row: CommentRow,
  context: { creatorWallet: string; replyCount: number },
): Comment => ({
  id: row.id,
  projectId: row.projectId,
  parentId: row.parentId,
  userId: row.userId,
  isCreator: row.userId === context.creatorWallet,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  replyCount: context.replyCount,
});

const pageColumns = {
  id: projectComments.id,
  projectId: projectComments.projectId,
  parentId: projectComments.parentId,
  userId: projectComments.userId,
  comment: projectComments.comment,
  createdAt: projectComments.createdAt,
  cursorAt: exactTimestamp(projectComments.createdAt),
};

/** Up to `limit` top-level comments after `from`, newest first (ties on created_at ordered by id). */
export function commentPage(
  db: Database,
  projectId: string,
  options: { limit: number; from: KeysetPosition | null },
) {
  return db
    .select(pageColumns)
    .from(projectComments)
    .where(
      and(
        eq(projectComments.projectId, projectId),
        isNull(projectComments.parentId),
        options.from
          ? afterPosition(projectComments.createdAt, projectComments.id, options.from)
          : undefined,
      ),
    )
    .orderBy(desc(projectComments.createdAt), desc(projectComments.id))
    .limit(options.limit);
}

/** Up to `limit` replies to `parentId` after `from`, oldest first (a thread reads downwards). */
export function replyPage(
  db: Database,
  parentId: string,
  options: { limit: number; from: KeysetPosition | null },
) {
  return db
    .select(pageColumns)
    .from(projectComments)
    .where(
      and(
        eq(projectComments.parentId, parentId),
        options.from
          ? afterPositionAscending(projectComments.createdAt, projectComments.id, options.from)
          : undefined,
      ),
    )
    .orderBy(asc(projectComments.createdAt), asc(projectComments.id))
    .limit(options.limit);
}

/** How many replies each of `parentIds` has (a parent with none is absent from the map). */
export async function replyCounts(
  db: Database | Transaction,
  parentIds: string[],
): Promise<Map<string, number>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: projectComments.parentId, n: count() })
    .from(projectComments)
    .where(inArray(projectComments.parentId, parentIds))
    .groupBy(projectComments.parentId);
  return new Map(rows.map((row) => [row.parentId as string, Number(row.n)]));
}

/** One comment of the project (top-level or reply), unlocked. */
export async function findComment(
  db: Database | Transaction,
  projectId: string,
  id: string,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(projectComments)
    .where(and(eq(projectComments.id, id), eq(projectComments.projectId, projectId)));
  return row;
}

/** The ids of a top-level comment's replies (none for a reply). */
export async function replyIdsOf(tx: Transaction, commentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: projectComments.id })
    .from(projectComments)
    .where(eq(projectComments.parentId, commentId));
  return rows.map((row) => row.id);
}

/** Locks the project's row (every comment write locks it first); who may see it, or undefined. */
export async function lockProject(tx: Transaction, projectId: string) {
  const [project] = await tx
    .select({ status: projects.status, creatorWallet: projects.creatorWallet })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return project;
}

/** The project of a comment, read without a lock (to lock the project before the comment). */
export async function commentProjectId(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ projectId: projectComments.projectId })
    .from(projectComments)
    .where(eq(projectComments.id, id));
  return row?.projectId;
}

/** Adds `delta` to the project's comment count (locking its row); who may see it, or undefined. */
export async function countComment(tx: Transaction, projectId: string, delta: number) {
  const [project] = await tx
    .update(projects)
    .set({ commentsCount: sql`${projects.commentsCount} + ${delta}` })
    .where(eq(projects.id, projectId))
    .returning({ status: projects.status, creatorWallet: projects.creatorWallet });
  return project;
}

export async function insertComment(
  tx: Transaction,
  values: { projectId: string; parentId: string | null; userId: string; comment: string },
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

/** Deletes the comment; its replies go with it (ON DELETE CASCADE). */
export async function removeComment(tx: Transaction, comment: CommentRow): Promise<void> {
  await tx
    .delete(projectComments)
    .where(and(eq(projectComments.id, comment.id), eq(projectComments.userId, comment.userId)));
}

export async function auditCommentDelete(
  tx: Transaction,
  entry: { adminWallet: string; action: 'comment_delete'; comment: Comment },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminWallet: entry.adminWallet,
    action: entry.action,
    projectId: entry.comment.projectId,
    before: { comment: entry.comment },
    after: null,
  });
}
