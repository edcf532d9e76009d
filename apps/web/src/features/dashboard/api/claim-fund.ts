// POST /api/me/claimables/:id/claim: the server claims only the session's own unclaimed row, once,
// and pays it on chain from the escrow vault: SOL, USDC (a USDC campaign's refund or payout) or
// tokens from the escrow's token accounts (a token allocation from before the token side, without a
// mint, is only recorded).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import {
  DASHBOARD_MESSAGES,
  type claimAllResponseSchema,
  type claimResponseSchema,
} from '@memetank/shared/api/me';
import type { z as Zod } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { isTokenFund } from '../dashboard-summary';

export type ClaimResponse = Zod.infer<typeof claimResponseSchema>;
export type ClaimAllResponse = Zod.infer<typeof claimAllResponseSchema>;

/** The server's words when it sent any, else the claim error's message by its code. */
const FALLBACK_BY_CODE: Record<string, string> = {
  CLAIM_IN_PROGRESS: CLAIM_MESSAGES.inProgress,
  PAYOUT_FAILED: CLAIM_MESSAGES.payoutFailed,
  ALREADY_CLAIMED: DASHBOARD_MESSAGES.alreadyClaimed,
  NOT_FOUND: DASHBOARD_MESSAGES.claimNotFound,
};

export function claimFund(id: string): Promise<ClaimResponse> {
  return apiRequest(`/api/me/claimables/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
    answer: 'claim',
  });
}

/** POST /api/me/claimables/claim-all: every open claim of the session's wallet, each paid once. */
export function claimAllFunds(): Promise<ClaimAllResponse> {
  return apiRequest('/api/me/claimables/claim-all', { method: 'POST', answer: 'claimAll' });
}

export function claimFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return DASHBOARD_MESSAGES.claimFailed;
  return error.message || FALLBACK_BY_CODE[error.code] || DASHBOARD_MESSAGES.claimFailed;
}

/**
 * A claim (one fund or all): on success the toast says `describe(answer)` and the balance is read
 * again, on failure it says why; either way the wallet's dashboard lists are read again.
 */
function useClaimMutation<V, A>(
  wallet: string | null,
  claim: (variables: V) => Promise<A>,
  describe: (answer: A) => string,
) {
  const queryClient = useQueryClient();
  const { refreshBalance } = useWallet();
  return useMutation({
    mutationFn: claim,
    onSuccess: (answer) => {
      toast({ title: DASHBOARD_MESSAGES.claimed.title, description: describe(answer) });
      void refreshBalance().catch(() => {});
    },
    onError: (error) =>
      toast({
        title: DASHBOARD_MESSAGES.claimFailedTitle,
        description: claimFailureMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.wallet(wallet) }),
  });
}

export const useClaimFund = (wallet: string | null) =>
  useClaimMutation(wallet, claimFund, ({ claimable, message }) =>
    // Tokens are not "added to your wallet" as SOL is: the server says what it paid.
    isTokenFund(claimable) ? message : DASHBOARD_MESSAGES.claimed.description,
  );

/** What it says: how many were claimed in how many transactions (the server's words). */
export const useClaimAll = (wallet: string | null) =>
  useClaimMutation(wallet, claimAllFunds, ({ message }) => message);
