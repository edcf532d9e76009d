// The SOL price in USD, cached by the server; the header chip refreshes it every 5 minutes.
import type { SolPriceResponse } from '@memetank/shared/api/market';
import { SOL_PRICE_REFRESH_MS } from '@memetank/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { walletQueryKeys } from '@/lib/query-keys';

export function getSolPrice(): Promise<SolPriceResponse> {
  return apiRequest('/api/market/sol-price', { answer: 'solPrice' });
}

export function useSolPrice() {
  return useQuery({
    queryKey: walletQueryKeys.solPrice,
    queryFn: getSolPrice,
    staleTime: SOL_PRICE_REFRESH_MS,
    refetchInterval: SOL_PRICE_REFRESH_MS,
  });
}
