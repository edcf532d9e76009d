// The signed-in wallet's dashboard: its projects, investments and claimable funds, and claims.
import { z as Zod } from 'zod';
import { CURRENCIES, PROJECT_STATUSES } from '../constants';
import { CAMPAIGN_STATES } from './investing';
import { TOKEN_DEPOSIT_STATES } from './token-escrow';

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

export const dashboardProjectSummarySchema = Zod.object({
  name: Zod.string(),
  logo: Zod.string(),
  /** The campaign's currency: currentFunding and fundingGoal are in it. */
  currency: Zod.enum(CURRENCIES),
  currentFunding: Zod.number(),
  fundingGoal: Zod.number(),
  /** For display ("5 days", "Ended"): decide from deadline and campaign, never from this text. */
  timeLeft: Zod.string(),
  /** Null when the project no longer exists. */
  status: Zod.enum(PROJECT_STATUSES).nullable(),
  /** ISO timestamp; a deleted project's as it was; null when nothing is known of the project. */
  deadline: Zod.string().nullable(),
  /**
   * The campaign's state by the server's clock, with settledAt the facts campaignPhase decides
   * from; null when the project no longer exists.
   */
  campaign: Zod.enum(CAMPAIGN_STATES).nullable(),
  /** ISO timestamp, null before the settlement (and when the project no longer exists). */
  settledAt: Zod.string().nullable(),
  /** Where the investors' tokens are; null without a token side or when the project is gone. */
  tokenDeposit: Zod.enum(TOKEN_DEPOSIT_STATES).nullable(),
});

export const userProjectSchema = Zod.object({
  id: Zod.uuid(),
  projectId: Zod.uuid(),
  status: Zod.enum(USER_PROJECT_STATUSES),
  submitDate: Zod.string(),
  project: dashboardProjectSummarySchema,
});
export type UserProject = Zod.infer<typeof userProjectSchema>;

export const userInvestmentSchema = Zod.object({
  id: Zod.uuid(),
  projectId: Zod.uuid(),
  /** In `currency`, the campaign's. */
  investmentAmount: Zod.number(),
  currency: Zod.enum(CURRENCIES),
  investmentDate: Zod.string(),
  txSignature: Zod.string().nullable(),
  project: dashboardProjectSummarySchema,
});
export type UserInvestment = Zod.infer<typeof userInvestmentSchema>;

export const claimableFundSchema = Zod.object({
  id: Zod.uuid(),
  projectId: Zod.uuid(),
  /**
   * In `currency`: what a refund or creator payout pays, or (token_allocation rows) what the
   * investor contributed that the allocation is pro rata to; 0 on a token return.
   */
  amount: Zod.number(),
  /** The campaign's currency. */
  currency: Zod.enum(CURRENCIES),
  fundType: Zod.enum(FUND_TYPES),
  isClaimed: Zod.boolean(),
  claimableDate: Zod.string(),
  claimedDate: Zod.string().nullable(),
  claimSignature: Zod.string().nullable(),
  /**
   * What the claim pays in tokens: the mint (token_allocation, token_return: the project's token;
   * a USDC refund or creator payout: the USDC mint); null when it pays SOL.
   */
  mint: Zod.string().nullable(),
  /** With a mint: the amount in base units (decimal string); null when it pays SOL. */
  tokenAmount: Zod.string().nullable(),
  /** With a mint: its decimals, to show tokenAmount in whole units; null when it pays SOL. */
  tokenDecimals: Zod.number().int().nullable(),
  project: Zod.object({ name: Zod.string(), logo: Zod.string() }),
});
export type ClaimableFund = Zod.infer<typeof claimableFundSchema>;

export const userProjectsResponseSchema = Zod.object({ items: Zod.array(userProjectSchema) });
export const userInvestmentsResponseSchema = Zod.object({ items: Zod.array(userInvestmentSchema) });
export const claimableFundsResponseSchema = Zod.object({ items: Zod.array(claimableFundSchema) });

export const claimParamsSchema = Zod.object({ id: Zod.uuid() });
export const claimResponseSchema = Zod.object({
  claimable: claimableFundSchema,
  /** What happened, for the success toast: SOL paid (with the signature) or allocation recorded. */
  message: Zod.string(),
});
/**
 * POST /api/me/claimables/claim-all (docs/decisions/068-claim-all.md): every open claim of the
 * wallet paid in as few transactions as fit, one per currency or token (up to 8 claims each).
 */
export const claimAllResponseSchema = Zod.object({
  /** The claims paid (or recorded), in their new state; empty when nothing was open. */
  claimables: Zod.array(claimableFundSchema),
  /** The payout transactions sent, one signature each. */
  signatures: Zod.array(Zod.string()),
  /** What happened, for the toast. */
  message: Zod.string(),
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
  /**
   * On a "My Projects" row still under review whose deadline passed by the server's clock:
   * the admin cannot approve it as it is (409 DEADLINE_PASSED) and sets a new deadline.
   */
  deadlinePassedInReview:
    'The deadline passed during review: the admin will set a new deadline when approving.',
} as const;
