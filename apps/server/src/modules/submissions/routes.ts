import {
  LEGITIMACY_STATEMENT_MAX_AGE_MS,
  legitimacyStatementRequestSchema,
  legitimacyStatementResponseSchema,
  mintUsesResponseSchema,
  submitProjectRequestSchema,
  submitProjectResponseSchema,
} from '@memetank/shared/api/submit';
import { mintParamsSchema } from '@memetank/shared/api/tokens';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { legitimacyStatementFor, mintUses, submitProject } from './service';

const STATEMENT_MAX_AGE_MINUTES = LEGITIMACY_STATEMENT_MAX_AGE_MS / 60_000;

export async function submissionRoutes(app: AppInstance) {
  const { services } = app;

  app.post(
    '/api/projects/statement',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: 'The legitimacy statement to sign for a submission, timestamped now',
        description: `The exact text POST /api/projects expects as \`legitimacyStatement\` for the session's wallet and this name and mint: sign its UTF-8 bytes with the wallet and submit with the same name and mint within ${STATEMENT_MAX_AGE_MINUTES} minutes. Refusals are 400 TOKEN_REQUIRED, PROJECT_NAME_REQUIRED or INVALID_TOKEN_MINT, then MINT_NOT_FOUND, NOT_A_MINT or FREEZE_AUTHORITY (the mint as the configured chain holds it; 502 CHAIN_ERROR when it cannot answer), with the submission's words.`,
        tags: ['projects'],
        body: legitimacyStatementRequestSchema,
        response: { 200: legitimacyStatementResponseSchema },
      },
    },
    async (request) => ({
      statement: await legitimacyStatementFor(services, {
        wallet: requireWallet(request),
        body: request.body,
      }),
    }),
  );

  app.get(
    '/api/projects/mint-uses/:mint',
    {
      schema: {
        summary: 'The projects already using a token mint (a submission may still use it)',
        description:
          'Named when the asker may see them (approved; pending and rejected only to their creator and the admin), otherwise only counted in `unlistedCount`.',
        tags: ['projects'],
        params: mintParamsSchema,
        response: { 200: mintUsesResponseSchema },
      },
    },
    async (request) => mintUses(services, { mint: request.params.mint, viewer: viewerOf(request) }),
  );

  app.post(
    '/api/projects',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: 'Submit a project for review, with its signed legitimacy statement',
        description:
          "Get the text to sign from POST /api/projects/statement. Refusals are 400 with `code` naming the rule (TOKEN_REQUIRED, PROJECT_NAME_REQUIRED, ... SIGNATURE_REQUIRED, then on the configured chain MINT_NOT_FOUND, NOT_A_MINT, FREEZE_AUTHORITY, and ALLOCATION_REQUIRED or ALLOCATION_TOO_LARGE for `investorTokenAllocation` against the wallet's balance of the mint) and `message` its description; see SUBMIT_ERROR_CODES. 502 CHAIN_ERROR when the cluster cannot answer; nothing is stored on any refusal. A token mint another project already uses is allowed (GET /api/projects/mint-uses/{mint} lists them).",
        tags: ['projects'],
        body: submitProjectRequestSchema,
        response: { 201: submitProjectResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await submitProject(services, {
        wallet: requireWallet(request),
        body: request.body,
      });
      return reply.status(201).send({ project });
    },
  );
}
