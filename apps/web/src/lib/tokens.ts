// Token market data and trades for a mint (GET /api/tokens/:mint), from the server's cached
// provider adapters: one function and one cache entry for the detail page's market panel and the
// submit form's mint lookup.
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { tokenQueryKey } from './query-keys';

/** How long an answer is reused before asking again (the server caches it as well). */
export const TOKEN_STALE_MS = 60_000;

export function getToken(mint: string, signal?: AbortSignal): Promise<TokenResponse> {
  return apiRequest<TokenResponse>(`/api/tokens/${encodeURIComponent(mint)}`, { signal });
}

/** The token of `mint`, idle without a mint or while `enabled` is false. */
export function useToken(mint: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: tokenQueryKey(mint ?? ''),
    queryFn: ({ signal }) => getToken(mint ?? '', signal),
    enabled: enabled && Boolean(mint),
    // The server already retried and cached; a failure here means no market data for now.
    retry: false,
    staleTime: TOKEN_STALE_MS,
  });
}
