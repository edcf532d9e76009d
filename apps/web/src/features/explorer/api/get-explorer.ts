// The built-in explorer's reads (GET /api/explorer/tx/:signature, /api/explorer/address/:address):
// what the server's chain and its own ledger say about a transaction or an address.
import type { ExplorerAddressResponse, ExplorerTxResponse } from '@memetank/shared/api/ledger';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { explorerQueryKeys } from '@/lib/query-keys';

export function getExplorerTransaction(
  signature: string,
  signal?: AbortSignal,
): Promise<ExplorerTxResponse> {
  return apiRequest(`/api/explorer/tx/${encodeURIComponent(signature)}`, {
    answer: 'explorerTx',
    signal,
  });
}

export function getExplorerAddress(
  address: string,
  signal?: AbortSignal,
): Promise<ExplorerAddressResponse> {
  return apiRequest(`/api/explorer/address/${encodeURIComponent(address)}`, {
    answer: 'explorerAddress',
    signal,
  });
}

/** A 400 is an answer (not a signature or address), not worth asking again. */
const retry = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 400) && failures < 1;

export function useExplorerTransaction(signature: string) {
  return useQuery({
    queryKey: explorerQueryKeys.transaction(signature),
    queryFn: ({ signal }) => getExplorerTransaction(signature, signal),
    retry,
  });
}

export function useExplorerAddress(address: string) {
  return useQuery({
    queryKey: explorerQueryKeys.address(address),
    queryFn: ({ signal }) => getExplorerAddress(address, signal),
    retry,
  });
}

/** True when the server refused the signature or address as malformed (400). */
export const isMalformed = (error: unknown) => error instanceof ApiError && error.status === 400;
