// The one error shape of the API ({ error: { code, message } }) and the handler that produces it.
// 5xx details are logged, never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);

/** The 400 of a request the schema let through that a rule refuses (`Invalid body.x: ...`). */
export const validationError = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

export const PROJECT_NOT_FOUND = 'Project not found';
/** The one answer for a project that is missing, deleted, or hidden from the viewer. */
export const projectNotFound = () => notFound(PROJECT_NOT_FOUND);

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

// SQLSTATEs of a database that is not there: class 08 (connection exception), 57P01-57P03
// (admin/crash shutdown, cannot connect now: stopping or starting), 53300 (too many connections);
// or that cannot answer in time: 57014 (statement cancelled by statement_timeout).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What `pg` and its pool throw without a code when the server goes away or a connection cannot be
// had in time (connectionTimeoutMillis).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
];

/**
 * True when `error` (or an error it wraps: drizzle's DrizzleQueryError keeps the driver's error
 * as `cause`) says the database cannot be reached, as opposed to a query that failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(({ code, message }) => {
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
  });
}

// SQLSTATEs 22021 (character_not_in_repertoire: NUL, invalid UTF-8) and 22P05 (untranslatable).
const UNSTORABLE_SQLSTATES = new Set(['22021', '22P05']);
const UNSTORABLE_MESSAGE = 'The request contains characters that cannot be stored (e.g. NUL).';

/** True when the database refused text of the request it cannot store (drizzle keeps it as `cause`). */
function isUnstorableText(error: unknown): boolean {
  return causeChain(error).some(
    ({ code }) => typeof code === 'string' && UNSTORABLE_SQLSTATES.has(code),
  );
}

/** `error` and the errors it wraps through `cause` (drizzle wraps the driver's), five at most. */
function causeChain(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown; cause?: unknown }[] = [];
  for (let current = error; chain.length < 5 && current && typeof current === 'object';) {
    const link = current as { code?: unknown; message?: unknown; cause?: unknown };
    chain.push(link);
    current = link.cause;
  }
  return chain;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first?.instancePath
      ? first.instancePath.replace(/^\//, '').replace(/\//g, '.')
      : '';
    const context = error.validationContext ?? 'request';
    const field = where ? `${context}.${where}` : context;
    return `Invalid ${field}: ${first?.message ?? 'invalid value'}`;
  }
  return error.message;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the URL is too long.',
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a malformed URL, a path parameter
 * over the length limit) answered in the one error shape instead of Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(error.statusCode ?? 400).send({
    error: { code: 'BAD_REQUEST', message: FRAMEWORK_MESSAGES[error.code] ?? error.message },
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_ERROR', message: describeValidation(error) } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    if (isUnstorableText(error)) {
      // Text PostgreSQL cannot hold (a NUL character, invalid UTF-8): the request's fault, and
      // the statement that met it wrote nothing.
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_ERROR', message: UNSTORABLE_MESSAGE } });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting. The pool reconnects by itself once it is
      // back; meanwhile say so quickly instead of a 500 (GET /api/health reports db "down").
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE } });
  });
}
