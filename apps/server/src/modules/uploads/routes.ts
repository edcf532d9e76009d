// POST /api/uploads (a session's logo or pitch deck, streamed to disk with its size limit enforced
// as it arrives, checked by content and stored under a name the server makes) and
// GET /uploads/:name (served with its real type, nosniff, sandboxed).
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import {
  PITCH_DECK_MAX_BYTES,
  UPLOAD_ERROR_CODES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  uploadResponseSchema,
  type UploadKind,
} from '@memetank/shared/api/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { AppError, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import {
  FILE_NAME_PREFIX,
  SERVED_TYPES,
  STORED_NAME_PATTERN,
  type StoredExtension,
} from './file-kinds';
import { storeUpload } from './service';

const MAX_BYTES: Record<UploadKind, number> = {
  logo: LOGO_MAX_BYTES,
  'pitch-deck': PITCH_DECK_MAX_BYTES,
};
// Room for the multipart boundaries, headers and the kind field around the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (kind: UploadKind | undefined) =>
  new AppError(
    413,
    UPLOAD_ERROR_CODES.tooLarge,
    kind === 'logo'
      ? UPLOAD_MESSAGES.logoTooLarge.description
      : UPLOAD_MESSAGES.pitchDeckTooLarge.description,
  );

const invalidFile = (kind: UploadKind) =>
  new AppError(
    400,
    UPLOAD_ERROR_CODES.invalidFile,
    kind === 'logo'
      ? UPLOAD_MESSAGES.invalidImage.description
      : UPLOAD_MESSAGES.invalidPitchDeck.description,
  );

const badRequest = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

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
 * first byte over the limit. Returns where the file is; the caller stores or discards it.
 */
async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  incoming: string[],
): Promise<{ kind: UploadKind; path: string; size: number }> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  let kind: UploadKind | undefined;
  let received: { path: string; size: number } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'kind') continue;
        const parsed = z.enum(UPLOAD_KINDS).safeParse(part.value);
        if (!parsed.success) throw badRequest('Invalid kind: expected logo or pitch-deck');
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
    throw badRequest('The multipart/form-data body is malformed');
  }
  if (!kind) throw badRequest('Invalid kind: expected logo or pitch-deck');
  if (!received || received.size === 0) {
    throw new AppError(400, 'VALIDATION_ERROR', UPLOAD_MESSAGES.fileRequired.description);
  }
  if (received.size > MAX_BYTES[kind]) throw tooLarge(kind);
  return { kind, ...received };
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
  const { storage, config } = app.services;

  app.post(
    '/api/uploads',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
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
        const { kind, path, size } = await receiveUpload(request, storage, incoming);
        const result = await storeUpload(storage, kind, path);
        if (!result.stored) throw invalidFile(kind);
        return reply
          .status(201)
          .send({ kind, url: result.url, contentType: result.contentType, size });
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
      const match = STORED_NAME_PATTERN.exec(name);
      const file = match ? await storage.open(name) : null;
      if (!match || !file) throw notFound('File not found');
      const ext = match[1] as StoredExtension;
      reply
        .header('content-type', SERVED_TYPES[ext])
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        // Opened directly, an upload runs nothing and reaches nothing.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (!name.startsWith(FILE_NAME_PREFIX.logo)) {
        reply.header('content-disposition', `attachment; filename="${name}"`);
      }
      return reply.send(file.stream);
    },
  );
}
