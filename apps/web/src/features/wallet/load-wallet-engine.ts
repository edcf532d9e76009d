// The wallet's code (connectors, session, balance, the connect dialog's slot) is a chunk of its
// own, loaded by the WalletProvider when the wallet is first needed (wallet-provider.tsx).
export const loadWalletEngine = () => import('./wallet-engine');

/** Starts fetching the wallet's code; a failure is retried by the action that needs it. */
export function prefetchWalletEngine(): void {
  loadWalletEngine().catch(() => {});
}
