// The job that removes uploads no project uses (nor an update as its image) once they are a day
// old, and incoming files a crash left behind: at start, then every hour, in one process of the
// cluster at a time (db/cluster-lock.ts).
import type { Services } from '../app-types';
import { wallTime } from '../lib/clock';
import { referencedUploadUrls } from './queries';

export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** An upload no project points at is removed once it is this old. */
export const UNREFERENCED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How many stored names one clean-up query asks about at once. */
const CLEANUP_BATCH = 500;

/**
 * Removes uploads older than a day that no project uses as its logo or pitch deck (nor an update
 * as its image), and incoming files a crash left behind. Safe to run in several processes at once: deleting twice is a no-op.
 * Ages are wall-clock (`now`, the files' write times), never the dev clock that moves deadlines.
 */
export async function removeUnreferencedUploads(
  deps: Pick<Services, 'database' | 'storage'>,
  now: Date = wallTime(),
): Promise<{ removed: string[] }> {
  const { storage } = deps;
  const db = deps.database.db;
  const before = new Date(now.getTime() - UNREFERENCED_UPLOAD_MAX_AGE_MS);
  await storage.deleteIncoming(before);
  const old = (await storage.list()).filter((file) => file.writtenAt < before);
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += CLEANUP_BATCH) {
    const batch = old.slice(start, start + CLEANUP_BATCH);
    const referenced = await referencedUploadUrls(
      db,
      batch.map((file) => storage.publicUrl(file.name)),
    );
    for (const file of batch) {
      if (referenced.has(storage.publicUrl(file.name))) continue;
      await storage.delete(file.name);
      removed.push(file.name);
    }
  }
  return { removed };
}
