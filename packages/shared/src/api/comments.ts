// Comments on a project (newest first), their one-level threads of replies (oldest first) and the
// server-sent events that announce their changes.
import { z as Zod } from 'zod';
import { CURSOR_MAX } from '../constants';
import { userText } from '../user-text';

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 50;
export const COMMENT_PAGE_SIZE_MAX = 100;

export const commentSchema = Zod.object({
  id: Zod.uuid(),
  projectId: Zod.uuid(),
  /** The top-level comment this one replies to; null for a top-level comment. */
  parentId: Zod.uuid().nullable(),
  /** The author's wallet. */
  userId: Zod.string(),
  /** The author is the project's creator (the server decides; shown as a "Creator" badge). */
  isCreator: Zod.boolean(),
  comment: Zod.string(),
  createdAt: Zod.string(),
  /** How many replies a top-level comment has (always 0 for a reply). */
  replyCount: Zod.number().int().min(0),
});
export type Comment = Zod.infer<typeof commentSchema>;

export const commentListQuerySchema = Zod.object({
  limit: Zod.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE_MAX).default(COMMENT_PAGE_SIZE),
  cursor: Zod.string().max(CURSOR_MAX).optional(),
});

export const commentListResponseSchema = Zod.object({
  items: Zod.array(commentSchema),
  nextCursor: Zod.string().nullable(),
});
export type CommentListResponse = Zod.infer<typeof commentListResponseSchema>;

/** Why a comment is refused when it shows nothing: empty, whitespace or invisible characters only. */
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';

/**
 * The server trims it and refuses a blank one (COMMENT_EMPTY_MESSAGE, `isBlankText`: whitespace,
 * zero-width and other invisible characters only) and one with a lone surrogate.
 */
export const createCommentRequestSchema = Zod.object({
  comment: userText(COMMENT_MAX_LENGTH),
  /** Reply to this top-level comment of the same project (omitted or null: a top-level comment). */
  parentId: Zod.uuid().nullish(),
});

export const commentParamsSchema = Zod.object({ id: Zod.uuid() });

/** GET /api/projects/:id/comments/:commentId/replies */
export const commentRepliesParamsSchema = Zod.object({ id: Zod.uuid(), commentId: Zod.uuid() });

/** Why a reply to a reply is refused: a thread is one level deep. */
export const REPLY_TO_REPLY_MESSAGE = 'Replies are one level deep: reply to the top-level comment';
/** Why a reply is refused when its parent is missing, deleted or on another project. */
export const PARENT_COMMENT_NOT_FOUND_MESSAGE = 'The comment you are replying to was not found';

/**
 * One event on GET /api/projects/:id/events (and its deprecated alias /comments/stream): SSE
 * `event: comment`, `data:` this JSON.
 * `parentId` is null for a top-level comment; for a reply it names the thread, so the browser
 * refetches that thread and the top-level list (the parent's reply count). After a reconnect it
 * refetches everything.
 */
export const commentChangeEventSchema = Zod.object({
  type: Zod.enum(['created', 'deleted']),
  projectId: Zod.uuid(),
  commentId: Zod.uuid(),
  parentId: Zod.uuid().nullable(),
});
export type CommentChangeEvent = Zod.infer<typeof commentChangeEventSchema>;
