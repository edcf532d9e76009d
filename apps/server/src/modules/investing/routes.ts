// Investing routes (docs/decisions/036-escrow-vault-settlement-and-payouts.md): prepare the
// transfer to escrow, then submit it signed; the same pair for the creator's token deposit that
// opens the campaign (docs/decisions/047-token-escrow.md).
import {
  prepareInvestmentRequestSchema,
  prepareInvestmentResponseSchema,
  submitInvestmentRequestSchema,
  submitInvestmentResponseSchema,
} from '@memetank/shared/api/investing';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import {
  prepareTokenDepositResponseSchema,
  submitTokenDepositRequestSchema,
  submitTokenDepositResponseSchema,
} from '@memetank/shared/api/token-escrow';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet } from '../../auth/guards';
import {
  prepareInvestment,
  prepareTokenDeposit,
  submitInvestment,
  submitTokenDeposit,
} from '../../escrow';
import { markDeprecated } from '../../lib/deprecation';
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
          "A base64 legacy transaction: the signed-in wallet pays the fee and transfers `amount` in the campaign's currency to the escrow vault (SOL by a System transfer; USDC by a checked SPL transfer from the wallet's USDC account into the vault's, created when missing), with a memo naming the project, on a fresh blockhash. Sign it without changing a byte and submit it before `expiresAt`. 409 NOT_OPEN / DEADLINE_PASSED, 400 INVALID_AMOUNT / INSUFFICIENT_BALANCE, 503 ESCROW_UNAVAILABLE.",
        tags: ['investing'],
        params: projectIdParamsSchema,
        body: prepareInvestmentRequestSchema,
        response: { 200: prepareInvestmentResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.body.usedDeprecatedAmountSol) markDeprecated(reply);
      return prepareInvestment(app.services, {
        projectId: request.params.id,
        wallet: requireWallet(request),
        amount: request.body.amount,
      });
    },
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

  app.post(
    '/api/projects/:id/token-deposit/prepare',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: "Build the creator's token deposit transaction for the wallet to sign",
        description:
          "Creator only. A base64 legacy transaction: the creator's wallet pays the fee, creates the escrow's token account for the mint when missing, and transfers exactly the agreed allocation (`amount`, base units) into it with a checked transfer and a memo naming the project. Sign it without changing a byte and submit it before `expiresAt`. 403 NOT_CREATOR, 409 DEPOSIT_NOT_AWAITED (not approved, settled, past the deadline, already deposited or a deposit in flight), 400 DEPOSIT_INSUFFICIENT, 503 ESCROW_UNAVAILABLE.",
        tags: ['investing'],
        params: projectIdParamsSchema,
        response: { 200: prepareTokenDepositResponseSchema },
      },
    },
    async (request) =>
      prepareTokenDeposit(app.services, {
        projectId: request.params.id,
        wallet: requireWallet(request),
      }),
  );

  app.post(
    '/api/projects/:id/token-deposit',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: 'Send the signed token deposit; answers once it is confirmed and recorded',
        description:
          'Creator only (403 NOT_CREATOR). The transaction must be exactly the prepared deposit, signed by the creator alone (400 TRANSACTION_MISMATCH, 403/400 WRONG_SIGNER); an investment transaction is never taken as a deposit. Submitting it again answers the same deposit; it is recorded once, and the campaign opens for investment. 400 TRANSACTION_EXPIRED / TRANSACTION_FAILED, 409 DEPOSIT_NOT_AWAITED, 502 CHAIN_UNAVAILABLE (recorded later if it lands).',
        tags: ['investing'],
        params: projectIdParamsSchema,
        body: submitTokenDepositRequestSchema,
        response: { 200: submitTokenDepositResponseSchema },
      },
    },
    async (request) =>
      submitTokenDeposit(app.services, {
        projectId: request.params.id,
        wallet: requireWallet(request),
        transaction: request.body.transaction,
      }),
  );
}
