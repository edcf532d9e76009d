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

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const LAMPORTS = /^\d{1,19}$/;
const SCORE = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

const isTimestamp = (value: string) => TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

const keyPattern: Record<ProjectSort, (key: string) => boolean> = {
  newest: isTimestamp,
  'ending-soon': isTimestamp,
  'most-funded': (key) => LAMPORTS.test(key),
  trending: (key) => SCORE.test(key) && Number.isFinite(Number(key)),
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
