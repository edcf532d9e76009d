// Web weight: gzipped bytes (zlib level 9) of the built app's JS and CSS, for the files the built
// index.html names (entry, modulepreloads, stylesheets) or the files a page load fetched.
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
