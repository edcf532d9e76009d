import {
  DASHBOARD_MESSAGES,
  claimParamsSchema,
  claimResponseSchema,
  claimableFundsResponseSchema,
  userInvestmentsResponseSchema,
  userProjectsResponseSchema,
} from '@memetank/shared/api/me';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { AppError, notFound } from '../../lib/errors';
import { claimFund, listClaimables, listUserInvestments, listUserProjects } from './queries';

export async function meRoutes(app: AppInstance) {
  const { database, config } = app.services;
  const wallet = (request: { wallet: string | null }) => request.wallet as string;

  app.get(
    '/api/me/projects',
    {
      preHandler: requireSession,
      schema: {
        summary: "The signed-in wallet's submitted projects, newest first",
        tags: ['dashboard'],
        response: { 200: userProjectsResponseSchema },
      },
    },
    async (request) => ({ items: await listUserProjects(database.db, wallet(request)) }),
  );

  app.get(
    '/api/me/investments',
    {
      preHandler: requireSession,
      schema: {
        summary: "The signed-in wallet's investments, newest first",
        tags: ['dashboard'],
        response: { 200: userInvestmentsResponseSchema },
      },
    },
    async (request) => ({ items: await listUserInvestments(database.db, wallet(request)) }),
  );

  app.get(
    '/api/me/claimables',
    {
      preHandler: requireSession,
      schema: {
        summary: "The signed-in wallet's claimable funds, newest first",
        tags: ['dashboard'],
        response: { 200: claimableFundsResponseSchema },
      },
    },
    async (request) => ({ items: await listClaimables(database.db, wallet(request)) }),
  );

  app.post(
    '/api/me/claimables/:id/claim',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
      preHandler: requireSession,
      schema: {
        summary: 'Claim one of your own unclaimed funds (once)',
        tags: ['dashboard'],
        params: claimParamsSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => {
      const outcome = await claimFund(database.db, wallet(request), request.params.id);
      if (outcome.kind === 'not-found') throw notFound(DASHBOARD_MESSAGES.claimNotFound);
      if (outcome.kind === 'already-claimed') {
        throw new AppError(409, 'ALREADY_CLAIMED', DASHBOARD_MESSAGES.alreadyClaimed);
      }
      return { claimable: outcome.claimable };
    },
  );
}
