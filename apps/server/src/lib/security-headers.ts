// Helmet settings: a Content-Security-Policy without inline script, no framing, a strict
// referrer policy. HSTS only on responses served over HTTPS (directly, or behind a TLS proxy the
// server trusts through TRUST_PROXY): on plain HTTP it would be ignored by browsers at best and
// lock a local setup out of its own http:// address at worst.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { requestScheme } from './origin-check';

export const securityHeaders: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toast and Radix components set inline styles; no inline script is allowed.
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
};

/** Two years, the HSTS preload list's minimum being one. */
export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';

/**
 * Sets the security headers on every response, and Strict-Transport-Security on those of a request
 * that came over HTTPS. Helmet's middleware is built once here: the @fastify/helmet plugin builds
 * it anew for every request, which cost a tenth of a cached list page's time (decision 038).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
    if (requestScheme(request) === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    done();
  });
}
