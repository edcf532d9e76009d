// A projects row as the API shows it (shared by the list, detail, submit, dashboard and admin
// routes): lamports become SOL numbers, dates ISO strings, and time left and the campaign's state
// are derived from the deadline at `now`, which callers take from the injected clock. The detail
// answer adds the token side (docs/decisions/047-token-escrow.md).
import type { AdminProject } from '@memetank/shared/api/admin';
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { formatTimeLeft } from '@memetank/shared/format-time';
import { fromBaseUnits } from '@memetank/shared/currency';
import { associatedTokenAddress } from '../chain/token-program';
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
    fundingGoal: fromBaseUnits(row.fundingGoalUnits, row.currency),
    currentFunding: fromBaseUnits(row.currentFundingUnits, row.currency),
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

/**
 * Where the project's investor tokens are held: the vault's associated token account for the mint
 * (docs/decisions/047-token-escrow.md); null without a token side or a vault. A derivation, so the
 * caller computes it once per row.
 */
export async function escrowTokenAccountOf(
  row: Pick<ProjectRow, 'tokenAddress' | 'tokenProgram'>,
  vault: string | null,
): Promise<string | null> {
  if (!vault || !row.tokenProgram) return null;
  try {
    return await associatedTokenAddress(vault, row.tokenAddress, row.tokenProgram);
  } catch {
    // A legacy row whose token address is not an address has no token account.
    return null;
  }
}

export function toProjectDetail(
  row: ProjectRow,
  likedByMe: boolean,
  now: Date,
  escrowTokenAccount: string | null = null,
): ProjectDetail {
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
    tokenProgram: row.tokenProgram,
    tokenDecimals: row.tokenDecimals,
    tokenAllocation: row.tokenAllocation,
    tokenDeposit: row.tokenDeposit,
    escrowTokenAccount,
  };
}

export function toAdminProject(
  row: ProjectRow,
  now: Date,
  escrowTokenAccount: string | null = null,
): AdminProject {
  return {
    ...toProjectDetail(row, false, now, escrowTokenAccount),
    legitimacyStatement: row.legitimacyStatement,
    legitimacySignature: row.legitimacySignature,
  };
}
