// The detail page's Follow button beside Like: "Follow" or "Following" with the follower count. A
// followed project's updates, its campaign's last 48 hours and its settlement come to the
// notification bell. Without a wallet it asks to connect, as Like does.
import { Bell, BellRing } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWallet } from '@/lib/wallet';
import { useWalletClick } from '../hooks/use-wallet-click';
import { useFollow, useToggleFollow } from '../api/follow-project';
import { LazyLikeConnectDialog, prefetchLikeConnectDialog } from './lazy-connect-dialog';

/** "1 follower", "0 followers", "1,234 followers". */
export function formatFollowers(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`;
}

export interface FollowButtonProps {
  projectId: string;
  className?: string;
}

export function FollowButton({ projectId, className }: FollowButtonProps) {
  const { isConnected } = useWallet();
  const wallet = useWalletClick();
  const follow = useFollow(projectId);
  const toggle = useToggleFollow(projectId);
  const [askToConnect, setAskToConnect] = useState(false);
  const following = follow.data?.following ?? false;
  const Icon = following ? BellRing : Bell;
  const label = following ? 'Following' : 'Follow';

  return (
    <>
      <Button
        variant="outline"
        aria-pressed={following}
        aria-label={follow.data ? `${label}, ${formatFollowers(follow.data.followers)}` : label}
        title={following ? 'Stop following this project' : 'Get notified of this project'}
        disabled={toggle.isPending || wallet.waiting || (isConnected && follow.isPending)}
        aria-busy={toggle.isPending || wallet.waiting || undefined}
        onPointerEnter={isConnected ? undefined : prefetchLikeConnectDialog}
        onFocus={isConnected ? undefined : prefetchLikeConnectDialog}
        onClick={() =>
          void wallet.click(
            () => toggle.mutate(following),
            () => setAskToConnect(true),
          )
        }
        className={cn(
          'tabular-nums',
          following &&
            'border-sky-300 bg-sky-50 text-sky-800 hover:bg-sky-100 hover:text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-300 dark:hover:bg-sky-500/20 dark:hover:text-sky-200',
          className,
        )}
      >
        <Icon aria-hidden="true" className={cn(following && 'fill-current')} />
        <span>{label}</span>
        {follow.data ? (
          <span className={cn(!following && 'text-muted-foreground')} data-testid="follower-count">
            · {follow.data.followers.toLocaleString('en-US')}
          </span>
        ) : null}
      </Button>
      {askToConnect ? (
        <Suspense fallback={null}>
          <LazyLikeConnectDialog open purpose="follow" onOpenChange={setAskToConnect} />
        </Suspense>
      ) : null}
    </>
  );
}
