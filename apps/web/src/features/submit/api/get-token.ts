// GET /api/tokens/:mint for the submit form's mint lookup: after a 1-second pause, and only for a
// trimmed input of 32-44 base58 characters.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MINT_LOOKUP_DEBOUNCE_MS } from '@memetank/shared/constants';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { ApiError, apiRequest } from '@/lib/api-client';
import { isMintLookupCandidate } from '../submit-form-values';

/** What the spec shows under the input when the lookup fails without a message of its own. */
export const TOKEN_LOOKUP_FALLBACK = 'Failed to fetch token information';

export function getToken(mint: string, signal?: AbortSignal): Promise<TokenResponse> {
  return apiRequest<TokenResponse>(`/api/tokens/${encodeURIComponent(mint)}`, { signal });
}

/** The value once it has stayed the same for `delayMs` (null until then). */
function useSettledValue<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The token behind what the user typed, looked up once the input has been still for a second. */
export function useTokenLookup(input: string) {
  const mint = input.trim();
  const settled = useSettledValue(mint, MINT_LOOKUP_DEBOUNCE_MS);
  const ready = settled === mint && isMintLookupCandidate(mint);
  const query = useQuery({
    queryKey: ['token', mint],
    queryFn: ({ signal }) => getToken(mint, signal),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });
  return {
    mint: ready ? mint : null,
    token: ready ? query.data : undefined,
    isLooking: ready && query.isFetching,
    error: ready && query.error ? tokenLookupMessage(query.error) : null,
  };
}

/** The server answers with the spec's words; anything else gets the fallback. */
export function tokenLookupMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'HTTP_ERROR') {
    return error.message || TOKEN_LOOKUP_FALLBACK;
  }
  return TOKEN_LOOKUP_FALLBACK;
}
