import {
  commentListQuerySchema,
  commentListResponseSchema,
  commentParamsSchema,
  commentRepliesParamsSchema,
  commentSchema,
  createCommentRequestSchema,
} from '@memetank/shared/api/comments';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession, requireWallet, viewerOf } from '../../auth/guards';
import { sendSerialized } from '../../lib/serialized-answer';
import { writeLimit } from '../../lib/write-limit';
import { createComment, deleteComment, listComments, listReplies } from './service';

export async function commentRoutes(app: AppInstance) {
  const { services } = app;
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
