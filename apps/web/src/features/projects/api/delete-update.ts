// Deletes an update of the signed-in creator's project, or for the admin wallet any project's
// (moderation, audit-logged); the server refuses anyone else.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function deleteUpdate(projectId: string, updateId: string): Promise<void> {
  return apiRequest<void>(
    `/api/projects/${encodeURIComponent(projectId)}/updates/${encodeURIComponent(updateId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => deleteUpdate(projectId, updateId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.updates(projectId) }),
  });
}
