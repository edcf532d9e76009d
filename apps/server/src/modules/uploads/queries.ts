// What the database says about uploads: which of them a project or a creator's update still points at.
import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectUpdates, projects } from '../../db/schema';

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
