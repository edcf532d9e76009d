// The home list: approved projects searched, sorted and paged by the server, one cursor page at a
// time (GET /api/projects?q=&sort=&cursor=).
import type { ProjectListResponse, ProjectSort } from '@memetank/shared/api/projects';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useWallet } from '@/lib/wallet';

export interface ProjectListParams {
  /** Search text, already trimmed; empty for no search. */
  q: string;
  sort: ProjectSort;
}

/** Every cached list (any search, any sort), e.g. to update a project's likes in all of them. */
export const projectListsQueryKey = ['projects', 'list'] as const;

/**
 * One list per search, sort and viewer: the signed-in wallet is part of the key because the answer
 * says which projects it likes, so signing in or out loads the list again.
 */
export const projectListQueryKey = (params: ProjectListParams, viewer: string | null = null) =>
  [...projectListsQueryKey, { q: params.q, sort: params.sort, viewer }] as const;

export function listProjects(
  params: ProjectListParams & { cursor?: string | null; signal?: AbortSignal },
): Promise<ProjectListResponse> {
  const search = new URLSearchParams({ sort: params.sort });
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest<ProjectListResponse>(`/api/projects?${search.toString()}`, {
    signal: params.signal,
  });
}

export function useProjectList(params: ProjectListParams) {
  const { isSignedIn, publicKey } = useWallet();
  return useInfiniteQuery({
    queryKey: projectListQueryKey(params, isSignedIn ? publicKey : null),
    queryFn: ({ pageParam, signal }) => listProjects({ ...params, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A new search or sort keeps the current cards on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
