// Hot pages of the project list as they are kept in memory (docs/decisions/038), and compressed
// once per encoding a client asks for. The cache that holds them: answer-cache.ts.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ProjectSummary } from '@memetank/shared/api/projects';

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
