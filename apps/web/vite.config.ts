// Vite build of the SPA. The API server serves apps/web/dist in production; in dev, /api is proxied
// to it so the browser only ever talks to one origin (cookies and CSP stay simple).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { treeshake } from './vite-tree-shaking';

const src = fileURLToPath(new URL('./src', import.meta.url));
const dist = fileURLToPath(new URL('./dist', import.meta.url));

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
              // The button, its variants (cva) and lucide's icon core in one chunk, which every page
              // loads. Left alone, the bundler splits them apart as soon as a lazy chunk draws an
              // icon without a button (the detail page's chart cards): one more chunk on every page,
              // about 230 B gzipped on the home page.
              name: 'button',
              test: /[\\/](components[\\/]ui[\\/]button\.tsx|class-variance-authority[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|defaultAttributes|context)\.mjs|shared[\\/]))/,
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
