// Refuses a state-changing request sent by a page of another site. SameSite=Lax already keeps the
// session cookie off cross-site POSTs; this is the second lock for what Lax lets through (a
// sibling subdomain counts as the same site, older browsers ignore SameSite). Browsers always send
// Origin with a POST, PUT, PATCH or DELETE; a request without Origin and Referer comes from a
// non-browser client (curl, a script, a test), which holds no victim's cookie, and is allowed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const CROSS_ORIGIN_MESSAGE = 'Requests from other sites are not allowed.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** hostname and port of `url`, the port made explicit; null when it is not an http(s) URL. */
function hostOf(url: URL): { hostname: string; port: string } | null {
  const port = url.port || DEFAULT_PORTS[url.protocol];
  return port ? { hostname: url.hostname, port } : null;
}

/**
 * The scheme the client reached us with: `https` over TLS, or when a trusted proxy (TRUST_PROXY)
 * says so in X-Forwarded-Proto, in any case (`HTTPS` too; Fastify keeps the header's spelling).
 * Decides the session cookie's Secure flag and the origin check's scheme.
 */
export function requestScheme(request: FastifyRequest): 'http' | 'https' {
  return String(request.protocol).toLowerCase() === 'https' ? 'https' : 'http';
}

/**
 * True when the page that sent the request (its Origin, else its Referer) is on the host the
 * request was sent to, with the same port and, when the request came over HTTPS, an https: page:
 * an http:// page (which anyone on the network can rewrite) cannot write to the HTTPS site. A
 * request that arrives as plain HTTP accepts an https: page of the same host too, since behind
 * a TLS proxy the server does not trust every request looks like HTTP (decision 039). A Host
 * without a port takes the page's scheme's default port.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const source = origin ?? referer;
  if (source === undefined) return true;
  let page: URL;
  let target: URL;
  try {
    // An opaque origin ("null": a sandboxed frame, a file:// page) fails here and is refused.
    page = new URL(source);
    target = new URL(`${page.protocol}//${request.host}`);
  } catch {
    return false;
  }
  if (requestScheme(request) === 'https' && page.protocol !== 'https:') return false;
  const from = hostOf(page);
  const to = hostOf(target);
  return from !== null && to !== null && from.hostname === to.hostname && from.port === to.port;
}

export function registerOriginCheck(app: FastifyInstance): void {
  // Callback hooks here and in the other hooks every request runs: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request)) return done();
    done(new AppError(403, 'CROSS_ORIGIN_REQUEST', CROSS_ORIGIN_MESSAGE));
  });
}
