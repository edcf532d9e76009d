// Comments on a project: who may read and write them, the newest-first keyset page, and the
// writes that keep projects.comments_count equal to the rows and announce each change on commit.
// The admin may delete anyone's comment (moderation), recorded in the admin audit log.
import {
  COMMENT_EMPTY_MESSAGE,
  type Comment,
  type CommentChangeEvent,
} from '@memetank/shared/api/comments';
import { isBlankText } from '@memetank/shared/text';
import type { Services } from '../../app-types';
import { AppError, notFound, projectNotFound, validationError } from '../../lib/errors';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import {
  findVisibleProject,
  projectVisibleTo,
  type ProjectViewer,
} from '../../projects/visibility';
import { commentsChannel } from '../../realtime/channels';
import type { RealtimeHub } from '../../realtime/hub';
import {
  auditCommentDelete,
  commentPage,
  countComment,
  insertComment,
  lockComment,
  removeComment,
  toComment,
  type Transaction,
} from './queries';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_EMPTY = COMMENT_EMPTY_MESSAGE;
export const NOT_YOUR_COMMENT = 'You can only delete your own comments.';

/**
 * The audit-log action of the admin deleting someone else's comment (moderation): the entry names
 * the comment's project, `before` is `{ comment }` and `after` is null.
 */
export const COMMENT_DELETE_AUDIT_ACTION = 'comment_delete';

type SignedIn = ProjectViewer & { wallet: string };

/**
 * A page of the project's comments, newest first, when the viewer may see the project. A cursor
 * this list never wrote (including a date PostgreSQL cannot read) is a 400.
 */
export async function listComments(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; viewer: ProjectViewer; limit: number; cursor?: string | undefined },
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  const from = input.cursor ? decodeKeysetCursor(input.cursor) : null;
  await findVisibleProject(deps, input.projectId, input.viewer);
  const rows = await commentPage(deps.database.db, input.projectId, {
    limit: input.limit + 1,
    from,
  });
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return {
    items: items.map(toComment),
    nextCursor:
      rows.length > input.limit && last
        ? encodeKeysetCursor({ at: last.cursorAt, id: last.id })
        : null,
  };
}

export async function createComment(
  deps: Pick<Services, 'database' | 'realtime'>,
  input: { projectId: string; text: string; viewer: SignedIn },
): Promise<Comment> {
  // Whitespace, zero-width and other invisible characters alone are as blank as nothing.
  if (isBlankText(input.text)) throw validationError(COMMENT_EMPTY);
  const text = input.text.trim();
  return deps.database.db.transaction(async (tx) => {
    // Counting first locks the project row, so the count and the rows move together.
    const project = await countComment(tx, input.projectId, 1);
    if (!project || !projectVisibleTo(project, input.viewer)) throw projectNotFound();
    const row = await insertComment(tx, {
      projectId: input.projectId,
      userId: input.viewer.wallet,
      comment: text,
    });
    await announce(deps.realtime, tx, {
      type: 'created',
      projectId: row.projectId,
      commentId: row.id,
    });
    return toComment(row);
  });
}

/**
 * The author may delete their comment, and the admin anyone's (moderation: an audit-log row with the
 * comment as it was, in the same transaction). `viewer` is the session's, never a request parameter.
 */
export async function deleteComment(
  deps: Pick<Services, 'database' | 'realtime'>,
  input: { commentId: string; viewer: SignedIn },
): Promise<void> {
  const { wallet, isAdmin } = input.viewer;
  await deps.database.db.transaction(async (tx) => {
    const comment = await lockComment(tx, input.commentId);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    const isMine = comment.userId === wallet;
    if (!isMine && !isAdmin) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_COMMENT);
    await removeComment(tx, comment);
    if (!isMine) {
      await auditCommentDelete(tx, {
        adminWallet: wallet,
        action: COMMENT_DELETE_AUDIT_ACTION,
        comment,
      });
    }
    await countComment(tx, comment.projectId, -1);
    await announce(deps.realtime, tx, {
      type: 'deleted',
      projectId: comment.projectId,
      commentId: input.commentId,
    });
  });
}

/** Sent with the writer's transaction: viewers hear of the change only once it is committed. */
function announce(hub: RealtimeHub, tx: Transaction, event: CommentChangeEvent): Promise<void> {
  return hub.publish(commentsChannel(event.projectId), event, tx);
}
