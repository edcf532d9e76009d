// A probe for "what would a cache reach": Fastify with the plugins our server runs on every
// request (helmet's security headers, cookies, a logger at LOG_LEVEL without per-request lines)
// answering each path with the bytes our server sent for it, from memory. Not a ceiling of ours: an estimate of
// the best a cached list page could do in this stack. Fastify comes from the server workspace.
// Usage: PORT=... LOG_LEVEL=... node bench/cached-page-probe-server.mjs answers.json
import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import helmet from 'helmet';

/** @type {Record<string, { status: number, headers: Record<string, string>, body: string }>} */
const answers = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  logController: new LogController({ disableRequestLogging: true }),
});
// The settings of apps/server/src/lib/security-headers.ts, applied as the server does: the headers
// helmet's middleware sets, recorded once, then set on every reply as one object.
/** @type {Record<string, string>} */
const securityHeaders = {};
helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
})(
  /** @type {import('node:http').IncomingMessage} */ ({}),
  /** @type {import('node:http').ServerResponse} */ (
    /** @type {unknown} */ ({
      setHeader(/** @type {string} */ name, /** @type {unknown} */ value) {
        securityHeaders[name.toLowerCase()] = String(value);
      },
      removeHeader() {},
    })
  ),
  () => {},
);
app.addHook('onRequest', (_request, reply, done) => {
  reply.headers(securityHeaders);
  done();
});
await app.register(cookie);
const cached = new Map(
  Object.entries(answers).map(([path, answer]) => [
    path,
    {
      type: answer.headers['content-type'] ?? 'application/json',
      body: Buffer.from(answer.body, 'base64'),
    },
  ]),
);
app.get('/health', async () => 'ok');
app.get('/*', async (request, reply) => {
  const hit = cached.get(request.url);
  if (!hit) return reply.status(404).send();
  return reply.type(hit.type).send(hit.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
