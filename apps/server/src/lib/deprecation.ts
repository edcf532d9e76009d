// The answer to a request that used a deprecated field or path (docs/api-changes.md lists them):
// the `Deprecation` header of RFC 9745, "@" and the time the alias was deprecated.
import type { FastifyReply } from 'fastify';

/** When the API's current deprecated aliases were deprecated: 2026-12-02T00:00:00Z. */
const DEPRECATED_AT_SECONDS = Date.UTC(2026, 11, 2) / 1000;

export function markDeprecated(reply: FastifyReply) {
  reply.header('deprecation', `@${DEPRECATED_AT_SECONDS}`);
}
