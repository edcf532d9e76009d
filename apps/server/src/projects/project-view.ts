// A projects row as the API shows it (shared by the list, detail, submit, dashboard and admin
// routes): lamports become SOL numbers, dates ISO strings, and time left and the campaign's state
// are derived from the deadline at `now`, which callers take from the injected clock.
import type { AdminProject } from '@memetank/shared/api/admin';
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { formatTimeLeft } from '@memetank/shared/format-time';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { projects } from '../db/schema';
import { campaignState } from '../escrow';

export type ProjectRow = typeof projects.$inferSelect;

export function toProjectSummary(row: ProjectRow, now: Date): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    tokenAddress: row.tokenAddress,
    creatorWallet: row.creatorWallet,
    status: row.status,
    riskScore: row.riskScore,
    currency: row.currency,
    fundingGoal: lamportsToSol(row.fundingGoalLamports),
    currentFunding: lamportsToSol(row.currentFundingLamports),
    deadline: row.deadline.toISOString(),
    timeLeft: formatTimeLeft(row.deadline, now),
    investorCount: row.investorCount,
    upvotes: row.upvotes,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    createdAt: row.createdAt.toISOString(),
    campaign: campaignState(row, now),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function toProjectDetail(row: ProjectRow, likedByMe: boolean, now: Date): ProjectDetail {
  return {
    ...toProjectSummary(row, now),
    longDescription: row.longDescription,
    pitchDeckUrl: row.pitchDeckUrl,
    twitterUrl: row.twitterUrl,
    telegramUrl: row.telegramUrl,
    discordUrl: row.discordUrl,
    websiteUrl: row.websiteUrl,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    likedByMe,
  };
}

export function toAdminProject(row: ProjectRow, now: Date): AdminProject {
  return {
    ...toProjectDetail(row, false, now),
    legitimacyStatement: row.legitimacyStatement,
    legitimacySignature: row.legitimacySignature,
  };
}
