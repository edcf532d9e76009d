// The detail page's live changes: one server-sent event stream per project (its comments, its
// funding, its creator's updates), open while the viewer may see the project, at most
// streamsPerIp per address. /comments/stream, the same stream with only the comment events, is a
// deprecated alias kept for the clients of the published OpenAPI document (docs/api-changes.md).
import { commentParamsSchema } from '@memetank/shared/api/comments';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { viewerOf } from '../../auth/guards';
import { markDeprecated } from '../../lib/deprecation';
import { findVisibleProject } from '../../projects/visibility';
import { createProjectVisibilityWatch } from '../../projects/visibility-watch';
import { commentsChannel, fundingChannel, updatesChannel } from '../../realtime/channels';
import {
  createStreamLimiter,
  sendEventStream,
  type StreamSource,
} from '../../realtime/event-stream';

/** The OpenAPI answer of an event stream route. */
const eventStreamResponse = {
  200: {
    description:
      'A text/event-stream that stays open. An address holding too many open streams is answered 429 TOO_MANY_STREAMS instead.',
    content: { 'text/event-stream': { schema: z.string() } },
  },
};

const commentEvents = (id: string): StreamSource => ({
  channel: commentsChannel(id),
  eventName: 'comment',
});

export async function projectStreamRoutes(app: AppInstance) {
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
    '/api/projects/:id/events',
    {
      schema: {
        summary: "Live changes to a project's page (server-sent events)",
        description:
          'One stream for the detail page: `event: comment` whose data is `{ type: "created" | "deleted", projectId, commentId, parentId }` (`parentId` is null for a top-level comment and names the thread of a reply: refetch the top-level list, as a reply changes its parent\'s `replyCount`, and that thread), `event: funding` whose data is `{ type: "funding", projectId, currentFunding, investorCount, campaign }` after an investment, a settlement or a claim, and `event: update` whose data is `{ type: "created" | "deleted", projectId, updateId }` when the creator posts an update or it is deleted (refetch GET /api/projects/:id/updates). Refetch after every reconnect.',
        tags: ['comments', 'investing', 'updates'],
        params: commentParamsSchema,
        response: eventStreamResponse,
      },
    },
    async (request, reply) =>
      streamProject(request, reply, request.params.id, [
        commentEvents(request.params.id),
        { channel: fundingChannel(request.params.id), eventName: 'funding' },
        { channel: updatesChannel(request.params.id), eventName: 'update' },
      ]),
  );

  app.get(
    '/api/projects/:id/comments/stream',
    {
      schema: {
        summary: "Live changes to a project's comments (server-sent events); deprecated",
        description:
          'Deprecated: use /api/projects/{id}/events, whose `event: comment` events are these. Each change is an `event: comment` whose data is `{ type: "created" | "deleted", projectId, commentId, parentId }`; `parentId` is null for a top-level comment and names the thread of a reply. Refetch the top-level list on every event (a reply changes its parent\'s `replyCount`), the thread named by `parentId`, and everything after every reconnect. The answer carries a `Deprecation` header.',
        tags: ['comments'],
        deprecated: true,
        params: commentParamsSchema,
        response: eventStreamResponse,
      },
    },
    async (request, reply) => {
      markDeprecated(reply);
      return streamProject(request, reply, request.params.id, [commentEvents(request.params.id)]);
    },
  );
}
