// A submission's rows: the project, pending review, and the creator's dashboard row, in one
// transaction; and the projects already using a token mint.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects, userProjects } from '../../db/schema';
import type { ProjectRow } from '../../projects/project-view';

export async function insertSubmission(
  db: Database,
  values: Omit<
    typeof projects.$inferInsert,
    'status' | 'currentFundingUnits' | 'investorCount' | 'upvotes' | 'likesCount' | 'commentsCount'
  > & { creatorWallet: string },
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .insert(projects)
      .values({
        ...values,
        status: 'pending',
        currentFundingUnits: 0n,
        investorCount: 0,
        upvotes: 0,
        likesCount: 0,
        commentsCount: 0,
      })
      .returning();
    if (!project) throw new Error('Project insert returned no row');
    await tx
      .insert(userProjects)
      .values({ projectId: project.id, userId: values.creatorWallet, status: 'under_review' });
    return project;
  });
}

/** Every project with this token mint, whatever its status, oldest first. */
export async function projectsUsingMint(db: Database, mint: string): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.tokenAddress, mint))
    .orderBy(asc(projects.createdAt), asc(projects.id));
}
