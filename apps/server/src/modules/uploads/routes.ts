// POST /api/uploads (a session's logo or pitch deck, checked by content and stored under a name
// the server makes) and GET /uploads/:name (served with its real type, nosniff, sandboxed).
import { randomBytes } from 'node:crypto';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import {
  PITCH_DECK_MAX_BYTES,
  UPLOAD_ERROR_CODES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  uploadResponseSchema,
  type UploadKind,
} from '@memetank/shared/api/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { requireSession } from '../../auth/guards';
import { AppError, notFound } from '../../lib/errors';
import { FileExistsError, type Storage } from '../../storage/storage';
import {
  FILE_NAME_PREFIX,
  SERVED_TYPES,
  STORED_NAME_PATTERN,
  detectExtension,
  type StoredExtension,
} from './file-kinds';

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

/** Reads the `kind` field and the one `file` part, stopping as soon as the file is too large. */
async function readUpload(request: FastifyRequest): Promise<{ kind: UploadKind; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  let kind: UploadKind | undefined;
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'kind') continue;
        const parsed = z.enum(UPLOAD_KINDS).safeParse(part.value);
        if (!parsed.success) throw badRequest('Invalid kind: expected logo or pitch-deck');
        kind = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || data) {
        part.file.resume();
        continue;
      }
      // The kind decides the limit; sent after the file, the pitch-deck limit applies until known.
      const limit = kind ? MAX_BYTES[kind] : PITCH_DECK_MAX_BYTES;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw tooLarge(kind);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(kind);
      data = Buffer.concat(chunks);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    // The parser's own refusals carry no status: no boundary, a cut-off body, a broken header.
    throw badRequest('The multipart/form-data body is malformed');
  }
  if (!kind) throw badRequest('Invalid kind: expected logo or pitch-deck');
  if (!data || data.length === 0) {
    throw new AppError(400, 'VALIDATION_ERROR', UPLOAD_MESSAGES.fileRequired.description);
  }
  if (data.length > MAX_BYTES[kind]) throw tooLarge(kind);
  return { kind, data };
}

/** `project-logo-{timestamp}.{ext}`; a random suffix only if that name is taken (same millisecond). */
async function store(storage: Storage, kind: UploadKind, ext: StoredExtension, data: Buffer) {
  const stamp = Date.now();
  const names = [
    `${FILE_NAME_PREFIX[kind]}-${stamp}.${ext}`,
    ...[1, 2, 3].map(
      () => `${FILE_NAME_PREFIX[kind]}-${stamp}-${randomBytes(4).toString('hex')}.${ext}`,
    ),
  ];
  for (const name of names) {
    try {
      await storage.put(name, data);
      return name;
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
  throw new Error('No free upload name');
}

export async function uploadRoutes(app: AppInstance) {
  const { storage, config } = app.services;

  app.post(
    '/api/uploads',
    {
      config: { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } },
      preHandler: [requireSession, refuseHugeBody],
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
      const { kind, data } = await readUpload(request);
      const ext = await detectExtension(kind, data);
      if (!ext) throw invalidFile(kind);
      const name = await store(storage, kind, ext, data);
      return reply.status(201).send({
        kind,
        url: storage.publicUrl(name),
        contentType: SERVED_TYPES[ext],
        size: data.length,
      });
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
