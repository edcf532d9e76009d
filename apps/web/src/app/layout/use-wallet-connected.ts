/**
 * Whether a wallet is connected, for the chrome that depends on it (the Dashboard link).
 * Seam for the wallet issue: return the wallet feature's connection state here. Until then no
 * wallet can connect, so the answer is always no.
 */
export function useWalletConnected(): boolean {
  return false;
}
