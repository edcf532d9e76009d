// Reconnects the last wallet silently on load (only a wallet that already trusts the site answers;
// nothing is shown when it does not), unless the user disconnected on purpose last time. Waits for
// a Wallet Standard wallet that registers after the page has loaded. An action that needs a wallet
// waits for the attempt (`reconnectedRef`), at most RECONNECT_WAIT_MS.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useEffect, type RefObject } from 'react';
import type { WalletConnection } from './connectors/connection';
import { openConnection } from './connectors/open-connection';
import { hasInjectedProvider } from './connectors/phantom';
import type { ConnectMode } from './live-connection';
import { PHANTOM_WALLET_NAME } from './wallet-names';
import { lastConnection, wasDisconnectedOnPurpose } from './wallet-storage';

/** How long an action waits for a reconnect on load before it goes on as without a wallet. */
export const RECONNECT_WAIT_MS = 3000;

/**
 * `adopt` takes the connection once it opens and resolves when its session is known. The attempt
 * is published in `autoConnectRef`: a connect or disconnect by the user sets its `cancelled`, and
 * a late answer is then ignored; `reconnectedRef` settles when it is over.
 */
export function useAutoReconnect(
  adopt: (connection: WalletConnection, mode: ConnectMode) => Promise<void>,
  autoConnectRef: RefObject<{ cancelled: boolean }>,
  reconnectedRef: RefObject<Promise<void>>,
): void {
  useEffect(() => {
    if (wasDisconnectedOnPurpose()) return;
    const attempt = { cancelled: false };
    autoConnectRef.current = attempt;
    let settle = () => {};
    reconnectedRef.current = new Promise((resolve) => (settle = resolve));
    // A wallet that never registers or never answers does not hold an action up for long.
    const giveUp = setTimeout(settle, RECONNECT_WAIT_MS);
    const last = lastConnection();
    const walletName = last.walletName ?? PHANTOM_WALLET_NAME;
    const registry = getWallets();
    let stopWaiting = () => {};

    const tryConnect = () => {
      openConnection(walletName, last.address ?? undefined, true)
        .then(
          (connection) => (attempt.cancelled ? undefined : adopt(connection, 'auto')),
          () => {
            // Not trusted (or gone): stay disconnected without a word.
          },
        )
        .catch((error: unknown) => console.warn('Reconnecting the wallet failed:', error))
        .finally(settle);
    };

    const isPhantom = walletName === PHANTOM_WALLET_NAME;
    const ready = (wallets: readonly Wallet[]) =>
      wallets.some((wallet) => wallet.name === walletName) || (isPhantom && hasInjectedProvider());

    if (ready(registry.get())) {
      tryConnect();
    } else if (last.walletName) {
      // A Wallet Standard wallet (an extension, or the dev wallet) may register a little later.
      stopWaiting = registry.on('register', () => {
        if (attempt.cancelled || !ready(registry.get())) return;
        stopWaiting();
        tryConnect();
      });
    } else {
      settle();
    }
    return () => {
      attempt.cancelled = true;
      stopWaiting();
      clearTimeout(giveUp);
      settle();
    };
  }, [adopt, autoConnectRef, reconnectedRef]);
}
