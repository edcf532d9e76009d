// Up to 8 random other approved projects for "More Projects to Explore".
import type { ProjectSummary } from '@memetank/shared/api/projects';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function getRelatedProjects(id: string, signal?: AbortSignal): Promise<ProjectSummary[]> {
  return apiRequest(`/api/projects/${encodeURIComponent(id)}/related`, {
    answer: 'relatedProjects',
    signal,
  }).then((response) => response.items);
}

export function useRelatedProjects(id: string) {
  return useQuery({
    queryKey: projectQueryKeys.related(id),
    queryFn: ({ signal }) => getRelatedProjects(id, signal),
    // A random pick: keep the first one while the page is open rather than reshuffling.
    staleTime: Infinity,
  });
}
