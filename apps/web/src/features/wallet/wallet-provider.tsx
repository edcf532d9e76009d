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
  Component,
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

const lazyEngine = () => lazy(async () => ({ default: (await loadWalletEngine()).WalletEngine }));
/**
 * The engine as a lazy component, shared by the app's one provider (and by tests, so a loaded
 * engine renders at once); replaced after a failed load, so the next action tries again.
 */
let WalletEngine = lazyEngine();

/** How long an action waits for the wallet's code before it goes on as without a wallet. */
const ENGINE_WAIT_MS = 10_000;

/** Renders nothing when the wallet's code failed to load (a deploy, a flaky network): the page stays. */
class EngineLoadBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  // A new boundary for each attempt to load the code.
  const [attempt, setAttempt] = useState(0);
  type Waiting = {
    resolve: (engine: WalletContextValue) => void;
    reject: (error: unknown) => void;
  };
  const waitingRef = useRef<Waiting[]>([]);

  const onValue = useCallback((value: WalletContextValue) => {
    engineRef.current = value;
    setEngine(value);
    for (const waiting of waitingRef.current.splice(0)) waiting.resolve(value);
  }, []);

  // The code did not load: whoever waits hears it, and the next action loads it again.
  const onLoadFailed = useCallback((error: unknown) => {
    console.warn('The wallet could not load:', error);
    for (const waiting of waitingRef.current.splice(0)) waiting.reject(error);
    wantedRef.current = false;
    setWanted(false);
    WalletEngine = lazyEngine();
    setAttempt((last) => last + 1);
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
      new Promise<WalletContextValue>((resolve, reject) => {
        if (engineRef.current) return resolve(engineRef.current);
        waitingRef.current.push({ resolve, reject });
        wantedRef.current = true;
        setWanted(true);
      });
    /** `act` on the engine once it is there; `fallback` if its code fails or takes too long. */
    const onEngine = <T,>(act: (loaded: WalletContextValue) => Promise<T>, fallback: T) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>(
        (resolve) => (timer = setTimeout(resolve, ENGINE_WAIT_MS, null)),
      );
      return Promise.race([withEngine(), late])
        .then((loaded) => (loaded ? act(loaded) : fallback))
        .catch(() => fallback)
        .finally(() => clearTimeout(timer));
    };
    const openConnectDialog = () => {
      prefetchConnectDialog();
      withEngine().then(
        (loaded) => loaded.openConnectDialog(),
        () => {},
      );
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
        if (wantedRef.current) return onEngine((loaded) => loaded.ensureSignedIn(), false);
        openConnectDialog();
        return false;
      },
      connectedAddress: async () =>
        wantedRef.current ? onEngine((loaded) => loaded.connectedAddress(), null) : null,
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
        <EngineLoadBoundary key={attempt} onError={onLoadFailed}>
          <Suspense fallback={null}>
            <WalletEngine onValue={onValue} />
          </Suspense>
        </EngineLoadBoundary>
      ) : null}
    </WalletContext.Provider>
  );
}
