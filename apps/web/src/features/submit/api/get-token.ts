// The submit form's mint lookup (GET /api/tokens/:mint): after a 1-second pause, and only for a
// trimmed input of 32-44 base58 characters. It shares the token's one cache entry with the
// detail page (src/lib/tokens.ts).
import { MINT_LOOKUP_DEBOUNCE_MS } from '@memetank/shared/constants';
import { tokenLookupMessage, useToken } from '@/lib/tokens';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isMintLookupCandidate } from '../submit-form-values';

/** The token behind what the user typed, looked up once the input has been still for a second. */
export function useTokenLookup(input: string) {
  const mint = input.trim();
  const settled = useDebouncedValue(mint, MINT_LOOKUP_DEBOUNCE_MS, null);
  const ready = settled === mint && isMintLookupCandidate(mint);
  const query = useToken(mint, ready);
  return {
    mint: ready ? mint : null,
    token: ready ? query.data : undefined,
    isLooking: ready && query.isFetching,
    error: ready && query.error ? tokenLookupMessage(query.error) : null,
  };
}
