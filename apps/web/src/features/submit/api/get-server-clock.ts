// GET /api/clock: the server clock's now, which the deadline window counts from. On the local
// chain the dev clock may run it days ahead of this browser's clock; deadlines pass by it.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

export const serverClockQueryKey = ['server-clock'] as const;

/** How far the server's clock runs ahead of this browser's, in ms (the request's midpoint). */
export async function getServerClockOffset(signal?: AbortSignal): Promise<number> {
  const sentAt = Date.now();
  const { now } = await apiRequest('/api/clock', { answer: 'serverClock', signal });
  const receivedAt = Date.now();
  return Date.parse(now) - (sentAt + receivedAt) / 2;
}

/**
 * The server's now, read when asked. Until the server answers (or if it cannot) it is this
 * browser's own: the server checks the window again on submit.
 */
export function useServerNow(): { now: () => Date; known: boolean } {
  const { data: offset } = useQuery({
    queryKey: serverClockQueryKey,
    queryFn: ({ signal }) => getServerClockOffset(signal),
    staleTime: 60_000,
    retry: false,
  });
  const now = useCallback(() => new Date(Date.now() + (offset ?? 0)), [offset]);
  return { now, known: offset !== undefined };
}
