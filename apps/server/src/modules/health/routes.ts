import { apiErrorSchema } from '@memetank/shared/api/error';
import { healthResponseSchema, serverClockResponseSchema } from '@memetank/shared/api/health';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { checkHealth } from './service';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Service health: database and chain',
        description:
          "`chain.cluster` names the Solana cluster (local, mainnet-beta, devnet, testnet or custom with the RPC endpoint's origin), so clients can link signatures and addresses to an explorer that knows it.",
        tags: ['health'],
        // A 503 is this route's report, or the error handler's DATABASE_UNAVAILABLE when a hook
        // that runs first (the session lookup of a request with a cookie) needed the database.
        response: {
          200: healthResponseSchema,
          503: z.union([healthResponseSchema, apiErrorSchema]),
        },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.services);
      return reply.status(health.ok ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/clock',
    {
      schema: {
        summary: "The server clock's now",
        description:
          'The time every deadline passes by (ISO 8601). On the local chain the dev clock may run it ahead of real time; the submit form counts its 30-day deadline window from it.',
        tags: ['health'],
        response: { 200: serverClockResponseSchema },
      },
    },
    () => ({ now: app.services.clock.now().toISOString() }),
  );
}
