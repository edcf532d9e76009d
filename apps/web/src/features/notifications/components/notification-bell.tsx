// The header's bell, for a signed-in wallet only. Its code and the popover's are a chunk of their
// own (signed-in-bell.tsx), fetched once a wallet is signed in, so a visitor's first load carries
// none of it; until it arrives a bell of the same size holds its place.
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWallet } from '@/lib/wallet';
import { bellLabel } from './bell-label';

const SignedInBell = lazy(() =>
  import('./signed-in-bell').then((module) => ({ default: module.SignedInBell })),
);

export function NotificationBell({ className }: { className?: string }) {
  const { publicKey, isSignedIn } = useWallet();
  if (!isSignedIn || !publicKey) return null;
  return (
    <Suspense
      fallback={
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', className)}
          aria-label={bellLabel(0)}
          disabled
        >
          <Bell aria-hidden="true" />
        </Button>
      }
    >
      {/* Keyed by the wallet: another wallet's session starts with a closed panel and its own stream. */}
      <SignedInBell key={publicKey} wallet={publicKey} className={className} />
    </Suspense>
  );
}
