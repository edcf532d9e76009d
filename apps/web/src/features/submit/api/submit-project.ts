// POST /api/projects: the signed submission. The server runs the same ordered checks and answers
// with the same words as the form. A new submission shows on the dashboard, the admin page and
// the mint's other uses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import type { SubmitProjectRequest } from '@memetank/shared/api/submit';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKeys, dashboardQueryKeys } from '@/lib/query-keys';
import { mintUsesQueryKey } from './get-mint-uses';

export interface SubmitProjectResponse {
  project: ProjectDetail;
}

export function submitProject(body: SubmitProjectRequest): Promise<SubmitProjectResponse> {
  return apiRequest('/api/projects', { method: 'POST', body, answer: 'submitProject' });
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: mintUsesQueryKey(body.tokenAddress) });
    },
  });
}
