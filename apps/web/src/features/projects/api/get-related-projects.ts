// Up to 8 random other approved projects for "More Projects to Explore".
import type { ProjectSummary } from '@memetank/shared/api/projects';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const relatedProjectsQueryKey = (id: string) => ['related-projects', id] as const;

export function getRelatedProjects(id: string, signal?: AbortSignal): Promise<ProjectSummary[]> {
  return apiRequest<{ items: ProjectSummary[] }>(
    `/api/projects/${encodeURIComponent(id)}/related`,
    { signal },
  ).then((response) => response.items);
}

export function useRelatedProjects(id: string) {
  return useQuery({
    queryKey: relatedProjectsQueryKey(id),
    queryFn: ({ signal }) => getRelatedProjects(id, signal),
    // A random pick: keep the first one while the page is open rather than reshuffling.
    staleTime: Infinity,
  });
}
