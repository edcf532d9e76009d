// The zod schema of each API answer the web client checks, by a name its call site gives
// (apiRequest's `answer`). apiRequest imports this module only in development and tests, so in a
// production build neither it nor the schemas (nor zod) are in any chunk: the answer is only cast.
import { unreadCountResponseSchema } from '@memetank/shared/api/notifications';
import { projectDetailSchema } from '@memetank/shared/api/projects';

export const answerSchemas = {
  projectDetail: projectDetailSchema,
  unreadCount: unreadCountResponseSchema,
};
