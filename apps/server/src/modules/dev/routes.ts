// Try MemeTank without a browser extension: demo wallets and a faucet, on the local chain only
// (these routes do not exist when SOLANA_RPC_URL points at a real cluster).
import { devClockRequestSchema, devClockResponseSchema } from '@memetank/shared/api/investing';
import {
  balanceResponseSchema,
  devWalletsResponseSchema,
  faucetRequestSchema,
} from '@memetank/shared/api/wallets';
import type { AppInstance } from '../../app-types';
import { isLocalChain } from '../../chain/chain';
import { loadDevWallets } from '../../demo/demo-wallets';
import { writeLimit } from '../../lib/write-limit';
import { advanceClock, faucet } from './service';

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
      config: writeLimit(config),
      schema: {
        summary: 'Airdrop 2 test SOL (local chain only)',
        tags: ['dev'],
        body: faucetRequestSchema,
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => faucet({ chain }, request.body.address),
  );

  app.post(
    '/api/dev/clock',
    {
      config: writeLimit(config),
      schema: {
        summary: "Move the server's clock forward and settle what is due (local chain only)",
        description:
          'For trying settlement without waiting for a deadline: the offset lives in this process until it restarts.',
        tags: ['dev'],
        body: devClockRequestSchema,
        response: { 200: devClockResponseSchema },
      },
    },
    async (request) =>
      advanceClock(app.services, request.body.advanceSeconds, () => app.escrowJobs.runNow()),
  );
}
