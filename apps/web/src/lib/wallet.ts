// What every part of the app may know about the connected wallet, and `useWallet()` to read it.
// The WalletProvider in features/wallet fills it in; it lives here so that other features (likes,
// comments, submit, dashboard) can use the wallet without importing the wallet feature.
import { createContext, useContext } from 'react';

export type WalletStatus = 'disconnected' | 'connecting' | 'connected';

/** A wallet the user can pick in the connect dialog. */
export interface WalletChoice {
  name: string;
  /** A data: URI, when the wallet gives one. */
  icon?: string;
  /** Phantom (injected or Wallet Standard), another Wallet Standard wallet, or the local dev wallet. */
  kind: 'phantom' | 'standard' | 'dev';
  /** Accounts the wallet lets the user choose from before connecting (the dev wallet's test keys). */
  accounts: { address: string; label?: string }[];
}

export interface WalletContextValue {
  status: WalletStatus;
  /** The connected wallet's base58 address. */
  publicKey: string | null;
  isConnected: boolean;
  /** Name of the connected wallet ("Phantom", "MemeTank Dev Wallet", ...). */
  walletName: string | null;
  /** SOL, or null while it loads (and when no wallet is connected); 0 when it cannot be read. */
  balance: number | null;
  /** The server session belongs to this wallet, so writes are allowed. */
  isSignedIn: boolean;
  /** From the server session: this wallet is an admin. */
  isAdmin: boolean;
  /** The server runs on the local test chain (dev wallet and faucet available). */
  isLocalChain: boolean;
  /** Phantom first, then other wallets found in the browser, then the dev wallet. */
  wallets: WalletChoice[];
  /** Connects Phantom, or the named wallet (and the given account, for a multi-account wallet). */
  connect(walletName?: string, accountAddress?: string): Promise<void>;
  disconnect(): Promise<void>;
  /** Signs UTF-8 text or bytes with the connected wallet; resolves to the base64 signature. */
  signMessage(message: string | Uint8Array): Promise<string>;
  /**
   * Asks the connected wallet to sign a base64 wire transaction the server built (its signature
   * slot empty); resolves to the signed base64 wire transaction. Rejects when the user declines.
   */
  signTransaction(transactionBase64: string): Promise<string>;
  /** Reads the balance again; rejects when it cannot be read. */
  refreshBalance(): Promise<number>;
  /**
   * Call before a write: resolves true once the server session belongs to this wallet, asking the
   * wallet to sign in if needed (after a reconnect on load has settled, as `connectedAddress`).
   * False when no wallet is connected (the connect dialog opens) or the user declines to sign.
   */
  ensureSignedIn(): Promise<boolean>;
  /**
   * The connected wallet's address once a reconnect on load has settled, or null when no wallet is
   * connected. After a reload a wallet that trusts the site reconnects without a click, and until
   * it has, `isConnected` is false: a click that needs a wallet asks this first.
   */
  connectedAddress(): Promise<string | null>;
  /** Opens the connect dialog (e.g. "Connect Wallet to Invest"). */
  openConnectDialog(): void;
}

export const WalletContext = createContext<WalletContextValue | null>(null);

export function useWallet(): WalletContextValue {
  const context = useContext(WalletContext);
  if (!context) throw new Error('useWallet must be used within a WalletProvider');
  return context;
}
