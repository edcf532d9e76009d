// Projects as the home list, the detail page and the related carousel read them, and likes.
// Money is SOL as a number (exact lamports stay on the server); dates are ISO strings.
import { z as Zod } from 'zod';
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

export const projectIdParamsSchema = Zod.object({ id: Zod.uuid() });

export const projectListQuerySchema = Zod.object({
  /** Case-insensitive match over name and description. */
  q: Zod.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  sort: Zod.enum(PROJECT_SORTS).default(DEFAULT_PROJECT_SORT),
  limit: Zod.coerce.number().int().min(1).max(PROJECT_PAGE_SIZE_MAX).default(PROJECT_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: Zod.string().max(CURSOR_MAX).optional(),
});
export type ProjectListQuery = Zod.infer<typeof projectListQuerySchema>;

/** What a card shows. */
export const projectSummarySchema = Zod.object({
  id: Zod.uuid(),
  name: Zod.string(),
  description: Zod.string(),
  /** An emoji, or an image URL when it starts with http or /. */
  logo: Zod.string(),
  tokenAddress: Zod.string(),
  creatorWallet: Zod.string(),
  status: Zod.enum(PROJECT_STATUSES),
  riskScore: Zod.enum(RISK_SCORES),
  currency: Zod.enum(CURRENCIES),
  /** SOL. */
  fundingGoal: Zod.number(),
  /** SOL. */
  currentFunding: Zod.number(),
  /** ISO timestamp: the campaign's end. */
  deadline: Zod.string(),
  /** "{n} days" (whole days rounded up), derived from the deadline when the answer is made. */
  timeLeft: Zod.string(),
  investorCount: Zod.number().int(),
  upvotes: Zod.number().int(),
  likesCount: Zod.number().int(),
  commentsCount: Zod.number().int(),
  createdAt: Zod.string(),
  /** Funding, funded, refunding or settled (docs/decisions/036). */
  campaign: Zod.enum(CAMPAIGN_STATES),
  /**
   * ISO timestamp: when the campaign was settled (payouts or refunds decided); null before. With
   * `campaign` and `deadline` it gives the campaign's phase (campaignPhase in ./investing).
   */
  settledAt: Zod.string().nullable(),
  /** With a session: whether this wallet likes the project (the card's like button). */
  likedByMe: Zod.boolean().optional(),
});
export type ProjectSummary = Zod.infer<typeof projectSummarySchema>;

export const projectListResponseSchema = Zod.object({
  items: Zod.array(projectSummarySchema),
  /** Null on the last page. */
  nextCursor: Zod.string().nullable(),
});
export type ProjectListResponse = Zod.infer<typeof projectListResponseSchema>;

/** Everything the detail page shows. Pending/rejected projects only for the admin or the creator. */
export const projectDetailSchema = projectSummarySchema.extend({
  longDescription: Zod.string().nullable(),
  pitchDeckUrl: Zod.string().nullable(),
  twitterUrl: Zod.string().nullable(),
  telegramUrl: Zod.string().nullable(),
  discordUrl: Zod.string().nullable(),
  websiteUrl: Zod.string().nullable(),
  updatedAt: Zod.string().nullable(),
  /** False without a session. */
  likedByMe: Zod.boolean(),
  /** The token side (docs/decisions/047); null on projects from before it. */
  tokenProgram: Zod.enum(TOKEN_PROGRAMS).nullable(),
  tokenDecimals: Zod.number().int().nullable(),
  /** The tokens offered to investors, base units as a decimal string. */
  tokenAllocation: Zod.string().nullable(),
  tokenDeposit: Zod.enum(TOKEN_DEPOSIT_STATES).nullable(),
  /** The escrow's token account for the mint (where the deposit is held). */
  escrowTokenAccount: Zod.string().nullable(),
});
export type ProjectDetail = Zod.infer<typeof projectDetailSchema>;

export const relatedProjectsResponseSchema = Zod.object({ items: Zod.array(projectSummarySchema) });

/** PUT / DELETE /api/projects/:id/like (idempotent). */
export const likeResponseSchema = Zod.object({
  liked: Zod.boolean(),
  likesCount: Zod.number().int(),
});
export type LikeResponse = Zod.infer<typeof likeResponseSchema>;
