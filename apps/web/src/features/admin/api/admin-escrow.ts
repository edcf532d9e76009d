// The escrow vault from the admin's side: its status (GET /api/admin/escrow), withdrawing the
// platform fees to the treasury, and settling a campaign whose deadline has passed. Each action
// toasts the server's message with the admin page's "Success" / "Error" titles.
import { ADMIN_MESSAGES } from '@memetank/shared/api/admin';
import {
  ADMIN_ESCROW_MESSAGES,
  type withdrawFeesResponseSchema,
} from '@memetank/shared/api/investing';
import { formatCurrencyAmount, formatSol } from '@memetank/shared/format-money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z as Zod } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { adminQueryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

type WithdrawFeesResponse = Zod.infer<typeof withdrawFeesResponseSchema>;

export const ESCROW_LOAD_FAILED = 'Failed to load the escrow status.';
const ACTION_FAILED = ADMIN_MESSAGES.unknownError;

/** The server's words when it sent any, else the message of the error code. */
const FALLBACK_BY_CODE: Record<string, string> = {
  NO_FEES: ADMIN_ESCROW_MESSAGES.noFees,
  NO_TREASURY: ADMIN_ESCROW_MESSAGES.noTreasury,
  DEADLINE_NOT_PASSED: ADMIN_ESCROW_MESSAGES.deadlineNotPassed,
};

export function escrowFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ACTION_FAILED;
  return error.message || FALLBACK_BY_CODE[error.code] || ACTION_FAILED;
}

const success = (description: string) => toast({ title: 'Success', description });
const failure = (error: unknown) =>
  toast({ title: 'Error', description: escrowFailureMessage(error), variant: 'destructive' });

export function useEscrowStatus() {
  return useQuery({
    queryKey: adminQueryKeys.escrow,
    queryFn: ({ signal }) => apiRequest('/api/admin/escrow', { answer: 'escrowStatus', signal }),
    retry: false,
  });
}

/**
 * What a withdrawal sent: the server's words for SOL fees alone (ADMIN_ESCROW_MESSAGES.withdrawn
 * names SOL only), else each currency it sent, never added together.
 */
export function withdrawnMessage(answer: WithdrawFeesResponse): string {
  if (!(answer.amountUsdc > 0)) return answer.message;
  const sent = [
    ...(answer.amount > 0 ? [formatSol(answer.amount)] : []),
    formatCurrencyAmount(answer.amountUsdc, 'USDC'),
  ];
  return `Withdrew ${sent.join(' and ')} of fees to the treasury.`;
}

export function useWithdrawFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/admin/escrow/withdraw-fees', { answer: 'withdrawFees', method: 'POST' }),
    onSuccess: (answer) => success(withdrawnMessage(answer)),
    onError: failure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.escrow }),
  });
}

export function useSettleProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/admin/projects/${encodeURIComponent(id)}/settle`, {
        method: 'POST',
        answer: 'settle',
      }),
    onSuccess: (answer) => success(answer.message),
    onError: failure,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.projects }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.escrow }),
      ]),
  });
}
