// Posts a comment, or a reply to a top-level comment, as the signed-in wallet. Afterwards the
// top-level list refetches (a reply changes its parent's reply count) and so does the reply's thread.
import type { Comment } from '@memetank/shared/api/comments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';

export interface NewComment {
  comment: string;
  /** The top-level comment this replies to; absent for a top-level comment. */
  parentId?: string;
}

export function createComment(projectId: string, input: NewComment): Promise<Comment> {
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/comments`, {
    answer: 'comment',
    method: 'POST',
    body: input.parentId ? { comment: input.comment, parentId: input.parentId } : input,
  });
}

export function useCreateComment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) => createComment(projectId, input),
    onSuccess: (_comment, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: projectQueryKeys.comments(projectId),
          exact: true,
        }),
        input.parentId
          ? queryClient.invalidateQueries({
              queryKey: projectQueryKeys.commentReplies(projectId, input.parentId),
            })
          : null,
      ]),
  });
}
