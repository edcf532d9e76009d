// A paged list's items, every loaded page in order, and one toast when it fails to load (not again
// while it retries): what the comments, a comment's replies and the creator's updates share.
import { useEffect } from 'react';
import { toast, type ToastOptions } from '@/lib/toast';

interface PagedQuery<T> {
  isError: boolean;
  isFetching: boolean;
  data?: { pages: { items: T[] }[] };
}

export function usePagedItems<T>(query: PagedQuery<T>, loadFailed: ToastOptions): T[] {
  const failedToLoad = query.isError && !query.isFetching;
  useEffect(() => {
    if (failedToLoad) toast(loadFailed);
  }, [failedToLoad, loadFailed]);
  return query.data?.pages.flatMap((page) => page.items) ?? [];
}
