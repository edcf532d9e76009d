// A project's top-level comments, newest first, a page at a time, each with its reply count. The
// page's event stream (use-project-events) refetches this list whenever a comment or reply is
// added or deleted anywhere.
import type { CommentListResponse } from '@memetank/shared/api/comments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function listComments(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentListResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/comments${query}`, {
    answer: 'commentList',
    signal,
  });
}

export function useComments(projectId: string) {
  return useInfiniteQuery({
    queryKey: projectQueryKeys.comments(projectId),
    queryFn: ({ pageParam, signal }) => listComments(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
