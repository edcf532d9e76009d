// "Get test SOL": an airdrop on the local chain, then the balance is read again.
import type { BalanceResponse } from '@memetank/shared/api/wallets';
import { lamportsToSol } from '@memetank/shared/lamports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

/** Airdrops 2 SOL; resolves to the new balance. */
export function requestTestSol(address: string): Promise<BalanceResponse> {
  return apiRequest('/api/dev/faucet', { method: 'POST', body: { address } });
}

export function useTestSolFaucet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTestSol,
    onSuccess: (balance, address) => {
      queryClient.setQueryData(walletQueryKeys.balance(address), lamportsToSol(balance.lamports));
      return queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(address) });
    },
  });
}
