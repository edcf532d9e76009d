// Investing, the Solana Pay transaction-request way (decision 015): the server prepares the
// transfer to the escrow vault, the wallet signs it, the server checks, sends and records it
// (POST /api/projects/:id/investments/prepare, then POST /api/projects/:id/investments).
import {
  INVEST_MESSAGES,
  investErrorMessage as serverInvestMessage,
  type PrepareInvestmentResponse,
  type SubmitInvestmentResponse,
} from '@memetank/shared/api/investing';
import { type Currency, toBaseUnits } from '@memetank/shared/currency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys, projectQueryKeys, walletTokensQueryKey } from '@/lib/query-keys';
import { useWallet } from '@/lib/wallet';
import { applyFundingChange } from './get-project';

/** Where an investment is: the button says it while the box waits. */
export type InvestStep = 'preparing' | 'signing' | 'confirming';

/** Nothing was sent: the wallet is not signed in (the wallet layer already told the user). */
export class InvestNotSent extends Error {}

/** The wallet did not sign: the user declined, or the wallet failed to. */
export class InvestDeclined extends Error {}

/** Nothing was sent: the amount has more decimals than the campaign's currency has. */
export class InvestInvalidAmount extends Error {}

export const INVEST_UNEXPECTED_ERROR = 'The investment could not be completed. Please try again.';

const investmentsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/investments`;

/** `amount` is in the campaign's currency (SOL or USDC), as typed. */
export function prepareInvestment(
  projectId: string,
  amount: string,
): Promise<PrepareInvestmentResponse> {
  return apiRequest(`${investmentsPath(projectId)}/prepare`, {
    answer: 'prepareInvestment',
    method: 'POST',
    body: { amount },
  });
}

/**
 * Whether `amount` as typed is a number above 0 that `currency` can hold (at most 9 decimals for
 * SOL, 6 for USDC): what the server would refuse as INVALID_AMOUNT is refused before asking it.
 */
export function fitsCurrency(amount: string, currency: Currency): boolean {
  try {
    return toBaseUnits(amount.trim(), currency) > 0n;
  } catch {
    return false;
  }
}

export function submitInvestment(
  projectId: string,
  transaction: string,
): Promise<SubmitInvestmentResponse> {
  return apiRequest(investmentsPath(projectId), {
    answer: 'submitInvestment',
    method: 'POST',
    body: { transaction },
  });
}

/** What the failure toast says: the server's message, or that the wallet declined. */
export function investErrorMessage(error: unknown): string {
  if (error instanceof InvestDeclined) return INVEST_MESSAGES.walletDeclined;
  if (error instanceof InvestInvalidAmount) return error.message;
  if (error instanceof ApiError) return error.message;
  return INVEST_UNEXPECTED_ERROR;
}

/**
 * `mutate(amount)`, in the campaign's `currency`: checks the amount's decimals, signs in if needed,
 * prepares, has the wallet sign and submits. On success the project's funding, the dashboard's
 * investments and the wallet's balances (SOL, and USDC) catch up.
 */
export function useInvest(projectId: string, currency: Currency = 'SOL') {
  const queryClient = useQueryClient();
  const { publicKey, ensureSignedIn, signTransaction, refreshBalance } = useWallet();
  const refreshBalances = () => {
    void refreshBalance().catch(() => {});
    if (publicKey && currency !== 'SOL') {
      // The wallet's USDC moved: read its token balances again.
      void queryClient.invalidateQueries({ queryKey: walletTokensQueryKey(publicKey) });
    }
  };
  const [step, setStep] = useState<InvestStep | null>(null);

  const mutation = useMutation({
    mutationKey: projectQueryKeys.invest(projectId),
    mutationFn: async (amount: string) => {
      if (!fitsCurrency(amount, currency)) {
        throw new InvestInvalidAmount(serverInvestMessage('INVALID_AMOUNT', currency));
      }
      if (!(await ensureSignedIn())) throw new InvestNotSent('Not signed in');
      setStep('preparing');
      const prepared = await prepareInvestment(projectId, amount);
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
      refreshBalances();
    },
    onError: (error) => {
      if (
        error instanceof InvestNotSent ||
        error instanceof InvestDeclined ||
        error instanceof InvestInvalidAmount
      ) {
        return;
      }
      // The transfer may have gone through before the error (a lost answer): read the truth again.
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.detail(projectId) });
      refreshBalances();
    },
    onSettled: () => setStep(null),
  });

  return { ...mutation, step };
}
