// A project's creator updates, newest first, a page at a time, with their total (the tab's count).
// The page's event stream (use-project-events) refetches them whenever one is posted or deleted.
import type { UpdateListResponse } from '@memetank/shared/api/updates';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function listUpdates(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UpdateListResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/updates${query}`, {
    answer: 'updateList',
    signal,
  });
}

export function useUpdates(projectId: string) {
  return useInfiniteQuery({
    queryKey: projectQueryKeys.updates(projectId),
    queryFn: ({ pageParam, signal }) => listUpdates(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
