import { z } from 'zod';

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  db: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
  }),
  chain: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['local', 'rpc']),
  }),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
