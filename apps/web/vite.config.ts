// Vite build of the SPA. The API server serves apps/web/dist in production; in dev, /api is proxied
// to it so the browser only ever talks to one origin (cookies and CSP stay simple).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';
import { treeshake } from './vite-tree-shaking.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const dist = fileURLToPath(new URL('./dist', import.meta.url));

/** The modules of the `page-parts` chunk (below), by their path; `/` stands for either separator. */
const PAGE_PARTS = new RegExp(
  `(${[
    String.raw`apps/web/src/components/(copy-address-button|address-link|transaction-link|page-container|mint-facts|fact)\.tsx`,
    String.raw`apps/web/src/components/ui/(card|label|skeleton)\.tsx`,
    String.raw`apps/web/src/lib/(tokens|usdc|use-event-source)\.ts`,
    String.raw`packages/shared/src/(api/tokens|api/token-escrow|format-time|format-address|usdc|links|text)\.ts`,
    String.raw`lucide-react/dist/esm/icons/(arrow-left|check|circle-exclamation-point|copy|external-link|info|message-circle|send)\.mjs`,
  ]
    .map((path) => path.replaceAll('/', String.raw`[\\/]`))
    .join('|')})$`,
);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(dist)],
  resolve: { alias: { '@': src } },
  build: {
    outDir: dist,
    emptyOutDir: true,
    // No data: URIs for assets, so a strict Content-Security-Policy (img-src/font-src 'self') holds.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks each module imports, from which the bench weighs each
    // page's first-load JS (bench/lib/web-weight.mjs). The server does not serve dot folders.
    manifest: true,
    rolldownOptions: {
      // Unused zod schemas of packages/shared stay out of the pages' bundles (vite-tree-shaking.ts).
      treeshake,
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything index.html loads in one chunk, the entry itself: left alone, the bundler
              // splits every module a lazy page shares with the entry (React, the API client, the
              // button, cn) into a chunk of its own, and the first load fetched 12 files where 1
              // does, each a round trip over HTTP/1.1 (docs/decisions/065-fewer-files-first-load.md).
              name: 'app',
              tags: ['$initial'],
              priority: 2,
            },
            {
              // The small parts a project page shares with other pages (cards, address and
              // transaction links, the mint's facts, icons, formatting), which the bundler would
              // give a chunk each: 20 files of 130 to 1,500 bytes before the page can paint. Named
              // one by one, and only modules whose imports are in the entry or here: a rule by
              // folder drew in what those parts import (zod's schemas, dialogs) for every page.
              name: 'page-parts',
              test: PAGE_PARTS,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
