// Comments on a project: who may read and write them, the newest-first keyset page of top-level
// comments with their reply counts, the oldest-first page of a thread's replies (one level deep),
// and the writes that keep projects.comments_count equal to the rows (replies included) and
// announce each change on commit. The admin may delete anyone's comment or reply (moderation),
// recorded in the admin audit log. Deleting a top-level comment deletes its replies
// (docs/decisions/049-threaded-replies.md). A reply notifies the author of its parent (withdrawn
// when the reply goes).
import {
  commentListResponseSchema,
  COMMENT_EMPTY_MESSAGE,
  PARENT_COMMENT_NOT_FOUND_MESSAGE,
  REPLY_TO_REPLY_MESSAGE,
  type Comment,
  type CommentChangeEvent,
} from '@memetank/shared/api/comments';
import { REPLY_EXCERPT_LENGTH } from '@memetank/shared/api/notifications';
import { isBlankText } from '@memetank/shared/text';
import type { Services } from '../../app-types';
import { AppError, notFound, projectNotFound, validationError } from '../../lib/errors';
import { decodeKeysetCursor, keysetPage, type KeysetPosition } from '../../lib/keyset-cursor';
import { notificationKeys, notify, withdrawNotifications } from '../../notifications/notify';
import { visibleAnswer } from '../../projects/answer-cache';
import { findProjectRow, projectVisibleTo, type ProjectViewer } from '../../projects/visibility';
import { commentsChannel } from '../../realtime/channels';
import type { RealtimeHub } from '../../realtime/hub';
import {
  auditCommentDelete,
  commentPage,
  commentProjectId,
  countComment,
  findComment,
  insertComment,
  lockComment,
  lockProject,
  removeComment,
  replyCounts,
  replyIdsOf,
  replyPage,
  toComment,
  type Transaction,
} from './queries';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_EMPTY = COMMENT_EMPTY_MESSAGE;
export const NOT_YOUR_COMMENT = 'You can only delete your own comments.';

/**
 * The audit-log action of the admin deleting someone else's comment or reply (moderation): the
 * entry names the comment's project, `before` is `{ comment }` and `after` is null.
 */
export const COMMENT_DELETE_AUDIT_ACTION = 'comment_delete';

type SignedIn = ProjectViewer & { wallet: string };
type Page = { items: Comment[]; nextCursor: string | null };
type PageInput = { limit: number; cursor?: string | undefined };

const startOf = (input: PageInput): KeysetPosition | null =>
  input.cursor ? decodeKeysetCursor(input.cursor) : null;

/** The project as a cached answer records it: whom the visibility rule lets see its comments. */
const projectOf = (row: { status: string; creatorWallet: string }) => ({
  status: row.status,
  creatorWallet: row.creatorWallet,
});

const serialized = (page: Page) =>
  Buffer.from(JSON.stringify(commentListResponseSchema.parse(page)));

/**
 * A page of the project's top-level comments, newest first, each with its reply count, when the
 * viewer may see the project; serialized, and kept in the answer cache (no field of it depends on
 * who asks). A cursor this list never wrote (including a date PostgreSQL cannot read) is a 400.
 */
export async function listComments(
  deps: Pick<Services, 'database' | 'answerCaches'>,
  input: PageInput & { projectId: string; viewer: ProjectViewer },
): Promise<Buffer> {
  const from = startOf(input);
  const key = ['comments', input.projectId, input.limit, input.cursor ?? ''].join('\n');
  const answer = await visibleAnswer(deps.answerCaches.comments, key, input.viewer, async () => {
    const { db } = deps.database;
    const project = await findProjectRow(deps, input.projectId);
    if (!project) return null;
    const rows = await commentPage(db, input.projectId, { limit: input.limit + 1, from });
    const counts = await replyCounts(
      db,
      rows.slice(0, input.limit).map((row) => row.id),
    );
    const page = keysetPage(rows, input.limit, (row) =>
      toComment(row, {
        creatorWallet: project.creatorWallet,
        replyCount: counts.get(row.id) ?? 0,
      }),
    );
    return { project: projectOf(project), body: serialized(page) };
  });
  return answer.body;
}

/**
 * A page of the replies to one top-level comment of the project, oldest first (a thread reads
 * downwards), serialized and cached like the comments. A missing comment, or one of another
 * project, is a 404.
 */
export async function listReplies(
  deps: Pick<Services, 'database' | 'answerCaches'>,
  input: PageInput & { projectId: string; commentId: string; viewer: ProjectViewer },
): Promise<Buffer> {
  const from = startOf(input);
  const key = ['replies', input.projectId, input.commentId, input.limit, input.cursor ?? ''];
  const answer = await visibleAnswer(
    deps.answerCaches.comments,
    key.join('\n'),
    input.viewer,
    async () => {
      const { db } = deps.database;
      const project = await findProjectRow(deps, input.projectId);
      if (!project) return null;
      // A hidden project's missing comment is answered as the project: not found.
      if (!projectVisibleTo(project, input.viewer)) throw projectNotFound();
      const parent = await findComment(db, input.projectId, input.commentId);
      if (!parent) throw notFound(COMMENT_NOT_FOUND);
      const rows = await replyPage(db, parent.id, { limit: input.limit + 1, from });
      const page = keysetPage(rows, input.limit, (row) =>
        toComment(row, { creatorWallet: project.creatorWallet, replyCount: 0 }),
      );
      return { project: projectOf(project), body: serialized(page) };
    },
  );
  return answer.body;
}

