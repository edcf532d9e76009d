// One project as the detail page shows it. The like button updates this same query
// (['projects', id]) when a like is toggled.
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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
