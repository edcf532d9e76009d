import {
  commentListQuerySchema,
  commentListResponseSchema,
  commentParamsSchema,
  commentRepliesParamsSchema,
  commentSchema,
  createCommentRequestSchema,
} from '@memetank/shared/api/comments';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { sendSerialized } from '../../lib/serialized-answer';
import { writeLimit } from '../../lib/write-limit';
import { findVisibleProject } from '../../projects/visibility';
import { createProjectVisibilityWatch } from '../../projects/visibility-watch';
import { commentsChannel, fundingChannel, updatesChannel } from '../../realtime/channels';
import {
  createStreamLimiter,
  sendEventStream,
  type StreamSource,
} from '../../realtime/event-stream';
import { createComment, deleteComment, listComments, listReplies } from './service';

/** The OpenAPI answer of an event stream route. */
const eventStreamResponse = {
  200: {
    description:
      'A text/event-stream that stays open. An address holding too many open streams is answered 429 TOO_MANY_STREAMS instead.',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

export async function commentRoutes(app: AppInstance) {
  const { services } = app;
  const streamLimiter = createStreamLimiter(services.config.rateLimit.streamsPerIp);
  const projectWatch = createProjectVisibilityWatch(services, (message) => app.log.warn(message));

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
    const viewer = viewerOf(request);
    const since = projectWatch.mark();
    await findVisibleProject(services, id, viewer);
    return sendEventStream(request, reply, {
      hub: services.realtime,
      sources,
      limiter: streamLimiter,
      endWhen: (end) => projectWatch.watch(id, viewer, since, end),
    });
  }

  app.get(
    '/api/projects/:id/comments',
    {
      schema: {
        summary: "A project's top-level comments, newest first, each with its reply count",
        description:
          "Replies are not in this list: each top-level comment carries `replyCount`, and its thread is read from /comments/{commentId}/replies. `isCreator` says the author is the project's creator.",
        tags: ['comments'],
        params: commentParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request, reply) =>
      sendSerialized(
        reply,
        await listComments(services, {
          projectId: request.params.id,
          viewer: viewerOf(request),
          ...request.query,
        }),
      ),
  );

  app.get(
    '/api/projects/:id/comments/:commentId/replies',
    {
      schema: {
        summary: 'The replies to one top-level comment, oldest first (a thread, one level deep)',
        description:
          'Paged like the comments (`limit`, `cursor`). A comment that is missing or belongs to another project is answered 404.',
        tags: ['comments'],
        params: commentRepliesParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request, reply) =>
      sendSerialized(
        reply,
        await listReplies(services, {
          projectId: request.params.id,
          commentId: request.params.commentId,
          viewer: viewerOf(request),
          ...request.query,
        }),
      ),
  );

  app.get(
    '/api/projects/:id/comments/stream',
    {
      schema: {
        summary: "Live changes to a project's comments (server-sent events)",
        description:
          'Each change is an `event: comment` whose data is `{ type: "created" | "deleted", projectId, commentId, parentId }`; `parentId` is null for a top-level comment and names the thread of a reply. Refetch the top-level list on every event (a reply changes its parent\'s `replyCount`), the thread named by `parentId`, and everything after every reconnect.',
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
          'One stream for the detail page: `event: comment` as on /comments/stream, and `event: funding` whose data is `{ type: "funding", projectId, currentFunding, investorCount, campaign }` after an investment, a settlement or a claim, and `event: update` whose data is `{ type: "created" | "deleted", projectId, updateId }` when the creator posts an update or it is deleted (refetch GET /api/projects/:id/updates). Refetch after every reconnect.',
        tags: ['comments', 'investing', 'updates'],
        params: commentParamsSchema,
        response: eventStreamResponse,
      },
    },
    async (request, reply) =>
      streamProject(request, reply, request.params.id, [
        { channel: commentsChannel(request.params.id), eventName: 'comment' },
        { channel: fundingChannel(request.params.id), eventName: 'funding' },
        { channel: updatesChannel(request.params.id), eventName: 'update' },
      ]),
  );

  app.post(
    '/api/projects/:id/comments',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary:
          'Comment on a project, or reply to a top-level comment (trimmed; blank is refused)',
        description:
          'With `parentId`, a reply to that top-level comment of the same project. A reply to a reply is answered 400 VALIDATION_ERROR (threads are one level deep); a parent that is missing, deleted or on another project, 404 NOT_FOUND.',
        tags: ['comments'],
        params: commentParamsSchema,
        body: createCommentRequestSchema,
        response: { 201: commentSchema },
      },
    },
    async (request, reply) => {
      const comment = await createComment(services, {
        projectId: request.params.id,
        parentId: request.body.parentId,
        text: request.body.comment,
        viewer: { ...viewerOf(request), wallet: requireWallet(request) },
      });
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/comments/:id',
    {
      config: writeLimit(services.config),
      preHandler: requireSession,
      schema: {
        summary: 'Delete one of your own comments or replies (the admin: any, audit-logged)',
        description:
          "The author deletes their own comment or reply; the admin wallet may delete anyone's (moderation), which writes an admin audit-log row. Anyone else is answered 403 FORBIDDEN. Deleting a top-level comment deletes its replies. Viewers get the same `deleted` comment event either way.",
        tags: ['comments'],
        params: commentParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteComment(services, {
        commentId: request.params.id,
        viewer: { ...viewerOf(request), wallet: requireWallet(request) },
      });
      return reply.status(204).send(null);
    },
  );
}
