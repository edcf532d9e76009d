// What the bell opens: the wallet's notifications newest first, a page at a time ("Load more"),
// unread ones marked (a dot, a tint, and "Unread" for screen readers), "Mark all read", and each
// one a link that marks it read and goes to its project (or the dashboard, for claims).
import type { Notification } from '@memetank/shared/api/notifications';
import { relativeAge } from '@memetank/shared/format-time';
import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { ProjectLogo } from '@/components/project-logo';
import { TransactionLink } from '@/components/transaction-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { useWallet } from '@/lib/wallet';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { notificationSentence, notificationTarget } from '../notification-text';

export const NOTIFICATIONS_EMPTY = 'No notifications yet';
export const NOTIFICATIONS_FAILED = 'Failed to load notifications.';

export interface NotificationPanelProps {
  /** The signed-in wallet. */
  wallet: string;
  /** A notification was chosen: the bell closes. */
  onNavigate(): void;
}

export function NotificationPanel({ wallet, onNavigate }: NotificationPanelProps) {
  const list = useNotifications(wallet, true);
  const count = useUnreadCount(wallet);
  const markRead = useMarkRead(wallet);
  const now = useNow();
  const { isLocalChain } = useWallet();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = count.data?.unread ?? list.data?.pages[0]?.unread ?? 0;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
        <h2 className="text-base font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          <CheckCheck aria-hidden="true" />
          Mark all read
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner />
            <span className="sr-only">Loading notifications</span>
          </div>
        ) : list.isError && items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-6 text-center text-sm">
            <p role="alert" className="text-destructive">
              {NOTIFICATIONS_FAILED}
            </p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-muted-foreground">
            <BellOff aria-hidden="true" className="size-8" />
            <p>{NOTIFICATIONS_EMPTY}</p>
            <p className="text-xs">Follow a project to hear of its updates.</p>
          </div>
        ) : (
          <ul aria-label="Notifications" className="divide-y">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                now={now}
                isLocalChain={isLocalChain}
                onOpen={() => {
                  if (!item.read) markRead.mutate(item.id);
                  onNavigate();
                }}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={list.isFetchingNextPage}
              aria-busy={list.isFetchingNextPage || undefined}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? <Spinner className="size-3.5" /> : null}
              Load more
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}

interface NotificationItemProps {
  item: Notification;
  now: number;
  isLocalChain: boolean;
  onOpen(): void;
}

function NotificationItem({ item, now, isLocalChain, onOpen }: NotificationItemProps) {
  const sentence = notificationSentence(item, now);
  return (
    <li
      className={cn(
        'relative flex gap-3 px-4 py-3 transition-colors hover:bg-accent/60 has-[a:focus-visible]:bg-accent/60 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
        !item.read && 'bg-primary/5',
      )}
      data-read={item.read}
    >
      <ProjectLogo
        logo={item.project.logo}
        name={item.project.name}
        decorative
        className="size-9 rounded-lg text-lg"
      />
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
        <Link
          to={notificationTarget(item)}
          onClick={onOpen}
          className="text-sm outline-none after:absolute after:inset-0 after:content-['']"
        >
          {item.read ? null : <span className="sr-only">Unread: </span>}
          <span className={cn('block truncate', item.read ? 'font-medium' : 'font-semibold')}>
            {item.project.name}
          </span>
          <span
            className={cn(
              'line-clamp-3 break-words',
              item.read ? 'text-muted-foreground' : 'text-foreground',
            )}
          >
            {sentence}
          </span>
        </Link>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>{relativeAge(item.createdAt, now)}</time>
          {item.data.kind === 'claim_paid' ? (
            <TransactionLink signature={item.data.signature} isLocalChain={isLocalChain} />
          ) : null}
        </span>
      </div>
      {item.read ? null : (
        <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      )}
    </li>
  );
}
