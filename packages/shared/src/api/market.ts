import { z } from 'zod';

export const solPriceResponseSchema = z.object({
  /** USD per SOL; null while no rate is known. */
  usd: z.number().nullable(),
  updatedAt: z.string().nullable(),
});

export type SolPriceResponse = z.infer<typeof solPriceResponseSchema>;
