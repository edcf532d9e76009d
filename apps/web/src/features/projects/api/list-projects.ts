// The home list: approved projects searched, sorted and paged by the server, one cursor page at a
// time (GET /api/projects?q=&sort=&cursor=).
import type { ProjectListResponse } from '@memetank/shared/api/projects';
import type { ProjectSort } from '@memetank/shared/constants';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';
import { useWallet } from '@/lib/wallet';

export interface ProjectListParams {
  /** Search text, already trimmed; empty for no search. */
  q: string;
  sort: ProjectSort;
}

export function listProjects(
  params: ProjectListParams & { cursor?: string | null; signal?: AbortSignal },
): Promise<ProjectListResponse> {
  const search = new URLSearchParams({ sort: params.sort });
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest(`/api/projects?${search.toString()}`, {
    answer: 'projectList',
    signal: params.signal,
  });
}

export function useProjectList(params: ProjectListParams) {
  const { isSignedIn, publicKey } = useWallet();
  return useInfiniteQuery({
    queryKey: projectQueryKeys.list(params, isSignedIn ? publicKey : null),
    queryFn: ({ pageParam, signal }) => listProjects({ ...params, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A new search or sort keeps the current cards on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
