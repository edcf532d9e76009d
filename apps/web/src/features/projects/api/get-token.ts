// Token market data and trades for a mint, from the server's cached provider adapters. Without it
// (unknown mint, provider down) the detail page still works, just without market figures.
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const tokenQueryKey = (mint: string) => ['tokens', mint] as const;

export function getToken(mint: string, signal?: AbortSignal): Promise<TokenResponse> {
  return apiRequest<TokenResponse>(`/api/tokens/${encodeURIComponent(mint)}`, { signal });
}

export function useToken(mint: string | undefined) {
  return useQuery({
    queryKey: tokenQueryKey(mint ?? ''),
    queryFn: ({ signal }) => getToken(mint ?? '', signal),
    enabled: Boolean(mint),
    // The server already retried and cached; a failure here means no market data for now.
    retry: false,
    staleTime: 60_000,
  });
}
