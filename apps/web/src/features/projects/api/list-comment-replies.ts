// The replies to one top-level comment, oldest first, a page at a time; read only while the thread
// is open. The page's event stream (use-project-events) refetches it when one of its replies is
// added or deleted anywhere.
import type { CommentListResponse } from '@memetank/shared/api/comments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function listCommentReplies(
  projectId: string,
  parentId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentListResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(
    `/api/projects/${encodeURIComponent(projectId)}/comments/${encodeURIComponent(parentId)}/replies${query}`,
    { answer: 'commentList', signal },
  );
}

export function useCommentReplies(projectId: string, parentId: string, open: boolean) {
  return useInfiniteQuery({
    queryKey: projectQueryKeys.commentReplies(projectId, parentId),
    queryFn: ({ pageParam, signal }) => listCommentReplies(projectId, parentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: open,
  });
}
