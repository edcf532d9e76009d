// The notifications module's database access: a wallet's notifications newest first (keyset
// pages) with their projects (when not deleted), the unread count, marking read, a project's followers, and the
// followers of campaigns about to end.
import { UNKNOWN_PROJECT } from '@memetank/shared/api/me';
import type { Notification, NotificationData } from '@memetank/shared/api/notifications';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications, projectFollows, projects } from '../../db/schema';
import { afterPosition, exactTimestamp, type KeysetPosition } from '../../lib/keyset-cursor';

/** Up to `limit` of the wallet's notifications after `from`, newest first, with their projects. */
export function notificationPage(
  db: Database,
  wallet: string,
  options: { limit: number; from: KeysetPosition | null },
) {
  return db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      data: notifications.data,
      count: notifications.count,
      projectId: notifications.projectId,
      projectName: projects.name,
      projectLogo: projects.logo,
      tokenDecimals: projects.tokenDecimals,
      cursorAt: exactTimestamp(notifications.createdAt),
    })
    .from(notifications)
    .leftJoin(projects, eq(projects.id, notifications.projectId))
    .where(
      and(
        eq(notifications.wallet, wallet),
        options.from
          ? afterPosition(notifications.createdAt, notifications.id, options.from)
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export type NotificationPageRow = Awaited<ReturnType<typeof notificationPage>>[number];

export const toNotification = (row: NotificationPageRow): Notification => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  // A deleted project's money notifications stay, named like the dashboard names its rows.
  project: {
    id: row.projectId,
    name: row.projectName ?? UNKNOWN_PROJECT.name,
    logo: row.projectLogo ?? UNKNOWN_PROJECT.logo,
    tokenDecimals: row.tokenDecimals,
  },
  data: row.data as NotificationData,
  count: row.count,
});

export async function countUnread(db: Pick<Database, 'select'>, wallet: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.wallet, wallet), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function findNotificationOwner(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ wallet: notifications.wallet })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.wallet;
}

/** Marks the wallet's unread notifications read (one, or all); returns how many it marked. */
export async function markRead(
  db: Pick<Database, 'update'>,
  input: { wallet: string; id?: string; at: Date },
): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: input.at })
    .where(
      and(
        eq(notifications.wallet, input.wallet),
        isNull(notifications.readAt),
        input.id === undefined ? undefined : eq(notifications.id, input.id),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

export async function isFollowing(db: Database, projectId: string, wallet: string) {
  const [row] = await db
    .select({ wallet: projectFollows.wallet })
    .from(projectFollows)
    .where(and(eq(projectFollows.projectId, projectId), eq(projectFollows.wallet, wallet)));
  return row !== undefined;
}

export async function countFollowers(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectFollows)
    .where(eq(projectFollows.projectId, projectId));
  return Number(row?.n ?? 0);
}

export async function unfollow(db: Database, projectId: string, wallet: string): Promise<void> {
  await db
    .delete(projectFollows)
    .where(and(eq(projectFollows.projectId, projectId), eq(projectFollows.wallet, wallet)));
}
