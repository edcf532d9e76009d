// Fields kept under the names they had before USDC campaigns (docs/api-changes.md): a client
// written against that API still finds them. Amounts were lamports then; a USDC campaign has none,
// so there the old field is null rather than a micro-USDC figure read as lamports.
import { z as Zod } from 'zod';
import type { Currency } from '../currency';

/** `<newName>` under its old `*Lamports` name: lamports in a SOL campaign, null in a USDC one. */
export const deprecatedLamports = (newName: string) =>
  Zod.string()
    .regex(/^\d+$/)
    .nullable()
    .meta({
      deprecated: true,
      description: `Deprecated: \`${newName}\` under its name before USDC campaigns; lamports in a SOL campaign, null in a USDC one.`,
    });

/** The value of a deprecated `*Lamports` field for an amount of `units` in `currency`. */
export const lamportsAlias = (units: string, currency: Currency): string | null =>
  currency === 'SOL' ? units : null;
