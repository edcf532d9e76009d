// Keeps the bell live on one server-sent events stream per signed-in wallet (GET /api/me/events):
// any `notification` event (created, read in another tab, removed) reads the unread count and the
// list again, and so does every reconnect, since events sent while away are not replayed. The
// browser reconnects a dropped stream by itself; one the server ended (a restart answering 502, a
// lost session answering 401) is opened again after a growing pause. Signing out closes it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationQueryKeys } from '@/lib/query-keys';

export const NOTIFICATION_EVENTS_PATH = '/api/me/events';
/** The first pause before opening a stream the server ended, doubled each time up to the max. */
export const EVENTS_RETRY_MS = 2_000;
export const EVENTS_RETRY_MAX_MS = 60_000;

/** Listens while `wallet` (the signed-in wallet) is set. */
export function useNotificationEvents(wallet: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (wallet === null || typeof EventSource === 'undefined') return;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.wallet(wallet) });
    };
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = EVENTS_RETRY_MS;
    let dropped = false;

    const onOpen = () => {
      if (dropped) refetch();
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
      source = new EventSource(NOTIFICATION_EVENTS_PATH);
      source.addEventListener('notification', refetch);
      source.addEventListener('open', onOpen);
      source.addEventListener('error', onError);
    }
    function close() {
      if (!source) return;
      source.removeEventListener('notification', refetch);
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
  }, [wallet, queryClient]);
}
