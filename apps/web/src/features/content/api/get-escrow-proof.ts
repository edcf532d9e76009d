// The escrow vault's live proof (GET /api/escrow): its balance on chain against what it owes,
// read again every 30 seconds while the security page is open.
import type { EscrowProof } from '@memetank/shared/api/ledger';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { escrowProofQueryKey } from '@/lib/query-keys';

export const ESCROW_PROOF_PATH = '/api/escrow';
export const ESCROW_PROOF_REFRESH_MS = 30_000;

export function getEscrowProof(signal?: AbortSignal): Promise<EscrowProof> {
  return apiRequest(ESCROW_PROOF_PATH, { answer: 'escrowProof', signal });
}

export function useEscrowProof() {
  return useQuery({
    queryKey: escrowProofQueryKey,
    queryFn: ({ signal }) => getEscrowProof(signal),
    staleTime: 0,
    refetchInterval: ESCROW_PROOF_REFRESH_MS,
  });
}
