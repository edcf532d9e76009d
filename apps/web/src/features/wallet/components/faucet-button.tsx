// "Get test SOL": 2 SOL and 1,000 test USDC (FAUCET_USDC) from the local chain, for trying the app
// (SOL and USDC campaigns) without real money.
// Shown only with the dev wallet or when the server runs on the local chain.
import { FAUCET_USDC } from '@memetank/shared/constants';
import { Droplets } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useTestSolFaucet } from '../api/dev-faucet';
import { WALLET_TOASTS } from '../wallet-messages';
import { DEV_WALLET_NAME } from '../wallet-names';

const FAUCET_TITLE = `Get 2 test SOL and ${FAUCET_USDC.toLocaleString('en-US')} test USDC from the local chain`;

interface FaucetButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Only the icon, named for screen readers and by a tooltip on hover and focus (header bar). */
  compact?: boolean;
}

export function FaucetButton({ compact = false, ...props }: FaucetButtonProps) {
  const { publicKey, walletName, isLocalChain } = useWallet();
  const faucet = useTestSolFaucet();
  if (!publicKey || !(walletName === DEV_WALLET_NAME || isLocalChain)) return null;

  return (
    <Button
      variant="secondary"
      size={compact ? 'icon' : 'sm'}
      aria-label={compact ? 'Get test SOL' : undefined}
      title={compact ? undefined : FAUCET_TITLE}
      {...props}
      className={cn(compact && 'group relative size-9 rounded-full', props.className)}
      disabled={faucet.isPending}
      onClick={() =>
        faucet.mutate(publicKey, {
          onSuccess: ({ usdc }) => toast(WALLET_TOASTS.faucetDone(usdc)),
          onError: (error) =>
            toast(
              WALLET_TOASTS.faucetFailed(
                error instanceof ApiError ? error.message : 'The faucet did not answer.',
              ),
            ),
        })
      }
    >
      <Droplets aria-hidden="true" />
      {compact ? (
        // The icon's name as a tooltip on hover and keyboard focus (the button is named by aria-label).
        <span
          aria-hidden="true"
          data-testid="faucet-tooltip"
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-md border bg-popover px-2 py-1 text-xs font-medium whitespace-nowrap text-popover-foreground opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          Get test SOL
        </span>
      ) : faucet.isPending ? (
        'Requesting...'
      ) : (
        'Get test SOL'
      )}
    </Button>
  );
}
