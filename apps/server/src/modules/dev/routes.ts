// Try MemeTank without a browser extension: demo wallets, a faucet and test tokens, on the local chain only
// (these routes do not exist when SOLANA_RPC_URL points at a real cluster).
import { devClockRequestSchema, devClockResponseSchema } from '@memetank/shared/api/investing';
import {
  createTestTokenRequestSchema,
  createTestTokenResponseSchema,
} from '@memetank/shared/api/token-escrow';
import {
  faucetResponseSchema,
  devWalletsResponseSchema,
  faucetRequestSchema,
} from '@memetank/shared/api/wallets';
import type { AppInstance } from '../../app-types';
import { requireAdmin, requireSession, requireWallet } from '../../auth/guards';
import { isLocalChain } from '../../chain/chain';
import { loadDevWallets } from '../../demo/demo-wallets';
import { writeLimit } from '../../lib/write-limit';
import { advanceClock, createDevToken, faucet } from './service';

export async function devRoutes(app: AppInstance) {
  const { chain, config, testUsdc } = app.services;
  if (!isLocalChain(chain) || !testUsdc) return;
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
        summary: 'Airdrop 2 test SOL and mint 1,000 test USDC (local chain only)',
        tags: ['dev'],
        body: faucetRequestSchema,
        response: { 200: faucetResponseSchema },
      },
    },
    async (request) => faucet({ chain, testUsdc }, request.body.address),
  );

  app.post(
    '/api/dev/tokens',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary:
          "Create a test token, its supply minted to the session's wallet (local chain only)",
        description:
          'A real Token-2022 mint with `name`, `symbol` and `image` in its metadata extension and no freeze authority; `supply` whole tokens (at most a u64 of base units: 400 SUPPLY_TOO_LARGE) go to the signed-in wallet, then the mint authority is removed (`revokeMintAuthority`, the default) or handed to the wallet.',
        tags: ['dev'],
        body: createTestTokenRequestSchema,
        response: { 200: createTestTokenResponseSchema },
      },
    },
    async (request) =>
      createDevToken({ chain }, { owner: requireWallet(request), request: request.body }),
  );

  app.post(
    '/api/dev/clock',
    {
      config: writeLimit(config),
      // It settles every due campaign: the admin's, like the admin's "Settle now".
      preHandler: requireAdmin,
      schema: {
        summary: "Move the server's clock forward and settle what is due (local chain only, admin)",
        description:
          'For trying settlement without waiting for a deadline: the offset lives in this process until it restarts. 401 without a session, 403 FORBIDDEN for a wallet that is not the admin.',
        tags: ['dev'],
        body: devClockRequestSchema,
        response: { 200: devClockResponseSchema },
      },
    },
    async (request) =>
      advanceClock(app.services, request.body.advanceSeconds, async () => {
        await app.escrowJobs.runNow();
        await app.notificationJobs.runNow();
      }),
  );
}
