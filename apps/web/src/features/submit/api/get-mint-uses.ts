// GET /api/projects/mint-uses/:mint: the projects already using the typed token mint, for the
// warning under the mint field (a mint may be used again; the creator should know).
import { useQuery } from '@tanstack/react-query';
import type { MintUsesResponse } from '@memetank/shared/api/submit';
import { apiRequest } from '@/lib/api-client';
import { tokenQueryKey } from '@/lib/query-keys';

/** Under the token's own key: the projects of that token. */
export const mintUsesQueryKey = (mint: string) => [...tokenQueryKey(mint), 'projects'] as const;

export function getMintUses(mint: string, signal?: AbortSignal): Promise<MintUsesResponse> {
  return apiRequest(`/api/projects/mint-uses/${encodeURIComponent(mint)}`, {
    answer: 'mintUses',
    signal,
  });
}

/** The other projects of `mint` (the lookup's settled mint), idle without one. */
export function useMintUses(mint: string | null) {
  return useQuery({
    queryKey: mintUsesQueryKey(mint ?? ''),
    queryFn: ({ signal }) => getMintUses(mint ?? '', signal),
    enabled: mint !== null,
    // No warning is better than a wrong one: a failure shows nothing.
    retry: false,
  });
}
