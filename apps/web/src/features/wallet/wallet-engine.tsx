// The wallet session: connect (by hand, or silently on load when the wallet already trusts the
// site), sign in to the server with the wallet, balance, disconnect. Publishes the value of
// `useWallet()` to the WalletProvider (wallet-provider.tsx), which loads this module only when the
// wallet is needed (docs/decisions/058-wallet-on-demand.md), and holds the one connect dialog every
// "connect" button opens. Each job lives in its own hook; this file only puts them together into
// the context value (decision 023).
import { useEffect, useMemo } from 'react';
import type { WalletContextValue, WalletStatus } from '@/lib/wallet';
import { ConnectDialogSlot, useConnectDialog } from './connect-dialog-slot';
import { useLiveConnection } from './live-connection';
import { useLocalChain } from './use-local-chain';
import { useForgetBalances, useWalletBalance } from './use-wallet-balance';
import { useWalletChoices } from './use-wallet-choices';
import { useWalletConnection } from './use-wallet-connection';
import { useWalletSession } from './use-wallet-session';
import { useWalletSigner } from './use-wallet-signer';

export function WalletEngine({ onValue }: { onValue: (value: WalletContextValue) => void }) {
  const dialog = useConnectDialog();
  const { openConnectDialog } = dialog;
  const wallets = useWalletChoices();
  const isLocalChain = useLocalChain();
  const live = useLiveConnection();
  const { session, hasSession, resetSession, establishSession, ensureSignedIn, connectedAddress } =
    useWalletSession(live, openConnectDialog);
  const forgetBalances = useForgetBalances();
  const { connected, connecting, connect, disconnect } = useWalletConnection(
    live,
    { hasSession, resetSession, establishSession },
    forgetBalances,
  );
  const address = connected?.address ?? null;
  const { balance, refreshBalance } = useWalletBalance(address, live);
  const signer = useWalletSigner(live);

  const status: WalletStatus = connecting ? 'connecting' : connected ? 'connected' : 'disconnected';
  const walletName = connected?.walletName ?? null;
  const isSignedIn = address !== null && session.wallet === address;
  const isAdmin = isSignedIn && session.isAdmin;

  // Every action is a stable function: the context value changes only with the state.
  const actions = useMemo(
    () => ({
      connect,
      disconnect,
      ...signer,
      refreshBalance,
      ensureSignedIn,
      connectedAddress,
      openConnectDialog,
    }),
    [
      connect,
      disconnect,
      signer,
      refreshBalance,
      ensureSignedIn,
      connectedAddress,
      openConnectDialog,
    ],
  );

  const value = useMemo<WalletContextValue>(
    () => ({
      status,
      publicKey: address,
      isConnected: address !== null,
      walletName,
      balance,
      isSignedIn,
      isAdmin,
      isLocalChain,
      wallets,
      ...actions,
    }),
    [status, address, walletName, balance, isSignedIn, isAdmin, isLocalChain, wallets, actions],
  );

  useEffect(() => onValue(value), [onValue, value]);

  return <ConnectDialogSlot used={dialog.used} open={dialog.open} onOpenChange={dialog.setOpen} />;
}
