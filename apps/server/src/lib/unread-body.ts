// What happens to a request body the server answered before reading to its end (a size limit, a
// wrong file, a refused upload, a rate limit), and to a request that arrives too slowly.
//
// Node parses the next request of a kept-alive connection only after the body before it has been
// read. A body left half-read (the upload route stops at the first byte over its limit) would
// leave that connection stuck, and the browser's next request on it unanswered. So an answer sent
// before the body ended either drains the rest, when the body is no larger than the route allows,
// or tells the client the connection closes after it (`connection: close`).
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The body a request declared (content-length), or null when it did not (chunked). */
function declaredLength(request: FastifyRequest): number | null {
  const value = request.headers['content-length'];
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function registerUnreadBodyHandling(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete) return done(null, payload);
    const declared = declaredLength(request);
    if (declared !== null && declared <= request.routeOptions.bodyLimit) {
      // Within what the route accepts anyway: read the rest into the void. Whoever stopped
      // reading (a multipart parser, a JSON parser) lets go of it first.
      raw.unpipe();
      raw.removeAllListeners('data');
      raw.resume();
      return done(null, payload);
    }
    // Larger than the route allows, or of unknown length: not worth reading.
    reply.header('connection', 'close');
    done(null, payload);
  });
}

export const REQUEST_TIMEOUT_CODE = 'REQUEST_TIMEOUT';
export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive. Please check your connection and try again.';

const timeoutBody = JSON.stringify({
  error: { code: REQUEST_TIMEOUT_CODE, message: REQUEST_TIMEOUT_MESSAGE },
});
const badRequestBody = JSON.stringify({
  error: { code: 'BAD_REQUEST', message: 'The request could not be read.' },
});

function rawAnswer(status: string, body: string): string {
  return (
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify's `clientErrorHandler`: Node's own refusals of a connection (the request did not arrive
 * within `requestTimeout`, a malformed request line) answered in the API's error shape, unless an
 * answer is already on its way there; the connection is then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawAnswer('408 Request Timeout', timeoutBody)
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? rawAnswer('431 Request Header Fields Too Large', badRequestBody)
          : rawAnswer('400 Bad Request', badRequestBody),
    );
  }
  socket.destroy(error);
}
