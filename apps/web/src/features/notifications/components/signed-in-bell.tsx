// The bell of a signed-in wallet: its unread count (hidden at 0, "9+" above 9), kept live by the
// wallet's event stream, and the popover of notifications it opens. A chunk of its own (with the
// popover), loaded once a wallet is signed in: visitors never fetch it.
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { bellLabel } from './bell-label';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationEvents } from '../hooks/use-notification-events';

// The panel is fetched when first opened (or when the pointer nears the bell): the header is on
// every page and the list is read far less often than the count.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.NotificationPanel })),
);
const prefetchPanel = () => void loadPanel().catch(() => {});

/** The badge's text: the count up to 9, then "9+". */
export const unreadBadge = (unread: number) => (unread > 9 ? '9+' : String(unread));

export function SignedInBell({ wallet, className }: { wallet: string; className?: string }) {
  useNotificationEvents(wallet);
  const unread = useUnreadCount(wallet).data?.unread ?? 0;
  const [open, setOpen] = useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', className)}
          aria-label={bellLabel(unread)}
          title="Notifications"
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums dark:bg-[color-mix(in_oklch,var(--destructive),black_15%)]"
            >
              {unreadBadge(unread)}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        aria-label="Notifications"
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
      >
        <Suspense
          fallback={
            <div className="flex justify-center p-6">
              <Spinner />
            </div>
          }
        >
          <NotificationPanel wallet={wallet} onNavigate={() => setOpen(false)} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
