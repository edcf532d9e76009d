// Signing with the connected wallet: a message (text or bytes) and a wire transaction the server
// built, both answered in base64. Rejects with "Wallet not connected" before a connect.
import { useMemo } from 'react';
import type { WalletContextValue } from '@/lib/wallet';
import { base64ToBytes, bytesToBase64 } from './encoding';
import type { LiveConnection } from './live-connection';
import { WALLET_ERRORS } from './wallet-messages';

export type WalletSigner = Pick<WalletContextValue, 'signMessage' | 'signTransaction'>;

export function useWalletSigner({ connectionRef }: LiveConnection): WalletSigner {
  return useMemo(
    () => ({
      async signMessage(message: string | Uint8Array) {
        const connection = connectionRef.current;
        if (!connection) throw new Error(WALLET_ERRORS.notConnected);
        const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
        return bytesToBase64(await connection.signMessage(bytes));
      },
      async signTransaction(transactionBase64: string) {
        const connection = connectionRef.current;
        if (!connection) throw new Error(WALLET_ERRORS.notConnected);
        return bytesToBase64(await connection.signTransaction(base64ToBytes(transactionBase64)));
      },
    }),
    [connectionRef],
  );
}
