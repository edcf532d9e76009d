// Try MemeTank without a browser extension: demo wallets and a faucet, on the local chain only
// (these routes do not exist when SOLANA_RPC_URL points at a real cluster).
import { devClockRequestSchema, devClockResponseSchema } from '@memetank/shared/api/investing';
import {
  balanceResponseSchema,
  devWalletsResponseSchema,
  faucetRequestSchema,
} from '@memetank/shared/api/wallets';
import { LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { AppInstance } from '../../app-types';
import { isLocalChain } from '../../chain/chain';
import { AppError } from '../../lib/errors';
import { isWalletAddress } from '../../lib/ed25519';
import { loadDevWallets } from '../../lib/demo-wallets';

const FAUCET_LAMPORTS = 2n * BigInt(LAMPORTS_PER_SOL);

export async function devRoutes(app: AppInstance) {
  const { chain, config } = app.services;
  if (!isLocalChain(chain)) return;
  const wallets = await loadDevWallets(config.dataDir);

  app.get(
    '/api/dev/wallets',
    {
      schema: {
        summary: 'Demo wallets for the built-in dev wallet (local chain only)',
        tags: ['dev'],
        response: { 200: devWalletsResponseSchema },
      },
    },
    async () => ({ wallets }),
  );

  app.post(
    '/api/dev/faucet',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Airdrop 2 test SOL (local chain only)',
        tags: ['dev'],
        body: faucetRequestSchema,
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => {
      if (!isWalletAddress(request.body.address)) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Invalid body.address: not a wallet address');
      }
      const { balance: lamports } = await chain.airdrop(request.body.address, FAUCET_LAMPORTS);
      return { lamports: lamports.toString(), sol: lamportsToSol(lamports) };
    },
  );

  app.post(
    '/api/dev/clock',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: "Move the server's clock forward and settle what is due (local chain only)",
        description:
          'For trying settlement without waiting for a deadline: the offset lives in this process until it restarts.',
        tags: ['dev'],
        body: devClockRequestSchema,
        response: { 200: devClockResponseSchema },
      },
    },
    async (request) => {
      const { clock } = app.services;
      clock.advance(request.body.advanceSeconds);
      await app.escrowJobs.runNow();
      return { now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds };
    },
  );
}
