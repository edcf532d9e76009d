// Following a project, and the signed-in wallet's notifications: what each kind carries, the
// paged list, marking read, and the live event on GET /api/me/events.
import { z as Zod } from 'zod';
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

export const followResponseSchema = Zod.object({
  following: Zod.boolean(),
  /** How many wallets follow the project. */
  followers: Zod.number().int(),
});
export type FollowResponse = Zod.infer<typeof followResponseSchema>;

/**
 * One claim a notification names, in decimal strings: SOL in lamports; tokens, and the USDC of a
 * USDC campaign's refund or payout, in base units of `mint` (then `lamports` is '0').
 */
export const notifiedClaimSchema = Zod.object({
  fundType: Zod.enum(FUND_TYPES),
  lamports: Zod.string(),
  mint: Zod.string().nullable(),
  tokenAmount: Zod.string().nullable(),
  /** The campaign's currency; absent on notifications from before USDC campaigns (SOL). */
  currency: Zod.enum(CURRENCIES).optional(),
});
export type NotifiedClaim = Zod.infer<typeof notifiedClaimSchema>;

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
export const notificationDataSchema = Zod.discriminatedUnion('kind', [
  /** The creator of a project you follow posted an update. */
  Zod.object({ kind: Zod.literal('project_update'), updateId: Zod.uuid(), title: Zod.string() }),
  /** A campaign you follow ends within 48 hours. */
  Zod.object({ kind: Zod.literal('campaign_ending'), deadline: Zod.string() }),
  /** A campaign you backed (or created) settled: what you can claim from it now. */
  Zod.object({
    kind: Zod.literal('campaign_settled'),
    outcome: Zod.enum(['funded', 'refunded']),
    claims: Zod.array(notifiedClaimSchema),
  }),
  /** One of your claims was paid on chain. */
  Zod.object({
    kind: Zod.literal('claim_paid'),
    claim: notifiedClaimSchema,
    signature: Zod.string(),
  }),
  /** The admin approved your project. */
  Zod.object({ kind: Zod.literal('project_approved') }),
  /** The admin rejected your project, with the reason given (null when none was). */
  Zod.object({ kind: Zod.literal('project_rejected'), reason: Zod.string().nullable() }),
  /** Someone replied to your comment. */
  Zod.object({
    kind: Zod.literal('comment_reply'),
    commentId: Zod.uuid(),
    parentId: Zod.uuid(),
    authorWallet: Zod.string(),
    excerpt: Zod.string(),
  }),
]);
export type NotificationData = Zod.infer<typeof notificationDataSchema>;

export const notificationSchema = Zod.object({
  id: Zod.uuid(),
  createdAt: Zod.string(),
  read: Zod.boolean(),
  project: Zod.object({
    id: Zod.uuid(),
    name: Zod.string(),
    logo: Zod.string(),
    /** The mint's decimals, to show token amounts in tokens; null without a token side. */
    tokenDecimals: Zod.number().int().nullable(),
  }),
  data: notificationDataSchema,
  /**
   * How many causes it stands for: 1, or more for a group (comment_reply, project_update: the
   * unread ones from one sender on one project fold into one, `data` telling of the newest).
   */
  count: Zod.number().int().min(1),
});
export type Notification = Zod.infer<typeof notificationSchema>;

export const notificationListQuerySchema = Zod.object({
  limit: Zod.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE_SIZE_MAX)
    .default(NOTIFICATION_PAGE_SIZE),
  cursor: Zod.string().max(CURSOR_MAX).optional(),
});

export const notificationListResponseSchema = Zod.object({
  items: Zod.array(notificationSchema),
  /** How many of the wallet's notifications are unread (all pages). */
  unread: Zod.number().int(),
  nextCursor: Zod.string().nullable(),
});
export type NotificationListResponse = Zod.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = Zod.object({ unread: Zod.number().int() });
export type UnreadCountResponse = Zod.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = Zod.object({ id: Zod.uuid() });

/**
 * One event on GET /api/me/events: SSE `event: notification`, `data:` this JSON. `created` when a
 * notification arrives, `read` when some were marked read (in any tab), `removed` when what one
 * spoke of was deleted. The browser refetches the count and list on any event and after a reconnect.
 */
export const notificationEventSchema = Zod.object({
  type: Zod.enum(['created', 'read', 'removed']),
});
export type NotificationEvent = Zod.infer<typeof notificationEventSchema>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  followNotApproved: 'Only approved projects can be followed',
} as const;
