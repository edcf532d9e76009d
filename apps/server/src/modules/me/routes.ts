import {
  claimParamsSchema,
  claimResponseSchema,
  claimableFundsResponseSchema,
  userInvestmentsResponseSchema,
  userProjectsResponseSchema,
} from '@memetank/shared/api/me';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { claimFund } from './claims';
import { listClaimables, listUserInvestments, listUserProjects } from './queries';

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
        summary:
          'Claim one of your own unclaimed funds (once): refunds and payouts are paid from escrow on chain',
        tags: ['dashboard'],
        params: claimParamsSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => claimFund(app.services, wallet(request), request.params.id),
  );
}
