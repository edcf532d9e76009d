// Liking a project: PUT to like and DELETE to unlike (both idempotent on the server), once the
// server session belongs to the connected wallet. The answer updates every cached copy of the
// project: its detail page and the home lists.
import type { LikeResponse } from '@memetank/shared/api/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { updateCachedProject } from '@/lib/project-cache';
import { projectQueryKeys } from '@/lib/query-keys';
import { toast, type ToastOptions } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';

export const LIKE_TOASTS = {
  liked: { title: 'Project liked!', description: 'Thank you for supporting this project' },
  unliked: { title: 'Removed like', description: 'Project unliked successfully' },
  failed: {
    title: 'Error',
    description: 'Failed to update like status. Please try again.',
    variant: 'destructive',
  },
  walletRequired: {
    title: 'Wallet Required',
    description: 'Please connect your wallet to like projects',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions>;

/** The like was not sent: no wallet, or the user declined to sign in (the wallet already said so). */
class LikeNotSent extends Error {}

export function setLike(projectId: string, like: boolean): Promise<LikeResponse> {
  return apiRequest(`/api/projects/${encodeURIComponent(projectId)}/like`, {
    answer: 'like',
    method: like ? 'PUT' : 'DELETE',
  });
}

/**
 * `mutate(liked)` with the project's current state: likes it when `liked` is false, removes the
 * like when true. Without a connected wallet nothing is sent and "Wallet Required" is shown.
 */
export function useToggleLike(projectId: string) {
  const queryClient = useQueryClient();
  const { connectedAddress, ensureSignedIn } = useWallet();

  return useMutation({
    mutationKey: projectQueryKeys.like(projectId),
    mutationFn: async (liked: boolean) => {
      if (!(await connectedAddress())) {
        toast(LIKE_TOASTS.walletRequired);
        throw new LikeNotSent('No wallet connected');
      }
      if (!(await ensureSignedIn())) throw new LikeNotSent('Not signed in');
      return setLike(projectId, !liked);
    },
    onSuccess: (answer) => {
      toast(answer.liked ? LIKE_TOASTS.liked : LIKE_TOASTS.unliked);
      updateCachedProject(queryClient, projectId, {
        likesCount: answer.likesCount,
        likedByMe: answer.liked,
      });
    },
    onError: (error) => {
      if (error instanceof LikeNotSent) return;
      console.warn('Like failed:', error);
      toast(LIKE_TOASTS.failed);
    },
  });
}
