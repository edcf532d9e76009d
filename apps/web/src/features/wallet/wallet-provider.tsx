// The wallet session: connect (by hand, or silently on load when the wallet already trusts the
// site), sign in to the server with the wallet, balance, disconnect. Fills in `useWallet()` and
// holds the one connect dialog every "connect" button opens.
import { useQueryClient } from '@tanstack/react-query';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';
import {
  WalletContext,
  type WalletChoice,
  type WalletContextValue,
  type WalletStatus,
} from '@/lib/wallet';
import {
  getSession,
  logout,
  requestSignInMessage,
  verifySignIn,
  type AuthSession,
} from './api/auth';
import { balanceQueryKey, getBalance, useBalanceQuery } from './api/balance';
import type { WalletConnection } from './connectors/connection';
import {
  connectInjectedPhantom,
  hasInjectedProvider,
  isInjectedPhantom,
} from './connectors/phantom';
import { loadConnectDialog, prefetchConnectDialog } from './components/load-connect-dialog';
import { connectStandardWallet, isUsableSolanaWallet } from './connectors/standard';
import { loadDevWallet } from './dev-wallet/load-dev-wallet';
import { base64ToBytes, bytesToBase64 } from './encoding';
import { isUserRejection, WALLET_ERRORS, WALLET_TOASTS } from './wallet-messages';
import { DEV_WALLET_NAME, PHANTOM_WALLET_NAME } from './wallet-names';
import {
  hasSigned,
  lastConnection,
  rememberConnection,
  rememberDisconnect,
  rememberSigned,
  wasDisconnectedOnPurpose,
} from './wallet-storage';

const NO_SESSION: AuthSession = { wallet: null, isAdmin: false };

const ConnectWalletDialog = lazy(async () => ({
  default: (await loadConnectDialog()).ConnectWalletDialog,
}));

/** How a connection started: the user asked, or the page reconnected a trusted wallet on load. */
type ConnectMode = 'user' | 'auto';

/** Opens Phantom: its injected provider, else its Wallet Standard registration. */
function connectPhantom(registered: readonly Wallet[], silent: boolean): Promise<WalletConnection> {
  if (isInjectedPhantom()) return connectInjectedPhantom({ onlyIfTrusted: silent });
  const standard = registered.find((wallet) => wallet.name === PHANTOM_WALLET_NAME);
  if (standard) return connectStandardWallet(standard, { silent });
  // No Phantom at all: the injected provider reports "not found", or "Please use Phantom wallet!"
  // when another wallet sits on window.solana.
  return connectInjectedPhantom({ onlyIfTrusted: silent });
}

function openConnection(
  walletName: string,
  accountAddress: string | undefined,
  silent: boolean,
): Promise<WalletConnection> {
  const registered = getWallets().get();
  if (walletName === PHANTOM_WALLET_NAME) return connectPhantom(registered, silent);
  const wallet = registered.find((candidate) => candidate.name === walletName);
  if (!wallet) return Promise.reject(new Error(WALLET_ERRORS.walletUnavailable(walletName)));
  return connectStandardWallet(wallet, { silent, accountAddress });
}

function toChoices(registered: readonly Wallet[]): WalletChoice[] {
  const usable = registered.filter(isUsableSolanaWallet);
  const standardPhantom = usable.find((wallet) => wallet.name === PHANTOM_WALLET_NAME);
  const others = usable.filter(
    (wallet) => wallet.name !== PHANTOM_WALLET_NAME && wallet.name !== DEV_WALLET_NAME,
  );
  const dev = usable.filter((wallet) => wallet.name === DEV_WALLET_NAME);
  return [
    { name: PHANTOM_WALLET_NAME, icon: standardPhantom?.icon, kind: 'phantom', accounts: [] },
    ...others.map((wallet): WalletChoice => ({
      name: wallet.name,
      icon: wallet.icon,
      kind: 'standard',
      accounts: [],
    })),
    ...dev.map((wallet): WalletChoice => ({
      name: wallet.name,
      icon: wallet.icon,
      kind: 'dev',
      accounts: wallet.accounts.map(({ address, label }) => ({ address, label })),
    })),
  ];
}

