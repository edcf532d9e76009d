// Investing, the Solana Pay transaction-request way (decision 015): the server prepares the
// transfer to the escrow vault, the wallet signs it, the server checks, sends and records it
// (POST /api/projects/:id/investments/prepare, then POST /api/projects/:id/investments).
import {
  INVEST_MESSAGES,
  type PrepareInvestmentResponse,
  type SubmitInvestmentResponse,
} from '@memetank/shared/api/investing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys, projectQueryKeys } from '@/lib/query-keys';
import { useWallet } from '@/lib/wallet';
import { applyFundingChange } from './get-project';

/** Where an investment is: the button says it while the box waits. */
export type InvestStep = 'preparing' | 'signing' | 'confirming';

/** Nothing was sent: the wallet is not signed in (the wallet layer already told the user). */
export class InvestNotSent extends Error {}

/** The wallet did not sign: the user declined, or the wallet failed to. */
export class InvestDeclined extends Error {}

export const INVEST_UNEXPECTED_ERROR = 'The investment could not be completed. Please try again.';

const investmentsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/investments`;

export function prepareInvestment(
  projectId: string,
  amountSol: string,
): Promise<PrepareInvestmentResponse> {
  return apiRequest<PrepareInvestmentResponse>(`${investmentsPath(projectId)}/prepare`, {
    method: 'POST',
    body: { amountSol },
  });
}

export function submitInvestment(
  projectId: string,
  transaction: string,
): Promise<SubmitInvestmentResponse> {
  return apiRequest<SubmitInvestmentResponse>(investmentsPath(projectId), {
    method: 'POST',
    body: { transaction },
  });
}

/** What the failure toast says: the server's message, or that the wallet declined. */
export function investErrorMessage(error: unknown): string {
  if (error instanceof InvestDeclined) return INVEST_MESSAGES.walletDeclined;
  if (error instanceof ApiError) return error.message;
  return INVEST_UNEXPECTED_ERROR;
}

/**
 * `mutate(amountSol)`: signs in if needed, prepares, has the wallet sign and submits. On success
 * the project's funding, the dashboard's investments and the wallet balance catch up.
 */
export function useInvest(projectId: string) {
  const queryClient = useQueryClient();
  const { ensureSignedIn, signTransaction, refreshBalance } = useWallet();
  const [step, setStep] = useState<InvestStep | null>(null);

  const mutation = useMutation({
    mutationKey: projectQueryKeys.invest(projectId),
    mutationFn: async (amountSol: string) => {
      if (!(await ensureSignedIn())) throw new InvestNotSent('Not signed in');
      setStep('preparing');
      const prepared = await prepareInvestment(projectId, amountSol);
      setStep('signing');
      let signed: string;
      try {
        signed = await signTransaction(prepared.transaction);
      } catch (error) {
        console.warn('The wallet did not sign the investment:', error);
        throw new InvestDeclined('Declined in the wallet', { cause: error });
      }
      setStep('confirming');
      return submitInvestment(projectId, signed);
    },
    onSuccess: (answer) => {
      applyFundingChange(queryClient, answer.funding);
      // The dashboard's lists are another feature's: refetch all of them by their common prefix.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
      void refreshBalance().catch(() => {});
    },
    onError: (error) => {
      if (error instanceof InvestNotSent || error instanceof InvestDeclined) return;
      // The transfer may have gone through before the error (a lost answer): read the truth again.
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.detail(projectId) });
      void refreshBalance().catch(() => {});
    },
    onSettled: () => setStep(null),
  });

  return { ...mutation, step };
}
