// The projects module's rules: the home list's pages (cursor, the clock's "now", the page cache),
// one project and its related projects as the viewer may see them, and likes.
import {
  projectDetailSchema,
  projectListResponseSchema,
  relatedProjectsResponseSchema,
  type ProjectListQuery,
  type ProjectSummary,
} from '@memetank/shared/api/projects';
import { RELATED_PROJECTS_MAX } from '@memetank/shared/constants';
import type { Services } from '../../app-types';
import { projectNotFound } from '../../lib/errors';
import { cachedLikes, visibleAnswer, type CachedProjectAnswer } from '../../projects/answer-cache';
import type { CachedListPage } from '../../projects/list-cache';
import type { PreviewCards } from '../../projects/preview-card';
import { findPreviewCard } from '../../projects/share-preview';
import {
  escrowTokenAccountOf,
  toProjectDetail,
  toProjectSummary,
} from '../../projects/project-view';
import { findProjectRow, type ProjectViewer } from '../../projects/visibility';
import { decodeCursor, encodeCursor } from './list-cursor';
import { likedProjectIds, listProjects, randomApprovedProjects, setLike } from './queries';

type ReadDeps = Pick<Services, 'database' | 'clock'>;

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
  deps: Pick<Services, 'database' | 'clock' | 'answerCaches'>,
  query: ProjectListQuery,
): Promise<CachedListPage> {
  const cache = deps.answerCaches.list;
  const key = [query.sort, query.limit, query.q ?? '', query.cursor ?? ''].join('\n');
  let page = cache.get(key);
  if (!page) {
    const generation = cache.generation();
    page = await readListPage(deps, query);
    cache.set(key, generation, page);
  }
  return page;
}

/** A page of the list for a signed-in wallet: which of the cards it likes (`likedByWallet`). */
export async function withLikes(
  deps: Pick<Services, 'database' | 'answerCaches'>,
  wallet: string,
  page: CachedListPage,
): Promise<{ items: (ProjectSummary & { likedByMe: boolean })[]; nextCursor: string | null }> {
  const liked = await likedByWallet(
    deps,
    wallet,
    page.items.map((item) => item.id),
  );
  return {
    items: page.items.map((item) => ({ ...item, likedByMe: liked.has(item.id) })),
    nextCursor: page.nextCursor,
  };
}

const LIKED_BY_VISITOR = '"likedByMe":false}';

/**
 * Which of `projectIds` the wallet likes, from the likes cache (dropped with the answers on any
 * change to projects: a like moves likes_count), reading only those not cached.
 */
const likedByWallet = (
  deps: Pick<Services, 'database' | 'answerCaches'>,
  wallet: string,
  projectIds: string[],
) =>
  cachedLikes(deps.answerCaches.likes, wallet, projectIds, (ids) =>
    likedProjectIds(deps.database.db, wallet, ids),
  );

/**
 * One project's detail as everyone sees it (`likedByMe` false, last), read once and serialized
 * for the cache; null when there is no such project. Who may see it is checked per request.
 */
async function readDetail(
  deps: ReadDeps & Pick<Services, 'escrow'>,
  id: string,
): Promise<CachedProjectAnswer | null> {
  const row = await findProjectRow(deps, id);
  if (!row) return null;
  const escrowTokenAccount = await escrowTokenAccountOf(row, deps.escrow?.vault ?? null);
  const { likedByMe: _, ...answer } = projectDetailSchema.parse(
    toProjectDetail(row, false, deps.clock.now(), escrowTokenAccount),
  );
  return {
    project: { status: row.status, creatorWallet: row.creatorWallet },
    body: Buffer.from(JSON.stringify({ ...answer, likedByMe: false })),
  };
}

/**
 * One project's detail, serialized: the shared answer from the cache, with `likedByMe` set for a
 * signed-in wallet on every request from the wallet's own likes answers.
 */
export async function projectDetail(
  deps: ReadDeps & Pick<Services, 'escrow' | 'answerCaches'>,
  id: string,
  viewer: ProjectViewer,
): Promise<Buffer> {
  const { body } = await visibleAnswer(deps.answerCaches.detail, id, viewer, () =>
    readDetail(deps, id),
  );
  if (!viewer.wallet) return body;
  const liked = await likedByWallet(deps, viewer.wallet, [id]);
  if (!liked.has(id)) return body;
  const head = body.subarray(0, body.length - LIKED_BY_VISITOR.length);
  return Buffer.concat([head, Buffer.from('"likedByMe":true}')]);
}

/**
 * An approved project's share-preview card (PNG) and its version; the one 404 for any other id,
 * the creator's and the admin's included: a preview is public by nature (docs/decisions/067).
 */
export async function projectPreviewCard(
  deps: ReadDeps,
  cards: PreviewCards,
  id: string,
): Promise<{ version: string; png: Buffer }> {
  const card = await findPreviewCard(deps, cards, id);
  if (!card) throw projectNotFound();
  return card;
}

/**
 * Up to RELATED_PROJECTS_MAX random other approved projects, when the viewer may see this one:
 * the pick is kept with the cached answer for a few seconds (PROJECT_LIST_CACHE_SECONDS), and a
 * signed-in wallet gets its `likedByMe` on the cards.
 */
export async function relatedProjects(
  deps: ReadDeps & Pick<Services, 'answerCaches'>,
  id: string,
  viewer: ProjectViewer,
): Promise<Buffer> {
  const answer = await visibleAnswer(deps.answerCaches.related, id, viewer, async () => {
    const row = await findProjectRow(deps, id);
    if (!row) return null;
    const related = await randomApprovedProjects(deps.database.db, row.id, RELATED_PROJECTS_MAX);
    const now = deps.clock.now();
    const parsed = relatedProjectsResponseSchema.parse({
      items: related.map((item) => toProjectSummary(item, now)),
    });
    const ids = parsed.items.map((item) => item.id);
    const cards = parsed.items.map((item) => JSON.stringify(item).slice(0, -1));
    return {
      project: { status: row.status, creatorWallet: row.creatorWallet },
      ids,
      cards,
      body: Buffer.from(JSON.stringify(parsed)),
      noneLiked: relatedWithLikes(cards, ids, new Set()),
    };
  });
  if (!viewer.wallet) return answer.body;
  const liked = await likedByWallet(deps, viewer.wallet, answer.ids);
  return liked.size === 0 ? answer.noneLiked : relatedWithLikes(answer.cards, answer.ids, liked);
}

/**
 * The related cards with each one's `likedByMe` spliced in. The cards were checked against the
 * schema when cached; a boolean more keeps them valid.
 */
const relatedWithLikes = (cards: string[], ids: string[], liked: Set<string>): Buffer =>
  Buffer.from(
    `{"items":[${cards.map((card, index) => `${card},"likedByMe":${liked.has(ids[index]!)}}`).join(',')}]}`,
  );

/** Likes or unlikes an approved project (idempotent); the one 404 when there is none. */
export async function likeProject(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; wallet: string; liked: boolean },
) {
  const result = await setLike(deps.database.db, input.projectId, input.wallet, input.liked);
  if (!result) throw projectNotFound();
  return result;
}
