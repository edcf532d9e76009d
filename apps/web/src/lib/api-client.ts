// The one way the browser calls the API: JSON in and out, the session cookie sent along, and every
// failure turned into an ApiError carrying the server's `{ error: { code, message } }`. In
// development and tests an answer named by its schema (`answer`, lib/answer-schemas.ts) is parsed
// with it; a production build only casts it (docs/decisions/073-one-event-source-answers-checked.md).
import type { z as Zod } from 'zod';
import type { answerSchemas } from './answer-schemas';

/** The answers apiRequest can check, by name. */
export type AnswerName = keyof typeof answerSchemas;
type Answer<K extends AnswerName> = Zod.infer<(typeof answerSchemas)[K]>;

/** An answer that does not match its schema (only thrown in development and tests). */
export class AnswerShapeError extends Error {
  constructor(path: string, issue: string) {
    super(`The answer of ${path} does not match its schema: ${issue}`);
    this.name = 'AnswerShapeError';
  }
}

/** A failed API call: the HTTP status (0 when the server could not be reached), code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Whether answers are parsed with their schemas: in development and tests, not in production. */
const CHECKS_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls `path` (e.g. "/api/auth/session") and returns the parsed JSON body, or undefined for an
 * empty answer (204). Throws an ApiError for a 4xx/5xx, an unreadable answer or no connection.
 */
export function apiRequest<K extends AnswerName>(
  path: string,
  options: ApiRequestOptions & { answer: K },
): Promise<Answer<K>>;
export function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: ApiRequestOptions & { answer?: AnswerName } = {},
): Promise<unknown> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    // An abort is the caller's own doing (e.g. TanStack Query cancelling): pass it on unchanged.
    if (signal?.aborted) throw error;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const text = await response.text();
  const data = parseJson(text);

  if (!response.ok) {
    if (isErrorShape(data)) {
      throw new ApiError(response.status, data.error.code, data.error.message);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `HTTP error! status: ${response.status}`);
  }
  if (text === '') return undefined;
  if (data === undefined) {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an unreadable answer.');
  }
  if (CHECKS_ANSWERS && options.answer !== undefined) {
    const { answerSchemas } = await import('./answer-schemas');
    const parsed = answerSchemas[options.answer].safeParse(data);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new AnswerShapeError(
        path,
        issue
          ? `${issue.path.join('.') || '(the answer)'}: ${issue.message}`
          : parsed.error.message,
      );
    }
    return parsed.data;
  }
  return data;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Checked by hand rather than with the shared zod schema (apiErrorSchema): this module loads on
// every page, and the check alone is not worth pulling zod into the first page load.
function isErrorShape(data: unknown): data is { error: { code: string; message: string } } {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
