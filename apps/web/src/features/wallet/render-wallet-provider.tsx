// For the wallet's own tests: the real WalletProvider around a probe of `useWallet()` and a line of
// page ("The page"). The returned function reads the value now; `firstValue` the one before the
// wallet's code was there.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useWallet, type WalletContextValue } from '@/lib/wallet';
import { WalletProvider } from './wallet-provider';

export function renderWalletProvider() {
  const wallet: { current: WalletContextValue | null; first: WalletContextValue | null } = {
    current: null,
    first: null,
  };
  function Probe() {
    wallet.current = useWallet();
    wallet.first ??= wallet.current;
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletProvider>
        <Probe />
        <p>The page</p>
      </WalletProvider>
    </QueryClientProvider>,
  );
  return Object.assign(() => wallet.current!, { firstValue: () => wallet.first! });
}
