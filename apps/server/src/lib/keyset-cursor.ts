// Keyset pages: a cursor names the last row of a page by its timestamp (as PostgreSQL printed it,
// to the microsecond) and its id, so the next page starts strictly after it whatever rows were
// added meanwhile. A cursor the server never made is refused with a 400, never left to fail the
// query with a 500 (docs/decisions/026, docs/decisions/040).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { validationError } from './errors';

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for "YYYY-MM-DDTHH:MM:SS[.ffffff]Z" naming a real UTC instant of the proleptic Gregorian
 * calendar that PostgreSQL uses: year 0001 to 9999 (there is no year 0), a day that exists in its
 * month (no Feb 30, no Feb 29 outside leap years), hours 0-23, minutes and seconds 0-59.
 */
export function isRealTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= monthDays && hour <= 23 && minute <= 59 && second <= 59;
}

/** A timestamp column as UTC text with PostgreSQL's microseconds (a JS Date would cut them to ms). */
export const exactTimestamp = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Where a page starts: strictly after the row with this exact timestamp and id. */
export interface KeysetPosition {
  /** The row's timestamp with microseconds, "2026-01-02T03:04:05.123456Z". */
  at: string;
  id: string;
}

const EXACT_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one refusal of a `{at}|{id}` cursor this list never wrote. */
export const invalidListCursor = () =>
  validationError('Invalid query.cursor: not a cursor from this list');

export const encodeKeysetCursor = (position: KeysetPosition): string =>
  Buffer.from(`${position.at}|${position.id}`).toString('base64url');

/**
 * A page from rows read with one more than `limit` (the extra row says a next page exists): the
 * first `limit` as items, and the cursor after the last of them, or null on the last page.
 */
export function keysetPage<Row extends { id: string; cursorAt: string }, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeKeysetCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** The position a `{at}|{id}` cursor names; a 400 for anything else. */
export function decodeKeysetCursor(cursor: string): KeysetPosition {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !EXACT_AT.test(at) || !isRealTimestamp(at) || !UUID.test(id)) {
    throw invalidListCursor();
  }
  return { at, id };
}

/** Rows strictly after `position` in (timestamp, id) descending order. */
export const afterPosition = (at: AnyPgColumn, id: AnyPgColumn, position: KeysetPosition): SQL =>
  sql`(${at}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;

/** Rows strictly after `position` in (timestamp, id) ascending order (oldest first). */
export const afterPositionAscending = (
  at: AnyPgColumn,
  id: AnyPgColumn,
  position: KeysetPosition,
): SQL => sql`(${at}, ${id}) > (${position.at}::timestamptz, ${position.id}::uuid)`;
