// A small server-sent events client for the realtime tests: reads a text/event-stream over real
// HTTP the way EventSource does and lets a test wait for the next event. It uses node:http on its
// own connection (fetch's pool opens spare connections that would hold a closing server open).
import { get, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Everything received so far, exactly as sent. */
  text(): string;
  /** Resolves with the next event named `name` (not yet returned), or fails after `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } }, resolve).on(
      'error',
      reject,
    );
  });
  let raw = '';
  const events: StreamEvent[] = [];
  let taken = 0;
  let wake = () => {};
  let isEnded = false;

  const ended = (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response) {
        const text = decoder.decode(chunk as Buffer, { stream: true });
        raw += text;
        pending += text;
        let end: number;
        while ((end = pending.indexOf('\n\n')) !== -1) {
          const event = parseBlock(pending.slice(0, end));
          pending = pending.slice(end + 2);
          if (event) events.push(event);
        }
        wake();
      }
    } catch {
      // Destroyed by close(), or the connection dropped.
    }
    isEnded = true;
    wake();
  })();

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    text: () => raw,
    ended,
    close: () => response.destroy(),
    async next(name, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        while (taken < events.length) {
          const event = events[taken++]!;
          if (event.event === name) return event;
        }
        if (isEnded) throw new Error(`stream ended before an "${name}" event: ${raw}`);
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms: ${raw}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}
