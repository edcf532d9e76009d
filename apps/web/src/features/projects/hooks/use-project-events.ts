// Keeps the detail page live on one server-sent events stream (GET /api/projects/:id/events):
// `comment` events refetch the top-level comments (a reply changes its parent's reply count) and,
// for a reply, its thread (the event's parentId); a deleted top-level comment's thread is dropped
// (its replies went with it). `update` events refetch the creator's updates. `funding` events
// write the new raised amount, investor count and campaign state into the cached project and
// refetch the backers and the funding chart's history (the investment that caused it is now in
// the ledger). An event of a closed campaign the cache still holds unsettled
// (the settlement itself) also refetches the project: the event does not carry the settlement's
// time, which the campaign's phase needs. So does the event of a campaign the cache holds awaiting
// its token deposit that now takes investments: the deposit landed, and its state and escrow
// token account come with the project. After the stream opens again from a drop all are read
// again, since events sent while it was away are not replayed; a stream the server ended is opened
// again after a growing pause (useEventSource).
import type { CommentChangeEvent } from '@memetank/shared/api/comments';
import type { FundingChangeEvent } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQueryClient } from '@tanstack/react-query';
import { projectQueryKeys } from '@/lib/query-keys';
import { useEventSource } from '@/lib/use-event-source';
import { applyFundingChange } from '../api/get-project';

export const projectEventsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/events`;

/** The event's data, when it is a funding change of this project. */
function readFundingEvent(data: unknown, projectId: string): FundingChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<FundingChangeEvent> | null;
    const valid =
      event?.type === 'funding' &&
      event.projectId === projectId &&
      typeof event.currentFunding === 'number' &&
      typeof event.investorCount === 'number' &&
      typeof event.campaign === 'string';
    return valid ? (event as FundingChangeEvent) : null;
  } catch {
    return null;
  }
}

/** The event's data, when it is a comment change of this project. */
function readCommentEvent(data: unknown, projectId: string): CommentChangeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<CommentChangeEvent> | null;
    const valid =
      (event?.type === 'created' || event?.type === 'deleted') &&
      event.projectId === projectId &&
      typeof event.commentId === 'string' &&
      (event.parentId === null || typeof event.parentId === 'string');
    return valid ? (event as CommentChangeEvent) : null;
  } catch {
    return null;
  }
}

/** Listens while `projectId` is set (the page waits for the project to load). */
export function useProjectEvents(projectId: string | null) {
  const queryClient = useQueryClient();

  /** Every list of the project's comments: the top-level one and every thread. */
  const refetchComments = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.comments(id) });
  };
  const refetchUpdates = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.updates(id) });
  };
  const refetchBackers = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.backers(id) });
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.fundingHistory(id) });
  };
  const refetchProject = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.detail(id), exact: true });
  };
  const onComment = (id: string, data: unknown) => {
    const change = readCommentEvent(data, id);
    if (!change) {
      refetchComments(id);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: projectQueryKeys.comments(id), exact: true });
    if (change.parentId !== null) {
      void queryClient.invalidateQueries({
        queryKey: projectQueryKeys.commentReplies(id, change.parentId),
      });
    } else if (change.type === 'deleted') {
      queryClient.removeQueries({
        queryKey: projectQueryKeys.commentReplies(id, change.commentId),
      });
    }
  };
  const onFunding = (id: string, data: unknown) => {
    const funding = readFundingEvent(data, id);
    if (!funding) return;
    const before = queryClient.getQueryData<ProjectDetail>(projectQueryKeys.detail(id));
    applyFundingChange(queryClient, funding);
    refetchBackers(id);
    const closed = funding.campaign !== 'funding' && before && !before.settledAt;
    const deposited =
      before?.campaign === 'awaiting_deposit' && funding.campaign !== 'awaiting_deposit';
    if (closed || deposited) refetchProject(id);
  };

  useEventSource(projectId === null ? null : projectEventsPath(projectId), {
    events: {
      comment: (data) => projectId !== null && onComment(projectId, data),
      update: () => projectId !== null && refetchUpdates(projectId),
      funding: (data) => projectId !== null && onFunding(projectId, data),
    },
    onReopen: () => {
      if (projectId === null) return;
      refetchComments(projectId);
      refetchUpdates(projectId);
      refetchBackers(projectId);
      refetchProject(projectId);
    },
  });
}
