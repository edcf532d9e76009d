// POST /api/me/claimables/:id/claim: the server claims only the session's own unclaimed row, once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_MESSAGES, type ClaimableFund } from '@memetank/shared/api/me';
import { ApiError, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { dashboardQueryKey } from './get-my-dashboard';

export function claimFund(id: string): Promise<{ claimable: ClaimableFund }> {
  return apiRequest(`/api/me/claimables/${encodeURIComponent(id)}/claim`, { method: 'POST' });
}

export function useClaimFund(wallet: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimFund,
    onSuccess: () => toast(DASHBOARD_MESSAGES.claimed),
    onError: (error) =>
      toast({
        title: DASHBOARD_MESSAGES.claimFailedTitle,
        description:
          error instanceof ApiError && error.message
            ? error.message
            : DASHBOARD_MESSAGES.claimFailed,
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey(wallet) }),
  });
}
