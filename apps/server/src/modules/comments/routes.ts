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

  /** An event stream of a project the viewer may see (404 otherwise). */
  async function streamProject(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    sources: StreamSource[],
  ) {
    await assertProjectVisible(database.db, id, viewerOf(request.wallet));
    return sendEventStream(request, reply, { hub: realtime, sources, limiter: streamLimiter });
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
        summary: 'Delete one of your own comments',
        tags: ['comments'],
        params: commentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteComment(database.db, realtime, {
        commentId: request.params.id,
        wallet: signedIn(request.wallet),
      });
      return reply.status(204).send(null);
    },
  );
}
