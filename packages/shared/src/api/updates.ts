// Creator updates on a project (newest first), what posting one takes, and the server-sent event
// that announces each change on the project's stream (GET /api/projects/:id/events).
import { z as Zod } from 'zod';
import { CURSOR_MAX } from '../constants';
import { userText } from '../user-text';

export const UPDATE_TITLE_MAX_LENGTH = 120;
export const UPDATE_BODY_MAX_LENGTH = 5000;
export const UPDATE_PAGE_SIZE = 10;
export const UPDATE_PAGE_SIZE_MAX = 50;
/** Longer than any path POST /api/uploads gives ("/uploads/project-logo-{13 digits}-{8 hex}.webp"). */
export const UPDATE_IMAGE_MAX_LENGTH = 200;

export const projectUpdateSchema = Zod.object({
  id: Zod.uuid(),
  projectId: Zod.uuid(),
  /** The wallet that posted it: the project's creator. */
  authorWallet: Zod.string(),
  title: Zod.string(),
  /** Plain text, line breaks kept; never HTML. */
  body: Zod.string(),
  /** An image uploaded with POST /api/uploads (kind logo), e.g. "/uploads/project-logo-1732270000000.png". */
  image: Zod.string().nullable(),
  createdAt: Zod.string(),
});
export type ProjectUpdate = Zod.infer<typeof projectUpdateSchema>;

export const updateListQuerySchema = Zod.object({
  limit: Zod.coerce.number().int().min(1).max(UPDATE_PAGE_SIZE_MAX).default(UPDATE_PAGE_SIZE),
  cursor: Zod.string().max(CURSOR_MAX).optional(),
});

export const updateListResponseSchema = Zod.object({
  items: Zod.array(projectUpdateSchema),
  /** How many updates the project has in all (the tab's count). */
  total: Zod.number().int(),
  nextCursor: Zod.string().nullable(),
});
export type UpdateListResponse = Zod.infer<typeof updateListResponseSchema>;

/**
 * Title 1..120 and text 1..5000 characters once trimmed (blank, invisible characters only, is
 * refused: UPDATE_MESSAGES.titleEmpty / bodyEmpty); `image`, when sent, a path POST /api/uploads
 * returned for an image that is still stored (UPDATE_MESSAGES.invalidImage otherwise).
 */
export const createUpdateRequestSchema = Zod.object({
  title: userText(UPDATE_TITLE_MAX_LENGTH),
  body: userText(UPDATE_BODY_MAX_LENGTH),
  image: Zod.string().max(UPDATE_IMAGE_MAX_LENGTH).nullable().optional(),
});
export type CreateUpdateRequest = Zod.infer<typeof createUpdateRequestSchema>;

export const updateParamsSchema = Zod.object({ id: Zod.uuid() });
export const updateItemParamsSchema = Zod.object({ id: Zod.uuid(), updateId: Zod.uuid() });

/** What the server answers when it refuses an update (the standard error shape's `message`). */
export const UPDATE_MESSAGES = {
  titleEmpty: 'Update title cannot be empty',
  bodyEmpty: 'Update text cannot be empty',
  invalidImage: 'The image must be one uploaded here (Upload an image and try again)',
  notApproved: 'Updates can be posted once the project is approved',
  notCreator: 'Only the creator of this project can post updates',
  notYours: 'Only the creator of this project or the admin can delete its updates',
  notFound: 'Update not found',
} as const;

/**
 * One event on GET /api/projects/:id/events: SSE `event: update`, `data:` this JSON. The browser
 * refetches the updates on any event (and after a reconnect).
 */
export const updateChangeEventSchema = Zod.object({
  type: Zod.enum(['created', 'deleted']),
  projectId: Zod.uuid(),
  updateId: Zod.uuid(),
});
export type UpdateChangeEvent = Zod.infer<typeof updateChangeEventSchema>;
