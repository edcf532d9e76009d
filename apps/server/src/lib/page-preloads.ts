// What a project page needs before it can paint, named in its <head> so the browser fetches it
// while the app's entry still downloads: the detail route's code (a lazy chunk, and the chunks it
// imports that the entry does not) and the project's detail answer. index.html cannot name them:
// the entry loads the route on demand, and the answer's URL holds the project's id. Without these
// links both wait until the entry has run, one more round trip on a phone (docs/decisions/062).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The detail page's route module, as the web build's manifest names it (its path under apps/web). */
export const PROJECT_DETAIL_ROUTE = 'src/features/projects/routes/project-detail.tsx';

/** A chunk of dist/.vite/manifest.json, the web build's map of what each module imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The URL paths of `routeModule`'s chunk and of every chunk it imports statically, less those the
 * entry (index.html) imports, which index.html already preloads. Empty when the manifest does not
 * name the module (a build without the route): a missing preload costs a round trip, not the page.
 */
export function routeChunkPaths(manifest: Manifest, routeModule: string): string[] {
  const closure = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  if (!manifest[routeModule]) return [];
  const entry = closure('index.html', new Set());
  return [...closure(routeModule, new Set())]
    .filter((key) => !entry.has(key))
    .map((key) => `/${manifest[key]?.file ?? key}`);
}

/** The web build's manifest, or an empty one (a build without it, the API-only test server). */
export function readManifest(webDistDir: string): Manifest {
  const path = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The <link> lines a project page adds to its head: the route's chunks as module preloads (as Vite
 * writes them), and the detail answer as a credentialed fetch preload, which the app's own request
 * for it (same URL, cookies included) then takes instead of asking again. `projectId` is a
 * validated UUID, so it needs no escaping.
 */
export function projectPagePreloads(routeChunks: readonly string[], projectId: string): string[] {
  return [
    ...routeChunks.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/projects/${projectId}">`,
  ];
}

/** `page` with `lines` at the end of its <head>. */
export function withHeadLines(page: string, lines: readonly string[]): string {
  const head = lines.map((line) => `    ${line}\n`).join('');
  return page.replace(/[ \t]*<\/head>/i, () => `${head}  </head>`);
}
