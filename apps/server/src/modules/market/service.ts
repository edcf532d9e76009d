// The SOL price the API answers: the operator's fixed demo price when SOL_PRICE_USD is set (the
// local chain only, so the USD views can be tried offline), else the price provider's.
import type { SolPriceResponse } from '@memetank/shared/api/market';
import type { Services } from '../../app-types';
import { wallTime } from '../../lib/clock';

export async function currentSolPrice(
  deps: Pick<Services, 'config' | 'solPrice'>,
): Promise<SolPriceResponse> {
  const fixed = deps.config.providers.fixedSolPriceUsd;
  if (fixed !== null) return { usd: fixed, updatedAt: wallTime().toISOString(), fixed: true };
  return deps.solPrice.get();
}
