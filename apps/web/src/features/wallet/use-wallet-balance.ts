// The connected wallet's SOL balance as the context shows it (null while it loads or without a
// wallet, 0 when it cannot be read), reading it again on demand, and forgetting it on disconnect.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletQueryKeys } from '@/lib/query-keys';
import { getBalance, useBalanceQuery } from './api/balance';
import type { LiveConnection } from './live-connection';
import { WALLET_ERRORS } from './wallet-messages';

/** Drops every cached balance (of any address). */
export function useForgetBalances(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: walletQueryKeys.balances });
  }, [queryClient]);
}

export function useWalletBalance(address: string | null, { addressRef }: LiveConnection) {
  const queryClient = useQueryClient();
  const balanceQuery = useBalanceQuery(address);

  /** Reads the balance again; rejects when it cannot be read. */
  const refreshBalance = useCallback(async () => {
    const current = addressRef.current;
    if (!current) throw new Error(WALLET_ERRORS.notConnected);
    return queryClient.fetchQuery({
      queryKey: walletQueryKeys.balance(current),
      queryFn: () => getBalance(current),
      staleTime: 0,
    });
  }, [addressRef, queryClient]);

  const balance = address === null ? null : balanceQuery.isError ? 0 : (balanceQuery.data ?? null);
  return { balance, refreshBalance };
}
