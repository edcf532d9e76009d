// The heart that likes or unlikes a project, on the cards and the detail page. Without a wallet it
// explains why one is needed instead of sending anything; while its request runs it is disabled.
import { Heart } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWallet } from '@/lib/wallet';
import { useWalletClick } from '../hooks/use-wallet-click';
import { useToggleLike } from '../api/like-project';
import { LazyLikeConnectDialog, prefetchLikeConnectDialog } from './lazy-connect-dialog';

export interface LikeButtonProps {
  projectId: string;
  /** This wallet likes the project. */
  liked: boolean;
  likesCount: number;
  /** "card": a compact heart and number; "detail": the count with "like" / "likes". */
  variant?: 'card' | 'detail';
  className?: string;
}

/** "1 like", "0 likes", "12 likes". */
export function formatLikes(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'like' : 'likes'}`;
}

export function LikeButton({
  projectId,
  liked,
  likesCount,
  variant = 'card',
  className,
}: LikeButtonProps) {
  const { isConnected } = useWallet();
  const wallet = useWalletClick();
  const toggle = useToggleLike(projectId);
  const [askToConnect, setAskToConnect] = useState(false);
  const likes = formatLikes(likesCount);

  return (
    <>
      <Button
        variant="outline"
        size={variant === 'card' ? 'sm' : 'default'}
        aria-pressed={liked}
        aria-label={`Like project, ${likes}`}
        title={liked ? 'Remove your like' : 'Like this project'}
        disabled={toggle.isPending || wallet.waiting}
        aria-busy={toggle.isPending || wallet.waiting || undefined}
        onPointerEnter={isConnected ? undefined : prefetchLikeConnectDialog}
        onFocus={isConnected ? undefined : prefetchLikeConnectDialog}
        onClick={() =>
          void wallet.click(
            () => toggle.mutate(liked),
            () => setAskToConnect(true),
          )
        }
        className={cn(
          'tabular-nums',
          liked &&
            'border-pink-300 bg-pink-50 text-pink-700 hover:bg-pink-100 hover:text-pink-800 dark:border-pink-500/40 dark:bg-pink-500/10 dark:text-pink-300 dark:hover:bg-pink-500/20 dark:hover:text-pink-200',
          className,
        )}
      >
        <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
        <span>{variant === 'detail' ? likes : likesCount.toLocaleString('en-US')}</span>
      </Button>
      {askToConnect ? (
        <Suspense fallback={null}>
          <LazyLikeConnectDialog open onOpenChange={setAskToConnect} />
        </Suspense>
      ) : null}
    </>
  );
}
