// "Create test token" beside the faucet, shown only when the server runs on the local chain (POST
// /api/dev/tokens exists only there). The dialog's code (and Radix under it) stays out of the first
// page load: it is fetched on the first click and stays mounted from then on.
import { Coins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWallet } from '@/lib/wallet';
import { TEST_TOKEN_WORDS } from '../wallet-messages';

const TestTokenDialog = lazy(async () => ({
  default: (await import('./test-token-dialog')).TestTokenDialog,
}));

interface TestTokenButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Only the icon, named for screen readers and by its title (header bar). */
  compact?: boolean;
}

export function TestTokenButton({ compact = false, ...props }: TestTokenButtonProps) {
  const { publicKey, isLocalChain } = useWallet();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!publicKey || !isLocalChain) return null;
  return (
    <>
      <Button
        variant="secondary"
        size={compact ? 'icon' : 'sm'}
        aria-label={compact ? TEST_TOKEN_WORDS.title : undefined}
        title={compact ? TEST_TOKEN_WORDS.title : undefined}
        aria-haspopup="dialog"
        {...props}
        className={cn(compact && 'size-9 rounded-full', props.className)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Coins aria-hidden="true" />
        {compact ? null : TEST_TOKEN_WORDS.title}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <TestTokenDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
