// Admin review (admin session only): all projects with search and status filter, status changes,
// edits, deletes, and the audit log of every admin action.
import { z } from 'zod';
import {
  COUNT_MAX,
  CURRENCIES,
  CURRENT_FUNDING_MAX_SOL,
  DATE_INPUT_MAX,
  FILE_URL_MAX,
  FUNDING_GOAL_MAX_SOL,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  TOKEN_ADDRESS_INPUT_MAX,
} from '../constants';
import { PROJECT_SEARCH_MAX, PROJECT_STATUSES, projectDetailSchema } from './projects';
import { normalizeLink, normalizePitchDeckUrl } from '../links';
import { SUBMIT_MESSAGES } from './submit';

export const ADMIN_STATUS_FILTERS = ['all', ...PROJECT_STATUSES] as const;

export const adminProjectsQuerySchema = z.object({
  /** Case-insensitive over name, description, creator wallet and id. */
  q: z.string().trim().max(PROJECT_SEARCH_MAX).optional(),
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
});

export const adminProjectSchema = projectDetailSchema.extend({
  legitimacyStatement: z.string().nullable(),
  legitimacySignature: z.string().nullable(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectsResponseSchema = z.object({
  /** Newest first, matching q and status. */
  items: z.array(adminProjectSchema),
  /** Every project, whatever the filter: "All Projects (n)", "Pending (n)", "Showing x of y". */
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponseSchema>;

export const statusChangeRequestSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export const statusChangeResponseSchema = z.object({
  project: adminProjectSchema,
  /** "Project approved successfully! It should now appear on the homepage." */
  message: z.string(),
});

/** PATCH: every editable field; money as decimals (SOL), counts as integers, "" = null for optional text. */
/** An optional link: null or "" clears it; otherwise http(s) only, as on submit. */
const optionalLinkSchema = z
  .string()
  .max(LINK_URL_MAX)
  .refine((value) => normalizeLink(value) !== undefined, SUBMIT_MESSAGES.invalidLink.description)
  .nullable();

/** PATCH: every editable field; money as decimals (SOL), counts as integers, "" = null for optional text. */
export const adminProjectUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(PROJECT_NAME_MAX),
    description: z.string().trim().min(1).max(SHORT_DESCRIPTION_MAX),
    longDescription: z.string().max(LONG_DESCRIPTION_MAX).nullable(),
    logo: z.string().max(FILE_URL_MAX),
    tokenAddress: z.string().max(TOKEN_ADDRESS_INPUT_MAX),
    fundingGoal: z.number().positive().max(FUNDING_GOAL_MAX_SOL),
    currentFunding: z.number().min(0).max(CURRENT_FUNDING_MAX_SOL),
    currency: z.enum(CURRENCIES),
    riskScore: z.enum(RISK_SCORES),
    status: z.enum(PROJECT_STATUSES),
    deadline: z.string().max(DATE_INPUT_MAX),
    upvotes: z.number().int().min(0).max(COUNT_MAX),
    investorCount: z.number().int().min(0).max(COUNT_MAX),
    pitchDeckUrl: z
      .string()
      .max(FILE_URL_MAX)
      .refine(
        (value) => normalizePitchDeckUrl(value) !== undefined,
        'Please enter an uploaded file or a valid http(s) URL',
      )
      .nullable(),
    twitterUrl: optionalLinkSchema,
    telegramUrl: optionalLinkSchema,
    discordUrl: optionalLinkSchema,
    websiteUrl: optionalLinkSchema,
  })
  .partial();
export type AdminProjectUpdate = z.infer<typeof adminProjectUpdateSchema>;

export const adminProjectResponseSchema = z.object({
  project: adminProjectSchema,
  message: z.string(),
});
export const deleteProjectResponseSchema = z.object({ message: z.string() });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  adminWallet: z.string(),
  /** "status", "update" or "delete". */
  action: z.string(),
  projectId: z.uuid(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export const auditLogResponseSchema = z.object({ items: z.array(auditEntrySchema) });

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

/** 409 ESCROW_HELD on PATCH: "Failed to update project: {reason}". */
export const DEADLINE_EARLIER_REASON =
  'the deadline of a campaign holding investments can move later, never earlier.';

/** 409 ESCROW_HELD on DELETE: the reason in "Failed to delete project: {reason}". */
export const ESCROW_HELD_REASON =
  'it holds escrowed investments. Reject it to refund them, or delete it once its campaign is settled.';
