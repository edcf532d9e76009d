// Keeps the bell live on one server-sent events stream per signed-in wallet (GET /api/me/events):
// any `notification` event (created, read in another tab, removed) reads the unread count and the
// list again, and so does every reopening after a drop, since events sent while away are not
// replayed. A stream the server ended is opened again after a growing pause (useEventSource).
// Signing out closes it.
import { useQueryClient } from '@tanstack/react-query';
import { notificationQueryKeys } from '@/lib/query-keys';
import { useEventSource } from '@/lib/use-event-source';

export const NOTIFICATION_EVENTS_PATH = '/api/me/events';

/** Listens while `wallet` (the signed-in wallet) is set. */
export function useNotificationEvents(wallet: string | null) {
  const queryClient = useQueryClient();
  const refetch = () => {
    if (wallet === null) return;
    void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.wallet(wallet) });
  };
  // Another wallet signing in opens its own stream (the session cookie names the wallet).
  useEventSource(
    wallet === null ? null : NOTIFICATION_EVENTS_PATH,
    { events: { notification: refetch }, onReopen: refetch },
    wallet ?? undefined,
  );
}
