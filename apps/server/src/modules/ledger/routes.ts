// The public ledger's routes (issue 16): a project's backers and its funding over time, and the
// escrow vault's proof. All public: a hidden project's backers and history answer 404 like the
// project.
import {
  backersQuerySchema,
  backersResponseSchema,
  escrowProofSchema,
  FUNDING_HISTORY_DAYS_MAX,
  FUNDING_HISTORY_POINTS_MAX,
  fundingHistorySchema,
} from '@memetank/shared/api/ledger';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import type { AppInstance } from '../../app-types';
import { viewerOf } from '../../auth/guards';
import { escrowProof, fundingHistory, listBackers } from './service';

import { chainReadLimit } from '../../lib/chain-read-limit';

export async function ledgerRoutes(app: AppInstance) {
  const { services } = app;

  app.get(
    '/api/projects/:id/investments',
    {
      schema: {
        summary: "A project's backers: its confirmed investments, newest first",
        description:
          "Every investment recorded with a confirmed transfer into the escrow vault that counts for the campaign (wallet, base units of the campaign's `currency`, signature, time), a page at a time (`nextCursor`); one refunded on its own (confirmed after settlement, or in the other currency) is left out, as from the raise. The same visibility as the project: a pending or rejected project answers 404 except to its creator and the admin. The page refetches it on the `funding` event of GET /api/projects/:id/events.",
        tags: ['investing', 'ledger'],
        params: projectIdParamsSchema,
        querystring: backersQuerySchema,
        response: { 200: backersResponseSchema },
      },
    },
    async (request) => listBackers(services, request.params.id, viewerOf(request), request.query),
  );

  app.get(
    '/api/projects/:id/funding-history',
    {
      schema: {
        summary: "A project's funding over time, from its confirmed investments",
        description: `The cumulative raise ("points", oldest first, lamports as decimal strings) summed from the investments recorded with their transfer into the escrow vault, never from the project's own figures; an investment confirmed after settlement (refunded on its own) does not count. Up to ${FUNDING_HISTORY_POINTS_MAX} points: beyond that, each point sums an equal stretch of "bucketSeconds" and carries the time of its last investment. Also the goal, the deadline, the distinct backers and, per UTC day that had any, the wallets that invested for the first time ("backersPerDay", the latest ${FUNDING_HISTORY_DAYS_MAX} days). The same visibility as the project: a pending or rejected project answers 404 except to its creator and the admin.`,
        tags: ['investing', 'ledger'],
        params: projectIdParamsSchema,
        response: { 200: fundingHistorySchema },
      },
    },
    async (request) => fundingHistory(services, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/escrow',
    {
      config: chainReadLimit,
      schema: {
        summary: "The escrow vault's balance on chain against what it owes",
        description:
          'Owed = investments in campaigns not settled yet + refunds and creator payouts not claimed + platform fees not withdrawn; difference = balance - owed (the rent-exempt reserve when all is well; `balanceLamports` and `differenceLamports` are null when the chain cannot be read). A deployment without a vault (a real cluster without ESCROW_SECRET_KEY, where investing is off) answers 200 `{ "enabled": false }`.',
        tags: ['investing', 'ledger'],
        response: { 200: escrowProofSchema },
      },
    },
    async () => escrowProof(services),
  );
}
