// Everything the app needs above the router: server-state cache, theme, wallet and toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { WalletProvider } from '@/features/wallet/wallet-provider';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { createQueryClient } from './query-client';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <WalletProvider>{children}</WalletProvider>
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
