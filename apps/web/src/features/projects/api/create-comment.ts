// Posts a comment as the signed-in wallet; the list refetches afterwards.
import type { Comment } from '@memetank/shared/api/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export function createComment(projectId: string, comment: string): Promise<Comment> {
  return apiRequest<Comment>(`/api/projects/${encodeURIComponent(projectId)}/comments`, {
    method: 'POST',
    body: { comment },
  });
}

export function useCreateComment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment(projectId, comment),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.comments(projectId) }),
  });
}
