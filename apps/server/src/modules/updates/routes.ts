// GET/POST /api/projects/:id/updates and DELETE /api/projects/:id/updates/:updateId: a creator's
// updates on their project. Their live `update` events travel on GET /api/projects/:id/events.
import {
  createUpdateRequestSchema,
  projectUpdateSchema,
  updateItemParamsSchema,
  updateListQuerySchema,
  updateListResponseSchema,
  updateParamsSchema,
} from '@memetank/shared/api/updates';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { createUpdate, deleteUpdate, listUpdates } from './service';

export async function updateRoutes(app: AppInstance) {
  const { services } = app;

  app.get(
    '/api/projects/:id/updates',
    {
      schema: {
        summary: "A project's creator updates, newest first",
        description:
          'Keyset pages (`nextCursor`), with `total`, the number of updates the project has. A project the viewer may not see is 404 like a missing one.',
        tags: ['updates'],
        params: updateParamsSchema,
        querystring: updateListQuerySchema,
        response: { 200: updateListResponseSchema },
      },
    },
    async (request) =>
      listUpdates(services, {
        projectId: request.params.id,
        viewer: viewerOf(request),
        ...request.query,
      }),
  );

  app.post(
    '/api/projects/:id/updates',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: 'Post an update on your approved project (the creator only)',
        description:
          'Title 1-120 and text 1-5000 characters (trimmed; blank is refused with 400), an optional `image`: a path POST /api/uploads returned for an image (anything else is 400). 401 without a session, 403 FORBIDDEN for any wallet but the creator, 409 PROJECT_NOT_APPROVED while the project is pending or rejected. Viewers get a `created` update event.',
        tags: ['updates'],
        params: updateParamsSchema,
        body: createUpdateRequestSchema,
        response: { 201: projectUpdateSchema },
      },
    },
    async (request, reply) => {
      const update = await createUpdate(services, {
        projectId: request.params.id,
        ...request.body,
        viewer: { ...viewerOf(request), wallet: requireWallet(request) },
      });
      return reply.status(201).send(update);
    },
  );

  app.delete(
    '/api/projects/:id/updates/:updateId',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: "Delete an update of your project (the admin: any project's, audit-logged)",
        description:
          "The project's creator deletes its updates; the admin wallet may delete any (moderation), which writes an admin audit-log row (`project_update_delete`). Anyone else is answered 403 FORBIDDEN. Viewers get a `deleted` update event either way.",
        tags: ['updates'],
        params: updateItemParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteUpdate(services, {
        projectId: request.params.id,
        updateId: request.params.updateId,
        viewer: { ...viewerOf(request), wallet: requireWallet(request) },
      });
      return reply.status(204).send(null);
    },
  );
}
