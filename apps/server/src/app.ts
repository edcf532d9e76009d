// Builds the Fastify app (no listen): one error handler, then the plugins of plugins/ in a fixed
// order (external, the app's hooks, the jobs, the routes and the OpenAPI document, the built SPA
// with its history fallback and JSON 404s under /api).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance, Services } from './app-types';
import { answerFrameworkError, registerErrorHandling } from './lib/errors';
import { answerClientError } from './lib/unread-body';
import { inlineScriptHashes } from './lib/security-headers';
import { externalPlugins } from './plugins/external';
import { hooksPlugin } from './plugins/hooks';
import { jobsPlugin } from './plugins/jobs';
import { routesPlugin } from './plugins/routes';
import { spaPlugin } from './plugins/spa';
import { createPreviewCards } from './projects/preview-card';

export interface BuildAppOptions {
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA (apps/web/dist); not served when the folder is missing. */
  webDistDir?: string;
}

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

  // Plugins in a fixed order: external, the app's hooks, the jobs, the routes, the web app.
  await externalPlugins(app, inlineScriptHashes(spaTemplate));
  hooksPlugin(app);
  jobsPlugin(app);
  await routesPlugin(app, previewCards);
  await spaPlugin(app, { webDistDir, serveSpa, spaTemplate, previewCards });

  return app;
}
