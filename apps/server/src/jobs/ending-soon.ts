// The job that tells each follower of a campaign ending within 48 hours, once per deadline (a
// deadline the admin moves is news again): at start, then every minute, in one process of the
// cluster at a time (db/cluster-lock.ts).
import { ENDING_SOON_MS } from '@memetank/shared/api/notifications';
import type { Services } from '../app-types';
import { notificationKeys, notify } from '../notifications/notify';
import { followersOfEndingCampaigns } from './queries';

export const ENDING_SOON_CHECK_INTERVAL_MS = 60 * 1000;

/** Tells the followers of campaigns ending soon; returns how many notifications it wrote. */
export async function notifyEndingCampaigns(
  deps: Pick<Services, 'database' | 'realtime' | 'clock'>,
): Promise<number> {
  const db = deps.database.db;
  const due = await followersOfEndingCampaigns(db, deps.clock.now(), ENDING_SOON_MS);
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const wallets = await notify(
      deps.realtime,
      tx,
      due.map((row) => ({
        wallet: row.wallet,
        projectId: row.projectId,
        dedupeKey: notificationKeys.ending(row.projectId, row.deadline),
        data: { kind: 'campaign_ending', deadline: row.deadline.toISOString() },
      })),
    );
    return wallets.length;
  });
}
