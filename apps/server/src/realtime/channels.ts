// Names of the realtime channels, one per thing a page can watch.

/** Comment changes on one project (`CommentChangeEvent`). */
export const commentsChannel = (projectId: string) => `comments:${projectId}`;

/** Funding changes of one project (`FundingChangeEvent`): investments, settlement, claims. */
export const fundingChannel = (projectId: string) => `funding:${projectId}`;

/**
 * Any change to the projects table (`null`): a trigger announces every statement that changes it
 * (migration 0006), so each process drops its cached list pages.
 */
export const PROJECTS_CHANGED_CHANNEL = 'projects';

/**
 * Sessions that ended (`string[]` of fingerprints, or `null` for "any"): the sessions trigger
 * (migration 0016) announces every statement that deletes one or shortens its life, so each
 * process drops them from its session cache (auth/session-cache.ts).
 */
export const SESSIONS_CHANGED_CHANNEL = 'sessions';

/** Creator updates on one project (`UpdateChangeEvent`). */
export const updatesChannel = (projectId: string) => `updates:${projectId}`;

/** One wallet's notifications (`NotificationEvent`): GET /api/me/events. */
export const notificationsChannel = (wallet: string) => `notifications:${wallet}`;
