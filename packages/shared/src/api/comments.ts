// Comments on a project (newest first) and the server-sent events that announce their changes.
import { z } from 'zod';
import { CURSOR_MAX } from '../constants';
import { userText } from '../text';

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_PAGE_SIZE = 50;
export const COMMENT_PAGE_SIZE_MAX = 100;

export const commentSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** The author's wallet. */
  userId: z.string(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_SIZE_MAX).default(COMMENT_PAGE_SIZE),
  cursor: z.string().max(CURSOR_MAX).optional(),
});

export const commentListResponseSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

/** Why a comment is refused when it shows nothing: empty, whitespace or invisible characters only. */
export const COMMENT_EMPTY_MESSAGE = 'Comment cannot be empty';

/**
 * The server trims it and refuses a blank one (COMMENT_EMPTY_MESSAGE, `isBlankText`: whitespace,
 * zero-width and other invisible characters only) and one with a lone surrogate.
 */
export const createCommentRequestSchema = z.object({
  comment: userText(COMMENT_MAX_LENGTH),
});

export const commentParamsSchema = z.object({ id: z.uuid() });

/**
 * One event on GET /api/projects/:id/comments/stream: SSE `event: comment`, `data:` this JSON.
 * The browser refetches the list on any event (and after a reconnect).
 */
export const commentChangeEventSchema = z.object({
  type: z.enum(['created', 'deleted']),
  projectId: z.uuid(),
  commentId: z.uuid(),
});
export type CommentChangeEvent = z.infer<typeof commentChangeEventSchema>;
