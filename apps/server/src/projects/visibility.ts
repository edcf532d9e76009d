// Who may see a project: the one rule every route and stream applies ("approved, or the admin, or
// the creator"), and the one lookup that answers a hidden project exactly like a missing one.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projects } from '../db/schema';
import { projectNotFound } from '../lib/errors';
import type { ProjectRow } from './project-view';

/** Who is asking: the session's wallet (or null) and whether it is the admin. */
export interface ProjectViewer {
  wallet: string | null;
  isAdmin: boolean;
}

/** What the projects domain reads through: the database. `Services` satisfies it. */
export interface ProjectsDeps {
  database: { db: Database };
}

/** Approved projects for everyone; pending and rejected ones only for their creator and the admin. */
export function projectVisibleTo(
  project: { status: string; creatorWallet: string },
  viewer: ProjectViewer,
): boolean {
  return project.status === 'approved' || viewer.isAdmin || project.creatorWallet === viewer.wallet;
}

/**
 * The project whoever asks, or undefined: for an answer cached for every viewer, which applies
 * projectVisibleTo on each request (answer-cache.ts).
 */
export async function findProjectRow(
  deps: ProjectsDeps,
  id: string,
): Promise<ProjectRow | undefined> {
  const [row] = await deps.database.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** The project when the viewer may see it; the one 404 (projectNotFound) when missing or hidden. */
export async function findVisibleProject(
  deps: ProjectsDeps,
  id: string,
  viewer: ProjectViewer,
): Promise<ProjectRow> {
  const row = await findProjectRow(deps, id);
  if (!row || !projectVisibleTo(row, viewer)) throw projectNotFound();
  return row;
}
