// Admin review (admin session only): all projects with search and status filter, status changes,
// edits, deletes, and the audit log of every admin action.
import { z as Zod } from 'zod';
import { beforeDeadline, type CampaignFacts } from './investing';
import { REJECTION_REASON_MAX_LENGTH } from './notifications';
import {
  COUNT_MAX,
  CURRENCIES,
  DATE_INPUT_MAX,
  DEADLINE_MAX_DAYS,
  FILE_URL_MAX,
  FUNDING_GOAL_MAX_SOL,
  FUNDING_GOAL_MIN_SOL,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  TOKEN_ADDRESS_INPUT_MAX,
} from '../constants';
import { PROJECT_SEARCH_MAX, projectDetailSchema } from './projects';
import { fundingGoalMessages } from '../funding-goal';
import { normalizeLink, normalizeLogo, normalizeUploadedPitchDeck } from '../links';
import { MALFORMED_TEXT_MESSAGE, isWellFormedText } from '../text';
import { userText } from '../user-text';
import { SUBMIT_MESSAGES, mintUseSchema } from './submit';

export const ADMIN_STATUS_FILTERS = ['all', ...PROJECT_STATUSES] as const;

export const adminProjectsQuerySchema = Zod.object({
  /** Case-insensitive over name, description, creator wallet and id. */
  q: Zod.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  status: Zod.enum(ADMIN_STATUS_FILTERS).default('all'),
});

/**
 * The review's project: the detail answer (its token side included: tokenProgram, tokenDecimals,
 * tokenAllocation in base units, tokenDeposit) and the signed statement.
 */
export const adminProjectSchema = projectDetailSchema.extend({
  legitimacyStatement: Zod.string().nullable(),
  legitimacySignature: Zod.string().nullable(),
});
export type AdminProject = Zod.infer<typeof adminProjectSchema>;

/** A project of the admin's list, with the other projects using the same token mint. */
export const adminProjectRowSchema = adminProjectSchema.extend({
  /** Every other project with this token mint, whatever its status, oldest first. */
  sameMintProjects: Zod.array(mintUseSchema),
});
export type AdminProjectRow = Zod.infer<typeof adminProjectRowSchema>;

/** Above the list of `sameMintProjects` in the review's detail panel. */
export const SAME_MINT_MESSAGE = 'Other projects use this token mint:';

export const adminProjectsResponseSchema = Zod.object({
  /** Newest first, matching q and status. */
  items: Zod.array(adminProjectRowSchema),
  /** Every project, whatever the filter: "All Projects (n)", "Pending (n)", "Showing x of y". */
  counts: Zod.object({
    all: Zod.number().int(),
    pending: Zod.number().int(),
    approved: Zod.number().int(),
    rejected: Zod.number().int(),
  }),
});
export type AdminProjectsResponse = Zod.infer<typeof adminProjectsResponseSchema>;

/**
 * `reason`, on a rejection: what the creator is told (their notification shows it), trimmed; blank
 * is no reason. Ignored on an approval.
 */
export const statusChangeRequestSchema = Zod.object({
  status: Zod.enum(['approved', 'rejected']),
  reason: Zod.string().max(REJECTION_REASON_MAX_LENGTH).optional(),
});
export const statusChangeResponseSchema = Zod.object({
  project: adminProjectSchema,
  /** "Project approved successfully! It should now appear on the homepage." */
  message: Zod.string(),
});

/** An optional link: null or "" clears it; otherwise http(s) only, as on submit. */
const optionalLinkSchema = userText(LINK_URL_MAX)
  .refine((value) => normalizeLink(value) !== undefined, SUBMIT_MESSAGES.invalidLink.description)
  .nullable();

/** A SOL campaign's goal below the minimum; a USDC one's words name USDC (`fundingGoalMessages`). */
export const FUNDING_GOAL_TOO_LOW_MESSAGE = fundingGoalMessages('SOL').tooLow;

/**
 * Current funding and the investor count are derived from the recorded, confirmed investments
 * (the ledger); the API refuses a body that sends one (400) instead of silently ignoring it.
 */
