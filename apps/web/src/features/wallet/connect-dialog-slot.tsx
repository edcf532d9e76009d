// The one connect dialog every "connect" button opens. Its code stays out of the first page load:
// it is prefetched once the page is idle, and mounted only after the first time it is opened.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { loadConnectDialog, prefetchConnectDialog } from './components/load-connect-dialog';

const ConnectWalletDialog = lazy(async () => ({
  default: (await loadConnectDialog()).ConnectWalletDialog,
}));

/** The dialog's state: `used` once it has been opened (from then on it stays mounted). */
export function useConnectDialog() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  const openConnectDialog = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => whenIdle(prefetchConnectDialog, 5000), []);

  return { open, used, setOpen, openConnectDialog };
}

export function ConnectDialogSlot({
  used,
  open,
  onOpenChange,
}: {
  used: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConnectWalletDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
