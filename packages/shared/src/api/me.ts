// The signed-in wallet's dashboard: its projects, investments and claimable funds, and claims.
import { z } from 'zod';
import { CURRENCIES, PROJECT_STATUSES } from '../constants';

export const USER_PROJECT_STATUSES = [
  'under_review',
  'approved',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type UserProjectStatus = (typeof USER_PROJECT_STATUSES)[number];

export const FUND_TYPES = ['refund', 'creator_payout', 'token_allocation', 'token_return'] as const;
export type FundType = (typeof FUND_TYPES)[number];

/**
 * Whether a claim of this type pays the project's tokens (an investor's allocation, or the
 * creator's tokens back); the others pay money: SOL, or USDC for a USDC campaign. Told by the type,
 * never by the mint: a USDC refund or payout names a mint too (USDC's), and is money.
 */
export const paysProjectTokens = (fundType: FundType) =>
  fundType === 'token_allocation' || fundType === 'token_return';

/** The joined project, with fixed defaults when the project is gone. */
export const UNKNOWN_PROJECT = {
  name: 'Unknown Project',
  logo: '🚀',
  currentFunding: 0,
  fundingGoal: 1,
  timeLeft: 'Unknown',
} as const;

export const dashboardProjectSummarySchema = z.object({
  name: z.string(),
  logo: z.string(),
  /** The campaign's currency: currentFunding and fundingGoal are in it. */
  currency: z.enum(CURRENCIES),
  currentFunding: z.number(),
  fundingGoal: z.number(),
  timeLeft: z.string(),
  /** Null when the project no longer exists. */
  status: z.enum(PROJECT_STATUSES).nullable(),
});

export const userProjectSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  status: z.enum(USER_PROJECT_STATUSES),
  submitDate: z.string(),
  project: dashboardProjectSummarySchema,
});
export type UserProject = z.infer<typeof userProjectSchema>;

export const userInvestmentSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /** In `currency`, the campaign's. */
  investmentAmount: z.number(),
  currency: z.enum(CURRENCIES),
  investmentDate: z.string(),
  txSignature: z.string().nullable(),
  project: dashboardProjectSummarySchema,
});
export type UserInvestment = z.infer<typeof userInvestmentSchema>;

export const claimableFundSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  /**
   * In `currency`: what a refund or creator payout pays, or (token_allocation rows) what the
   * investor contributed that the allocation is pro rata to; 0 on a token return.
   */
  amount: z.number(),
  /** The campaign's currency. */
  currency: z.enum(CURRENCIES),
  fundType: z.enum(FUND_TYPES),
  isClaimed: z.boolean(),
  claimableDate: z.string(),
  claimedDate: z.string().nullable(),
  claimSignature: z.string().nullable(),
  /**
   * What the claim pays in tokens: the mint (token_allocation, token_return: the project's token;
   * a USDC refund or creator payout: the USDC mint); null when it pays SOL.
   */
  mint: z.string().nullable(),
  /** With a mint: the amount in base units (decimal string); null when it pays SOL. */
  tokenAmount: z.string().nullable(),
  /** With a mint: its decimals, to show tokenAmount in whole units; null when it pays SOL. */
  tokenDecimals: z.number().int().nullable(),
  project: z.object({ name: z.string(), logo: z.string() }),
});
export type ClaimableFund = z.infer<typeof claimableFundSchema>;

export const userProjectsResponseSchema = z.object({ items: z.array(userProjectSchema) });
export const userInvestmentsResponseSchema = z.object({ items: z.array(userInvestmentSchema) });
export const claimableFundsResponseSchema = z.object({ items: z.array(claimableFundSchema) });

export const claimParamsSchema = z.object({ id: z.uuid() });
export const claimResponseSchema = z.object({
  claimable: claimableFundSchema,
  /** What happened, for the success toast: SOL paid (with the signature) or allocation recorded. */
  message: z.string(),
});

export const DASHBOARD_MESSAGES = {
  projectsFailed: 'Failed to fetch projects',
  investmentsFailed: 'Failed to fetch investments',
  claimablesFailed: 'Failed to fetch claimable funds',
  claimed: {
    title: 'Fund Claimed Successfully',
    description: 'Your fund has been claimed and added to your wallet.',
  },
  claimFailedTitle: 'Claim Failed',
  claimFailed: 'Failed to claim fund. Please try again.',
  /** 409 ALREADY_CLAIMED: a second claim (double click, two tabs). */
  alreadyClaimed: 'This fund has already been claimed.',
  /** 404 NOT_FOUND: no such row for the session's wallet (another wallet's rows included). */
  claimNotFound: 'Claimable fund not found.',
} as const;