export const DERIVED_FIELD_MESSAGES = {
  currentFunding: 'current funding is derived from recorded investments and cannot be edited',
  investorCount: 'the investor count is derived from recorded investments and cannot be edited',
} as const;
const derivedField = (message: string) => Zod.never({ error: message });

/**
 * PATCH: every editable field; money as decimals (SOL), counts as integers, "" = null for optional
 * text. While the campaign holds investments its terms (goal, currency, token, an earlier deadline)
 * are frozen: 409 with FROZEN_TERM_REASONS.
 */
export const adminProjectUpdateSchema = Zod.object({
  name: Zod.string()
    .trim()
    .min(1)
    .max(PROJECT_NAME_MAX)
    .refine(isWellFormedText, MALFORMED_TEXT_MESSAGE),
  description: Zod.string()
    .trim()
    .min(1)
    .max(SHORT_DESCRIPTION_MAX)
    .refine(isWellFormedText, MALFORMED_TEXT_MESSAGE),
  longDescription: userText(LONG_DESCRIPTION_MAX).nullable(),
  /** An upload, the site's placeholder, an http(s) image URL or one emoji, as on submit. */
  logo: userText(FILE_URL_MAX).refine(
    (value) => normalizeLogo(value) !== undefined,
    SUBMIT_MESSAGES.invalidLogo.description,
  ),
  tokenAddress: userText(TOKEN_ADDRESS_INPUT_MAX),
  /**
   * In the campaign's currency (the one sent, else the saved one). Its bounds are documented here
   * and checked by the server with that currency's words (`checkFundingGoal`): 400 "Invalid
   * body.fundingGoal: The funding goal must be at least 1 USDC".
   */
  fundingGoal: Zod.number().meta({ minimum: FUNDING_GOAL_MIN_SOL, maximum: FUNDING_GOAL_MAX_SOL }),
  currentFunding: derivedField(DERIVED_FIELD_MESSAGES.currentFunding),
  currency: Zod.enum(CURRENCIES),
  riskScore: Zod.enum(RISK_SCORES),
  status: Zod.enum(PROJECT_STATUSES),
  deadline: userText(DATE_INPUT_MAX),
  upvotes: Zod.number().int().min(0).max(COUNT_MAX),
  investorCount: derivedField(DERIVED_FIELD_MESSAGES.investorCount),
  /** A file uploaded here (null or "" clears it), as on submit; never an outside link. */
  pitchDeckUrl: userText(FILE_URL_MAX)
    .refine(
      (value) => normalizeUploadedPitchDeck(value) !== undefined,
      SUBMIT_MESSAGES.invalidPitchDeck.description,
    )
    .nullable(),
  twitterUrl: optionalLinkSchema,
  telegramUrl: optionalLinkSchema,
  discordUrl: optionalLinkSchema,
  websiteUrl: optionalLinkSchema,
}).partial();
export type AdminProjectUpdate = Zod.infer<typeof adminProjectUpdateSchema>;

export const adminProjectResponseSchema = Zod.object({
  project: adminProjectSchema,
  message: Zod.string(),
});
export const deleteProjectResponseSchema = Zod.object({ message: Zod.string() });

export const auditEntrySchema = Zod.object({
  id: Zod.uuid(),
  adminWallet: Zod.string(),
  /**
   * "status", "update" or "delete". A "delete" whose `before` is `{ comment }` is the admin deleting
   * someone's comment on the project (moderation); otherwise `before` is the deleted project.
   */
  action: Zod.string(),
  projectId: Zod.uuid(),
  before: Zod.unknown().nullable(),
  after: Zod.unknown().nullable(),
  createdAt: Zod.string(),
});
export const auditLogResponseSchema = Zod.object({ items: Zod.array(auditEntrySchema) });

export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to fetch projects',
  statusChanged: (status: 'approved' | 'rejected') =>
    `Project ${status} successfully!${status === 'approved' ? ' It should now appear on the homepage.' : ''}`,
  statusFailed: (status: string, reason: string) => `Failed to ${status} project: ${reason}`,
  noProjectUpdated: 'Update returned no data - the project may not exist.',
  unknownError: 'Unknown error occurred',
  deleted: 'Project deleted successfully',
  deleteFailed: (reason: string) => `Failed to delete project: ${reason}`,
  notFoundForDelete: 'Project not found in database',
  alreadyDeleted: 'No project was deleted - it may have already been removed',
  updated: 'Project updated successfully',
  updateFailed: 'Failed to update project',
  deleteConfirm: 'Are you sure you want to delete this project? This action cannot be undone.',
} as const;

