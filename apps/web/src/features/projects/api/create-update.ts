// Posts an update as the project's creator (the server refuses anyone else); the list refetches.
import type { CreateUpdateRequest, ProjectUpdate } from '@memetank/shared/api/updates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function createUpdate(
  projectId: string,
  update: CreateUpdateRequest,
): Promise<ProjectUpdate> {
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/updates`, {
    answer: 'projectUpdate',
    method: 'POST',
    body: update,
  });
}

export function useCreateUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CreateUpdateRequest) => createUpdate(projectId, update),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.updates(projectId) }),
  });
}
