// Names of the realtime channels, one per thing a page can watch.

/** Comment changes on one project (`CommentChangeEvent`). */
export const commentsChannel = (projectId: string) => `comments:${projectId}`;

/** Funding changes of one project (`FundingChangeEvent`): investments, settlement, claims. */
export const fundingChannel = (projectId: string) => `funding:${projectId}`;
