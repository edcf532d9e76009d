// POST /api/uploads (a session's logo or pitch deck, streamed to disk with its size limit enforced
// as it arrives, checked by content and stored under a name the server makes) and
// GET /uploads/:name (served with its real type, nosniff, sandboxed).
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PITCH_DECK_MAX_BYTES,
  UPLOAD_KINDS,
  uploadResponseSchema,
  type UploadKind,
} from '@memetank/shared/api/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { AppError, validationError } from '../../lib/errors';
import { writeLimit } from '../../lib/write-limit';
import type { Storage } from '../../storage/storage';
import { MAX_BYTES, acceptUpload, openUpload, tooLarge } from './service';

// Room for the multipart boundaries, headers and the kind field around the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Refuses a body that cannot fit before a byte of it is read. */
async function refuseHugeBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > PITCH_DECK_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge(undefined);
  }
}

const TOO_MANY_UPLOADS_MESSAGE =
  'Too many uploads are in progress from your network. Wait for one to finish and try again.';

/** Counts the bytes of a file part as they pass and fails as soon as they exceed `limit`. */
function sizeLimit(limit: () => number, tooLargeError: () => AppError) {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit() ? tooLargeError() : null, chunk);
    },
  });
  return { stream, size: () => size };
}

/**
 * Reads the `kind` field and streams the one `file` part to an incoming file, stopping at the
 * first byte over the limit. Returns where the file is (null when none was sent); the caller
 * stores or discards it.
 */
async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  incoming: string[],
): Promise<{ kind: UploadKind; path: string | null; size: number }> {
  if (!request.isMultipart()) throw validationError('Expected a multipart/form-data body');
  let kind: UploadKind | undefined;
  let received: { path: string; size: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'kind') continue;
        const parsed = z.enum(UPLOAD_KINDS).safeParse(part.value);
        if (!parsed.success) throw validationError('Invalid kind: expected logo or pitch-deck');
        kind = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      const path = await storage.incomingPath();
      incoming.push(path);
      // The kind decides the limit; sent after the file, the pitch-deck limit applies until known.
      const limit = sizeLimit(
        () => (kind ? MAX_BYTES[kind] : PITCH_DECK_MAX_BYTES),
        () => tooLarge(kind),
      );
      await pipeline(part.file, limit.stream, createWriteStream(path, { flags: 'wx' }));
      if (part.file.truncated) throw tooLarge(kind);
      received = { path, size: limit.size() };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // The parser's own refusals carry no status: no boundary, a cut-off body, a broken header.
    throw validationError('The multipart/form-data body is malformed');
  }
  if (!kind) throw validationError('Invalid kind: expected logo or pitch-deck');
  return { kind, path: received?.path ?? null, size: received?.size ?? 0 };
}

/**
 * At most `max` uploads in progress per client address in this process: each holds a connection
 * and a file being written for as long as its body takes to arrive.
 */
function uploadsInProgressLimit(max: number) {
  const inProgress = new Map<string, number>();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ip = request.ip;
    const count = inProgress.get(ip) ?? 0;
    if (count >= max) throw new AppError(429, 'TOO_MANY_UPLOADS', TOO_MANY_UPLOADS_MESSAGE);
    inProgress.set(ip, count + 1);
    // 'close' comes once the answer is sent or the connection is gone, whichever is first.
    reply.raw.once('close', () => {
      const left = (inProgress.get(ip) ?? 1) - 1;
      if (left > 0) inProgress.set(ip, left);
      else inProgress.delete(ip);
    });
  };
}

export async function uploadRoutes(app: AppInstance) {
  const { services } = app;
  const { storage, config } = services;

  app.post(
    '/api/uploads',
    {
      config: writeLimit(config),
      // The most a body may be; an answer given before it ended drains this much (unread-body.ts).
      bodyLimit: PITCH_DECK_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      preHandler: [
        requireSession,
        refuseHugeBody,
        uploadsInProgressLimit(config.rateLimit.uploadsInProgressPerIp),
      ],
      schema: {
        summary: 'Upload a logo (image, at most 5 MB) or a pitch deck (.pdf, .ppt, .pptx)',
        description:
          'multipart/form-data: a `kind` field (logo or pitch-deck), then the `file`. The type is read from the bytes; the name is made by the server.',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 201: uploadResponseSchema },
      },
    },
    async (request, reply) => {
      // Every incoming file this request wrote is gone when it ends, stored (moved) or not.
      const incoming: string[] = [];
      try {
        const received = await receiveUpload(request, storage, incoming);
        return reply.status(201).send(await acceptUpload(services, received));
      } finally {
        await Promise.all(incoming.map((path) => storage.discardIncoming(path)));
      }
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: { hide: true, params: z.object({ name: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = await openUpload(services, name);
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        // Opened directly, an upload runs nothing and reaches nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (file.download) {
        reply.header('content-disposition', `attachment; filename="${name}"`);
      }
      return reply.send(file.stream);
    },
  );
}
