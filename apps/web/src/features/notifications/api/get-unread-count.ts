// How many of the signed-in wallet's notifications are unread (GET
// /api/me/notifications/unread-count): the bell's badge. Live events read it again.
import type { UnreadCountResponse } from '@memetank/shared/api/notifications';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationQueryKeys } from '@/lib/query-keys';

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return apiRequest('/api/me/notifications/unread-count', { signal, answer: 'unreadCount' });
}

export function useUnreadCount(wallet: string) {
  return useQuery({
    queryKey: notificationQueryKeys.unread(wallet),
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** Writes a count the server gave with another answer (a mark-read). */
export function setCachedUnread(queryClient: QueryClient, wallet: string, unread: number) {
  queryClient.setQueryData<UnreadCountResponse>(notificationQueryKeys.unread(wallet), { unread });
}
