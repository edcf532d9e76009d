// Reconnects the last wallet silently on load (only a wallet that already trusts the site answers;
// nothing is shown when it does not), unless the user disconnected on purpose last time. Waits for
// a Wallet Standard wallet that registers after the page has loaded.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useEffect, type RefObject } from 'react';
import type { WalletConnection } from './connectors/connection';
import { openConnection } from './connectors/open-connection';
import { hasInjectedProvider } from './connectors/phantom';
import type { ConnectMode } from './live-connection';
import { PHANTOM_WALLET_NAME } from './wallet-names';
import { lastConnection, wasDisconnectedOnPurpose } from './wallet-storage';

/**
 * `adopt` takes the connection once it opens. The attempt is published in `autoConnectRef`: a
 * connect or disconnect by the user sets its `cancelled`, and a late answer is then ignored.
 */
export function useAutoReconnect(
  adopt: (connection: WalletConnection, mode: ConnectMode) => void,
  autoConnectRef: RefObject<{ cancelled: boolean }>,
): void {
  useEffect(() => {
    if (wasDisconnectedOnPurpose()) return;
    const attempt = { cancelled: false };
    autoConnectRef.current = attempt;
    const last = lastConnection();
    const walletName = last.walletName ?? PHANTOM_WALLET_NAME;
    const registry = getWallets();
    let stopWaiting = () => {};

    const tryConnect = () => {
      openConnection(walletName, last.address ?? undefined, true).then(
        (connection) => {
          if (!attempt.cancelled) adopt(connection, 'auto');
        },
        () => {
          // Not trusted (or gone): stay disconnected without a word.
        },
      );
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
    }
    return () => {
      attempt.cancelled = true;
      stopWaiting();
    };
  }, [adopt, autoConnectRef]);
}
