// The signed-in wallet's dashboard rows, newest first, each left-joined to its project (the spec's
// "Unknown Project" defaults when the project is gone).
import {
  UNKNOWN_PROJECT,
  type ClaimableFund,
  type UserInvestment,
  type UserProject,
} from '@memetank/shared/api/me';
import { formatTimeLeft } from '@memetank/shared/format-time';
import { lamportsToSol } from '@memetank/shared/lamports';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimableFunds, projects, userInvestments, userProjects } from '../../db/schema';

const projectColumns = {
  name: projects.name,
  logo: projects.logo,
  currentFundingLamports: projects.currentFundingLamports,
  fundingGoalLamports: projects.fundingGoalLamports,
  deadline: projects.deadline,
  status: projects.status,
};

type JoinedProject = {
  name: string;
  logo: string;
  currentFundingLamports: bigint;
  fundingGoalLamports: bigint;
  deadline: Date;
  status: 'pending' | 'approved' | 'rejected';
} | null;

function summary(project: JoinedProject, now: Date): UserProject['project'] {
  if (!project) return { ...UNKNOWN_PROJECT, status: null };
  return {
    name: project.name,
    logo: project.logo,
    currentFunding: lamportsToSol(project.currentFundingLamports),
    fundingGoal: lamportsToSol(project.fundingGoalLamports),
    timeLeft: formatTimeLeft(project.deadline, now),
    status: project.status,
  };
}

export async function listUserProjects(db: Database, wallet: string): Promise<UserProject[]> {
  const rows = await db
    .select({ row: userProjects, project: projectColumns })
    .from(userProjects)
    .leftJoin(projects, eq(projects.id, userProjects.projectId))
    .where(eq(userProjects.userId, wallet))
    .orderBy(desc(userProjects.submitDate), desc(userProjects.id));
  const now = new Date();
  return rows.map(({ row, project }) => ({
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    submitDate: row.submitDate.toISOString(),
    project: summary(project, now),
  }));
}

export async function listUserInvestments(db: Database, wallet: string): Promise<UserInvestment[]> {
  const rows = await db
    .select({ row: userInvestments, project: projectColumns })
    .from(userInvestments)
    .leftJoin(projects, eq(projects.id, userInvestments.projectId))
    .where(eq(userInvestments.userId, wallet))
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id));
  const now = new Date();
  return rows.map(({ row, project }) => ({
    id: row.id,
    projectId: row.projectId,
    investmentAmount: lamportsToSol(row.investmentLamports),
    investmentDate: row.investmentDate.toISOString(),
    txSignature: row.txSignature,
    project: summary(project, now),
  }));
}

type ClaimableRow = typeof claimableFunds.$inferSelect;

function toClaimable(row: ClaimableRow, project: { name: string; logo: string } | null) {
  return {
    id: row.id,
    projectId: row.projectId,
    amount: lamportsToSol(row.amountLamports),
    fundType: row.fundType,
    isClaimed: row.isClaimed,
    claimableDate: row.claimableDate.toISOString(),
    claimedDate: row.claimedDate?.toISOString() ?? null,
    claimSignature: row.claimSignature,
    project: {
      name: project?.name ?? UNKNOWN_PROJECT.name,
      logo: project?.logo ?? UNKNOWN_PROJECT.logo,
    },
  } satisfies ClaimableFund;
}

const claimableSelection = {
  row: claimableFunds,
  project: { name: projects.name, logo: projects.logo },
};

export async function listClaimables(db: Database, wallet: string): Promise<ClaimableFund[]> {
  const rows = await db
    .select(claimableSelection)
    .from(claimableFunds)
    .leftJoin(projects, eq(projects.id, claimableFunds.projectId))
    .where(eq(claimableFunds.userId, wallet))
    .orderBy(desc(claimableFunds.claimableDate), desc(claimableFunds.id));
  return rows.map(({ row, project }) => toClaimable(row, project));
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
  return found ? { row: found.row, claimable: toClaimable(found.row, found.project) } : null;
}
