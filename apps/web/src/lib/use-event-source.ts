// One server-sent events stream for as long as a component wants it: its named events handed to the
// caller, and a stream that drops kept open. The browser reconnects a dropped stream by itself; one
// the server ended (a restart answering 502, a lost session answering 401, a LISTEN reconnect that
// closed every stream) is opened again here after a growing pause, reset once a stream opens. Events
// sent while away are not replayed, so every opening after a drop tells the caller (`onReopen`) to
// read again what it may have missed. A new URL, or the component going away, closes the stream.
// Each event's data is JSON: in development and tests it is parsed with its zod schema
// (lib/event-schemas.ts) and one that does not match is reported and not handed on; a production
// build only casts it (docs/decisions/073-one-event-source-answers-checked.md).
import { useEffect, useRef } from 'react';
import type { z as Zod } from 'zod';
import type { eventSchemas as EventSchemas } from './event-schemas';

/** The events a stream can hand on, by their SSE names. */
export type EventName = keyof typeof EventSchemas;
export type EventPayload<K extends EventName> = Zod.infer<(typeof EventSchemas)[K]>;

/** An event whose data does not match its schema (only reported in development and tests). */
export class EventShapeError extends Error {
  constructor(name: string, issue: string) {
    super(`The ${name} event does not match its schema: ${issue}`);
    this.name = 'EventShapeError';
  }
}

/** Whether events are parsed with their schemas: in development and tests, not in production. */
const CHECKS_EVENTS = import.meta.env.DEV || import.meta.env.MODE === 'test';

let schemas: typeof EventSchemas | undefined;
/** Settles once the event schemas are loaded (at once in production, which has none). */
export const eventChecksReady: Promise<void> = CHECKS_EVENTS
  ? import('./event-schemas').then((module) => {
      schemas = module.eventSchemas;
    })
  : Promise.resolve();

/** The event's payload, or undefined (reported in development and tests) when it is malformed. */
function readEvent(name: EventName, data: unknown): unknown {
  let value: unknown;
  try {
    value = JSON.parse(String(data));
  } catch {
    if (CHECKS_EVENTS) console.error(new EventShapeError(name, '(the data): not JSON'));
    return undefined;
  }
  if (!schemas) return value;
  const parsed = schemas[name].safeParse(value);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  console.error(
    new EventShapeError(
      name,
      issue ? `${issue.path.join('.') || '(the data)'}: ${issue.message}` : parsed.error.message,
    ),
  );
  return undefined;
}

/** The first pause before opening a stream the server ended, doubled each time up to the max. */
export const EVENTS_RETRY_MS = 2_000;
export const EVENTS_RETRY_MAX_MS = 60_000;

export interface EventSourceHandlers {
  /** By event name: called with the event's payload (the JSON the server sent, parsed). */
  events: { [K in EventName]?: (event: EventPayload<K>) => void };
  /** The stream opened again after a drop. */
  onReopen?: () => void;
}

/**
 * Listens on `url` while it is set. The handlers may change between renders; the latest are called.
 * A new `key` opens a new stream on the same URL (another wallet's session, say).
 */
export function useEventSource(
  url: string | null,
  handlers: EventSourceHandlers,
  key?: string,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const streamUrl = url;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = EVENTS_RETRY_MS;
    let dropped = false;
    let stopped = false;
    const names = Object.keys(latest.current.events) as EventName[];

    const onEvent = (event: Event) => {
      const name = event.type as EventName;
      const handle = latest.current.events[name] as ((payload: unknown) => void) | undefined;
      if (!handle) return;
      const payload = readEvent(name, (event as MessageEvent).data);
      if (payload !== undefined) handle(payload);
    };
    const onOpen = () => {
      if (dropped) latest.current.onReopen?.();
      dropped = false;
      retryMs = EVENTS_RETRY_MS;
    };
    const onError = () => {
      dropped = true;
      if (source?.readyState !== EventSource.CLOSED) return;
      close();
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, EVENTS_RETRY_MAX_MS);
    };
    function open() {
      source = new EventSource(streamUrl);
      for (const name of names) source.addEventListener(name, onEvent);
      source.addEventListener('open', onOpen);
      source.addEventListener('error', onError);
    }
    function close() {
      if (!source) return;
      for (const name of names) source.removeEventListener(name, onEvent);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
      source = null;
    }

    // In development and tests the stream opens once its events can be checked.
    if (schemas || !CHECKS_EVENTS) open();
    else void eventChecksReady.then(() => !stopped && open());
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      close();
    };
  }, [url, key]);
}
