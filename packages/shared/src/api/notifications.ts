// Following a project, and the signed-in wallet's notifications: what each kind carries, the
// paged list, marking read, and the live event on GET /api/me/events.
import { z } from 'zod';
import { CURRENCIES, CURSOR_MAX } from '../constants';
import { FUND_TYPES } from './me';

export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;
/** The reason an admin may give when rejecting a project (shown to its creator). */
export const REJECTION_REASON_MAX_LENGTH = 500;
/** A followed campaign ending within this time notifies its followers once. */
export const ENDING_SOON_MS = 48 * 60 * 60 * 1000;
/** How much of a reply a notification quotes. */
export const REPLY_EXCERPT_LENGTH = 140;

export const followResponseSchema = z.object({
  following: z.boolean(),
  /** How many wallets follow the project. */
  followers: z.number().int(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;

/**
 * One claim a notification names, in decimal strings: SOL in lamports; tokens, and the USDC of a
 * USDC campaign's refund or payout, in base units of `mint` (then `lamports` is '0').
 */
export const notifiedClaimSchema = z.object({
  fundType: z.enum(FUND_TYPES),
  lamports: z.string(),
  mint: z.string().nullable(),
  tokenAmount: z.string().nullable(),
  /** The campaign's currency; absent on notifications from before USDC campaigns (SOL). */
  currency: z.enum(CURRENCIES).optional(),
});
export type NotifiedClaim = z.infer<typeof notifiedClaimSchema>;

export const NOTIFICATION_KINDS = [
  'project_update',
  'campaign_ending',
  'campaign_settled',
  'claim_paid',
  'project_approved',
  'project_rejected',
  'comment_reply',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind carries beyond the project (stored as it was when it happened). */
export const notificationDataSchema = z.discriminatedUnion('kind', [
  /** The creator of a project you follow posted an update. */
  z.object({ kind: z.literal('project_update'), updateId: z.uuid(), title: z.string() }),
  /** A campaign you follow ends within 48 hours. */
  z.object({ kind: z.literal('campaign_ending'), deadline: z.string() }),
  /** A campaign you backed (or created) settled: what you can claim from it now. */
  z.object({
    kind: z.literal('campaign_settled'),
    outcome: z.enum(['funded', 'refunded']),
    claims: z.array(notifiedClaimSchema),
  }),
  /** One of your claims was paid on chain. */
  z.object({ kind: z.literal('claim_paid'), claim: notifiedClaimSchema, signature: z.string() }),
  /** The admin approved your project. */
  z.object({ kind: z.literal('project_approved') }),
  /** The admin rejected your project, with the reason given (null when none was). */
  z.object({ kind: z.literal('project_rejected'), reason: z.string().nullable() }),
  /** Someone replied to your comment. */
  z.object({
    kind: z.literal('comment_reply'),
    commentId: z.uuid(),
    parentId: z.uuid(),
    authorWallet: z.string(),
    excerpt: z.string(),
  }),
]);
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  read: z.boolean(),
  project: z.object({
    id: z.uuid(),
    name: z.string(),
    logo: z.string(),
    /** The mint's decimals, to show token amounts in tokens; null without a token side. */
    tokenDecimals: z.number().int().nullable(),
  }),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE_SIZE_MAX)
    .default(NOTIFICATION_PAGE_SIZE),
  cursor: z.string().max(CURSOR_MAX).optional(),
});

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  /** How many of the wallet's notifications are unread (all pages). */
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ id: z.uuid() });

/**
 * One event on GET /api/me/events: SSE `event: notification`, `data:` this JSON. `created` when a
 * notification arrives, `read` when some were marked read (in any tab), `removed` when what one
 * spoke of was deleted. The browser refetches the count and list on any event and after a reconnect.
 */
export const notificationEventSchema = z.object({
  type: z.enum(['created', 'read', 'removed']),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  notYours: 'This notification belongs to another wallet',
  followNotApproved: 'Only approved projects can be followed',
} as const;
