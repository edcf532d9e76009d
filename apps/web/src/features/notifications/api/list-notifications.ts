// The signed-in wallet's notifications, newest first, a page at a time (GET /api/me/notifications,
// `nextCursor` for the next page), and the cache edits a mark-read makes to the pages held.
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationListResponse,
} from '@memetank/shared/api/notifications';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationQueryKeys } from '@/lib/query-keys';

export function listNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  const params = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/api/me/notifications?${params}`, { answer: 'notificationList', signal });
}

/** The list, loaded while `enabled` (the bell's panel is open). */
export function useNotifications(wallet: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.list(wallet),
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/**
 * Marks one notification (or, with `null`, every one) read in the pages held; returns how many of
 * them were unread.
 */
export function markCachedRead(
  queryClient: QueryClient,
  wallet: string,
  id: string | null,
): number {
  let changed = 0;
  queryClient.setQueryData<InfiniteData<NotificationListResponse, string | null>>(
    notificationQueryKeys.list(wallet),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => {
            if (item.read || (id !== null && item.id !== id)) return item;
            changed += 1;
            return { ...item, read: true };
          }),
        })),
      },
  );
  return changed;
}
