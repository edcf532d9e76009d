// A server-sent events response (text/event-stream) fed by a realtime hub channel: a `retry:`
// hint, a heartbeat comment, one event per published change, and cleanup when the client goes.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import type { RealtimeHub } from './hub';

/** How long the browser's EventSource waits before reconnecting. */
export const EVENT_STREAM_RETRY_MS = 2_000;
/** Under the idle timeouts of common proxies and load balancers (30-60 s). */
export const EVENT_STREAM_HEARTBEAT_MS = 20_000;
/** A client this far behind is not reading: drop it and let it reconnect. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live updates are open from your network. Close some tabs and try again.';

/**
 * Counts the event streams each client address holds open in this process, so one address cannot
 * exhaust the server's connections and memory. `open` throws 429 TOO_MANY_STREAMS past the limit
 * and gives back the function that releases the slot.
 */
export function createStreamLimiter(maxPerAddress: number) {
  const open = new Map<string, number>();
  return {
    open(address: string): () => void {
      const count = open.get(address) ?? 0;
      if (count >= maxPerAddress)
        throw new AppError(429, 'TOO_MANY_STREAMS', TOO_MANY_STREAMS_MESSAGE);
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}

export type StreamLimiter = ReturnType<typeof createStreamLimiter>;

/** A hub channel and the SSE event name its values are sent under. */
export interface StreamSource {
  channel: string;
  eventName: string;
}

/**
 * Answers the request with one event stream of every source's channel: each published value is
 * sent as `event: {eventName}` with its JSON as data. Return the reply from the route handler.
 * `endWhen`, when given, is called with the function that ends the stream (e.g. once its project
 * is hidden from the viewer) and gives back its own cleanup, run when the stream ends.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    hub: RealtimeHub;
    sources: StreamSource[];
    limiter: StreamLimiter;
    endWhen?: (end: () => void) => () => void;
  },
): FastifyReply {
  const release = options.limiter.open(request.ip);
  const stream = new PassThrough();
  let open = true;

  const write = (text: string) => {
    if (!open) return;
    stream.write(text);
    if (stream.writableLength > MAX_BUFFERED_BYTES) end();
  };
  const unsubscribes = options.sources.map((source) =>
    options.hub.subscribe(source.channel, {
      event: (data) => write(`event: ${source.eventName}\ndata: ${JSON.stringify(data)}\n\n`),
      // Events may have been missed: closing makes the browser reconnect and refetch.
      resync: () => end(),
      close: () => end(),
    }),
  );
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), EVENT_STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  let stopWatching = () => {};

  function end() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    release();
    for (const unsubscribe of unsubscribes) unsubscribe();
    stopWatching();
    stream.end();
  }
  if (options.endWhen) {
    stopWatching = options.endWhen(end);
    if (!open) stopWatching();
  }
  // The client went away (closed tab, dropped connection): the response closes before it ends.
  reply.raw.once('close', end);
  stream.once('close', end);

  write(`retry: ${EVENT_STREAM_RETRY_MS}\n: connected\n\n`);
  request.log.debug({ sources: options.sources }, 'event stream opened');
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
}
