// Builds the Fastify app (no listen): plugins in a fixed order (external, app, routes), one error
// handler, JSON 404s under /api, the OpenAPI document, and the built SPA with history fallback.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { PITCH_DECK_MAX_BYTES } from '@memetank/shared/api/uploads';
import { isPagePath } from '@memetank/shared/page-routes';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance, Services } from './app-types';
import { registerSessionLookup } from './auth/guards';
import { startEscrowJobs } from './escrow';
import { compress, preferredEncoding } from './lib/content-encoding';
import { AppError, answerFrameworkError, registerErrorHandling } from './lib/errors';
import {
  PROJECT_DETAIL_ROUTE,
  projectPagePreloads,
  readManifest,
  routeChunkPaths,
  withHeadLines,
} from './lib/page-preloads';
import { startPeriodicJob } from './lib/periodic-job';
import { registerOriginCheck } from './lib/origin-check';
import { inlineScriptHashes, registerSecurityHeaders } from './lib/security-headers';
import { answerClientError, registerUnreadBodyHandling } from './lib/unread-body';
import { RateLimitStore } from './lib/write-limit';
import { adminEscrowRoutes } from './modules/admin/escrow-routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { commentRoutes } from './modules/comments/routes';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { investingRoutes } from './modules/investing/routes';
import { explorerRoutes } from './modules/explorer/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { marketRoutes } from './modules/market/routes';
import { meRoutes } from './modules/me/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { notifyEndingCampaigns } from './modules/notifications/service';
import { projectRoutes } from './modules/projects/routes';
import { submissionRoutes } from './modules/submissions/routes';
import { tokenRoutes } from './modules/tokens/routes';
import { updateRoutes } from './modules/updates/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { removeUnreferencedUploads } from './modules/uploads/service';
import { walletRoutes } from './modules/wallets/routes';
import { createPreviewCards } from './projects/preview-card';
import { findSharePreview, projectIdOfPage, renderSharePreview } from './projects/share-preview';

export interface BuildAppOptions {
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA (apps/web/dist); not served when the folder is missing. */
  webDistDir?: string;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Requests slower than this are logged even when they succeed. */
const SLOW_REQUEST_MS = 1_000;
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const ENDING_SOON_CHECK_INTERVAL_MS = 60 * 1000;

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** How often Node looks for requests past their time: a tenth of it, between 0.1 and 30 s. */
const timeoutCheckInterval = (timeoutMs: number) =>
  Math.min(30_000, Math.max(100, Math.floor(timeoutMs / 10)));

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { requestTimeoutMs } = options.services.config;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive whole within this time, else 408 and the
    // connection closes: a body trickling in a byte at a time holds nothing for long.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      connectionsCheckingInterval: timeoutCheckInterval(requestTimeoutMs),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    forceCloseConnections: 'idle',
    // A log line per request would cost a third of a cached page's time; only failed and slow
    // requests are logged (below), and every 5xx by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    trustProxy: options.services.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', options.services);
  registerErrorHandling(app);

  const webDistDir = options.webDistDir ?? defaultWebDist;
  const serveSpa = existsSync(`${webDistDir}/index.html`);
  // The page a project's share preview is written into, read once (docs/decisions/048).
  const spaTemplate = serveSpa ? readFileSync(`${webDistDir}/index.html`, 'utf8') : '';
  // Projects' preview cards (og:image), drawn on demand and kept per project (decision 067).
  const previewCards = createPreviewCards({
    storage: options.services.storage,
    siteDir: webDistDir,
  });

  // External plugins. The CSP allows the page's own inline script by its hash (decision 062).
  registerSecurityHeaders(app, inlineScriptHashes(spaTemplate));
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

  // App plugins.
  registerSessionLookup(app);
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.info(
        {
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
  // A write request drops the cached answers before it answers, so its writer reads them back at
  // once (other processes and jobs drop theirs through the projects trigger's notification).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) options.services.answerCaches.clear();
    done(null, payload);
  });
  // Open event streams end before the server waits for its connections to drain.
  app.addHook('preClose', () => options.services.realtime.close());
  // Settlement and the reconcilers: a first run before the server takes requests, then a timer.
  const jobs = startEscrowJobs(options.services, (error) =>
    app.log.error({ err: error }, 'escrow jobs failed'),
  );
  app.decorate('escrowJobs', jobs);
  app.addHook('onReady', () => jobs.runNow());
  app.addHook('preClose', () => jobs.stop());
  // Followers of campaigns ending within 48 hours: at start, then every minute.
  const notificationJobs = startPeriodicJob(
    () => notifyEndingCampaigns(options.services),
    ENDING_SOON_CHECK_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'ending-soon notifications failed'),
  );
  app.decorate('notificationJobs', notificationJobs);
  app.addHook('onReady', async () => {
    void notificationJobs.runNow();
  });
  app.addHook('preClose', () => notificationJobs.stop());
  // Uploads no project points at, a day after they were written: at start, then every hour.
  const uploadCleanup = startPeriodicJob(
    () => removeUnreferencedUploads(options.services),
    UPLOAD_CLEANUP_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'upload clean-up failed'),
  );
  app.addHook('onReady', async () => {
    void uploadCleanup.runNow();
  });
  app.addHook('preClose', () => uploadCleanup.stop());

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(marketRoutes);
  await app.register(investingRoutes);
  await app.register(ledgerRoutes);
  await app.register(explorerRoutes);
  await app.register(walletRoutes);
  await app.register(devRoutes);
  await app.register(projectRoutes, { previewCards });
  await app.register(tokenRoutes);
  await app.register(commentRoutes);
  await app.register(updateRoutes);
  await app.register(submissionRoutes);
  await app.register(uploadRoutes);
  await app.register(meRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(adminEscrowRoutes);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const detailRouteChunks = routeChunkPaths(readManifest(webDistDir), PROJECT_DETAIL_ROUTE);
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      // History fallback: a client-side route (no file extension) gets the SPA's index.html; a
      // path none of the app's pages has gets it too (the app shows its 404 page), with HTTP 404.
      if (serveSpa && isPage && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path)) {
        reply.header('cache-control', 'no-cache');
        if (!isPagePath(path)) reply.status(404);
        // A shared project's link: its preview tags for crawlers, which run no JavaScript.
        const projectId = projectIdOfPage(path);
        if (!projectId) return reply.sendFile('index.html');
        const preview = await findSharePreview(options.services, previewCards, projectId);
        const page = preview ? renderSharePreview(spaTemplate, preview) : spaTemplate;
        // And, for every visitor, what the page paints from (docs/decisions/062).
        const html = withHeadLines(page, projectPagePreloads(detailRouteChunks, projectId));
        reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(html);
        return reply.header('content-encoding', encoding).send(compress(html, encoding));
      }
      return reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `No route ${request.method} ${path}` },
      });
    },
  );

  return app;
}
