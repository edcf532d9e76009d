import {
  submitProjectRequestSchema,
  submitProjectResponseSchema,
} from '@memetank/shared/api/submit';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { toProjectDetail } from '../../projects/project-view';
import { submitProject } from './service';

export async function submissionRoutes(app: AppInstance) {
  const { database, config } = app.services;

  app.post(
    '/api/projects',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
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
      const project = await submitProject(database.db, request.wallet as string, request.body);
      return reply.status(201).send({ project: toProjectDetail(project, false) });
    },
  );
}
