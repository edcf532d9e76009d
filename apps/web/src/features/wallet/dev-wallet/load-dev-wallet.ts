// Registers the dev wallet when the server runs on the local chain. Asks /api/health first so a
// real deployment never requests /api/dev/wallets (its 404 would show as a console error), and
// imports the wallet's code only when it is needed.
import { ApiError, apiRequest } from '@/lib/api-client';
import { getDevWallets } from '../api/dev-wallets';

let loading: Promise<boolean> | null = null;

/** Resolves true once the dev wallet is registered, false when there is none (not the local chain). */
export function loadDevWallet(): Promise<boolean> {
  loading ??= register().catch((error: unknown) => {
    // No server (unit tests, offline) means no dev wallet; anything else is worth a look.
    if (!(error instanceof ApiError && error.status === 0)) {
      console.warn('The dev wallet could not be loaded:', error);
    }
    return false;
  });
  return loading;
}

async function register(): Promise<boolean> {
  const health = await apiRequest('/api/health', { answer: 'health' });
  if (health.chain.kind !== 'local') return false;
  const accounts = await getDevWallets();
  if (!accounts) return false;
  const { registerDevWallet } = await import('./dev-wallet');
  await registerDevWallet(accounts);
  return true;
}
