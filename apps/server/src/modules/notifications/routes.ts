// GET/PUT/DELETE /api/projects/:id/follow, and the signed-in wallet's notifications: the paged
// list, the unread count, marking read, and GET /api/me/events, their live stream.
import {
  followResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  unreadCountResponseSchema,
} from '@memetank/shared/api/notifications';
import { projectIdParamsSchema } from '@memetank/shared/api/projects';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { writeLimit } from '../../lib/write-limit';
import { notificationsChannel } from '../../realtime/channels';
import { createStreamLimiter, sendEventStream } from '../../realtime/event-stream';
import {
  followState,
  listNotifications,
  readNotifications,
  setFollow,
  unreadCount,
} from './service';

export async function notificationRoutes(app: AppInstance) {
  const { services } = app;
  const { config } = services;
  const streamLimiter = createStreamLimiter(config.rateLimit.streamsPerIp);

  app.get(
    '/api/projects/:id/follow',
    {
      schema: {
        summary: 'Whether you follow a project, and how many wallets do',
        description:
          '`following` is false without a session. A project the viewer may not see is 404 like a missing one.',
        tags: ['notifications'],
        params: projectIdParamsSchema,
        response: { 200: followResponseSchema },
      },
    },
    async (request) =>
      followState(services, { projectId: request.params.id, viewer: viewerOf(request) }),
  );

  for (const [method, following] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/projects/:id/follow',
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: following
          ? 'Follow an approved project (idempotent)'
          : 'Stop following a project (idempotent)',
        description: following
          ? "Its followers are told of the creator's updates and when its campaign ends within 48 hours. Investing follows a project too. 401 without a session, 409 PROJECT_NOT_APPROVED for a project that is not approved."
          : 'Works whatever the project status. 401 without a session.',
        tags: ['notifications'],
        params: projectIdParamsSchema,
        response: { 200: followResponseSchema },
      },
      handler: async (request) =>
        setFollow(services, {
          projectId: request.params.id,
          viewer: { ...viewerOf(request), wallet: requireWallet(request) },
          following,
        }),
    });
  }

  app.get(
    '/api/me/notifications',
    {
      preHandler: requireSession,
      schema: {
        summary: "The signed-in wallet's notifications, newest first",
        description:
          "Keyset pages (`nextCursor`), with `unread`, how many of all the wallet's notifications are unread. Each carries its project and `data` by `kind`: project_update, campaign_ending, campaign_settled (with the claims it gave you), claim_paid, project_approved, project_rejected (with the reason given), comment_reply. 401 without a session.",
        tags: ['notifications'],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) =>
      listNotifications(services, { wallet: requireWallet(request), ...request.query }),
  );

  app.get(
    '/api/me/notifications/unread-count',
    {
      preHandler: requireSession,
      schema: {
        summary: 'How many of your notifications are unread (the bell)',
        description: '401 without a session.',
        tags: ['notifications'],
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => unreadCount(services, requireWallet(request)),
  );

  app.post(
    '/api/me/notifications/read-all',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: 'Mark all your notifications read',
        description:
          'Answers the unread count left (0). The wallet\'s open event streams get `event: notification` `{ type: "read" }`. 401 without a session.',
        tags: ['notifications'],
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => readNotifications(services, { wallet: requireWallet(request) }),
  );

  app.post(
    '/api/me/notifications/:id/read',
    {
      config: writeLimit(config),
      preHandler: requireSession,
      schema: {
        summary: 'Mark one of your notifications read',
        description:
          "Answers the unread count left. 401 without a session, 404 NOT_FOUND when there is none or it is another wallet's (the same answer, so ids tell no one anything).",
        tags: ['notifications'],
        params: notificationParamsSchema,
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) =>
      readNotifications(services, { wallet: requireWallet(request), id: request.params.id }),
  );

  app.get(
    '/api/me/events',
    {
      preHandler: requireSession,
      schema: {
        summary: "Live changes to the signed-in wallet's notifications (server-sent events)",
        description:
          'Each change is an `event: notification` whose data is `{ type: "created" | "read" | "removed" }`: a notification arrived, some were marked read (in any tab), or one was withdrawn because what it spoke of was deleted. Refetch the unread count and the list on every event and after every reconnect. 401 without a session; an address holding too many open streams is answered 429 TOO_MANY_STREAMS.',
        tags: ['notifications'],
        response: {
          200: {
            description: 'A text/event-stream that stays open.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) =>
      sendEventStream(request, reply, {
        hub: services.realtime,
        sources: [
          { channel: notificationsChannel(requireWallet(request)), eventName: 'notification' },
        ],
        limiter: streamLimiter,
      }),
  );
}
