// The connection lifecycle: connect (by hand, or silently on load through useAutoReconnect), follow
// the wallet's own events (an account switch signs the new account in; a disconnect from the
// extension ends the session here too), disconnect, and remember the last wallet.
import { useCallback, useRef, useState } from 'react';
import { logout } from './api/auth';
import type { WalletConnection } from './connectors/connection';
import { openConnection } from './connectors/open-connection';
import type { ConnectMode, LiveConnection } from './live-connection';
import { useAutoReconnect } from './use-auto-reconnect';
import { PHANTOM_WALLET_NAME } from './wallet-names';
import { rememberConnection, rememberDisconnect } from './wallet-storage';

/** What the connection needs of the session (see useWalletSession). */
export interface SessionControl {
  hasSession(): boolean;
  resetSession(): void;
  establishSession(forAddress: string, mode: ConnectMode): Promise<void>;
}

export function useWalletConnection(
  { connectionRef, addressRef, reconnectedRef }: LiveConnection,
  { hasSession, resetSession, establishSession }: SessionControl,
  forgetBalances: () => void,
) {
  const [connected, setConnected] = useState<{ walletName: string; address: string } | null>(null);
  const [connecting, setConnecting] = useState(false);
  const stopListeningRef = useRef<() => void>(() => {});
  // The silent reconnect on load gives way as soon as the user connects or disconnects.
  const autoConnectRef = useRef({ cancelled: false });

  /** Forgets the connection in this tab: address, balance, session state. */
  const clearLocalState = useCallback(() => {
    stopListeningRef.current();
    stopListeningRef.current = () => {};
    connectionRef.current = null;
    addressRef.current = null;
    setConnected(null);
    resetSession();
    forgetBalances();
  }, [connectionRef, addressRef, resetSession, forgetBalances]);

  const adopt = useCallback(
    (connection: WalletConnection, mode: ConnectMode) => {
      const previous = connectionRef.current;
      // Stop listening first: the old wallet's own "disconnect" event must not end the new session.
      stopListeningRef.current();
      connectionRef.current = connection;
      if (previous && previous !== connection && previous.walletName !== connection.walletName) {
        void previous.disconnect().catch(() => {});
      }
      addressRef.current = connection.address;
      rememberConnection(connection.walletName, connection.address);
      setConnected({ walletName: connection.walletName, address: connection.address });
      stopListeningRef.current = connection.onAccountChange((next) => {
        if (connectionRef.current !== connection) return;
        if (next === null) {
          // The wallet disconnected on its own (from the extension): end the session here too.
          const signedIn = hasSession();
          clearLocalState();
          if (signedIn) void logout().catch(() => {});
          return;
        }
        addressRef.current = next;
        rememberConnection(connection.walletName, next);
        setConnected({ walletName: connection.walletName, address: next });
        void establishSession(next, 'user');
      });
      return establishSession(connection.address, mode);
    },
    [connectionRef, addressRef, hasSession, clearLocalState, establishSession],
  );

  const connect = useCallback(
    async (walletName: string = PHANTOM_WALLET_NAME, accountAddress?: string) => {
      autoConnectRef.current.cancelled = true;
      setConnecting(true);
      try {
        void adopt(await openConnection(walletName, accountAddress, false), 'user');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.includes('rejected')) console.warn('Wallet connection cancelled:', message);
        else if (message.includes('not found')) console.warn('Wallet not installed:', message);
        else console.warn('Wallet connection failed:', error);
        throw error;
      } finally {
        setConnecting(false);
      }
    },
    [adopt],
  );

  const disconnect = useCallback(async () => {
    autoConnectRef.current.cancelled = true;
    const connection = connectionRef.current;
    const signedIn = hasSession();
    // Local state goes first, so a wallet that fails to disconnect cannot keep the user signed in.
    clearLocalState();
    rememberDisconnect();
    const results = await Promise.allSettled([
      connection?.disconnect(),
      signedIn ? logout() : undefined,
    ]);
    for (const result of results) {
      if (result.status === 'rejected') console.warn('Disconnect:', result.reason);
    }
  }, [connectionRef, hasSession, clearLocalState]);

  useAutoReconnect(adopt, autoConnectRef, reconnectedRef);

  return { connected, connecting, connect, disconnect };
}
