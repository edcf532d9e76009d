// What the project detail page tells the user, in the spec's words, in one place.
import type { ToastOptions } from '@/lib/toast';

export const COMMENT_TOASTS = {
  added: { title: 'Success', description: 'Comment added successfully' },
  deleted: { title: 'Success', description: 'Comment deleted successfully' },
  loadFailed: { title: 'Error', description: 'Failed to load comments', variant: 'destructive' },
  addFailed: { title: 'Error', description: 'Failed to add comment', variant: 'destructive' },
  deleteFailed: { title: 'Error', description: 'Failed to delete comment', variant: 'destructive' },
} as const satisfies Record<string, ToastOptions>;

export const COPY_TOASTS = {
  copied: { title: 'Copied!', description: 'Address copied to clipboard' },
  failed: {
    title: 'Copy failed',
    description: 'Unable to copy to clipboard',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions>;

// The spec's invest button only logs; real investing arrives with the investing issue.
export const INVEST_TOASTS = {
  comingSoon: {
    title: 'Investing is coming soon',
    description: 'Investing in projects arrives soon. No SOL was sent.',
  },
} as const satisfies Record<string, ToastOptions>;

export const NOT_FOUND = {
  title: 'Project Not Found',
  description: "The project you're looking for doesn't exist or has been removed.",
} as const;

export const CONNECT_TO_COMMENT = 'Please connect your wallet to comment';
