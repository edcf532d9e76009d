import { healthResponseSchema } from '@memetank/shared/api/health';
import type { AppInstance } from '../../app-types';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Service health: database and chain',
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const { database, chain } = app.services;
      const dbStatus = await database
        .ping()
        .then(() => 'up' as const)
        .catch(() => 'down' as const);
      const chainHealth = await chain.health();
      const ok = dbStatus === 'up' && chainHealth.status === 'up';
      return reply.status(ok ? 200 : 503).send({
        ok,
        db: { status: dbStatus, kind: database.kind },
        chain: chainHealth,
      });
    },
  );
}
