// Comments on a project: who may read and write them, the newest-first keyset page, and the
// writes that keep projects.comments_count equal to the rows and announce each change on commit.
// The admin may delete anyone's comment (moderation), recorded in the admin audit log.
import {
  COMMENT_EMPTY_MESSAGE,
  type Comment,
  type CommentChangeEvent,
} from '@memetank/shared/api/comments';
import { isBlankText } from '@memetank/shared/text';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projectComments, projects } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { commentsChannel } from '../../realtime/channels';
import type { RealtimeHub } from '../../realtime/hub';

export const PROJECT_NOT_FOUND = 'Project not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_EMPTY = COMMENT_EMPTY_MESSAGE;
export const NOT_YOUR_COMMENT = 'You can only delete your own comments.';

/**
 * The audit-log action of the admin deleting someone else's comment (moderation): the entry names
 * the comment's project, `before` is `{ comment }` and `after` is null.
 */
export const COMMENT_DELETE_AUDIT_ACTION = 'comment_delete';

/** Who is asking: the session's wallet (or null) and whether it is the admin. */
export interface Viewer {
  wallet: string | null;
  isAdmin: boolean;
}

/** The detail page's rule: approved projects for everyone, the others for their creator and the admin. */
function canSee(project: { status: string; creatorWallet: string }, viewer: Viewer): boolean {
  return project.status === 'approved' || viewer.isAdmin || project.creatorWallet === viewer.wallet;
}

export async function assertProjectVisible(
  db: Database,
  projectId: string,
  viewer: Viewer,
): Promise<void> {
  const [project] = await db
    .select({ status: projects.status, creatorWallet: projects.creatorWallet })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || !canSee(project, viewer)) throw notFound(PROJECT_NOT_FOUND);
}

// The cursor is the last row's exact created_at (microseconds, which a JS Date would lose) and id.
interface CommentCursor {
  at: string;
  id: string;
}
const CURSOR_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (cursor: CommentCursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

function decodeCursor(value: string): CommentCursor {
  const [at = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !CURSOR_AT.test(at) || !UUID.test(id)) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Invalid query.cursor: not a cursor from this list',
    );
  }
  return { at, id };
}

const commentColumns = {
  id: projectComments.id,
  projectId: projectComments.projectId,
  userId: projectComments.userId,
  comment: projectComments.comment,
  createdAt: projectComments.createdAt,
};

const toComment = (row: typeof projectComments.$inferSelect): Comment => ({
  id: row.id,
  projectId: row.projectId,
  userId: row.userId,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first; ties on created_at are ordered by id so pages never overlap or skip. */
export async function listComments(
  db: Database,
  projectId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await db
    .select({
      ...commentColumns,
      cursorAt: sql<string>`to_char(${projectComments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(projectComments)
    .where(
      and(
        eq(projectComments.projectId, projectId),
        after
          ? sql`(${projectComments.createdAt}, ${projectComments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(projectComments.createdAt), desc(projectComments.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(toComment),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export async function createComment(
  db: Database,
  hub: RealtimeHub,
  input: { projectId: string; text: string; viewer: Viewer & { wallet: string } },
): Promise<Comment> {
  // Whitespace, zero-width and other invisible characters alone are as blank as nothing.
  if (isBlankText(input.text)) throw new AppError(400, 'VALIDATION_ERROR', COMMENT_EMPTY);
  const text = input.text.trim();
  return db.transaction(async (tx) => {
    // Counting first locks the project row, so the count and the rows move together.
    const [project] = await tx
      .update(projects)
      .set({ commentsCount: sql`${projects.commentsCount} + 1` })
      .where(eq(projects.id, input.projectId))
      .returning({ status: projects.status, creatorWallet: projects.creatorWallet });
    if (!project || !canSee(project, input.viewer)) throw notFound(PROJECT_NOT_FOUND);
    const [row] = await tx
      .insert(projectComments)
      .values({ projectId: input.projectId, userId: input.viewer.wallet, comment: text })
      .returning();
    if (!row) throw new Error('Comment insert returned no row');
    await announce(hub, tx, { type: 'created', projectId: row.projectId, commentId: row.id });
    return toComment(row);
  });
}

/**
 * The author may delete their comment, and the admin anyone's (moderation: an audit-log row with the
 * comment as it was, in the same transaction). `viewer` is the session's, never a request parameter.
 */
export async function deleteComment(
  db: Database,
  hub: RealtimeHub,
  input: { commentId: string; viewer: Viewer & { wallet: string } },
): Promise<void> {
  const { wallet, isAdmin } = input.viewer;
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(projectComments)
      .where(eq(projectComments.id, input.commentId))
      .for('update');
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    const isMine = comment.userId === wallet;
    if (!isMine && !isAdmin) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_COMMENT);
    await tx
      .delete(projectComments)
      .where(
        and(eq(projectComments.id, input.commentId), eq(projectComments.userId, comment.userId)),
      );
    if (!isMine) {
      await tx.insert(adminAuditLog).values({
        adminWallet: wallet,
        action: COMMENT_DELETE_AUDIT_ACTION,
        projectId: comment.projectId,
        before: { comment: toComment(comment) },
        after: null,
      });
    }
    await tx
      .update(projects)
      .set({ commentsCount: sql`${projects.commentsCount} - 1` })
      .where(eq(projects.id, comment.projectId));
    await announce(hub, tx, {
      type: 'deleted',
      projectId: comment.projectId,
      commentId: input.commentId,
    });
  });
}

/** Sent with the writer's transaction: viewers hear of the change only once it is committed. */
function announce(
  hub: RealtimeHub,
  tx: Parameters<RealtimeHub['publish']>[2],
  event: CommentChangeEvent,
): Promise<void> {
  return hub.publish(commentsChannel(event.projectId), event, tx);
}
