// Hot pages of the project list as they are kept in memory (docs/decisions/038), and compressed
// once per encoding a client asks for. The cache that holds them: answer-cache.ts.
import type { ProjectSummary } from '@memetank/shared/api/projects';
import { compress, type ContentEncoding } from '../lib/content-encoding';

export interface CachedListPage {
  items: ProjectSummary[];
  nextCursor: string | null;
  /** The anonymous answer, serialized once, and compressed once per encoding asked for. */
  body: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** The page's body in `encoding`, compressed on first use (a fast level: pages change often). */
export function encodedBody(page: CachedListPage, encoding: ContentEncoding): Buffer {
  page.encoded[encoding] ??= compress(page.body, encoding);
  return page.encoded[encoding];
}
