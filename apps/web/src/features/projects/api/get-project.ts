// One project as the detail page shows it. The like button updates this same query
// (['projects', id]) when a like is toggled, and investments and the live stream update its funding.
import type { FundingChangeEvent } from '@memetank/shared/api/investing';
import type {
  ProjectDetail,
  ProjectListResponse,
  ProjectSummary,
} from '@memetank/shared/api/projects';
import { useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectListsQueryKey } from './list-projects';

export const projectQueryKey = (id: string) => ['projects', id] as const;

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiRequest<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectQueryKey(id),
    queryFn: ({ signal }) => getProject(id, signal),
    // A missing project stays missing: show "Project Not Found" at once instead of asking again.
    retry: false,
  });
}

/**
 * Writes a project's new funding (raised, investors, campaign state) into every cached copy: its
 * detail page and the home lists, so the progress shows it without a reload.
 */
export function applyFundingChange(queryClient: QueryClient, funding: FundingChangeEvent) {
  const update = <T extends ProjectSummary>(project: T): T =>
    project.id === funding.projectId
      ? {
          ...project,
          currentFunding: funding.currentFunding,
          investorCount: funding.investorCount,
          campaign: funding.campaign,
        }
      : project;
  queryClient.setQueryData<ProjectDetail>(projectQueryKey(funding.projectId), (detail) =>
    detail ? update(detail) : detail,
  );
  queryClient.setQueriesData<InfiniteData<ProjectListResponse>>(
    { queryKey: projectListsQueryKey },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({ ...page, items: page.items.map(update) })),
      },
  );
}
