// The external plugins, first: security headers (the CSP allows the page's own inline script by
// its hash, decision 062), the origin check, bodies a route did not read, cookies, uploads, rate
// limits and the OpenAPI document.
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { PITCH_DECK_MAX_BYTES } from '@memetank/shared/api/uploads';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../app-types';
import { AppError } from '../lib/errors';
import { registerOriginCheck } from '../lib/origin-check';
import { registerSecurityHeaders } from '../lib/security-headers';
import { registerUnreadBodyHandling } from '../lib/unread-body';
import { RateLimitStore } from '../lib/write-limit';

export async function externalPlugins(app: AppInstance, inlineScriptHashes: string[]) {
  registerSecurityHeaders(app, inlineScriptHashes);
  registerOriginCheck(app);
  registerUnreadBodyHandling(app);
  await app.register(cookie);
  // Uploads (POST /api/uploads): one file and a `kind` field; busboy stops at the largest limit.
  await app.register(multipart, {
    limits: {
      fileSize: PITCH_DECK_MAX_BYTES,
      files: 1,
      fields: 4,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });
  await app.register(rateLimit, {
    global: false,
    // One counter per group of routes: the write routes share one budget (lib/write-limit.ts).
    store: RateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${context.after}.`,
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MemeTank API',
        description: 'Discover and fund meme-coin projects on Solana.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
}
