// One server-sent events stream for as long as a component wants it: its named events handed to the
// caller, and a stream that drops kept open. The browser reconnects a dropped stream by itself; one
// the server ended (a restart answering 502, a lost session answering 401, a LISTEN reconnect that
// closed every stream) is opened again here after a growing pause, reset once a stream opens. Events
// sent while away are not replayed, so every opening after a drop tells the caller (`onReopen`) to
// read again what it may have missed. A new URL, or the component going away, closes the stream.
import { useEffect, useRef } from 'react';

/** The first pause before opening a stream the server ended, doubled each time up to the max. */
export const EVENTS_RETRY_MS = 2_000;
export const EVENTS_RETRY_MAX_MS = 60_000;

export interface EventSourceHandlers {
  /** By event name: called with the event's `data` (the JSON text the server sent). */
  events: Record<string, (data: unknown) => void>;
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
    const names = Object.keys(latest.current.events);

    const onEvent = (event: Event) => {
      latest.current.events[event.type]?.((event as MessageEvent).data);
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

    open();
    return () => {
      clearTimeout(retryTimer);
      close();
    };
  }, [url, key]);
}
