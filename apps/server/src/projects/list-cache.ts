// Hot pages of the project list, answered from memory (docs/decisions/038). A page is kept for a
// few seconds of the server's clock and dropped the moment the projects table changes anywhere: a
// trigger announces every such statement on the realtime channel every process listens on, and a
// write request of this process drops them before it answers, so its own writer reads them back.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ProjectSummary } from '@memetank/shared/api/projects';
import type { Clock } from '../lib/clock';
import { PROJECTS_CHANGED_CHANNEL } from '../realtime/channels';
import type { RealtimeHub } from '../realtime/hub';

export interface CachedListPage {
  items: ProjectSummary[];
  nextCursor: string | null;
  /** The anonymous answer, serialized once, and compressed once per encoding asked for. */
  body: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli, else gzip, when the client accepts it. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The page's body in `encoding`, compressed on first use (a fast level: pages change often). */
export function encodedBody(page: CachedListPage, encoding: ContentEncoding): Buffer {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body, { level: 6 });
  return page.encoded[encoding];
}

export interface ProjectListCache {
  /** The page stored under `key`, while it is fresh. */
  get(key: string): CachedListPage | undefined;
  /**
   * Read before querying and hand back to `set`: a page read before a change is never stored
   * after it.
   */
  generation(): number;
  set(key: string, generation: number, page: CachedListPage): void;
  /** Drops every page (something changed). */
  clear(): void;
}

/** Pages kept at most: the first pages of the sorts and the popular searches. */
const MAX_PAGES = 200;

export function createProjectListCache(options: {
  ttlSeconds: number;
  clock: Clock;
  realtime: RealtimeHub;
}): ProjectListCache {
  const ttlMs = options.ttlSeconds * 1000;
  const pages = new Map<string, { page: CachedListPage; storedAt: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    pages.clear();
  };
  // Changes of other processes and of jobs; after a lost LISTEN connection, what was missed.
  options.realtime.subscribe(PROJECTS_CHANGED_CHANNEL, {
    event: clear,
    resync: clear,
    close: clear,
  });

  return {
    get(key) {
      const entry = pages.get(key);
      if (!entry) return undefined;
      const age = options.clock.now().getTime() - entry.storedAt;
      if (age >= 0 && age < ttlMs) return entry.page;
      pages.delete(key);
      return undefined;
    },
    generation: () => generation,
    set(key, readAt, page) {
      if (ttlMs === 0 || readAt !== generation) return;
      pages.delete(key);
      // The oldest page makes room: a Map iterates in insertion order.
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, storedAt: options.clock.now().getTime() });
    },
    clear,
  };
}
