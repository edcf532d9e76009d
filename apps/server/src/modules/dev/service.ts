// The local chain's dev tools: a faucet for the demo wallets, and moving the server's clock
// forward (then settling what became due) to try settlement without waiting for a deadline.
import { LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { Services } from '../../app-types';
import type { LocalChain } from '../../chain/chain';
import { isWalletAddress } from '../../lib/ed25519';
import { validationError } from '../../lib/errors';

const FAUCET_LAMPORTS = 2n * BigInt(LAMPORTS_PER_SOL);

/** Airdrops 2 test SOL to `address`; its balance after. */
export async function faucet(deps: { chain: LocalChain }, address: string) {
  if (!isWalletAddress(address)) {
    throw validationError('Invalid body.address: not a wallet address');
  }
  const { balance: lamports } = await deps.chain.airdrop(address, FAUCET_LAMPORTS);
  return { lamports: lamports.toString(), sol: lamportsToSol(lamports) };
}

/** Moves the clock `seconds` forward, then runs the escrow jobs (`settle`) for what is now due. */
export async function advanceClock(
  deps: Pick<Services, 'clock'>,
  seconds: number,
  settle: () => Promise<void>,
) {
  deps.clock.advance(seconds);
  await settle();
  return { now: deps.clock.now().toISOString(), offsetSeconds: deps.clock.offsetSeconds };
}
