import { useWallet } from '@/lib/wallet';

/** Whether a wallet is connected, for the chrome that depends on it (the Dashboard link). */
export function useWalletConnected(): boolean {
  return useWallet().isConnected;
}
