// "Get test SOL": an airdrop of SOL and a mint of test USDC on the local chain, then the balances
// are read again.
import type { FaucetResponse } from '@memetank/shared/api/wallets';
import { lamportsToSol } from '@memetank/shared/lamports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys, walletTokensQueryKey } from '@/lib/query-keys';

/** Airdrops 2 SOL and mints FAUCET_USDC test USDC; resolves to the new SOL and USDC held. */
export function requestTestSol(address: string): Promise<FaucetResponse> {
  return apiRequest('/api/dev/faucet', { method: 'POST', body: { address }, answer: 'faucet' });
}

export function useTestSolFaucet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTestSol,
    onSuccess: (balance, address) => {
      queryClient.setQueryData(walletQueryKeys.balance(address), lamportsToSol(balance.lamports));
      void queryClient.invalidateQueries({ queryKey: walletTokensQueryKey(address) });
      return queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(address) });
    },
  });
}
