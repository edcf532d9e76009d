// One project as the detail page shows it. The like button updates this same query
// (projectQueryKeys.detail) when a like is toggled, and investments and the live stream update
// its funding.
import type { FundingChangeEvent } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateCachedProject } from '@/lib/project-cache';
import { projectQueryKeys } from '@/lib/query-keys';

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiRequest(`/api/projects/${encodeURIComponent(id)}`, {
    signal,
    answer: 'projectDetail',
  });
}

const projectQueryOptions = (id: string) => ({
  queryKey: projectQueryKeys.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getProject(id, signal),
  // A missing project stays missing: show "Project Not Found" at once instead of asking again.
  retry: false,
});

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}

/**
 * Starts loading a project before its page's code has arrived (the route asks on navigation), so
 * the two travel together instead of one after the other. The page's `useProject` picks it up.
 */
export function prefetchProject(queryClient: QueryClient, id: string): void {
  void loadProject(queryClient, id);
}

/** Loads a project into the cache, unless it is there and fresh; settles when it is (never rejects). */
export function loadProject(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.prefetchQuery(projectQueryOptions(id));
}

/**
 * Writes a project's new funding (raised, investors, campaign state) into every cached copy: its
 * detail page and the home lists, so the progress shows it without a reload.
 */
export function applyFundingChange(queryClient: QueryClient, funding: FundingChangeEvent) {
  updateCachedProject(queryClient, funding.projectId, {
    currentFunding: funding.currentFunding,
    investorCount: funding.investorCount,
    campaign: funding.campaign,
  });
}
