// What the project detail page tells the user, in the product's words, in one place.
import type { ToastOptions } from '@/lib/toast';
import type { InvestStep } from '../../api/invest';

export const COMMENT_TOASTS = {
  added: { title: 'Success', description: 'Comment added successfully' },
  deleted: { title: 'Success', description: 'Comment deleted successfully' },
  loadFailed: { title: 'Error', description: 'Failed to load comments', variant: 'destructive' },
  addFailed: { title: 'Error', description: 'Failed to add comment', variant: 'destructive' },
  deleteFailed: { title: 'Error', description: 'Failed to delete comment', variant: 'destructive' },
} as const satisfies Record<string, ToastOptions>;

/** The invest button while an investment is under way. */
export const INVEST_STEP_LABELS: Record<InvestStep, string> = {
  preparing: 'Preparing…',
  signing: 'Approve in your wallet…',
  confirming: 'Confirming…',
};

export const NOT_FOUND = {
  title: 'Project Not Found',
  description: "The project you're looking for doesn't exist or has been removed.",
} as const;

export const CONNECT_TO_COMMENT = 'Please connect your wallet to comment';

export const REPLY_TOASTS = {
  added: { title: 'Success', description: 'Reply added successfully' },
  addFailed: { title: 'Error', description: 'Failed to add reply', variant: 'destructive' },
  loadFailed: { title: 'Error', description: 'Failed to load replies', variant: 'destructive' },
} as const satisfies Record<string, ToastOptions>;

export const CONNECT_TO_REPLY = 'Please connect your wallet to reply';

/** The toggle that opens or closes a comment's thread of replies. */
export const replyCountLabel = (count: number) => (count === 1 ? '1 reply' : `${count} replies`);

/** The confirmation before deleting a comment, one's own or (for the admin) anyone's. */
export const COMMENT_DELETE_CONFIRM =
  'Are you sure you want to delete this comment? This action cannot be undone.';

/** The confirmation before deleting a reply, or a comment whose replies go with it. */
export const deleteConfirmation = (comment: { parentId: string | null; replyCount: number }) =>
  comment.parentId !== null
    ? 'Are you sure you want to delete this reply? This action cannot be undone.'
    : comment.replyCount > 0
      ? `Are you sure you want to delete this comment and its ${replyCountLabel(comment.replyCount)}? This action cannot be undone.`
      : COMMENT_DELETE_CONFIRM;

/** The token side in the invest box (docs/decisions/047); the rest is TOKEN_ESCROW_MESSAGES. */
export const TOKEN_DEPOSIT_WORDS = {
  awaiting: (amount: string, symbol: string) =>
    `${amount} ${symbol} offered to investors, awaiting the creator’s deposit into escrow.`,
  /** The deadline came first: the campaign never opened. */
  neverDeposited: (amount: string, symbol: string) =>
    `${amount} ${symbol} were offered to investors, but the creator did not deposit them into escrow before the deadline.`,
  creatorHint:
    'Deposit the tokens you offered investors into escrow: the campaign opens for investment once they are there.',
  action: (amount: string, symbol: string) => `Deposit ${amount} ${symbol}`,
  failedTitle: 'Deposit Failed',
  returned: (amount: string, symbol: string) =>
    `The ${amount} ${symbol} deposited for investors were returned to the creator.`,
} as const;

/** The Share menu's copy toasts. */
export const SHARE_TOASTS = {
  copied: { title: 'Link copied', description: 'Paste it anywhere to share this project' },
  failed: {
    title: 'Copy failed',
    description: 'Unable to copy to clipboard',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions>;

/** The Updates tab: a creator's updates on their project (docs/decisions/051). */
export const UPDATE_TOASTS = {
  posted: { title: 'Update posted', description: 'Everyone watching the project sees it now' },
  deleted: { title: 'Success', description: 'Update deleted successfully' },
  loadFailed: { title: 'Error', description: 'Failed to load updates', variant: 'destructive' },
  postFailed: { title: 'Error', description: 'Failed to post update', variant: 'destructive' },
  deleteFailed: { title: 'Error', description: 'Failed to delete update', variant: 'destructive' },
} as const satisfies Record<string, ToastOptions>;

/** The confirmation before deleting an update, the creator's own or (for the admin) any. */
export const UPDATE_DELETE_CONFIRM =
  'Are you sure you want to delete this update? This action cannot be undone.';

export const NO_UPDATES = 'No updates yet. The creator will post news about the project here.';

/**
 * A token no market data provider has figures for: no market cap, curve progress or trades are
 * shown (never 0.0% or made-up numbers), in the bonding-curve card, the token market panel and the
 * trades list alike.
 */
export const NO_MARKET = {
  title: 'No market yet',
  description:
    'No market data provider has figures for this token yet: no market cap, bonding curve progress or trades to show.',
  trades: 'No market yet: this token has no trades on a market to show.',
} as const;

/** Above the token market panel's latest trades (at most 5): "Last 5 trades", "Last trade". */
export const lastTradesLabel = (count: number) =>
  count === 1 ? 'Last trade' : `Last ${count} trades`;
