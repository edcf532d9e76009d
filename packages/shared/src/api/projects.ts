// Projects as the home list, the detail page and the related carousel read them, and likes.
// Money is SOL as a number (exact lamports stay on the server); dates are ISO strings.
import { z } from 'zod';
import { TOKEN_DEPOSIT_STATES, TOKEN_PROGRAMS } from './token-escrow';
import {
  CURRENCIES,
  CURSOR_MAX,
  DEFAULT_PROJECT_SORT,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  RISK_SCORES,
} from '../constants';
import { CAMPAIGN_STATES } from './investing';

// The statuses and sorts are declared once, in ../constants (free of zod, so the home page's
// first chunk can use them); re-exported here with the API they belong to.
export {
  DEFAULT_PROJECT_SORT,
  PROJECT_SORT_LABELS,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  type ProjectSort,
  type ProjectStatus,
} from '../constants';

export const PROJECT_PAGE_SIZE = 12;
export const PROJECT_PAGE_SIZE_MAX = 48;
export const PROJECT_SEARCH_MAX = 100;

export const projectIdParamsSchema = z.object({ id: z.uuid() });

export const projectListQuerySchema = z.object({
  /** Case-insensitive match over name and description. */
  q: z.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  sort: z.enum(PROJECT_SORTS).default(DEFAULT_PROJECT_SORT),
  limit: z.coerce.number().int().min(1).max(PROJECT_PAGE_SIZE_MAX).default(PROJECT_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(CURSOR_MAX).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** What a card shows. */
export const projectSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** An emoji, or an image URL when it starts with http or /. */
  logo: z.string(),
  tokenAddress: z.string(),
  creatorWallet: z.string(),
  status: z.enum(PROJECT_STATUSES),
  riskScore: z.enum(RISK_SCORES),
  currency: z.enum(CURRENCIES),
  /** SOL. */
  fundingGoal: z.number(),
  /** SOL. */
  currentFunding: z.number(),
  /** ISO timestamp: the campaign's end. */
  deadline: z.string(),
  /** "{n} days" (whole days rounded up), derived from the deadline when the answer is made. */
  timeLeft: z.string(),
  investorCount: z.number().int(),
  upvotes: z.number().int(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  /** Funding, funded, refunding or settled (docs/decisions/036). */
  campaign: z.enum(CAMPAIGN_STATES),
  /**
   * ISO timestamp: when the campaign was settled (payouts or refunds decided); null before. With
   * `campaign` and `deadline` it gives the campaign's phase (campaignPhase in ./investing).
   */
  settledAt: z.string().nullable(),
  /** With a session: whether this wallet likes the project (the card's like button). */
  likedByMe: z.boolean().optional(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = z.object({
  items: z.array(projectSummarySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** Everything the detail page shows. Pending/rejected projects only for the admin or the creator. */
export const projectDetailSchema = projectSummarySchema.extend({
  longDescription: z.string().nullable(),
  pitchDeckUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  telegramUrl: z.string().nullable(),
  discordUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** False without a session. */
  likedByMe: z.boolean(),
  /** The token side (docs/decisions/047); null on projects from before it. */
  tokenProgram: z.enum(TOKEN_PROGRAMS).nullable(),
  tokenDecimals: z.number().int().nullable(),
  /** The tokens offered to investors, base units as a decimal string. */
  tokenAllocation: z.string().nullable(),
  tokenDeposit: z.enum(TOKEN_DEPOSIT_STATES).nullable(),
  /** The escrow's token account for the mint (where the deposit is held). */
  escrowTokenAccount: z.string().nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const relatedProjectsResponseSchema = z.object({ items: z.array(projectSummarySchema) });

/** PUT / DELETE /api/projects/:id/like (idempotent). */
export const likeResponseSchema = z.object({
  liked: z.boolean(),
  likesCount: z.number().int(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
