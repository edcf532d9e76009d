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

/** Creator updates on one project (`UpdateChangeEvent`). */
export const updatesChannel = (projectId: string) => `updates:${projectId}`;

/** One wallet's notifications (`NotificationEvent`): GET /api/me/events. */
export const notificationsChannel = (wallet: string) => `notifications:${wallet}`;
