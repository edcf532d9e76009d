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
// again after a growing pause (useEventSource), which also checks each event's shape: an event of
// another project is ignored here.
import type { CommentChangeEvent } from '@memetank/shared/api/comments';
import type { FundingChangeEvent } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { useQueryClient } from '@tanstack/react-query';
import { projectQueryKeys } from '@/lib/query-keys';
import { useEventSource } from '@/lib/use-event-source';
import { applyFundingChange } from '../api/get-project';

export const projectEventsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/events`;

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
  const onComment = (id: string, change: CommentChangeEvent) => {
    if (change.projectId !== id) return;
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
  const onFunding = (id: string, funding: FundingChangeEvent) => {
    if (funding.projectId !== id) return;
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
      comment: (change) => projectId !== null && onComment(projectId, change),
      update: () => projectId !== null && refetchUpdates(projectId),
      funding: (funding) => projectId !== null && onFunding(projectId, funding),
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
