import {
  claimAllResponseSchema,
  claimParamsSchema,
  claimResponseSchema,
  claimableFundsResponseSchema,
  userInvestmentsResponseSchema,
  userProjectsResponseSchema,
} from '@memetank/shared/api/me';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { listUserProjects } from './queries';
import { claimEverything, claimOne, listClaimables, listUserInvestments } from './service';

/** A dashboard route for the signed-in wallet only, with its OpenAPI summary and schemas. */
const dashboardRoute = <Schema extends object>(summary: string, schema: Schema) => ({
  preHandler: requireSession,
  schema: { summary, tags: ['dashboard'], ...schema },
});

export async function meRoutes(app: AppInstance) {
  const { database, config, clock } = app.services;

  app.get(
    '/api/me/projects',
    dashboardRoute("The signed-in wallet's submitted projects, newest first", {
      response: { 200: userProjectsResponseSchema },
    }),
    async (request) => {
      const wallet = requireWallet(request);
      return { items: await listUserProjects(database.db, wallet, clock.now()) };
    },
  );
  app.get(
    '/api/me/investments',
    dashboardRoute("The signed-in wallet's investments, newest first", {
      response: { 200: userInvestmentsResponseSchema },
    }),
    async (request) => ({
      items: await listUserInvestments(database.db, requireWallet(request), clock.now()),
    }),
  );
  app.get(
    '/api/me/claimables',
    dashboardRoute("The signed-in wallet's claimable funds, newest first", {
      response: { 200: claimableFundsResponseSchema },
    }),
    async (request) => ({ items: await listClaimables(database.db, requireWallet(request)) }),
  );

  app.post(
    '/api/me/claimables/:id/claim',
    {
      config: writeLimit(config),
      ...dashboardRoute(
        'Claim one of your own unclaimed funds (once): refunds and payouts are paid from escrow on chain; token allocations and token returns transfer the tokens from the escrow token account to your associated token account (created when missing, the escrow paying its rent and the fee)',
        { params: claimParamsSchema, response: { 200: claimResponseSchema } },
      ),
    },
    async (request) => claimOne(app.services, requireWallet(request), request.params.id),
  );
  app.post(
    '/api/me/claimables/claim-all',
    {
      config: writeLimit(config),
      ...dashboardRoute(
        'Claim all your own unclaimed funds at once: every open claim paid in as few transactions as fit (one per currency or token, up to 8 claims each), each claim still paid and recorded once; a second call pays nothing',
        { response: { 200: claimAllResponseSchema } },
      ),
    },
    async (request) => claimEverything(app.services, requireWallet(request)),
  );
}
