import {
  likeResponseSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  relatedProjectsResponseSchema,
} from '@memetank/shared/api/projects';
import { RELATED_PROJECTS_MAX } from '@memetank/shared/constants';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { JSON_CONTENT_TYPE, sendSerialized } from '../../lib/serialized-answer';
import { writeLimit } from '../../lib/write-limit';
import { preferredEncoding } from '../../lib/content-encoding';
import { encodedBody } from '../../projects/list-cache';
import { likeProject, projectDetail, projectListPage, relatedProjects, withLikes } from './service';

export async function projectRoutes(app: AppInstance) {
  const { services } = app;

  app.get(
    '/api/projects',
    {
      schema: {
        summary: 'Approved projects: search, sort and pages (cursor)',
        description:
          'Trending and ending-soon list the campaigns still open (deadline ahead) first, then those that ended; the moment that splits them is fixed at the first page and carried in `nextCursor`, so paging shows every project once. A page may come from a cache up to PROJECT_LIST_CACHE_SECONDS old: a deadline that passed meanwhile shows there as open until the page is read again.',
        tags: ['projects'],
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema },
      },
    },
    async (request, reply) => {
      const page = await projectListPage(services, request.query);
      // Visitors get the stored bytes as they are (Fastify sends a Buffer unserialized); a
      // signed-in wallet also learns which of the cards it likes.
      if (!request.wallet) {
        const raw = (reply as FastifyReply)
          .type(JSON_CONTENT_TYPE)
          .header('vary', 'accept-encoding');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (!encoding) return raw.send(page.body);
        return raw.header('content-encoding', encoding).send(encodedBody(page, encoding));
      }
      return withLikes(services, request.wallet, page);
    },
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        summary: 'One project (pending and rejected ones only for the admin or the creator)',
        tags: ['projects'],
        params: projectIdParamsSchema,
        response: { 200: projectDetailSchema },
      },
    },
    async (request, reply) =>
      sendSerialized(reply, await projectDetail(services, request.params.id, viewerOf(request))),
  );

  app.get(
    '/api/projects/:id/related',
    {
      schema: {
        summary: `Up to ${RELATED_PROJECTS_MAX} random other approved projects`,
        tags: ['projects'],
        params: projectIdParamsSchema,
        response: { 200: relatedProjectsResponseSchema },
      },
    },
    async (request, reply) =>
      sendSerialized(reply, await relatedProjects(services, request.params.id, viewerOf(request))),
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/projects/:id/like',
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: liked ? 'Like an approved project (idempotent)' : 'Remove a like (idempotent)',
        tags: ['projects'],
        params: projectIdParamsSchema,
        response: { 200: likeResponseSchema },
      },
      handler: async (request) =>
        likeProject(services, {
          projectId: request.params.id,
          wallet: requireWallet(request),
          liked,
        }),
    });
  }
}
