// For unit tests of anything that reads useWallet(): a context value with every field filled in
// (disconnected and not signed in unless told otherwise), and a provider to render it with.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WalletContext, type WalletContextValue } from '@/lib/wallet';

export function fakeWallet(overrides: Partial<WalletContextValue> = {}): WalletContextValue {
  const publicKey = overrides.publicKey ?? null;
  return {
    status: publicKey ? 'connected' : 'disconnected',
    publicKey,
    isConnected: publicKey !== null,
    walletName: publicKey ? 'Phantom' : null,
    balance: null,
    isSignedIn: false,
    isAdmin: false,
    isLocalChain: false,
    wallets: [{ name: 'Phantom', kind: 'phantom', accounts: [] }],
    connect: vi.fn(() => Promise.resolve()),
    disconnect: vi.fn(() => Promise.resolve()),
    signMessage: vi.fn(() => Promise.resolve('')),
    signTransaction: vi.fn((transaction: string) => Promise.resolve(transaction)),
    refreshBalance: vi.fn(() => Promise.resolve(0)),
    ensureSignedIn: vi.fn(() => Promise.resolve(false)),
    connectedAddress: vi.fn(() => Promise.resolve(publicKey)),
    openConnectDialog: vi.fn(),
    ...overrides,
  };
}

export function FakeWalletProvider({
  value,
  children,
}: {
  value: WalletContextValue;
  children: ReactNode;
}) {
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}
