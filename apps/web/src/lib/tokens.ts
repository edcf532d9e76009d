// Token market data and trades for a mint (GET /api/tokens/:mint), from the server's cached
// provider adapters and the mint's facts as the chain tells them: one function and one cache entry
// for the detail page, the submit form's mint lookup, the dashboard's token rows and admin review.
// Also what a wallet holds of a mint (GET /api/wallets/:address/tokens/:mint).
import type { TokenProgram, WalletTokenBalance } from '@memetank/shared/api/token-escrow';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { tokenQueryKey, walletTokenQueryKey } from './query-keys';

/** How long an answer is reused before asking again (the server caches it as well). */
export const TOKEN_STALE_MS = 60_000;

/** A token row whose symbol is unknown (the lookup failed or has not answered) says "tokens". */
export const UNKNOWN_TOKEN_SYMBOL = 'tokens';

/** The token programs by their names for people. */
export const TOKEN_PROGRAM_NAMES: Record<TokenProgram, string> = {
  'spl-token': 'SPL Token',
  'token-2022': 'Token-2022',
};

/** What the submit form and admin review say when the lookup fails without a message of its own. */
export const TOKEN_LOOKUP_FALLBACK = 'Failed to fetch token information';

/** The server answers with the product's own words (MINT_NOT_FOUND, ...); anything else gets the fallback. */
export function tokenLookupMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.code !== 'HTTP_ERROR') {
    return error.message || TOKEN_LOOKUP_FALLBACK;
  }
  return TOKEN_LOOKUP_FALLBACK;
}

export function getToken(mint: string, signal?: AbortSignal): Promise<TokenResponse> {
  return apiRequest(`/api/tokens/${encodeURIComponent(mint)}`, { answer: 'token', signal });
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

/** The symbol of a lookup's answer, else "tokens". */
export const tokenSymbol = (answer: TokenResponse | undefined): string =>
  answer?.token?.symbol || UNKNOWN_TOKEN_SYMBOL;

/**
 * The answer carries the mint's facts from the chain (a server from before them, or a provider-only
 * answer, may not): only then are they shown.
 */
export const hasMintFacts = (answer: TokenResponse | undefined): answer is TokenResponse =>
  typeof answer?.supply === 'string' &&
  typeof answer.decimals === 'number' &&
  typeof answer.program === 'string';

/** The symbol of `mint` from the shared lookup, else "tokens". */
export function useTokenSymbol(mint: string | null | undefined): string {
  return tokenSymbol(useToken(mint).data);
}

export function getWalletTokenBalance(
  address: string,
  mint: string,
  signal?: AbortSignal,
): Promise<WalletTokenBalance> {
  return apiRequest(
    `/api/wallets/${encodeURIComponent(address)}/tokens/${encodeURIComponent(mint)}`,
    { answer: 'walletTokenBalance', signal },
  );
}

/** What `address` holds of `mint` (base units), idle until both are known. */
export function useWalletTokenBalance(address: string | null, mint: string | null) {
  return useQuery({
    queryKey: walletTokenQueryKey(address ?? '', mint ?? ''),
    queryFn: ({ signal }) => getWalletTokenBalance(address ?? '', mint ?? '', signal),
    enabled: Boolean(address && mint),
    retry: false,
  });
}
