// The connected wallet's SOL balance, read by the server from the configured chain.
import { lamportsToSol } from '@memetank/shared/lamports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

export async function getBalance(address: string): Promise<number> {
  const { lamports } = await apiRequest(`/api/wallets/${encodeURIComponent(address)}/balance`, {
    answer: 'balance',
  });
  return lamportsToSol(lamports);
}

/** The balance query for `address` (idle without one). */
export function useBalanceQuery(address: string | null) {
  return useQuery({
    queryKey: walletQueryKeys.balance(address),
    queryFn: () => getBalance(address as string),
    enabled: address !== null,
  });
}
