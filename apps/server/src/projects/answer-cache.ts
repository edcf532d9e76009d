// Answers of the hot read routes kept in memory, per process: the list's pages (decision 038) and
// a project's detail, related projects and comment pages (decision 053). Every cache is dropped
// the moment the projects table changes anywhere: a trigger announces every such statement on the
// realtime channel every process listens on, and a write request of this process drops them
// before it answers, so its own writer reads its change back. What a cached answer shows beyond
// the projects row (comments) changes that row too (comments_count), so the one notification
// covers it. An answer is kept at most a few seconds of the server's clock. Which projects a
// signed-in wallet likes is kept the same way (docs/decisions/057-session-cache.md): a like or
// unlike moves projects.likes_count in its transaction, so the same notification drops it.
// lru-cache keeps the answers, aged by the server's clock (lib/clocked-cache.ts, decision 072).
import type { Clock } from '../lib/clock';
import { createClockedCache, type ClockedCache } from '../lib/clocked-cache';
import { projectNotFound } from '../lib/errors';
import { PROJECTS_CHANGED_CHANNEL } from '../realtime/channels';
import type { RealtimeHub } from '../realtime/hub';
import type { CachedListPage } from './list-cache';
import { projectVisibleTo, type ProjectViewer } from './visibility';

export interface AnswerCache<T> {
  /** The answer stored under `key`, while it is fresh. */
  get(key: string): T | undefined;
  /**
   * Read before querying and hand back to `set`: an answer read before a change is never stored
   * after it.
   */
  generation(): number;
  set(key: string, generation: number, answer: T): void;
}

/** The shared part of a project's answers, as everyone may see it; who may is checked per request. */
export interface CachedProjectAnswer {
  /** The project's status and creator: the visibility rule's input (projects/visibility.ts). */
  project: { status: string; creatorWallet: string };
  /** The answer serialized once (for the detail, without its per-wallet `likedByMe`). */
  body: Buffer;
}

export interface AnswerCaches {
  /** The list's pages: sort, limit, search and cursor. */
  list: AnswerCache<CachedListPage>;
  /** One project's detail, by id. */
  detail: AnswerCache<CachedProjectAnswer>;
  /**
   * One project's related projects, by id: the same pick for a few seconds. `cards` holds each
   * card serialized without its closing brace, for a signed-in wallet's `likedByMe` to be added;
   * `noneLiked` is the answer for a wallet that likes none of them, the usual case.
   */
  related: AnswerCache<CachedProjectAnswer & { ids: string[]; cards: string[]; noneLiked: Buffer }>;
  /** A page of a project's top-level comments or of a thread's replies. */
  comments: AnswerCache<CachedProjectAnswer>;
  /** Whether a wallet likes a project (`likedKey`): the per-wallet overlay of the answers above. */
  likes: AnswerCache<boolean>;
  /** Drops every answer (something changed). */
  clear(): void;
}

/** Answers kept at most per cache: the least recently used leaves first. */
const MAX_ANSWERS = {
  list: 200,
  detail: 2_000,
  related: 2_000,
  comments: 2_000,
  likes: 20_000,
};

export function createAnswerCaches(options: {
  ttlSeconds: number;
  clock: Clock;
  realtime: RealtimeHub;
}): AnswerCaches {
  const ttlMs = options.ttlSeconds * 1000;
  let generation = 0;
  const stores: ClockedCache<NonNullable<unknown>>[] = [];

  function cache<T extends NonNullable<unknown>>(maxAnswers: number): AnswerCache<T> {
    const answers = createClockedCache<T>({
      max: maxAnswers,
      now: () => options.clock.now().getTime(),
    });
    stores.push(answers);
    return {
      get: (key) => answers.get(key),
      generation: () => generation,
      set(key, readAt, answer) {
        if (readAt === generation) answers.set(key, answer, ttlMs);
      },
    };
  }

  const clear = () => {
    generation += 1;
    for (const answers of stores) answers.clear();
  };
  // Changes of other processes and of jobs; after a lost LISTEN connection, what was missed.
  options.realtime.subscribe(PROJECTS_CHANGED_CHANNEL, {
    event: clear,
    resync: clear,
    close: clear,
  });

  return {
    list: cache(MAX_ANSWERS.list),
    detail: cache(MAX_ANSWERS.detail),
    related: cache(MAX_ANSWERS.related),
    comments: cache(MAX_ANSWERS.comments),
    likes: cache(MAX_ANSWERS.likes),
    clear,
  };
}

/** The likes cache's key of one wallet and one project. */
export const likedKey = (wallet: string, projectId: string) => `${wallet}\n${projectId}`;

/**
 * Which of `projectIds` the wallet likes: the cached answers, and one query (`read`) for the
 * projects not cached, whose answers are stored.
 */
export async function cachedLikes(
  cache: AnswerCache<boolean>,
  wallet: string,
  projectIds: string[],
  read: (projectIds: string[]) => Promise<Set<string>>,
): Promise<Set<string>> {
  const liked = new Set<string>();
  const unknown: string[] = [];
  for (const id of projectIds) {
    const answer = cache.get(likedKey(wallet, id));
    if (answer === undefined) unknown.push(id);
    else if (answer) liked.add(id);
  }
  if (unknown.length === 0) return liked;
  const generation = cache.generation();
  const found = await read(unknown);
  for (const id of unknown) {
    cache.set(likedKey(wallet, id), generation, found.has(id));
    if (found.has(id)) liked.add(id);
  }
  return liked;
}

/**
 * The cached answer under `key`, else `read` (which returns null for "nothing to cache": a
 * missing project) stored under it.
 */
export async function cachedAnswer<T>(
  cache: AnswerCache<T>,
  key: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const cached = cache.get(key);
  if (cached) return cached;
  const generation = cache.generation();
  const answer = await read();
  if (answer !== null) cache.set(key, generation, answer);
  return answer;
}

/** The cached answer when the viewer may see the project; the one 404 otherwise. */
export async function visibleAnswer<T extends CachedProjectAnswer>(
  cache: AnswerCache<T>,
  key: string,
  viewer: ProjectViewer,
  read: () => Promise<T | null>,
): Promise<T> {
  const answer = await cachedAnswer(cache, key, read);
  if (!answer || !projectVisibleTo(answer.project, viewer)) throw projectNotFound();
  return answer;
}
