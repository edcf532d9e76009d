// Writing wallets' notifications and follows inside the transaction of what they tell of, so a
// notification exists exactly when its cause was committed, and announcing each one on the
// wallet's channel on commit (docs/decisions/052-follows-and-notifications.md). The routes that
// read them are in modules/notifications.
import type {
  NotificationData,
  NotificationKind,
  NotifiedClaim,
} from '@memetank/shared/api/notifications';
import { and, count, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
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
  /** Who caused it; a grouped kind's notifications from one sender on one project fold into one. */
  sender?: string;
}

/** Rows per INSERT: at most nine parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 1_000;

/**
 * The kinds one wallet can cause again and again for another (replies, a creator's updates): the
 * unread ones from one sender on one project are one row that counts them (docs/decisions/071).
 */
const GROUPED_KINDS = new Set<NotificationKind>(['comment_reply', 'project_update']);

/**
 * Rows one group may start per recipient in an hour (each after the last was read); beyond that
 * its causes fold into its newest row, unread again.
 */
export const GROUP_ROWS_PER_HOUR = 5;

const groupKeyOf = (draft: NotificationDraft): string | null =>
  draft.sender !== undefined && GROUPED_KINDS.has(draft.data.kind)
    ? `${draft.data.kind}:${draft.sender}:${draft.projectId}`
    : null;

const rowOf = (draft: NotificationDraft, groupKey: string | null) => ({
  wallet: draft.wallet,
  projectId: draft.projectId,
  kind: draft.data.kind,
  data: draft.data,
  dedupeKey: draft.dedupeKey,
  quotedKey: draft.dedupeKey,
  sender: draft.sender ?? null,
  groupKey,
});

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

/**
 * Writes the drafts a wallet does not have yet, a grouped kind's folded into the wallet's group
 * (GROUPED_KINDS); returns the wallets that got one or whose group grew.
 */
export async function notify(
  hub: Hub,
  writer: Writer,
  drafts: NotificationDraft[],
): Promise<string[]> {
  const wallets: string[] = [];
  const groups = new Map<string, NotificationDraft[]>();
  const single: NotificationDraft[] = [];
  for (const draft of drafts) {
    const key = groupKeyOf(draft);
    if (key === null) single.push(draft);
    else groups.set(key, [...(groups.get(key) ?? []), draft]);
  }
  for (let start = 0; start < single.length; start += INSERT_BATCH) {
    const inserted = await writer
      .insert(notifications)
      .values(single.slice(start, start + INSERT_BATCH).map((draft) => rowOf(draft, null)))
      .onConflictDoNothing({ target: [notifications.wallet, notifications.dedupeKey] })
      .returning({ wallet: notifications.wallet });
    wallets.push(...inserted.map((row) => row.wallet));
  }
  for (const [groupKey, members] of groups) {
    wallets.push(...(await notifyGroup(writer, groupKey, members)));
  }
  await announce(hub, writer, wallets, 'created');
  return wallets;
}

/** What folding a cause into a group's row sets: one more, quoting the newest, on top. */
const folded = {
  count: sql`${notifications.count} + 1`,
  data: sql`excluded.data`,
  quotedKey: sql`excluded.quoted_key`,
  createdAt: sql`now()`,
};

/**
 * One group's drafts (one per wallet): a wallet whose group started GROUP_ROWS_PER_HOUR rows in
 * the last hour has the newest of them grow (and be unread again); any other has its unread row
 * grow or a new one start, in one upsert on the one-unread-row-per-group index, so two causes at
 * once count two.
 */
async function notifyGroup(
  writer: Writer,
  groupKey: string,
  drafts: NotificationDraft[],
): Promise<string[]> {
  const wallets: string[] = [];
  for (let start = 0; start < drafts.length; start += INSERT_BATCH) {
    const batch = drafts.slice(start, start + INSERT_BATCH);
    const capped = new Set(
      (
        await writer
          .select({ wallet: notifications.wallet, rows: count() })
          .from(notifications)
          .where(
            and(
              inArray(
                notifications.wallet,
                batch.map((draft) => draft.wallet),
              ),
              eq(notifications.groupKey, groupKey),
              gt(notifications.createdAt, sql`now() - interval '1 hour'`),
            ),
          )
          .groupBy(notifications.wallet)
          .having(sql`count(*) >= ${GROUP_ROWS_PER_HOUR}`)
      ).map((row) => row.wallet),
    );
    const over = batch.filter((one) => capped.has(one.wallet));
    if (over.length > 0) {
      // One statement for all of them: each wallet's newest row of the group grows, unread again.
      const causes = over.map((draft) => ({
        wallet: draft.wallet,
        data: draft.data,
        key: draft.dedupeKey,
      }));
      await writer.execute(sql`
        update ${notifications} as n set
          count = case when n.read_at is null then n.count + 1 else 1 end,
          read_at = null, data = cause.data, quoted_key = cause.key, created_at = now()
        from jsonb_to_recordset(${JSON.stringify(causes)}::jsonb)
          as cause(wallet text, data jsonb, key text)
        where n.id = (
          select newest.id from ${notifications} as newest
          where newest.wallet = cause.wallet and newest.group_key = ${groupKey}
          order by newest.created_at desc, newest.id desc limit 1
        )`);
      wallets.push(...over.map((draft) => draft.wallet));
    }
    const open = batch.filter((one) => !capped.has(one.wallet));
    if (open.length === 0) continue;
    const written = await writer
      .insert(notifications)
      .values(open.map((draft) => rowOf(draft, groupKey)))
      .onConflictDoUpdate({
        target: [notifications.wallet, notifications.groupKey],
        targetWhere: isNull(notifications.readAt),
        set: folded,
      })
      .returning({ wallet: notifications.wallet });
    wallets.push(...written.map((row) => row.wallet));
  }
  return wallets;
}

/** Every follower of the project but `except` (the one who caused it) gets `data`. */
export async function notifyFollowers(
  hub: Hub,
  writer: Writer,
  input: {
    projectId: string;
    except: string;
    dedupeKey: string;
    data: NotificationData;
    sender?: string;
  },
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
  // A group goes when the cause it quotes goes; a folded one's count stays (nothing shows it).
  await remove(hub, writer, inArray(notifications.quotedKey, dedupeKeys));
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
