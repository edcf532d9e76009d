// Answers serialized once and kept (the answer caches, docs/decisions/038 and 053) go out as the
// bytes they are: Fastify sends a Buffer without serializing or validating it again.
import type { FastifyReply } from 'fastify';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends `body`, JSON already checked against the route's response schema when it was made. The
 * reply is taken as `unknown`: a route's typed reply only accepts its schema's object.
 */
export function sendSerialized(reply: unknown, body: Buffer): FastifyReply {
  return (reply as FastifyReply).type(JSON_CONTENT_TYPE).send(body);
}