function signInFailureReason(error: unknown): string {
  if (error instanceof ApiError)
    return /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return 'The wallet could not sign the sign-in message.';
}

export function WalletProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState<{ walletName: string; address: string } | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [session, setSession] = useState<AuthSession>(NO_SESSION);
  const [registered, setRegistered] = useState<readonly Wallet[]>(() => getWallets().get());
  const [isLocalChain, setIsLocalChain] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  // The live connection and session, for callbacks that outlive a render.
  const connectionRef = useRef<WalletConnection | null>(null);
  const addressRef = useRef<string | null>(null);
  const sessionRef = useRef<AuthSession>(NO_SESSION);
  const stopListeningRef = useRef<() => void>(() => {});
  const signingInRef = useRef<Promise<boolean> | null>(null);
  // The silent reconnect on load gives way as soon as the user connects or disconnects.
  const autoConnectRef = useRef({ cancelled: false });

  const address = connected?.address ?? null;
  const balanceQuery = useBalanceQuery(address);

  const updateSession = useCallback((next: AuthSession) => {
    sessionRef.current = next;
    setSession(next);
  }, []);

  /** Forgets the connection in this tab: address, balance, session state. */
  const clearLocalState = useCallback(() => {
    stopListeningRef.current();
    stopListeningRef.current = () => {};
    connectionRef.current = null;
    addressRef.current = null;
    setConnected(null);
    updateSession(NO_SESSION);
    queryClient.removeQueries({ queryKey: ['wallet-balance'] });
  }, [queryClient, updateSession]);

  /** Asks the wallet to sign the server's sign-in message; one request at a time. */
  const signIn = useCallback(
    (forAddress: string): Promise<boolean> => {
      const connection = connectionRef.current;
      if (!connection) return Promise.resolve(false);
      if (signingInRef.current) return signingInRef.current;
      const attempt = (async () => {
        try {
          const { message } = await requestSignInMessage(forAddress);
          const signature = await connection.signMessage(new TextEncoder().encode(message));
          const result = await verifySignIn({
            address: forAddress,
            message,
            signature: bytesToBase64(signature),
          });
          if (addressRef.current !== forAddress) return false;
          updateSession({ wallet: result.wallet, isAdmin: result.isAdmin });
          rememberSigned(forAddress);
          return true;
        } catch (error) {
          if (addressRef.current !== forAddress) return false;
          if (!(error instanceof ApiError) && isUserRejection(error)) {
            toast(WALLET_TOASTS.signatureDeclined);
          } else {
            console.warn('Sign-in failed:', error);
            toast(WALLET_TOASTS.signInFailed(signInFailureReason(error)));
          }
          return false;
        } finally {
          signingInRef.current = null;
        }
      })();
      signingInRef.current = attempt;
      return attempt;
    },
    [updateSession],
  );

  /**
   * After a connect: keeps a server session that already belongs to this wallet (no new
   * signature), else asks the wallet to sign in. A returning wallet reconnected on load is not
   * asked until its next write.
   */
  const establishSession = useCallback(
    async (forAddress: string, mode: ConnectMode) => {
      const current = await getSession().catch(() => null);
      if (addressRef.current !== forAddress) return;
      if (current?.wallet === forAddress) {
        updateSession(current);
        if (!hasSigned(forAddress)) rememberSigned(forAddress);
        return;
      }
      updateSession(NO_SESSION);
      // The cookie of another wallet must not sign this wallet's writes.
      if (current?.wallet) await logout().catch(() => {});
      if (mode === 'auto' && hasSigned(forAddress)) return;
      await signIn(forAddress);
    },
    [signIn, updateSession],
  );

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
          const signedIn = sessionRef.current.wallet !== null;
          clearLocalState();
          if (signedIn) void logout().catch(() => {});
          return;
        }
        addressRef.current = next;
        rememberConnection(connection.walletName, next);
        setConnected({ walletName: connection.walletName, address: next });
        void establishSession(next, 'user');
      });
      void establishSession(connection.address, mode);
    },
    [clearLocalState, establishSession],
  );

  const connect = useCallback(
    async (walletName: string = PHANTOM_WALLET_NAME, accountAddress?: string) => {
      autoConnectRef.current.cancelled = true;
      setConnecting(true);
      try {
        adopt(await openConnection(walletName, accountAddress, false), 'user');
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
    const signedIn = sessionRef.current.wallet !== null;
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
  }, [clearLocalState]);

  const signMessage = useCallback(async (message: string | Uint8Array) => {
    const connection = connectionRef.current;
    if (!connection) throw new Error(WALLET_ERRORS.notConnected);
    const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
    return bytesToBase64(await connection.signMessage(bytes));
  }, []);

  const signTransaction = useCallback(async (transactionBase64: string) => {
    const connection = connectionRef.current;
    if (!connection) throw new Error(WALLET_ERRORS.notConnected);
    return bytesToBase64(await connection.signTransaction(base64ToBytes(transactionBase64)));
  }, []);

  const refreshBalance = useCallback(async () => {
    const current = addressRef.current;
    if (!current) throw new Error(WALLET_ERRORS.notConnected);
    return queryClient.fetchQuery({
      queryKey: balanceQueryKey(current),
      queryFn: () => getBalance(current),
      staleTime: 0,
    });
  }, [queryClient]);

  const openConnectDialog = useCallback(() => {
    setDialogUsed(true);
    setDialogOpen(true);
  }, []);

  const ensureSignedIn = useCallback(async () => {
    const current = addressRef.current;
    if (!current) {
      openConnectDialog();
      return false;
    }
    if (sessionRef.current.wallet === current) return true;
    return signIn(current);
  }, [openConnectDialog, signIn]);

  useEffect(() => whenIdle(prefetchConnectDialog, 5000), []);

  // Wallets announce themselves through the Wallet Standard, also after the page has loaded.
  useEffect(() => {
    const registry = getWallets();
    const update = () => setRegistered(registry.get());
    update();
    const offRegister = registry.on('register', update);
    const offUnregister = registry.on('unregister', update);
    return () => {
      offRegister();
      offUnregister();
    };
  }, []);

  useEffect(() => {
    let active = true;
    void loadDevWallet().then((loaded) => {
      if (active) setIsLocalChain(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  // Reconnect silently on load, unless the user disconnected on purpose last time.
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
  }, [adopt]);

  const wallets = useMemo(() => toChoices(registered), [registered]);
  const status: WalletStatus = connecting ? 'connecting' : connected ? 'connected' : 'disconnected';
  const balance = address === null ? null : balanceQuery.isError ? 0 : (balanceQuery.data ?? null);
  const isSignedIn = address !== null && session.wallet === address;

  const value = useMemo<WalletContextValue>(
    () => ({
      status,
      publicKey: address,
      isConnected: address !== null,
      walletName: connected?.walletName ?? null,
      balance,
      isSignedIn,
      isAdmin: isSignedIn && session.isAdmin,
      isLocalChain,
      wallets,
      connect,
      disconnect,
      signMessage,
      signTransaction,
      refreshBalance,
      ensureSignedIn,
      openConnectDialog,
    }),
    [
      status,
      address,
      connected?.walletName,
      balance,
      isSignedIn,
      session.isAdmin,
      isLocalChain,
      wallets,
      connect,
      disconnect,
      signMessage,
      signTransaction,
      refreshBalance,
      ensureSignedIn,
      openConnectDialog,
    ],
  );

  return (
    <WalletContext.Provider value={value}>
      {children}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ConnectWalletDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      ) : null}
    </WalletContext.Provider>
  );
}
