// The built web app: its files, the history fallback (a page path gets index.html, an unknown one
// with HTTP 404), a shared project's preview tags and what its page paints from; and the JSON 404
// of an unknown /api path.
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@memetank/shared/page-routes';
import type { AppInstance } from '../app-types';
import { compress, preferredEncoding } from '../lib/content-encoding';
import {
  PROJECT_DETAIL_ROUTE,
  projectPagePreloads,
  readManifest,
  routeChunkPaths,
  withHeadLines,
} from '../lib/page-preloads';
import type { PreviewCards } from '../projects/preview-card';
import { findSharePreview, projectIdOfPage, renderSharePreview } from '../projects/share-preview';

export async function spaPlugin(
  app: AppInstance,
  site: { webDistDir: string; serveSpa: boolean; spaTemplate: string; previewCards: PreviewCards },
) {
  const { webDistDir, serveSpa, spaTemplate, previewCards } = site;
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
        const preview = await findSharePreview(app.services, previewCards, projectId);
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
}
