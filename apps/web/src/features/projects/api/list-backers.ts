// A project's backers (GET /api/projects/:id/investments): its confirmed investments, newest
// first, a page at a time. The page's event stream (use-project-events) refetches them on every
// `funding` event, so a new investment shows up live.
import type { BackersResponse } from '@memetank/shared/api/ledger';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function listBackers(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BackersResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/investments${query}`, {
    answer: 'backers',
    signal,
  });
}

export function useBackers(projectId: string) {
  return useInfiniteQuery({
    queryKey: projectQueryKeys.backers(projectId),
    queryFn: ({ pageParam, signal }) => listBackers(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
