// The body of a paged list on the detail page (comments, a comment's replies, creator updates):
// skeletons while the first page loads, the failure with "Try again", the empty words, or the
// items; then a button for older pages while there are more.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface PagedListQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export function PagedList(props: {
  query: PagedListQuery;
  itemCount: number;
  /** Shown while the first page loads: `count` bars of the height `className` gives. */
  skeletons: { count: number; className: string };
  /** "Comments could not be loaded." */
  failed: string;
  /** Without it, an empty list shows as the (empty) items' list. */
  empty?: ReactNode;
  /** The items' list. */
  children: ReactNode;
  /** The older pages' button: its words, how it looks, and the class of a box around it. */
  more: { label: string; variant?: 'outline' | 'ghost'; size?: 'sm'; boxClassName?: string };
}) {
  const { query, more } = props;
  const moreButton = (
    <Button
      variant={more.variant ?? 'outline'}
      size={more.size}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : more.label}
    </Button>
  );
  return (
    <>
      {query.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          {Array.from({ length: props.skeletons.count }, (_, index) => (
            <Skeleton key={index} className={`w-full ${props.skeletons.className}`} />
          ))}
        </div>
      ) : query.isError && props.itemCount === 0 ? (
        <LoadFailed failed={props.failed} onRetry={() => void query.refetch()} />
      ) : props.itemCount === 0 && props.empty !== undefined ? (
        props.empty
      ) : (
        props.children
      )}
      {query.hasNextPage ? (
        more.boxClassName ? (
          <div className={more.boxClassName}>{moreButton}</div>
        ) : (
          moreButton
        )
      ) : null}
    </>
  );
}

function LoadFailed({ failed, onRetry }: { failed: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <span>{failed}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
