// The jobs' SQL: the followers a campaign ending soon should be told of, and the uploads a project
// or a creator's update still points at.
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, projectFollows, projectUpdates, projects } from '../db/schema';

/**
 * Each follower of each approved, unsettled campaign whose deadline is after `now` and at most
 * `within` later: the wallet, the project and its deadline.
 */
export function followersOfEndingCampaigns(db: Database, now: Date, withinMs: number) {
  return db
    .select({
      wallet: projectFollows.wallet,
      projectId: projects.id,
      deadline: projects.deadline,
    })
    .from(projects)
    .innerJoin(projectFollows, eq(projectFollows.projectId, projects.id))
    .where(
      and(
        eq(projects.status, 'approved'),
        isNull(projects.settledAt),
        gt(projects.deadline, now),
        lte(projects.deadline, new Date(now.getTime() + withinMs)),
        // Written already (the job runs every minute): skip before the insert's conflict check.
        sql`not exists (select 1 from ${notifications} where ${notifications.wallet} = ${projectFollows.wallet} and ${notifications.dedupeKey} = 'ending:' || ${projects.id} || ':' || to_char(${projects.deadline} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      ),
    );
}

/** The subset of `urls` that some project uses as its logo or pitch deck, or an update as its image. */
export async function referencedUploadUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ logo: projects.logo, pitchDeckUrl: projects.pitchDeckUrl })
    .from(projects)
    .where(or(inArray(projects.logo, urls), inArray(projects.pitchDeckUrl, urls)));
  const images = await db
    .select({ image: projectUpdates.image })
    .from(projectUpdates)
    .where(inArray(projectUpdates.image, urls));
  return new Set([
    ...rows.flatMap((row) => [row.logo, row.pitchDeckUrl ?? '']),
    ...images.map((row) => row.image ?? ''),
  ]);
}
