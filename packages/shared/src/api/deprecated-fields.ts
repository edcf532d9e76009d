// Fields kept under the names they had before USDC campaigns (docs/api-changes.md): a client
// written against that API still finds them. Amounts were lamports then; a USDC campaign has none,
// so there the old field is null rather than a micro-USDC figure read as lamports.
import { z as Zod } from 'zod';
import type { Currency } from '../currency';

/**
 * A `*Units` field under its old `*Lamports` name: lamports in a SOL campaign, null in a USDC one.
 * One schema built from Zod alone, so the web's bundler can drop it where it is not used
 * (apps/web/vite-tree-shaking.ts); a function returning it would keep zod in every page.
 */
export const deprecatedLamports = Zod.string().regex(/^\d+$/).nullable().meta({
  deprecated: true,
  description:
    'Deprecated: the `*Units` field beside it under its name before USDC campaigns; lamports in a SOL campaign, null in a USDC one.',
});

/** The value of a deprecated `*Lamports` field for an amount of `units` in `currency`. */
export const lamportsAlias = (units: string, currency: Currency): string | null =>
  currency === 'SOL' ? units : null;
