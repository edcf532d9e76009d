import {
  submitProjectRequestSchema,
  submitProjectResponseSchema,
} from '@memetank/shared/api/submit';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { submitProject } from './service';

export async function submissionRoutes(app: AppInstance) {
  const { services } = app;

  app.post(
    '/api/projects',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: 'Submit a project for review, with its signed legitimacy statement',
        description:
          'Refusals are 400 with `code` naming the rule (TOKEN_REQUIRED, PROJECT_NAME_REQUIRED, ... SIGNATURE_REQUIRED) and `message` its description; see SUBMIT_ERROR_CODES.',
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
