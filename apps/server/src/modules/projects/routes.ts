import {
  likeResponseSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  type ProjectListQuery,
  relatedProjectsResponseSchema,
} from '@memetank/shared/api/projects';
import { RELATED_PROJECTS_MAX } from '@memetank/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { isAdmin, requireSession } from '../../auth/guards';
import { notFound } from '../../lib/errors';
import { encodedBody, preferredEncoding, type CachedListPage } from '../../projects/list-cache';
import { toProjectDetail, toProjectSummary, type ProjectRow } from '../../projects/project-view';
import { decodeCursor, encodeCursor } from './list-cursor';
import {
  findProject,
  likedProjectIds,
  listProjects,
  randomApprovedProjects,
  setLike,
} from './queries';

export const PROJECT_NOT_FOUND = 'Project not found';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export async function projectRoutes(app: AppInstance) {
  const { database, config } = app.services;
  const db = database.db;
  const writeRateLimit = { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' };

  /** Approved projects for everyone; pending and rejected ones only for the admin or the creator. */
  const canSee = (request: FastifyRequest, row: ProjectRow) =>
    row.status === 'approved' ||
    isAdmin(app, request.wallet) ||
    (request.wallet !== null && request.wallet === row.creatorWallet);

  async function visibleProject(request: FastifyRequest, id: string): Promise<ProjectRow> {
    const row = await findProject(db, id);
    // A hidden project gets the same answer as a missing one.
    if (!row || !canSee(request, row)) throw notFound(PROJECT_NOT_FOUND);
    return row;
  }

  /** Cards, with whether the signed-in wallet likes each. */
  async function toCards(request: FastifyRequest, rows: ProjectRow[]) {
    const now = app.services.clock.now();
    const liked = request.wallet
      ? await likedProjectIds(
          db,
          request.wallet,
          rows.map((row) => row.id),
        )
      : null;
    return rows.map((row) => ({
      ...toProjectSummary(row, now),
      ...(liked ? { likedByMe: liked.has(row.id) } : {}),
    }));
  }

  /** One page of the list as everyone sees it (no likedByMe), serialized once for the cache. */
  async function readListPage(query: ProjectListQuery): Promise<CachedListPage> {
    const { q, sort, limit, cursor } = query;
    const from = cursor ? decodeCursor(cursor, sort) : undefined;
    const now = app.services.clock.now();
    const listed = await listProjects(db, { q, sort, limit, from }, now);
    const rows = listed.slice(0, limit);
    const last = rows.at(-1);
    const answer = projectListResponseSchema.parse({
      items: rows.map((item) => toProjectSummary(item.row, now)),
      nextCursor: listed.length > limit && last ? encodeCursor(last.position) : null,
    });
    return { ...answer, body: Buffer.from(JSON.stringify(answer)), encoded: {} };
  }

  app.get(
    '/api/projects',
    {
      schema: {
        summary: 'Approved projects: search, sort and pages (cursor)',
        tags: ['projects'],
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema },
      },
    },
    async (request, reply) => {
      const { q, sort, limit, cursor } = request.query;
      const cache = app.services.projectListCache;
      const key = [sort, limit, q ?? '', cursor ?? ''].join('\n');
      let page = cache.get(key);
      if (!page) {
        const generation = cache.generation();
        page = await readListPage(request.query);
        cache.set(key, generation, page);
      }
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
      const liked = await likedProjectIds(
        db,
        request.wallet,
        page.items.map((item) => item.id),
      );
      return {
        items: page.items.map((item) => ({ ...item, likedByMe: liked.has(item.id) })),
        nextCursor: page.nextCursor,
      };
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
    async (request) => {
      const row = await visibleProject(request, request.params.id);
      const likedByMe = request.wallet
        ? (await likedProjectIds(db, request.wallet, [row.id])).has(row.id)
        : false;
      return toProjectDetail(row, likedByMe, app.services.clock.now());
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
    async (request) => {
      const row = await visibleProject(request, request.params.id);
      const related = await randomApprovedProjects(db, row.id, RELATED_PROJECTS_MAX);
      return { items: await toCards(request, related) };
    },
  );

  for (const [method, liked] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/projects/:id/like',
      config: { rateLimit: writeRateLimit },
      preHandler: requireSession,
      schema: {
        summary: liked ? 'Like an approved project (idempotent)' : 'Remove a like (idempotent)',
        tags: ['projects'],
        params: projectIdParamsSchema,
        response: { 200: likeResponseSchema },
      },
      handler: async (request) => {
        const result = await setLike(db, request.params.id, request.wallet!, liked);
        if (!result) throw notFound(PROJECT_NOT_FOUND);
        return result;
      },
    });
  }
}
