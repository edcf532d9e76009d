// The signed-in wallet's dashboard rows, newest first, each left-joined to its project. A deleted
// project is shown as it was when the admin deleted it: the audit log keeps that delete's `before`
// snapshot (name, logo, funding derived from the ledger, goal, deadline). Only a project with no
// such record falls back to the "Unknown Project" defaults (UNKNOWN_PROJECT).
import { PROJECT_STATUSES } from '@memetank/shared/api/projects';
import {
  paysProjectTokens,
  UNKNOWN_PROJECT,
  type ClaimableFund,
  type UserInvestment,
  type UserProject,
} from '@memetank/shared/api/me';
import { formatTimeLeft } from '@memetank/shared/format-time';
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  fromBaseUnits,
  type Currency,
} from '@memetank/shared/currency';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  adminAuditLog,
  claimableFunds,
  projects,
  userInvestments,
  userProjects,
} from '../../db/schema';

const projectColumns = {
  name: projects.name,
  logo: projects.logo,
  currency: projects.currency,
  currentFundingUnits: projects.currentFundingUnits,
  fundingGoalUnits: projects.fundingGoalUnits,
  deadline: projects.deadline,
  status: projects.status,
};

type JoinedProject = {
  name: string;
  logo: string;
  currency: Currency;
  currentFundingUnits: bigint;
  fundingGoalUnits: bigint;
  deadline: Date;
  status: 'pending' | 'approved' | 'rejected';
} | null;

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
async function deletedProjects(
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
const goneIds = (rows: readonly { row: { projectId: string }; project: unknown }[]) => [
  ...new Set(rows.filter(({ project }) => !project).map(({ row }) => row.projectId)),
];

function summary(
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
    };
  }
  if (!project) return { ...UNKNOWN_PROJECT, currency: 'SOL', status: null };
  return {
    name: project.name,
    logo: project.logo,
    currency: project.currency,
    currentFunding: fromBaseUnits(project.currentFundingUnits, project.currency),
    fundingGoal: fromBaseUnits(project.fundingGoalUnits, project.currency),
    timeLeft: formatTimeLeft(project.deadline, now),
    status: project.status,
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

/** The wallet's investments; time left is counted from `now`, the server clock's. */
export async function listUserInvestments(
  db: Database,
  wallet: string,
  now: Date,
): Promise<UserInvestment[]> {
  const rows = await db
    .select({ row: userInvestments, project: projectColumns })
    .from(userInvestments)
    .leftJoin(projects, eq(projects.id, userInvestments.projectId))
    .where(eq(userInvestments.userId, wallet))
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id));
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => ({
    id: row.id,
    projectId: row.projectId,
    investmentAmount: fromBaseUnits(row.amountUnits, row.currency),
    currency: row.currency,
    investmentDate: row.investmentDate.toISOString(),
    txSignature: row.txSignature,
    project: summary(project, deleted.get(row.projectId), now),
  }));
}

type ClaimableRow = typeof claimableFunds.$inferSelect;

function toClaimable(
  row: ClaimableRow,
  project: { name: string; logo: string; tokenDecimals?: number | null } | null | undefined,
) {
  return {
    id: row.id,
    projectId: row.projectId,
    amount: fromBaseUnits(row.amountUnits, row.currency),
    currency: row.currency,
    fundType: row.fundType,
    isClaimed: row.isClaimed,
    claimableDate: row.claimableDate.toISOString(),
    claimedDate: row.claimedDate?.toISOString() ?? null,
    claimSignature: row.claimSignature,
    mint: row.mint,
    tokenAmount: row.tokenAmount,
    tokenDecimals: !row.mint
      ? null
      : paysProjectTokens(row.fundType)
        ? (project?.tokenDecimals ?? null)
        : CURRENCY_DECIMALS.USDC,
    project: {
      name: project?.name ?? UNKNOWN_PROJECT.name,
      logo: project?.logo ?? UNKNOWN_PROJECT.logo,
    },
  } satisfies ClaimableFund;
}

const claimableSelection = {
  row: claimableFunds,
  project: { name: projects.name, logo: projects.logo, tokenDecimals: projects.tokenDecimals },
};

export async function listClaimables(db: Database, wallet: string): Promise<ClaimableFund[]> {
  const rows = await db
    .select(claimableSelection)
    .from(claimableFunds)
    .leftJoin(projects, eq(projects.id, claimableFunds.projectId))
    .where(eq(claimableFunds.userId, wallet))
    .orderBy(desc(claimableFunds.claimableDate), desc(claimableFunds.id));
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => toClaimable(row, project ?? deleted.get(row.projectId)));
}

/** One of the wallet's own rows, with its API shape; null when the wallet has no such row. */
export async function findClaimable(
  db: Database,
  wallet: string,
  id: string,
): Promise<{ row: ClaimableRow; claimable: ClaimableFund } | null> {
  const [found] = await db
    .select(claimableSelection)
    .from(claimableFunds)
    .leftJoin(projects, eq(projects.id, claimableFunds.projectId))
    .where(and(eq(claimableFunds.id, id), eq(claimableFunds.userId, wallet)));
  if (!found) return null;
  const deleted = found.project ? undefined : await deletedProjects(db, [found.row.projectId]);
  const project = found.project ?? deleted?.get(found.row.projectId);
  return { row: found.row, claimable: toClaimable(found.row, project) };
}

/** The wallet's own rows among `ids`, with their API shape, newest first. */
export async function findClaimables(
  db: Database,
  wallet: string,
  ids: readonly string[],
): Promise<ClaimableFund[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(claimableSelection)
    .from(claimableFunds)
    .leftJoin(projects, eq(projects.id, claimableFunds.projectId))
    .where(and(eq(claimableFunds.userId, wallet), inArray(claimableFunds.id, [...ids])))
    .orderBy(desc(claimableFunds.claimableDate), desc(claimableFunds.id));
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => toClaimable(row, project ?? deleted.get(row.projectId)));
}
