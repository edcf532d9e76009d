// Admin escrow routes: the vault and its fees, fee withdrawal to the treasury, and settling a
// campaign whose deadline has passed without waiting for the job (never before: no early payout).
import {
  ADMIN_ESCROW_MESSAGES,
  escrowStatusSchema,
  settleResponseSchema,
  withdrawFeesResponseSchema,
} from '@memetank/shared/api/investing';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import { eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-types';
import { requireAdmin } from '../../auth/guards';
import { projects } from '../../db/schema';
import { escrowStatus, withdrawFees } from '../../escrow/fees';
import { AppError, notFound } from '../../lib/errors';
import { campaignState } from '../../projects/campaign';
import { settleCampaign } from '../../escrow/settlement';

export async function adminEscrowRoutes(app: AppInstance) {
  const { config } = app.services;
  const writeLimit = {
    rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' },
  };

  app.get(
    '/api/admin/escrow',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'The escrow vault: address, balance on chain, fees available, treasury',
        tags: ['admin', 'investing'],
        response: { 200: escrowStatusSchema },
      },
    },
    async () => escrowStatus(app.services),
  );

  app.post(
    '/api/admin/escrow/withdraw-fees',
    {
      config: writeLimit,
      preHandler: requireAdmin,
      schema: {
        summary: 'Send the accumulated platform fees to the treasury wallet',
        tags: ['admin', 'investing'],
        response: { 200: withdrawFeesResponseSchema },
      },
    },
    async () => withdrawFees(app.services),
  );

  app.post(
    '/api/admin/projects/:id/settle',
    {
      config: writeLimit,
      preHandler: requireAdmin,
      schema: {
        summary: 'Settle a campaign now; only once its deadline has passed',
        tags: ['admin', 'investing'],
        params: projectIdParamsSchema,
        response: { 200: settleResponseSchema },
      },
    },
    async (request) => {
      const result = await settleCampaign(app.services, request.params.id);
      if (result.kind === 'not-found') throw notFound('Project not found');
      if (result.kind === 'not-due') {
        throw new AppError(409, 'DEADLINE_NOT_PASSED', ADMIN_ESCROW_MESSAGES.deadlineNotPassed);
      }
      if (result.kind === 'pending-investments') {
        throw new AppError(
          409,
          'INVESTMENTS_PENDING',
          'An investment is still being confirmed. Try again in a minute.',
        );
      }
      const [row] = await app.services.database.db
        .select()
        .from(projects)
        .where(eq(projects.id, request.params.id));
      if (!row) throw notFound('Project not found');
      return {
        campaign: campaignState(row, app.services.clock.now()),
        message:
          result.kind === 'settled'
            ? ADMIN_ESCROW_MESSAGES.settled
            : ADMIN_ESCROW_MESSAGES.alreadySettled,
      };
    },
  );
}
