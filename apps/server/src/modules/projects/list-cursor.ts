// The home list's opaque cursor: where the previous page ended in its sort order (the sort key as
// PostgreSQL printed it, and the id that breaks ties), so the next page starts right after it
// whatever rows were added meanwhile (docs/decisions/026).
import { PROJECT_SORTS, type ProjectSort } from '@memetank/shared/api/projects';
import { z } from 'zod';
import { AppError } from '../../lib/errors';

/** Ending soon lists campaigns still running, then those that ended (docs/decisions/026). */
export type EndingSoonPhase = 'running' | 'ended';

export interface ListPosition {
  sort: ProjectSort;
  /** The last row's sort key: a timestamp, lamports or a trending score, as text. */
  key: string;
  id: string;
  /** Ending soon only: which part of the list, and the moment that split it at the first page. */
  phase?: EndingSoonPhase;
  cut?: string;
}

// Every key must be one PostgreSQL reads back (`::timestamptz`, `::bigint`, `::float8`): a key it
// refuses would fail the query, a 500, where a cursor the server never made deserves a 400.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;
const LAMPORTS = /^\d{1,19}$/;
const BIGINT_MAX = 9223372036854775807n;
const SCORE = /^-?(\d+)(?:\.(\d+))?(e[+-]?\d+)?$/i;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real UTC instant of the proleptic Gregorian calendar that PostgreSQL uses: year 0001 to 9999
 * (there is no year 0), a day that exists in its month (no Feb 30, no Feb 29 outside leap
 * years), hours 0-23, minutes and seconds 0-59.
 */
const isTimestamp = (value: string) => {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= monthDays && hour <= 23 && minute <= 59 && second <= 59;
};

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
  newest: isTimestamp,
  'ending-soon': isTimestamp,
  'most-funded': (key) => LAMPORTS.test(key) && BigInt(key) <= BIGINT_MAX,
  trending: isScore,
};

const cursorSchema = z.object({
  s: z.enum(PROJECT_SORTS),
  k: z.string().max(64),
  i: z.uuid(),
  p: z.enum(['running', 'ended']).optional(),
  t: z.string().max(64).optional(),
});

export const invalidCursor = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Invalid querystring.cursor: not a cursor of this list');

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
  const endingSoon = s === 'ending-soon';
  if (
    s !== sort ||
    !keyPattern[s](k) ||
    endingSoon !== (p !== undefined) ||
    endingSoon !== (t !== undefined) ||
    (t !== undefined && !isTimestamp(t))
  ) {
    throw invalidCursor();
  }
  return { sort: s, key: k, id: i, ...(p ? { phase: p } : {}), ...(t ? { cut: t } : {}) };
}
