// Following a project: GET whether this viewer follows it and how many do (public; false without a
// session), PUT to follow and DELETE to unfollow once the server session belongs to the connected
// wallet. The toggle shows its answer at once (optimistic) and settles on the server's.
import type { FollowResponse } from '@memetank/shared/api/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { projectQueryKeys } from '@/lib/query-keys';
import { toast, type ToastOptions } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';

export const FOLLOW_TOASTS = {
  followed: {
    title: 'Project followed',
    description: 'You will be notified of its updates and when its campaign ends',
  },
  unfollowed: {
    title: 'Project unfollowed',
    description: 'You will no longer be notified of this project',
  },
  failed: (description: string) =>
    ({ title: 'Error', description, variant: 'destructive' }) satisfies ToastOptions,
} as const;

export const FOLLOW_FAILED = 'Failed to update follow status. Please try again.';

/** The follow was not sent: no wallet, or the user declined to sign in (the wallet already said so). */
class FollowNotSent extends Error {}

const followPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/follow`;

export function getFollow(projectId: string, signal?: AbortSignal): Promise<FollowResponse> {
  return apiRequest(followPath(projectId), { answer: 'follow', signal });
}

export function setFollow(projectId: string, follow: boolean): Promise<FollowResponse> {
  return apiRequest(followPath(projectId), { answer: 'follow', method: follow ? 'PUT' : 'DELETE' });
}

/** The wallet whose session answers: the signed-in one, else nobody (the answer says not following). */
function useViewer(): string | null {
  const { publicKey, isSignedIn } = useWallet();
  return isSignedIn ? publicKey : null;
}

export function useFollow(projectId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: projectQueryKeys.follow(projectId, viewer),
    queryFn: ({ signal }) => getFollow(projectId, signal),
  });
}

/**
 * `mutate(following)` with the current state: follows when `following` is false, unfollows when
 * true. Without a connected wallet nothing is sent (the button asks to connect first).
 */
export function useToggleFollow(projectId: string) {
  const queryClient = useQueryClient();
  const { connectedAddress, ensureSignedIn, publicKey } = useWallet();
  // Once signed in, the session's wallet is the connected one.
  const signedInKey = projectQueryKeys.follow(projectId, publicKey);

  return useMutation({
    mutationKey: projectQueryKeys.followToggle(projectId),
    mutationFn: async (following: boolean) => {
      if (!(await connectedAddress())) throw new FollowNotSent('No wallet connected');
      if (!(await ensureSignedIn())) throw new FollowNotSent('Not signed in');
      const before = queryClient.getQueryData<FollowResponse>(signedInKey);
      if (before) {
        await queryClient.cancelQueries({ queryKey: signedInKey });
        queryClient.setQueryData<FollowResponse>(signedInKey, {
          following: !following,
          followers: Math.max(0, before.followers + (following ? -1 : 1)),
        });
      }
      try {
        return await setFollow(projectId, !following);
      } catch (error) {
        if (before) queryClient.setQueryData(signedInKey, before);
        throw error;
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(signedInKey, answer);
      toast(answer.following ? FOLLOW_TOASTS.followed : FOLLOW_TOASTS.unfollowed);
    },
    onError: (error) => {
      if (error instanceof FollowNotSent) return;
      console.warn('Follow failed:', error);
      // The server's own words for a project that cannot be followed (not approved).
      const known = error instanceof ApiError && error.status === 409;
      toast(FOLLOW_TOASTS.failed(known ? error.message : FOLLOW_FAILED));
    },
  });
}
