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
// token account come with the project. After the browser reconnects from a drop all are read
// again, since events sent while it was away are not replayed.
import type { CommentChangeEvent } from '@memetank/shared/api/comments';
import type { FundingChangeEvent } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { projectQueryKeys } from '@/lib/query-keys';
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

  useEffect(() => {
    if (projectId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(projectEventsPath(projectId));
    /** Every list of the project's comments: the top-level one and every thread. */
    const refetchComments = () => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.comments(projectId) });
    };
    const onComment = (event: Event) => {
      const change = readCommentEvent((event as MessageEvent).data, projectId);
      if (!change) {
        refetchComments();
        return;
      }
      void queryClient.invalidateQueries({
        queryKey: projectQueryKeys.comments(projectId),
        exact: true,
      });
      if (change.parentId !== null) {
        void queryClient.invalidateQueries({
          queryKey: projectQueryKeys.commentReplies(projectId, change.parentId),
        });
      } else if (change.type === 'deleted') {
        queryClient.removeQueries({
          queryKey: projectQueryKeys.commentReplies(projectId, change.commentId),
        });
      }
    };
    const refetchUpdates = () => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.updates(projectId) });
    };
    const refetchBackers = () => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.backers(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectQueryKeys.fundingHistory(projectId) });
    };
    const refetchProject = () => {
      void queryClient.invalidateQueries({
        queryKey: projectQueryKeys.detail(projectId),
        exact: true,
      });
    };
    const onFunding = (event: Event) => {
      const funding = readFundingEvent((event as MessageEvent).data, projectId);
      if (!funding) return;
      const before = queryClient.getQueryData<ProjectDetail>(projectQueryKeys.detail(projectId));
      applyFundingChange(queryClient, funding);
      refetchBackers();
      const closed = funding.campaign !== 'funding' && before && !before.settledAt;
      const deposited =
        before?.campaign === 'awaiting_deposit' && funding.campaign !== 'awaiting_deposit';
      if (closed || deposited) refetchProject();
    };
    let dropped = false;
    const onOpen = () => {
      if (dropped) {
        refetchComments();
        refetchUpdates();
        refetchBackers();
        refetchProject();
      }
      dropped = false;
    };
    const onError = () => {
      dropped = true;
    };
    source.addEventListener('comment', onComment);
    source.addEventListener('update', refetchUpdates);
    source.addEventListener('funding', onFunding);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener('comment', onComment);
      source.removeEventListener('update', refetchUpdates);
      source.removeEventListener('funding', onFunding);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [projectId, queryClient]);
}
