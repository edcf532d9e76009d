// The deployment's USDC: its mint from GET /api/health (`chain.usdcMint`, the local chain's own test
// USDC on the embedded chain), read once and kept; and a wallet's USDC, which USDC campaigns take.
import { fromBaseUnits } from '@memetank/shared/currency';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { healthQueryKey } from './query-keys';
import { useWalletTokenBalance } from './tokens';

/** The USDC mint; null while it loads, when the deployment has none, or when health cannot be read. */
export function useUsdcMint(): string | null {
  const health = useQuery({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/health', { answer: 'health', signal }),
    // The mint does not change while the server runs.
    staleTime: Infinity,
    retry: false,
  });
  return health.data?.chain?.usdcMint ?? null;
}

/** Whether `mint` is the deployment's USDC (its amounts are USDC, not a project's tokens). */
export function useIsUsdcMint(): (mint: string | null | undefined) => boolean {
  const usdcMint = useUsdcMint();
  return (mint) => usdcMint !== null && mint === usdcMint;
}

/** The whole USDC `address` holds; null while unknown (no wallet, no USDC mint, or loading). */
export function useUsdcBalance(address: string | null): number | null {
  const usdcMint = useUsdcMint();
  const balance = useWalletTokenBalance(address, usdcMint);
  return balance.data ? fromBaseUnits(balance.data.amount, 'USDC') : null;
}
