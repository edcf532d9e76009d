// POST /api/me/claimables/:id/claim: the server claims only the session's own unclaimed row, once,
// and pays it on chain from the escrow vault: SOL, USDC (a USDC campaign's refund or payout) or
// tokens from the escrow's token accounts (a token allocation from before the token side, without a
// mint, is only recorded).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import { DASHBOARD_MESSAGES, type ClaimableFund } from '@memetank/shared/api/me';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { isTokenFund } from '../dashboard-summary';

export interface ClaimResponse {
  claimable: ClaimableFund;
  /** What happened: SOL or tokens paid (with the signature), or a legacy allocation recorded. */
  message: string;
}

/** The server's words when it sent any, else the claim error's message by its code. */
const FALLBACK_BY_CODE: Record<string, string> = {
  CLAIM_IN_PROGRESS: CLAIM_MESSAGES.inProgress,
  PAYOUT_FAILED: CLAIM_MESSAGES.payoutFailed,
  ALREADY_CLAIMED: DASHBOARD_MESSAGES.alreadyClaimed,
  NOT_FOUND: DASHBOARD_MESSAGES.claimNotFound,
};

export function claimFund(id: string): Promise<ClaimResponse> {
  return apiRequest(`/api/me/claimables/${encodeURIComponent(id)}/claim`, { method: 'POST' });
}

export function claimFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return DASHBOARD_MESSAGES.claimFailed;
  return error.message || FALLBACK_BY_CODE[error.code] || DASHBOARD_MESSAGES.claimFailed;
}

export function useClaimFund(wallet: string | null) {
  const queryClient = useQueryClient();
  const { refreshBalance } = useWallet();
  return useMutation({
    mutationFn: claimFund,
    onSuccess: ({ claimable, message }) => {
      toast({
        title: DASHBOARD_MESSAGES.claimed.title,
        // Tokens are not "added to your wallet" as SOL is: the server says what it paid.
        description: isTokenFund(claimable) ? message : DASHBOARD_MESSAGES.claimed.description,
      });
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

export interface ClaimAllResponse {
  /** The claims paid (or recorded), in their new state. */
  claimables: ClaimableFund[];
  signatures: string[];
  /** What happened: how many were claimed in how many transactions. */
  message: string;
}

/** POST /api/me/claimables/claim-all: every open claim of the session's wallet, each paid once. */
export function claimAllFunds(): Promise<ClaimAllResponse> {
  return apiRequest('/api/me/claimables/claim-all', { method: 'POST' });
}

export function useClaimAll(wallet: string | null) {
  const queryClient = useQueryClient();
  const { refreshBalance } = useWallet();
  return useMutation({
    mutationFn: claimAllFunds,
    onSuccess: ({ message }) => {
      toast({ title: DASHBOARD_MESSAGES.claimed.title, description: message });
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
