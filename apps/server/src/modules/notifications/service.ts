// Following a project and reading one's notifications: who may follow (any signed-in wallet, an
// approved project), the paged list and the unread count (the session's wallet only), marking
// read (announced to the wallet's other tabs) (docs/decisions/052-follows-and-notifications.md).
// The job that tells followers a campaign ends within 48 hours is jobs/ending-soon.ts.
import {
  NOTIFICATION_MESSAGES,
  type FollowResponse,
  type NotificationListResponse,
} from '@memetank/shared/api/notifications';
import type { Services } from '../../app-types';
import { AppError, notFound } from '../../lib/errors';
import { decodeKeysetCursor, keysetPage } from '../../lib/keyset-cursor';
import { follow } from '../../notifications/notify';
import { findVisibleProject, type ProjectViewer } from '../../projects/visibility';
import { notificationsChannel } from '../../realtime/channels';
import {
  countFollowers,
  countUnread,
  findNotificationOwner,
  isFollowing,
  markRead,
  notificationPage,
  toNotification,
  unfollow,
} from './queries';

type Deps = Pick<Services, 'database' | 'realtime' | 'clock'>;

/** Whether the viewer follows the project (false for a visitor) and how many wallets do. */
export async function followState(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; viewer: ProjectViewer },
): Promise<FollowResponse> {
  await findVisibleProject(deps, input.projectId, input.viewer);
  const db = deps.database.db;
  const [following, followers] = await Promise.all([
    input.viewer.wallet ? isFollowing(db, input.projectId, input.viewer.wallet) : false,
    countFollowers(db, input.projectId),
  ]);
  return { following, followers };
}

/**
 * Follows or stops following (both idempotent). Following takes an approved project (409
 * otherwise); stopping works whatever its status, so nobody is stuck following.
 */
export async function setFollow(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; viewer: ProjectViewer & { wallet: string }; following: boolean },
): Promise<FollowResponse> {
  const project = await findVisibleProject(deps, input.projectId, input.viewer);
  const db = deps.database.db;
  if (input.following) {
    if (project.status !== 'approved') {
      throw new AppError(409, 'PROJECT_NOT_APPROVED', NOTIFICATION_MESSAGES.followNotApproved);
    }
    await follow(db, input.projectId, input.viewer.wallet);
  } else {
    await unfollow(db, input.projectId, input.viewer.wallet);
  }
  return { following: input.following, followers: await countFollowers(db, input.projectId) };
}

/** A page of the wallet's notifications, newest first, and its unread count. */
export async function listNotifications(
  deps: Pick<Services, 'database'>,
  input: { wallet: string; limit: number; cursor?: string | undefined },
): Promise<NotificationListResponse> {
  const from = input.cursor ? decodeKeysetCursor(input.cursor) : null;
  const db = deps.database.db;
  const [rows, unread] = await Promise.all([
    notificationPage(db, input.wallet, { limit: input.limit + 1, from }),
    countUnread(db, input.wallet),
  ]);
  return { ...keysetPage(rows, input.limit, toNotification), unread };
}

export async function unreadCount(deps: Pick<Services, 'database'>, wallet: string) {
  return { unread: await countUnread(deps.database.db, wallet) };
}

/**
 * Marks one notification (404 when missing or another wallet's) or all of the wallet's
 * read; the wallet's other tabs hear of it. Returns the unread count left.
 */
export async function readNotifications(
  deps: Deps,
  input: { wallet: string; id?: string },
): Promise<{ unread: number }> {
  const db = deps.database.db;
  if (input.id !== undefined) {
    // Another wallet's notification is as missing as one that never was: the answer tells no one
    // which ids exist (as claims do).
    const owner = await findNotificationOwner(db, input.id);
    if (owner !== input.wallet) throw notFound(NOTIFICATION_MESSAGES.notFound);
  }
  return db.transaction(async (tx) => {
    const marked = await markRead(tx, { wallet: input.wallet, id: input.id, at: deps.clock.now() });
    if (marked > 0) {
      await deps.realtime.publish(notificationsChannel(input.wallet), { type: 'read' }, tx);
    }
    return { unread: await countUnread(tx, input.wallet) };
  });
}
