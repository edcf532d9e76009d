import { Wallet } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useWallet } from '@/lib/wallet';
import { prefetchWalletEngine } from '../load-wallet-engine';
import { prefetchConnectDialog } from './load-connect-dialog';

function prefetch() {
  prefetchWalletEngine();
  prefetchConnectDialog();
}

/** "Connect Wallet": opens the connect dialog. */
export function ConnectWalletButton(
  props: Omit<ButtonProps, 'onClick' | 'onPointerEnter' | 'onFocus' | 'children'>,
) {
  const { openConnectDialog } = useWallet();
  return (
    <Button {...props} onClick={openConnectDialog} onPointerEnter={prefetch} onFocus={prefetch}>
      {/* No icon on the narrowest phones, where the header has no room to spare. */}
      <Wallet className="hidden sm:block" aria-hidden="true" />
      Connect Wallet
    </Button>
  );
}
