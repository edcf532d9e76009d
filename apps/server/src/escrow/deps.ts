// What the escrow needs from the server, declared here so the escrow depends on nothing above it:
// the composition root's `Services` satisfies this structurally and is passed as it is. Each
// escrow function takes the narrowest `Pick` of it.
import type { Chain } from '../chain/chain';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import type { RealtimeHub } from '../realtime/hub';
import type { Escrow } from './vault';

export interface EscrowDeps {
  database: DatabaseHandle;
  chain: Chain;
  /** "Now" for deadlines and for the age of a transfer in flight. */
  clock: Clock;
  /** Funding events go out on it, in the transaction that changes the funding. */
  realtime: Pick<RealtimeHub, 'publish'>;
  /** The vault; null on a real cluster without ESCROW_SECRET_KEY (investing is off). */
  escrow: Escrow | null;
  /** Where platform fees are withdrawn to; null when none is configured. */
  treasuryWallet: string | null;
  /** The mint USDC campaigns take and pay in (docs/decisions/055-usdc-campaigns.md). */
  usdcMint: string;
  config: { escrow: { jobsIntervalSeconds: number } };
}
