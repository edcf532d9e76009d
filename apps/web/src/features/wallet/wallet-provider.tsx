// Fills in `useWallet()` without putting the wallet's code in the first page load
// (docs/decisions/058-wallet-on-demand.md). Until the wallet is needed, the value says
// "disconnected" and each action loads the wallet's code (wallet-engine.tsx: connectors, session,
// balance, the connect dialog), waits for it, then does what was asked. The code loads at once
// when a wallet may reconnect silently (the last one used is remembered, or Phantom is injected),
// and an action asked before it is there waits for the reconnect (a click right after a reload
// likes as the wallet, not as a visitor); otherwise it loads with the first action (Connect,
// Invest, Like...), and while the page is idle it is only fetched, so a first click does not wait
// for the network.
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
import { whenIdle } from '@/lib/when-idle';
import { WalletContext, type WalletContextValue } from '@/lib/wallet';
import { prefetchConnectDialog } from './components/load-connect-dialog';
import { prefetchWalletChips } from './components/load-wallet-chips';
import { loadWalletEngine, prefetchWalletEngine } from './load-wallet-engine';
import { lastConnection, rememberDisconnect, wasDisconnectedOnPurpose } from './wallet-storage';

const WalletEngine = lazy(async () => ({ default: (await loadWalletEngine()).WalletEngine }));

/** A wallet may reconnect without a click: the last one used, or an injected Phantom. */
function mayReconnectOnLoad(): boolean {
  if (wasDisconnectedOnPurpose()) return false;
  if (lastConnection().walletName) return true;
  const injected = window as { phantom?: { solana?: unknown }; solana?: unknown };
  return Boolean(injected.phantom?.solana ?? injected.solana);
}

type Actions = Pick<
  WalletContextValue,
  | 'connect'
  | 'disconnect'
  | 'signMessage'
  | 'signTransaction'
  | 'refreshBalance'
  | 'ensureSignedIn'
  | 'connectedAddress'
  | 'openConnectDialog'
>;

export function WalletProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(mayReconnectOnLoad);
  // Read by the actions below, which outlive a render.
  const wantedRef = useRef(wanted);
  const [engine, setEngine] = useState<WalletContextValue | null>(null);
  const engineRef = useRef<WalletContextValue | null>(null);
  const waitingRef = useRef<((engine: WalletContextValue) => void)[]>([]);

  const onValue = useCallback((value: WalletContextValue) => {
    engineRef.current = value;
    setEngine(value);
    for (const resolve of waitingRef.current.splice(0)) resolve(value);
  }, []);

  // The header's chips for a connected wallet come with the wallet's code.
  useEffect(() => {
    if (wanted) prefetchWalletChips();
  }, [wanted]);

  useEffect(() => {
    if (wanted) return;
    return whenIdle(() => {
      prefetchWalletEngine();
      prefetchConnectDialog();
    }, 5000);
  }, [wanted]);

  // The value before the wallet's code is there. While a wallet may be reconnecting, a write's
  // sign-in and `connectedAddress` wait for the code and its reconnect. Otherwise nobody is
  // connected, so what needs a connected wallet answers as the wallet does for a visitor without
  // one (signing is refused, a write's sign-in opens the connect dialog and resolves false)
  // without waiting for React to render the wallet; connecting loads the code, then connects.
  const dormant = useMemo<WalletContextValue>(() => {
    const withEngine = () =>
      new Promise<WalletContextValue>((resolve) => {
        if (engineRef.current) return resolve(engineRef.current);
        waitingRef.current.push(resolve);
        wantedRef.current = true;
        setWanted(true);
      });
    const openConnectDialog = () => {
      prefetchConnectDialog();
      void withEngine().then((loaded) => loaded.openConnectDialog());
    };
    const notConnected = async (): Promise<never> => {
      const { WALLET_ERRORS } = await import('./wallet-messages');
      throw new Error(WALLET_ERRORS.notConnected);
    };
    const actions: Actions = {
      connect: async (walletName, accountAddress) =>
        (await withEngine()).connect(walletName, accountAddress),
      disconnect: async () => rememberDisconnect(),
      signMessage: notConnected,
      signTransaction: notConnected,
      refreshBalance: notConnected,
      ensureSignedIn: async () => {
        if (wantedRef.current) return (await withEngine()).ensureSignedIn();
        openConnectDialog();
        return false;
      },
      connectedAddress: async () =>
        wantedRef.current ? (await withEngine()).connectedAddress() : null,
      openConnectDialog,
    };
    return {
      status: 'disconnected',
      publicKey: null,
      isConnected: false,
      walletName: null,
      balance: null,
      isSignedIn: false,
      isAdmin: false,
      isLocalChain: false,
      wallets: [],
      ...actions,
    };
  }, []);

  return (
    <WalletContext.Provider value={engine ?? dormant}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <WalletEngine onValue={onValue} />
        </Suspense>
      ) : null}
    </WalletContext.Provider>
  );
}
