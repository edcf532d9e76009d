// Writing wallets' notifications and follows inside the transaction of what they tell of, so a
// notification exists exactly when its cause was committed, and announcing each one on the
// wallet's channel on commit (docs/decisions/052-follows-and-notifications.md). The routes that
// read them are in modules/notifications.
import type {
  NotificationData,
  NotificationKind,
  NotifiedClaim,
} from '@memetank/shared/api/notifications';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, projectFollows, type claimableFunds } from '../db/schema';
import { notificationsChannel } from '../realtime/channels';
import type { RealtimeHub } from '../realtime/hub';

/** What announcing takes of the realtime hub. */
type Hub = Pick<RealtimeHub, 'publish'>;

/** The database or the writer's transaction. */
export type Writer = Pick<Database, 'insert' | 'delete' | 'select' | 'execute'>;

export interface NotificationDraft {
  wallet: string;
  projectId: string;
  /** What it tells of: one notification per wallet and key, however often it is written. */
  dedupeKey: string;
  data: NotificationData;
}

/** Rows per INSERT: five parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 1_000;

/** Tells each wallet that got a notification (or lost one) to refetch, on commit. */
async function announce(
  hub: Hub,
  writer: Writer,
  wallets: Iterable<string>,
  type: 'created' | 'removed',
): Promise<void> {
  for (const wallet of new Set(wallets)) {
    await hub.publish(notificationsChannel(wallet), { type }, writer);
  }
}

/** Writes the drafts a wallet does not have yet; returns the wallets that got one. */
export async function notify(
  hub: Hub,
  writer: Writer,
  drafts: NotificationDraft[],
): Promise<string[]> {
  const wallets: string[] = [];
  for (let start = 0; start < drafts.length; start += INSERT_BATCH) {
    const inserted = await writer
      .insert(notifications)
      .values(
        drafts.slice(start, start + INSERT_BATCH).map((draft) => ({
          wallet: draft.wallet,
          projectId: draft.projectId,
          kind: draft.data.kind,
          data: draft.data,
          dedupeKey: draft.dedupeKey,
        })),
      )
      .onConflictDoNothing({ target: [notifications.wallet, notifications.dedupeKey] })
      .returning({ wallet: notifications.wallet });
    wallets.push(...inserted.map((row) => row.wallet));
  }
  await announce(hub, writer, wallets, 'created');
  return wallets;
}

/** Every follower of the project but `except` (the one who caused it) gets `data`. */
export async function notifyFollowers(
  hub: Hub,
  writer: Writer,
  input: { projectId: string; except: string; dedupeKey: string; data: NotificationData },
): Promise<void> {
  const followers = await writer
    .select({ wallet: projectFollows.wallet })
    .from(projectFollows)
    .where(
      and(eq(projectFollows.projectId, input.projectId), ne(projectFollows.wallet, input.except)),
    );
  await notify(
    hub,
    writer,
    followers.map(({ wallet }) => ({ ...input, wallet })),
  );
}

/**
 * Removes the notifications about something that is gone (a deleted update or reply), so none
 * points at it or quotes what a moderator removed.
 */
export async function withdrawNotifications(
  hub: Hub,
  writer: Writer,
  dedupeKeys: string[],
): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await remove(hub, writer, inArray(notifications.dedupeKey, dedupeKeys));
}

/** The kinds a deleted project's notifications lose (the rest tell of money or a rejection). */
const TALK_AND_REVIEW: NotificationKind[] = [
  'project_update',
  'campaign_ending',
  'comment_reply',
  'project_approved',
];

/**
 * A deleted project's notifications about talk and review (its updates, replies, its end, its
 * approval) go with it; what they were paid or can claim, and a rejection's reason, stay.
 */
export async function forgetProject(hub: Hub, writer: Writer, projectId: string): Promise<void> {
  await remove(
    hub,
    writer,
    and(eq(notifications.projectId, projectId), inArray(notifications.kind, TALK_AND_REVIEW)),
  );
}

/** Deletes the notifications `where` matches and tells their wallets. */
async function remove(hub: Hub, writer: Writer, where: SQL | undefined): Promise<void> {
  const removed = await writer
    .delete(notifications)
    .where(where)
    .returning({ wallet: notifications.wallet });
  await announce(
    hub,
    writer,
    removed.map((row) => row.wallet),
    'removed',
  );
}

/** Makes `wallet` follow the project (nothing when it already does). */
export async function follow(writer: Writer, projectId: string, wallet: string): Promise<void> {
  await writer.insert(projectFollows).values({ projectId, wallet }).onConflictDoNothing();
}

/**
 * A claim as a notification names it: integer base units as decimal strings. A SOL refund or
 * payout is in lamports; a USDC one in its mint's units (docs/decisions/055).
 */
export const notifiedClaim = (
  row: Pick<
    typeof claimableFunds.$inferSelect,
    'fundType' | 'amountUnits' | 'currency' | 'mint' | 'tokenAmount'
  >,
): NotifiedClaim => ({
  fundType: row.fundType,
  lamports: row.currency === 'SOL' ? row.amountUnits.toString() : '0',
  mint: row.mint,
  tokenAmount: row.tokenAmount,
  currency: row.currency,
});

/** The dedupe keys, one place for every kind. */
export const notificationKeys = {
  update: (updateId: string) => `update:${updateId}`,
  ending: (projectId: string, deadline: Date) => `ending:${projectId}:${deadline.toISOString()}`,
  settled: (projectId: string) => `settled:${projectId}`,
  claimPaid: (claimId: string) => `claim:${claimId}`,
  /** Each review is its own news: approved, rejected, approved again (keyed by when). */
  reviewed: (projectId: string, at: Date) => `review:${projectId}:${at.toISOString()}`,
  reply: (commentId: string) => `reply:${commentId}`,
};