/** 409 TERMS_FROZEN on PATCH: "Failed to update project: {reason}". */
export const DEADLINE_EARLIER_REASON =
  'the deadline of a campaign holding investments can move later, never earlier.';

/**
 * 409 TERMS_FROZEN on PATCH, "Failed to update project: {reason}": investors committed under these
 * terms, so they stay as they are while any investment is recorded on the campaign.
 */
export const FROZEN_TERM_REASONS = {
  fundingGoal: 'the funding goal cannot change while the campaign holds investments.',
  currency: 'the currency cannot change while the campaign holds investments.',
  tokenAddress: 'the token address cannot change while the campaign holds investments.',
  deadline: DEADLINE_EARLIER_REASON,
  status:
    'a campaign holding investments cannot go back to pending. Reject it instead: investors are refunded.',
  settled:
    'the campaign is settled: its deadline can no longer change, and a rejected campaign that was refunded cannot be approved again.',
  tokenDeposited:
    'the token address cannot change once the investors’ tokens are deposited in escrow (or given back).',
} as const;
export type FrozenTerm = keyof typeof FROZEN_TERM_REASONS;

/**
 * 409 MINT_NOT_LISTABLE: approving a project (POST .../status, or PATCH with status "approved") or
 * moving it to another token mint is refused when the configured chain does not hold that mint,
 * holds something else at its address, or the mint has a freeze authority (docs/decisions/047).
 * "Failed to approve project: {reason}" / "Failed to update project: {reason}", the reason in the
 * token side's words (TOKEN_ESCROW_MESSAGES). The review reads the mint's facts from
 * GET /api/tokens/{mint}.
 */
export const MINT_NOT_LISTABLE_CODE = 'MINT_NOT_LISTABLE';

/**
 * 409 ALLOCATION_TOO_LARGE on PATCH, "Failed to update project: {this}": the project's allocation
 * (whole tokens) in the new mint's decimals would not fit a u64 of base units.
 */
export const ALLOCATION_DOES_NOT_FIT =
  'the tokens offered to investors do not fit a token amount in this mint’s decimals.';

/**
 * 409 DEADLINE_PASSED: approving a pending project (POST .../status, or PATCH with status
 * "approved") whose deadline passed during review, by the server's clock, is refused, "Failed to
 * approve project: {reason}" / "Failed to update project: {reason}": the admin sets a new deadline
 * (after now, at most DEADLINE_MAX_DAYS ahead) in the same edit that approves it. Nothing changes.
 */
export const DEADLINE_PASSED_CODE = 'DEADLINE_PASSED';
export const DEADLINE_PASSED_REASON = `its deadline passed during review. Set a new deadline (at most ${DEADLINE_MAX_DAYS} days from today) in the edit that approves it.`;

/** The review's badge on a pending project whose deadline passed, and why Approve opens the edit. */
export const DEADLINE_PASSED_BADGE = 'Deadline passed';
export const DEADLINE_PASSED_APPROVE_NOTE = `The deadline passed during review: set a new deadline (at most ${DEADLINE_MAX_DAYS} days from today) to approve this project.`;

/**
 * A pending project whose deadline passed, by the server's clock or at `now` (ms): the campaign's
 * phase (campaignPhase). Approving it needs a new deadline.
 */
export const deadlinePassedInReview = (project: CampaignFacts & { status: string }, now: number) =>
  project.status === 'pending' && !beforeDeadline(project, now);

/**
 * 409 ESCROW_HELD on DELETE, the whole message (the web shows it as it is): why not, what to do.
 */
export const ESCROW_HELD_MESSAGE =
  "This project holds investors' SOL in escrow. Reject it instead: investors are refunded, then it can be deleted.";
/** 409 ESCROW_HELD on DELETE of a project holding only the creator's token deposit. */
export const DEPOSIT_HELD_MESSAGE =
  "This project holds the creator's deposited tokens in escrow. Reject it instead: the tokens go back to the creator, then it can be deleted.";
