// Web weight: gzipped bytes (zlib level 9) of the built app's JS and CSS, for the files the built
// index.html names (entry, modulepreloads, stylesheets), the files a page load fetched, or a page's
// first-load JS as the build's manifest says it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} file */
function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * @param {string} distDir  apps/web/dist
 * @param {string[]} paths  URL paths under the site root ("/assets/x.js")
 * @returns {{ bytes: number, files: { path: string, gzip: number }[] }}
 */
export function gzippedWeight(distDir, paths) {
  const files = [...new Set(paths)].map((path) => {
    const file = join(distDir, path);
    if (!existsSync(file)) throw new Error(`${path} is not in ${distDir}`);
    return { path, gzip: gzipSize(file) };
  });
  return { bytes: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

/**
 * What the built index.html loads before any route code: its scripts (module entry and classic),
 * modulepreloads, and stylesheets. Lazy chunks are not named there.
 * @param {string} distDir
 * @returns {{ scripts: string[], stylesheets: string[] }}
 */
export function entryAssets(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const stylesheets = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (/** @type {string} */ name) =>
      new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
    if (tag.startsWith('<script')) {
      const src = attr('src');
      if (src) scripts.push(src);
    } else if (attr('rel') === 'modulepreload') {
      const href = attr('href');
      if (href) scripts.push(href);
    } else if (attr('rel') === 'stylesheet') {
      const href = attr('href');
      if (href) stylesheets.push(href);
    }
  }
  return { scripts, stylesheets };
}

/**
 * A page's first-load JS: what index.html loads, and the page's route module with every chunk it
 * imports statically (the chunks the router fetches with it). Nothing the page imports on demand
 * (`import()`: a lazy card after first paint, a dialog, a chart library) counts, wherever it sits on
 * the page: the build's manifest (dist/.vite/manifest.json) says which is which, so the figure does
 * not depend on the window's size or on how fast the machine gets idle.
 * @param {string} distDir
 * @param {string | null} routeModule  the route's source file as the manifest names it (its path
 *   under apps/web), or null for a page in the entry (home)
 * @returns {string[]}  URL paths, as gzippedWeight takes them
 */
export function firstLoadScripts(distDir, routeModule) {
  /** @type {Record<string, { file: string, imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const paths = new Set(entryAssets(distDir).scripts);
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    paths.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (routeModule) visit(routeModule);
  return [...paths];
}
