// The local chain's test accounts for the built-in dev wallet. The server answers 404 on a real
// cluster, where there is no dev wallet.
import { ApiError, apiRequest } from '@/lib/api-client';

export interface DevWalletAccount {
  label: string;
  address: string;
  /** base64 of the 32-byte Ed25519 seed */
  secretKey: string;
}

/** The test accounts, or null when the server is not on the local chain. */
export async function getDevWallets(): Promise<DevWalletAccount[] | null> {
  try {
    const { wallets } = await apiRequest('/api/dev/wallets', { answer: 'devWallets' });
    return wallets;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
