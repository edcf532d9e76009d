// The dashboard's own reads: the wallet's submitted projects, newest first, each left-joined to its
// project, and what the audit log says of a deleted project (the money rows, its investments and
// claims, come from the escrow: escrow/index.ts). A deleted
// project is shown as it was when the admin deleted it: the audit log keeps that delete's `before`
// snapshot (name, logo, funding derived from the ledger, goal, deadline). Only a project with no
// such record falls back to the "Unknown Project" defaults (UNKNOWN_PROJECT).
import { PROJECT_STATUSES } from '@memetank/shared/api/projects';
import { UNKNOWN_PROJECT, type UserProject } from '@memetank/shared/api/me';
import { formatTimeLeft } from '@memetank/shared/format-time';
import { CURRENCIES, fromBaseUnits } from '@memetank/shared/currency';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { campaignState } from '../../escrow';
import { adminAuditLog, projects, userProjects } from '../../db/schema';

/** The project columns a dashboard row shows (its investments’ rows too: modules/me/service.ts). */
export const projectColumns = {
  id: projects.id,
  name: projects.name,
  logo: projects.logo,
  currency: projects.currency,
  currentFundingUnits: projects.currentFundingUnits,
  fundingGoalUnits: projects.fundingGoalUnits,
  investorCount: projects.investorCount,
  deadline: projects.deadline,
  settledAt: projects.settledAt,
  settlementOutcome: projects.settlementOutcome,
  openClaims: projects.openClaims,
  tokenDeposit: projects.tokenDeposit,
  status: projects.status,
};

/** A joined project as these columns read it; null when the project is gone. */
type JoinedProject = Pick<typeof projects.$inferSelect, keyof typeof projectColumns> | null;

/** What a delete's audit snapshot (the admin view of the project) says about it. */
const deletedSnapshotSchema = z.object({
  name: z.string(),
  logo: z.string(),
  // Snapshots from before USDC campaigns have none: they were SOL.
  currency: z.enum(CURRENCIES).default('SOL'),
  currentFunding: z.number(),
  fundingGoal: z.number(),
  deadline: z.iso.datetime({ offset: true }),
  status: z.enum(PROJECT_STATUSES),
});
type DeletedProject = z.infer<typeof deletedSnapshotSchema>;

/** The deleted projects among `ids`, as their latest delete in the audit log recorded them. */
export async function deletedProjects(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, DeletedProject>> {
  const found = new Map<string, DeletedProject>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ projectId: adminAuditLog.projectId, before: adminAuditLog.before })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'delete'), inArray(adminAuditLog.projectId, [...ids])))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
  for (const row of rows) {
    if (found.has(row.projectId)) continue;
    const snapshot = deletedSnapshotSchema.safeParse(row.before);
    if (snapshot.success) found.set(row.projectId, snapshot.data);
  }
  return found;
}

/** The ids of the rows whose project is gone (the left join found nothing). */
export const goneIds = (rows: readonly { row: { projectId: string }; project: unknown }[]) => [
  ...new Set(rows.filter(({ project }) => !project).map(({ row }) => row.projectId)),
];

export function summary(
  project: JoinedProject,
  deleted: DeletedProject | undefined,
  now: Date,
): UserProject['project'] {
  if (!project && deleted) {
    // The project no longer exists (status null), but keeps its name and its last amounts.
    return {
      name: deleted.name,
      logo: deleted.logo,
      currency: deleted.currency,
      currentFunding: deleted.currentFunding,
      fundingGoal: deleted.fundingGoal,
      timeLeft: formatTimeLeft(new Date(deleted.deadline), now),
      status: null,
      deadline: new Date(deleted.deadline).toISOString(),
      campaign: null,
      settledAt: null,
      tokenDeposit: null,
    };
  }
  if (!project) {
    return {
      ...UNKNOWN_PROJECT,
      currency: 'SOL',
      status: null,
      deadline: null,
      campaign: null,
      settledAt: null,
      tokenDeposit: null,
    };
  }
  return {
    name: project.name,
    logo: project.logo,
    currency: project.currency,
    currentFunding: fromBaseUnits(project.currentFundingUnits, project.currency),
    fundingGoal: fromBaseUnits(project.fundingGoalUnits, project.currency),
    timeLeft: formatTimeLeft(project.deadline, now),
    status: project.status,
    deadline: project.deadline.toISOString(),
    campaign: campaignState(project, now),
    settledAt: project.settledAt?.toISOString() ?? null,
    tokenDeposit: project.tokenDeposit,
  };
}

/** The wallet's submitted projects; time left is counted from `now`, the server clock's. */
export async function listUserProjects(
  db: Database,
  wallet: string,
  now: Date,
): Promise<UserProject[]> {
  const rows = await db
    .select({ row: userProjects, project: projectColumns })
    .from(userProjects)
    .leftJoin(projects, eq(projects.id, userProjects.projectId))
    .where(eq(userProjects.userId, wallet))
    .orderBy(desc(userProjects.submitDate), desc(userProjects.id));
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    submitDate: row.submitDate.toISOString(),
    project: summary(project, deleted.get(row.projectId), now),
  }));
}
