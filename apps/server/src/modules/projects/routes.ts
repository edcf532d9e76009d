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
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { JSON_CONTENT_TYPE, sendSerialized } from '../../lib/serialized-answer';
import { writeLimit } from '../../lib/write-limit';
import { preferredEncoding } from '../../lib/content-encoding';
import { encodedBody } from '../../projects/list-cache';
import type { PreviewCards } from '../../projects/preview-card';
import {
  likeProject,
  projectDetail,
  projectListPage,
  projectPreviewCard,
  relatedProjects,
  withLikes,
} from './service';

/** How long a browser or a crawler may keep a card without asking again. */
const PREVIEW_CARD_MAX_AGE_SECONDS = 300;

export async function projectRoutes(app: AppInstance, options: { previewCards: PreviewCards }) {
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
    '/api/projects/:id/preview.png',
    {
      schema: {
        summary: "An approved project's share-preview card: a 1200x630 PNG",
        description:
          "The image of the project page's og:image and twitter:image: name, logo (or emoji), raised of goal and a progress bar. `v` (the version the page names) is optional; the card drawn is always the current one, and its ETag is that version. Pending, rejected and unknown projects: 404.",
        tags: ['projects'],
        params: projectIdParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: ['image/png'],
        response: {
          200: z.any().describe('image/png, 1200x630'),
          304: z.null().describe('Not modified: the If-None-Match version is the current one'),
        },
      },
    },
    async (request, reply) => {
      const card = await projectPreviewCard(services, options.previewCards, request.params.id);
      const etag = `"${card.version}"`;
      reply
        .header('etag', etag)
        .header('cache-control', `public, max-age=${PREVIEW_CARD_MAX_AGE_SECONDS}`)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/png').header('content-length', card.png.length).send(card.png);
    },
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
