// Investing routes (docs/decisions/036-escrow-vault-settlement-and-payouts.md): prepare the
// transfer to escrow, then submit it signed.
import {
  prepareInvestmentRequestSchema,
  prepareInvestmentResponseSchema,
  submitInvestmentRequestSchema,
  submitInvestmentResponseSchema,
} from '@memetank/shared/api/investing';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet } from '../../auth/guards';
import { prepareInvestment, submitInvestment } from '../../escrow';
import { writeLimit } from '../../lib/write-limit';

export async function investingRoutes(app: AppInstance) {
  const { config } = app.services;

  app.post(
    '/api/projects/:id/investments/prepare',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: 'Build the investment transaction for the wallet to sign (Solana Pay request)',
        description:
          'A base64 legacy transaction: the signed-in wallet pays the fee and transfers `amountSol` to the escrow vault, with a memo naming the project, on a fresh blockhash. Sign it without changing a byte and submit it before `expiresAt`. 409 NOT_OPEN / DEADLINE_PASSED, 400 INVALID_AMOUNT / INSUFFICIENT_BALANCE, 503 ESCROW_UNAVAILABLE.',
        tags: ['investing'],
        params: projectIdParamsSchema,
        body: prepareInvestmentRequestSchema,
        response: { 200: prepareInvestmentResponseSchema },
      },
    },
    async (request) =>
      prepareInvestment(app.services, {
        projectId: request.params.id,
        wallet: requireWallet(request),
        amountSol: request.body.amountSol,
      }),
  );

  app.post(
    '/api/projects/:id/investments',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary:
          'Send the signed investment transaction; answers once it is confirmed and recorded',
        description:
          "The transaction must be exactly the prepared one, signed by the session's wallet (400 TRANSACTION_MISMATCH, 403/400 WRONG_SIGNER). Submitting the same signed transaction again answers the same investment; it is recorded once. 400 TRANSACTION_EXPIRED / TRANSACTION_FAILED, 502 CHAIN_UNAVAILABLE (recorded later if it lands).",
        tags: ['investing'],
        params: projectIdParamsSchema,
        body: submitInvestmentRequestSchema,
        response: { 200: submitInvestmentResponseSchema },
      },
    },
    async (request) =>
      submitInvestment(app.services, {
        projectId: request.params.id,
        wallet: requireWallet(request),
        transaction: request.body.transaction,
      }),
  );
}
