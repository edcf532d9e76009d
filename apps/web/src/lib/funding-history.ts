// A project's funding over time (GET /api/projects/:id/funding-history): one fetcher and one cache
// entry for the detail page's chart and the dashboard's. The detail page's event stream refetches
// it on every `funding` event.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { projectQueryKeys } from './query-keys';

export function getFundingHistory(projectId: string, signal?: AbortSignal) {
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/funding-history`, {
    answer: 'fundingHistory',
    signal,
  });
}

/** The project's funding history, idle while `enabled` is false (the chart is not near the screen). */
export function useFundingHistory(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectQueryKeys.fundingHistory(projectId),
    queryFn: ({ signal }) => getFundingHistory(projectId, signal),
    enabled,
  });
}
