// Admin escrow routes: the vault and its fees, fee withdrawal to the treasury, and settling a
// campaign whose deadline has passed without waiting for the job (never before: no early payout).
import {
  ADMIN_ESCROW_MESSAGES,
  settleResponseSchema,
  withdrawFeesResponseSchema,
} from '@memetank/shared/api/investing';
import { escrowStatusSchema } from '@memetank/shared/api/ledger';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import type { AppInstance } from '../../app-types';
import { requireAdmin } from '../../auth/guards';
import { escrowStatus, settleCampaignNow, withdrawFees } from '../../escrow';
import { writeLimit } from '../../lib/write-limit';

export async function adminEscrowRoutes(app: AppInstance) {
  const { config } = app.services;
  /** An admin-only escrow route, with its OpenAPI summary and schemas; a write is rate-limited. */
  const adminRoute = <Schema extends object>(
    summary: string,
    schema: Schema,
    kind: 'read' | 'write',
  ) => ({
    ...(kind === 'write' ? { config: writeLimit(config) } : {}),
    preHandler: requireAdmin,
    schema: { summary, tags: ['admin', 'investing'], ...schema },
  });

  app.get(
    '/api/admin/escrow',
    adminRoute(
      'The escrow vault: address, balance on chain, fees available, treasury, payouts the co-signer refused',
      { response: { 200: escrowStatusSchema } },
      'read',
    ),
    async () => escrowStatus(app.services),
  );
  app.post(
    '/api/admin/escrow/withdraw-fees',
    adminRoute(
      'Send the accumulated platform fees to the treasury wallet',
      { response: { 200: withdrawFeesResponseSchema } },
      'write',
    ),
    async () => withdrawFees(app.services),
  );
  app.post(
    '/api/admin/projects/:id/settle',
    adminRoute(
      'Settle a campaign now; only once its deadline has passed',
      { params: projectIdParamsSchema, response: { 200: settleResponseSchema } },
      'write',
    ),
    async (request) => {
      const { settled, campaign } = await settleCampaignNow(app.services, request.params.id);
      return {
        campaign,
        message: settled ? ADMIN_ESCROW_MESSAGES.settled : ADMIN_ESCROW_MESSAGES.alreadySettled,
      };
    },
  );
}
