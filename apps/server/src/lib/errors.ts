// The one error shape of the API ({ error: { code, message } }) and the handler that produces it.
// 5xx details are logged, never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
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

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE } });
  });
}