/**
 * A top-level comment, or with `parentId` a reply to a top-level comment of the same project. A
 * reply to a reply is a 400 (threads are one level deep); a parent that is missing, deleted or on
 * another project is a 404. Nothing is written when either is refused.
 */
export async function createComment(
  deps: Pick<Services, 'database' | 'realtime'>,
  input: { projectId: string; parentId?: string | null; text: string; viewer: SignedIn },
): Promise<Comment> {
  // Whitespace, zero-width and other invisible characters alone are as blank as nothing.
  if (isBlankText(input.text)) throw validationError(COMMENT_EMPTY);
  const text = input.text.trim();
  const parentId = input.parentId ?? null;
  return deps.database.db.transaction(async (tx) => {
    // Counting first locks the project row, so the count and the rows move together, and a parent
    // cannot be deleted between the check below and the insert.
    const project = await countComment(tx, input.projectId, 1);
    if (!project || !projectVisibleTo(project, input.viewer)) throw projectNotFound();
    const parent = parentId === null ? null : await findComment(tx, input.projectId, parentId);
    if (parent === undefined) throw notFound(PARENT_COMMENT_NOT_FOUND_MESSAGE);
    if (parent && parent.parentId !== null) throw validationError(REPLY_TO_REPLY_MESSAGE);
    const row = await insertComment(tx, {
      projectId: input.projectId,
      parentId,
      userId: input.viewer.wallet,
      comment: text,
    });
    await announce(deps.realtime, tx, {
      type: 'created',
      projectId: row.projectId,
      commentId: row.id,
      parentId: row.parentId,
    });
    if (parent && parent.userId !== row.userId) {
      await notify(deps.realtime, tx, [
        {
          wallet: parent.userId,
          projectId: row.projectId,
          dedupeKey: notificationKeys.reply(row.id),
          sender: row.userId,
          data: {
            kind: 'comment_reply',
            commentId: row.id,
            parentId: parent.id,
            authorWallet: row.userId,
            excerpt: excerpt(row.comment),
          },
        },
      ]);
    }
    return toComment(row, { creatorWallet: project.creatorWallet, replyCount: 0 });
  });
}

/**
 * The author may delete their comment or reply, and the admin anyone's (moderation: an audit-log
 * row with the comment as it was, in the same transaction). A top-level comment's replies go with
 * it, and the project's count drops by all of them. `viewer` is the session's, never a request
 * parameter.
 */
export async function deleteComment(
  deps: Pick<Services, 'database' | 'realtime'>,
  input: { commentId: string; viewer: SignedIn },
): Promise<void> {
  const { wallet, isAdmin } = input.viewer;
  await deps.database.db.transaction(async (tx) => {
    // The project's row is locked before the comment's, in the order a new reply takes them (a
    // reply's foreign key locks its parent), so a reply and its parent's delete cannot deadlock.
    const projectId = await commentProjectId(tx, input.commentId);
    const project = projectId === undefined ? undefined : await lockProject(tx, projectId);
    const comment = project ? await lockComment(tx, input.commentId) : undefined;
    if (!project || !comment) throw notFound(COMMENT_NOT_FOUND);
    const isMine = comment.userId === wallet;
    if (!isMine && !isAdmin) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_COMMENT);
    const replyIds = await replyIdsOf(tx, comment.id);
    await removeComment(tx, comment);
    // Its reply notifications, and those of the replies deleted with it.
    await withdrawNotifications(
      deps.realtime,
      tx,
      [comment.id, ...replyIds].map(notificationKeys.reply),
    );
    if (!isMine) {
      await auditCommentDelete(tx, {
        adminWallet: wallet,
        action: COMMENT_DELETE_AUDIT_ACTION,
        comment: toComment(comment, {
          creatorWallet: project.creatorWallet,
          replyCount: replyIds.length,
        }),
      });
    }
    await countComment(tx, comment.projectId, -(1 + replyIds.length));
    await announce(deps.realtime, tx, {
      type: 'deleted',
      projectId: comment.projectId,
      commentId: comment.id,
      parentId: comment.parentId,
    });
  });
}

/** The start of a reply as its notification quotes it: whole words, an ellipsis when cut. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= REPLY_EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, REPLY_EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > REPLY_EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Sent with the writer's transaction: viewers hear of the change only once it is committed. */
function announce(hub: RealtimeHub, tx: Transaction, event: CommentChangeEvent): Promise<void> {
  return hub.publish(commentsChannel(event.projectId), event, tx);
}
