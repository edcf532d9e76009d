// Every TanStack Query key of the app, in one place. A feature that refreshes or updates another
// feature's data (the dashboard after an investment, the admin lists after a submission) names
// the key from here instead of writing it again as a literal. Keys are prefixes of each other on
// purpose: invalidating `dashboardQueryKeys.all` refetches every dashboard list of every wallet.
import type { ProjectSort } from '@memetank/shared/constants';

export const projectQueryKeys = {
  /** One project as its detail page shows it. */
  detail: (id: string) => ['projects', id] as const,
  /** Every cached home list (any search, any sort, any viewer). */
  lists: ['projects', 'list'] as const,
  /**
   * One home list per search, sort and viewer: the signed-in wallet is part of the key because the
   * answer says which projects it likes, so signing in or out loads the list again.
   */
  list: (params: { q: string; sort: ProjectSort }, viewer: string | null = null) =>
    ['projects', 'list', { q: params.q, sort: params.sort, viewer }] as const,
  related: (id: string) => ['related-projects', id] as const,
  /** A project's top-level comments; as a prefix, those and every thread of replies. */
  comments: (projectId: string) => ['comments', projectId] as const,
  /** The replies to one top-level comment (a thread). */
  commentReplies: (projectId: string, parentId: string) =>
    ['comments', projectId, 'replies', parentId] as const,
  /** The creator's updates on a project (the Updates tab and its count). */
  updates: (projectId: string) => ['project-updates', projectId] as const,
  backers: (projectId: string) => ['backers', projectId] as const,
  /** Its funding over time (the detail page's chart and the dashboard's). */
  fundingHistory: (projectId: string) => ['funding-history', projectId] as const,
  /** The mutations on one project (the invest box and the like button). */
  invest: (projectId: string) => ['projects', projectId, 'invest'] as const,
  like: (projectId: string) => ['projects', projectId, 'like'] as const,
  /**
   * Whether this viewer follows the project, and its followers: under the project's key, so the
   * refetch after an investment (which makes the investor follow) reads it again.
   */
  follow: (projectId: string, viewer: string | null) =>
    ['projects', projectId, 'follow', viewer] as const,
  /** The follow and unfollow mutations on one project (the Follow button). */
  followToggle: (projectId: string) => ['projects', projectId, 'follow-toggle'] as const,
};

/** GET /api/health: read for the deployment's USDC mint. */
export const healthQueryKey = ['health'] as const;

/** A token's market data and trades, shared by the detail page and the submit form's lookup. */
export const tokenQueryKey = (mint: string) => ['tokens', mint] as const;

/** What one wallet holds of one mint (the submit form's allocation, the creator's deposit). */
export const walletTokenQueryKey = (address: string, mint: string) =>
  ['wallet-tokens', address, mint] as const;
/** What one wallet holds of every mint: a prefix of walletTokenQueryKey. */
export const walletTokensQueryKey = (address: string) => ['wallet-tokens', address] as const;

export const dashboardQueryKeys = {
  /** Every dashboard list of every wallet. */
  all: ['me'] as const,
  /** One wallet's lists, or one of them (projects, investments, claimables). */
  wallet: (wallet: string | null, list?: string) =>
    list ? (['me', wallet, list] as const) : (['me', wallet] as const),
};

export const adminQueryKeys = {
  /** Everything the admin page reads. */
  all: ['admin'] as const,
  /** Every admin project list (any search, any status filter). */
  projects: ['admin', 'projects'] as const,
  projectList: (filter: { q: string; status: string }) =>
    ['admin', 'projects', { q: filter.q, status: filter.status }] as const,
  escrow: ['admin', 'escrow'] as const,
};

export const notificationQueryKeys = {
  /** Every notification query of every wallet. */
  all: ['notifications'] as const,
  /** One wallet's notifications: its unread count and its paged list (a live event reads both). */
  wallet: (wallet: string) => ['notifications', wallet] as const,
  unread: (wallet: string) => ['notifications', wallet, 'unread'] as const,
  list: (wallet: string) => ['notifications', wallet, 'list'] as const,
};

export const explorerQueryKeys = {
  transaction: (signature: string) => ['explorer', 'tx', signature] as const,
  address: (address: string) => ['explorer', 'address', address] as const,
};

export const escrowProofQueryKey = ['escrow', 'proof'] as const;
export const apiReferenceQueryKey = ['openapi', 'public-read-endpoints'] as const;

export const walletQueryKeys = {
  /** Every cached balance (any address). */
  balances: ['wallet-balance'] as const,
  balance: (address: string | null) => ['wallet-balance', address] as const,
  solPrice: ['sol-price'] as const,
};
