// Keeps a project's comments live: listens to the server-sent events of the comment stream and
// refetches the list on every change, and again after the browser reconnects from a drop (events
// sent while it was away are not replayed).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { commentsQueryKey } from '../api/list-comments';

export function useCommentStream(projectId: string) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(
      `/api/projects/${encodeURIComponent(projectId)}/comments/stream`,
    );
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: commentsQueryKey(projectId) });
    };
    let dropped = false;
    const onOpen = () => {
      if (dropped) refetch();
      dropped = false;
    };
    const onError = () => {
      dropped = true;
    };
    source.addEventListener('comment', refetch);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener('comment', refetch);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [projectId, queryClient]);
}
