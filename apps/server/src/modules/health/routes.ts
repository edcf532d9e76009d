import { apiErrorSchema } from '@memetank/shared/api/error';
import { healthResponseSchema } from '@memetank/shared/api/health';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { chainCluster } from '../../chain/cluster';

/** A database that has not answered `select 1` by then counts as down: health must answer fast. */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

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
      const { database, chain, config } = app.services;
      const dbStatus = await withinTimeout(database.ping(), HEALTH_DB_TIMEOUT_MS)
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const chainHealth = await chain.health();
      const ok = dbStatus === 'up' && chainHealth.status === 'up';
      return reply.status(ok ? 200 : 503).send({
        ok,
        db: { status: dbStatus, kind: database.kind },
        chain: { ...chainHealth, cluster: chainCluster(chain.kind, config.chain) },
      });
    },
  );
}
