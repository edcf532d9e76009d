// The connected wallet's chips (balance, faucet, test tokens, address, Disconnect) are a chunk of
// their own: the header draws them only for a connected wallet, and the WalletProvider fetches
// them as soon as the wallet's code loads, so they come with the connection.
import { lazy } from 'react';

const loadWalletChips = () => import('./wallet-chips');

/** Starts fetching the chips' code; a failure is retried when the header draws them. */
export function prefetchWalletChips(): void {
  loadWalletChips().catch(() => {});
}

export const LazyAddressChip = lazy(async () => ({
  default: (await loadWalletChips()).AddressChip,
}));
export const LazyBalanceChip = lazy(async () => ({
  default: (await loadWalletChips()).BalanceChip,
}));
export const LazyDisconnectButton = lazy(async () => ({
  default: (await loadWalletChips()).DisconnectButton,
}));
export const LazyFaucetButton = lazy(async () => ({
  default: (await loadWalletChips()).FaucetButton,
}));
export const LazyTestTokenButton = lazy(async () => ({
  default: (await loadWalletChips()).TestTokenButton,
}));
