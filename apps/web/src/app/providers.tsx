// Everything the app needs above the router: server-state cache, theme, wallet and toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { WalletProvider } from '@/features/wallet/wallet-provider';
import { ThemeProvider, useTheme } from '@/lib/theme';
import { isToasterWanted, onToasterWanted } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';
import { createQueryClient } from './query-client';

// The toaster (sonner) is not part of the first paint: it loads once the page is idle, or with
// the first toast if that comes sooner (the toast waits for it, see @/lib/toast).
const Toaster = lazy(async () => ({
  default: (await import('@/components/ui/toaster')).Toaster,
}));

function ThemedToaster() {
  const { theme } = useTheme();
  const [mounted, setMounted] = useState(isToasterWanted);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stopListening = onToasterWanted(mount);
    const cancelIdle = whenIdle(mount);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
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
