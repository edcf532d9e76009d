import { z as Zod } from 'zod';

export const solPriceResponseSchema = Zod.object({
  /** USD per SOL; null while no rate is known. */
  usd: Zod.number().nullable(),
  updatedAt: Zod.string().nullable(),
  /**
   * Present (true) only when `usd` is the server's fixed demo price (SOL_PRICE_USD, local chain
   * only) rather than a market price: every USD figure shown from it is labelled so.
   */
  fixed: Zod.literal(true)
    .optional()
    .describe(
      'true: a fixed demo price set by the operator (local chain only), not a market price',
    ),
});

export type SolPriceResponse = Zod.infer<typeof solPriceResponseSchema>;
