import {
  commentListQuerySchema,
  commentListResponseSchema,
  commentParamsSchema,
  commentSchema,
  createCommentRequestSchema,
} from '@memetank/shared/api/comments';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { UNAUTHORIZED_MESSAGE, isAdmin, requireSession } from '../../auth/guards';
import { AppError } from '../../lib/errors';
import { commentsChannel, fundingChannel } from '../../realtime/channels';
import {
  createStreamLimiter,
  sendEventStream,
  type StreamSource,
} from '../../realtime/event-stream';
import { createProjectVisibilityWatch } from '../../realtime/project-visibility';
import {
  assertProjectVisible,
  createComment,
  deleteComment,
  listComments,
  type Viewer,
} from './service';

/** The wallet `requireSession` let through. */
function signedIn(wallet: string | null): string {
  if (!wallet) throw new AppError(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
  return wallet;
}

const CURSOR_DATE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.\d{6}Z/;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Refuses (400) a list cursor whose date PostgreSQL cannot read, which would fail the query with
 * a 500 (year 0000, a day its month does not have: Feb 30), or that the server never writes (hour
 * 24, second 60). The cursor is `{created_at}|{id}` in base64url; listComments checks the rest.
 */
function assertCursorDate(cursor: string | undefined): void {
  if (cursor === undefined) return;
  const match = CURSOR_DATE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map(Number);
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (year < 1 || day < 1 || day > monthDays || hour > 23 || minute > 59 || second > 59) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'Invalid query.cursor: not a cursor from this list',
    );
  }
}

/** The OpenAPI answer of an event stream route. */
const eventStreamResponse = {
  200: {
    description:
      'A text/event-stream that stays open. An address holding too many open streams is answered 429 TOO_MANY_STREAMS instead.',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

export async function commentRoutes(app: AppInstance) {
  const { database, config, realtime } = app.services;
  const rateLimit = { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' };
  const viewerOf = (wallet: string | null): Viewer => ({ wallet, isAdmin: isAdmin(app, wallet) });
  const streamLimiter = createStreamLimiter(config.rateLimit.streamsPerIp);

  const projectWatch = createProjectVisibilityWatch(database.db, realtime, (message) =>
    app.log.warn(message),
  );

  /**
   * An event stream of a project the viewer may see (404 otherwise), which ends as soon as the
   * project is hidden from that viewer (rejected, deleted, back to pending) or removed.
   */
  async function streamProject(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    sources: StreamSource[],
  ) {
    const viewer = viewerOf(request.wallet);
    const since = projectWatch.mark();
    await assertProjectVisible(database.db, id, viewer);
    return sendEventStream(request, reply, {
      hub: realtime,
      sources,
      limiter: streamLimiter,
      endWhen: (end) => projectWatch.watch(id, viewer, since, end),
    });
  }

  app.get(
    '/api/projects/:id/comments',
    {
      schema: {
        summary: "A project's comments, newest first",
        tags: ['comments'],
        params: commentParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertCursorDate(request.query.cursor);
      await assertProjectVisible(database.db, id, viewerOf(request.wallet));
      return listComments(database.db, id, request.query);
    },
  );

  app.get(
    '/api/projects/:id/comments/stream',
    {
      schema: {
        summary: "Live changes to a project's comments (server-sent events)",
        description:
          'Each change is an `event: comment` whose data is `{ type: "created" | "deleted", projectId, commentId }`; refetch the list on every event and after every reconnect.',
        tags: ['comments'],
        params: commentParamsSchema,
        response: eventStreamResponse,
      },
    },
    async (request, reply) =>
      streamProject(request, reply, request.params.id, [
        { channel: commentsChannel(request.params.id), eventName: 'comment' },
      ]),
  );

  app.get(
    '/api/projects/:id/events',
    {
      schema: {
        summary: "Live changes to a project's page (server-sent events)",
        description:
          'One stream for the detail page: `event: comment` as on /comments/stream, and `event: funding` whose data is `{ type: "funding", projectId, currentFunding, investorCount, campaign }` after an investment, a settlement or a claim. Refetch after every reconnect.',
        tags: ['comments', 'investing'],
        params: commentParamsSchema,
        response: eventStreamResponse,
      },
    },
    async (request, reply) =>
      streamProject(request, reply, request.params.id, [
        { channel: commentsChannel(request.params.id), eventName: 'comment' },
        { channel: fundingChannel(request.params.id), eventName: 'funding' },
      ]),
  );

  app.post(
    '/api/projects/:id/comments',
    {
      config: { rateLimit },
      preHandler: requireSession,
      schema: {
        summary: 'Comment on a project (trimmed; blank is refused)',
        tags: ['comments'],
        params: commentParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const comment = await createComment(database.db, realtime, {
        projectId: request.params.id,
        text: request.body.comment,
        viewer: { wallet: signedIn(request.wallet), isAdmin: isAdmin(app, request.wallet) },
      });
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/comments/:id',
    {
      config: { rateLimit },
      preHandler: requireSession,
      schema: {
        summary: 'Delete one of your own comments (the admin: any comment, audit-logged)',
        description:
          "The author deletes their own comment; the admin wallet may delete anyone's (moderation), which writes an admin audit-log row. Anyone else is answered 403 FORBIDDEN. Viewers get the same `deleted` comment event either way.",
        tags: ['comments'],
        params: commentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteComment(database.db, realtime, {
        commentId: request.params.id,
        viewer: { wallet: signedIn(request.wallet), isAdmin: isAdmin(app, request.wallet) },
      });
      return reply.status(204).send(null);
    },
  );
}
