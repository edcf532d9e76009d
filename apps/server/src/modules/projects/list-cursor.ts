// The home list's opaque cursor: where the previous page ended in its sort order (the sort key as
// PostgreSQL printed it, and the id that breaks ties), so the next page starts right after it
// whatever rows were added meanwhile (docs/decisions/026).
import { PROJECT_SORTS, type ProjectSort } from '@memetank/shared/api/projects';
import { z } from 'zod';
import { validationError } from '../../lib/errors';
import { isRealTimestamp } from '../../lib/keyset-cursor';

/**
 * Trending and ending soon list the campaigns still open (deadline ahead) first, then those that
 * ended (docs/decisions/026): each part is its own range of the sort's index.
 */
export type ListPhase = 'running' | 'ended';

/** The sorts that list open campaigns first. */
export const isPhasedSort = (sort: ProjectSort): sort is 'trending' | 'ending-soon' =>
  sort === 'trending' || sort === 'ending-soon';

export interface ListPosition {
  sort: ProjectSort;
  /** The last row's sort key: a timestamp, currency and funding, or a trending score, as text. */
  key: string;
  id: string;
  /**
   * Phased sorts only: which part of the list, and the moment that split open from ended
   * campaigns at the first page (kept for every later page, so paging stays exact).
   */
  phase?: ListPhase;
  cut?: string;
}

// Every key must be one PostgreSQL reads back (`::timestamptz`, `::bigint`, `::float8`): a key it
// refuses would fail the query, a 500, where a cursor the server never made deserves a 400.
/** Most funded: the currency and the funding in its base units, "USDC:906000000". */
const FUNDING_KEY = /^(SOL|USDC):\d{1,19}$/;
const BIGINT_MAX = 9223372036854775807n;
const SCORE = /^-?(\d+)(?:\.(\d+))?(e[+-]?\d+)?$/i;

/** float8 text that neither overflows to infinity nor underflows to 0 (both refused by PostgreSQL). */
const isScore = (value: string) => {
  const match = SCORE.exec(value);
  if (!match) return false;
  const number = Number(value);
  if (!Number.isFinite(number)) return false;
  const digits = `${match[1]}${match[2] ?? ''}`;
  return number !== 0 || /^0+$/.test(digits);
};

const keyPattern: Record<ProjectSort, (key: string) => boolean> = {
  newest: isRealTimestamp,
  'ending-soon': isRealTimestamp,
  'most-funded': (key) => FUNDING_KEY.test(key) && BigInt(fundingKey(key).units) <= BIGINT_MAX,
  trending: isScore,
};

/** A most-funded key's parts (one FUNDING_KEY matched). */
export function fundingKey(key: string): { currency: string; units: string } {
  const [currency = '', units = ''] = key.split(':');
  return { currency, units };
}

const cursorSchema = z.object({
  s: z.enum(PROJECT_SORTS),
  k: z.string().max(64),
  i: z.uuid(),
  p: z.enum(['running', 'ended']).optional(),
  t: z.string().max(64).optional(),
});

export const invalidCursor = () =>
  validationError('Invalid querystring.cursor: not a cursor of this list');

export function encodeCursor(position: ListPosition): string {
  const payload: z.infer<typeof cursorSchema> = {
    s: position.sort,
    k: position.key,
    i: position.id,
    ...(position.phase ? { p: position.phase } : {}),
    ...(position.cut ? { t: position.cut } : {}),
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The position a cursor names; a 400 in the API's error shape for anything else. */
export function decodeCursor(cursor: string, sort: ProjectSort): ListPosition {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const parsed = cursorSchema.safeParse(payload);
  if (!parsed.success) throw invalidCursor();
  const { s, k, i, p, t } = parsed.data;
  const phased = p !== undefined;
  // A trending cursor without a phase was written before trending listed open campaigns first:
  // it goes on in the open part (the list service splits it at the time of the request).
  if (
    s !== sort ||
    !keyPattern[s](k) ||
    phased !== (t !== undefined) ||
    (phased && !isPhasedSort(s)) ||
    (!phased && s === 'ending-soon') ||
    (t !== undefined && !isRealTimestamp(t))
  ) {
    throw invalidCursor();
  }
  return { sort: s, key: k, id: i, ...(p ? { phase: p } : {}), ...(t ? { cut: t } : {}) };
}
