// The projects module's rules: the home list's pages (cursor, the clock's "now", the page cache),
// one project and its related projects as the viewer may see them, and likes.
import {
  projectListResponseSchema,
  type ProjectListQuery,
  type ProjectSummary,
} from '@memetank/shared/api/projects';
import { RELATED_PROJECTS_MAX } from '@memetank/shared/constants';
import type { Services } from '../../app-types';
import { projectNotFound } from '../../lib/errors';
import type { CachedListPage } from '../../projects/list-cache';
import {
  escrowTokenAccountOf,
  toProjectDetail,
  toProjectSummary,
  type ProjectRow,
} from '../../projects/project-view';
import { findVisibleProject, type ProjectViewer } from '../../projects/visibility';
import { decodeCursor, encodeCursor } from './list-cursor';
import { likedProjectIds, listProjects, randomApprovedProjects, setLike } from './queries';

type ReadDeps = Pick<Services, 'database' | 'clock'>;

/** Cards, with whether the signed-in wallet likes each (no `likedByMe` for a visitor). */
async function toCards(deps: ReadDeps, wallet: string | null, rows: ProjectRow[]) {
  const now = deps.clock.now();
  const liked = wallet
    ? await likedProjectIds(
        deps.database.db,
        wallet,
        rows.map((row) => row.id),
      )
    : null;
  return rows.map((row) => ({
    ...toProjectSummary(row, now),
    ...(liked ? { likedByMe: liked.has(row.id) } : {}),
  }));
}

/** One page of the list as everyone sees it (no likedByMe), serialized once for the cache. */
async function readListPage(deps: ReadDeps, query: ProjectListQuery): Promise<CachedListPage> {
  const { q, sort, limit, cursor } = query;
  const from = cursor ? decodeCursor(cursor, sort) : undefined;
  const now = deps.clock.now();
  const listed = await listProjects(deps.database.db, { q, sort, limit, from }, now);
  const rows = listed.slice(0, limit);
  const last = rows.at(-1);
  const answer = projectListResponseSchema.parse({
    items: rows.map((item) => toProjectSummary(item.row, now)),
    nextCursor: listed.length > limit && last ? encodeCursor(last.position) : null,
  });
  return { ...answer, body: Buffer.from(JSON.stringify(answer)), encoded: {} };
}

/**
 * The anonymous page of the list: from the cache while fresh, else read and stored. Time alone
 * changes no row, so a page read just before a deadline passes keeps that campaign among the open
 * ones (and its `campaign` as funding) until the page expires, a few seconds later
 * (PROJECT_LIST_CACHE_SECONDS): accepted, as the investing routes check the deadline themselves
 * and the card moves on with the viewer's clock.
 */
export async function projectListPage(
  deps: Pick<Services, 'database' | 'clock' | 'projectListCache'>,
  query: ProjectListQuery,
): Promise<CachedListPage> {
  const cache = deps.projectListCache;
  const key = [query.sort, query.limit, query.q ?? '', query.cursor ?? ''].join('\n');
  let page = cache.get(key);
  if (!page) {
    const generation = cache.generation();
    page = await readListPage(deps, query);
    cache.set(key, generation, page);
  }
  return page;
}

/** A page of the list for a signed-in wallet: which of the cards it likes. */
export async function withLikes(
  deps: Pick<Services, 'database'>,
  wallet: string,
  page: CachedListPage,
): Promise<{ items: (ProjectSummary & { likedByMe: boolean })[]; nextCursor: string | null }> {
  const liked = await likedProjectIds(
    deps.database.db,
    wallet,
    page.items.map((item) => item.id),
  );
  return {
    items: page.items.map((item) => ({ ...item, likedByMe: liked.has(item.id) })),
    nextCursor: page.nextCursor,
  };
}

export async function projectDetail(
  deps: ReadDeps & Pick<Services, 'escrow'>,
  id: string,
  viewer: ProjectViewer,
) {
  const row = await findVisibleProject(deps, id, viewer);
  const likedByMe = viewer.wallet
    ? (await likedProjectIds(deps.database.db, viewer.wallet, [row.id])).has(row.id)
    : false;
  const escrowTokenAccount = await escrowTokenAccountOf(row, deps.escrow?.vault ?? null);
  return toProjectDetail(row, likedByMe, deps.clock.now(), escrowTokenAccount);
}

/** Up to RELATED_PROJECTS_MAX random other approved projects, when the viewer may see this one. */
export async function relatedProjects(deps: ReadDeps, id: string, viewer: ProjectViewer) {
  const row = await findVisibleProject(deps, id, viewer);
  const related = await randomApprovedProjects(deps.database.db, row.id, RELATED_PROJECTS_MAX);
  return { items: await toCards(deps, viewer.wallet, related) };
}

/** Likes or unlikes an approved project (idempotent); the one 404 when there is none. */
export async function likeProject(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; wallet: string; liked: boolean },
) {
  const result = await setLike(deps.database.db, input.projectId, input.wallet, input.liked);
  if (!result) throw projectNotFound();
  return result;
}
