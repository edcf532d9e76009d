// The zod schema of each server-sent event the web app listens to, by its SSE event name.
// useEventSource imports this module only in development and tests, as apiRequest does its answer
// schemas (docs/decisions/073-one-event-source-answers-checked.md): no production chunk holds it.
import { commentChangeEventSchema } from '@memetank/shared/api/comments';
import { fundingChangeEventSchema } from '@memetank/shared/api/investing';
import { notificationEventSchema } from '@memetank/shared/api/notifications';
import { updateChangeEventSchema } from '@memetank/shared/api/updates';

export const eventSchemas = {
  comment: commentChangeEventSchema,
  funding: fundingChangeEventSchema,
  notification: notificationEventSchema,
  update: updateChangeEventSchema,
};
