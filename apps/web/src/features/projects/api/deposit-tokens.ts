// The creator's token deposit (docs/decisions/047), shaped like an investment: the server prepares
// the transfer of exactly the agreed allocation to the escrow's token account, the creator's wallet
// signs it, the server checks, sends and records it (POST /api/projects/:id/token-deposit/prepare,
// then POST /api/projects/:id/token-deposit). The campaign opens once it is recorded.
import type {
  PrepareTokenDepositResponse,
  SubmitTokenDepositResponse,
} from '@memetank/shared/api/token-escrow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKeys, projectQueryKeys, walletTokenQueryKey } from '@/lib/query-keys';
import { useWallet } from '@/lib/wallet';
import { InvestDeclined, InvestNotSent, type InvestStep } from './invest';

const depositPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/token-deposit`;

export function prepareTokenDeposit(projectId: string): Promise<PrepareTokenDepositResponse> {
  return apiRequest(`${depositPath(projectId)}/prepare`, {
    answer: 'prepareTokenDeposit',
    method: 'POST',
  });
}

export function submitTokenDeposit(
  projectId: string,
  transaction: string,
): Promise<SubmitTokenDepositResponse> {
  return apiRequest(depositPath(projectId), {
    answer: 'submitTokenDeposit',
    method: 'POST',
    body: { transaction },
  });
}

/**
 * `mutate()`: signs in if needed, prepares, has the wallet sign and submits. Whatever the outcome
 * the project is read again: its deposit state and campaign come from the server. A declined
 * signature throws InvestDeclined, no session InvestNotSent (the wallet layer already said why).
 */
export function useDepositTokens(projectId: string, mint: string) {
  const queryClient = useQueryClient();
  const { publicKey, ensureSignedIn, signTransaction } = useWallet();
  const [step, setStep] = useState<InvestStep | null>(null);

  const mutation = useMutation({
    mutationKey: [...projectQueryKeys.detail(projectId), 'token-deposit'],
    mutationFn: async () => {
      if (!(await ensureSignedIn())) throw new InvestNotSent('Not signed in');
      setStep('preparing');
      const prepared = await prepareTokenDeposit(projectId);
      setStep('signing');
      let signed: string;
      try {
        signed = await signTransaction(prepared.transaction);
      } catch (error) {
        console.warn('The wallet did not sign the token deposit:', error);
        throw new InvestDeclined('Declined in the wallet', { cause: error });
      }
      setStep('confirming');
      return submitTokenDeposit(projectId, signed);
    },
    onSettled: async (_answer, error) => {
      setStep(null);
      if (error instanceof InvestNotSent || error instanceof InvestDeclined) return;
      if (publicKey) {
        void queryClient.invalidateQueries({ queryKey: walletTokenQueryKey(publicKey, mint) });
      }
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
      await queryClient.invalidateQueries({ queryKey: projectQueryKeys.detail(projectId) });
    },
  });

  return { ...mutation, step };
}
