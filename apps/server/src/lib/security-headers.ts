// Helmet settings: a Content-Security-Policy whose only inline script is the page's own (allowed by
// its hash), no framing, a strict referrer policy. HSTS only on responses served over HTTPS
// (directly, or behind a TLS proxy the server trusts through TRUST_PROXY): on plain HTTP it would
// be ignored by browsers at best and lock a local setup out of its own http:// address at worst.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { requestScheme } from './origin-check';

/** Helmet's options; `scriptHashes` are the inline scripts the CSP allows (inlineScriptHashes). */
export const securityHeaders = (scriptHashes: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // Toast and Radix components set inline styles; no other inline script is allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // X-Frame-Options for browsers that predate frame-ancestors.
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/** Two years, the HSTS preload list's minimum being one. */
export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ("'sha256-...'") of the inline scripts in `page` (the built index.html): its
 * theme script, which must run before first paint and so cannot wait for a file
 * (docs/decisions/062). Only a script with neither attributes nor a changed byte matches.
 */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The headers helmet sets with these options, lower-cased, read once by running its middleware on
 * a response that only records them: nothing in our options depends on the request.
 */
export function securityHeaderValues(scriptHashes: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      values[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(securityHeaders(scriptHashes))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return values;
}

/**
 * Sets the security headers on every response, and Strict-Transport-Security on those of a request
 * that came over HTTPS. They are computed once and handed to Fastify as one object per request:
 * running helmet's ten middlewares per request, each validating its header, cost an eighth of a
 * cached answer's time (docs/decisions/063-signed-in-reads-without-hashing.md; the @fastify/helmet
 * plugin, which builds them anew for every request, cost more: decision 038).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: readonly string[],
): void {
  const headers = securityHeaderValues(scriptHashes);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (requestScheme(request) === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    done();
  });
}
