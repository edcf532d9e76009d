// POST /api/projects: the signed submission. The server runs the same ordered checks and answers
// with the spec's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import type { SubmitProjectRequest } from '@memetank/shared/api/submit';
import { apiRequest } from '@/lib/api-client';

export interface SubmitProjectResponse {
  project: ProjectDetail;
}

export function submitProject(body: SubmitProjectRequest): Promise<SubmitProjectResponse> {
  return apiRequest<SubmitProjectResponse>('/api/projects', { method: 'POST', body });
}

export function useSubmitProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProject,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
