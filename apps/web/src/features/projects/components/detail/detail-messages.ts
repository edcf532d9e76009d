// What the project detail page tells the user, in the product's words, in one place.
import { INVEST_ERRORS } from '@memetank/shared/api/investing';
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

/** Why the invest box takes no investment, by the campaign's state. */
export const INVEST_CLOSED = {
  notOpen: INVEST_ERRORS.NOT_OPEN,
  deadlinePassed: 'Funding closed: the deadline has passed and the campaign is being settled.',
  funded:
    'Funding closed: the goal was reached. Investors’ token allocations and the creator’s payout can be claimed on the Dashboard.',
  refunding:
    'Funding closed: the goal was missed and refunds are being paid. Investors can claim a full refund on the Dashboard.',
  settled: 'Funding closed: this campaign is settled and every claim has been paid.',
} as const;

export const NOT_FOUND = {
  title: 'Project Not Found',
  description: "The project you're looking for doesn't exist or has been removed.",
} as const;

export const CONNECT_TO_COMMENT = 'Please connect your wallet to comment';

/** The admin's confirmation before deleting someone else's comment (as the admin page's delete). */
export const COMMENT_DELETE_CONFIRM =
  'Are you sure you want to delete this comment? This action cannot be undone.';
