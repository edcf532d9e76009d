// Deletes one of the signed-in wallet's own comments or replies, or for the admin wallet anyone's
// (moderation, audit-logged); the server refuses anyone else. A top-level comment's replies go
// with it, so every list of the project's comments refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function deleteComment(commentId: string): Promise<void> {
  return apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

export function useDeleteComment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.comments(projectId) }),
  });
}
