// The one error shape every API route answers with on a 4xx or 5xx.
import { z as Zod } from 'zod';

export const apiErrorSchema = Zod.object({
  error: Zod.object({
    code: Zod.string(),
    message: Zod.string(),
  }),
});

export type ApiError = Zod.infer<typeof apiErrorSchema>;
