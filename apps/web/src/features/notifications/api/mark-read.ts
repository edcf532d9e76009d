// Marking one notification read (POST /api/me/notifications/:id/read) or all of them (POST
// /api/me/notifications/read-all). Both show as read at once and take the server's unread count;
// a failure reads the list and count again.
import type { UnreadCountResponse } from '@memetank/shared/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationQueryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { setCachedUnread } from './get-unread-count';
import { markCachedRead } from './list-notifications';

export const MARK_READ_FAILED = {
  title: 'Error',
  description: 'Failed to mark notifications as read. Please try again.',
  variant: 'destructive',
} as const;

export function markNotificationRead(id: string): Promise<UnreadCountResponse> {
  return apiRequest(`/api/me/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    answer: 'unreadCount',
  });
}

export function markAllNotificationsRead(): Promise<UnreadCountResponse> {
  return apiRequest('/api/me/notifications/read-all', { method: 'POST', answer: 'unreadCount' });
}

/** `mutate(id)` marks that notification read; `mutate(null)` marks them all. */
export function useMarkRead(wallet: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? markAllNotificationsRead() : markNotificationRead(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationQueryKeys.wallet(wallet) });
      const changed = markCachedRead(queryClient, wallet, id);
      const before = queryClient.getQueryData<UnreadCountResponse>(
        notificationQueryKeys.unread(wallet),
      );
      if (id === null) setCachedUnread(queryClient, wallet, 0);
      else if (before) setCachedUnread(queryClient, wallet, Math.max(0, before.unread - changed));
    },
    onSuccess: ({ unread }) => setCachedUnread(queryClient, wallet, unread),
    onError: (error) => {
      console.warn('Marking notifications read failed:', error);
      toast(MARK_READ_FAILED);
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.wallet(wallet) });
    },
  });
}
