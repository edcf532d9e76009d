// The one place unit tests get their providers from: a wallet context with every field filled in
// (disconnected unless given a publicKey; a connected one is signed in), the providers a component
// or a page needs around it (query client, wallet, toaster, and a router for a page), and a JSON
// answer for a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from './memory-router';
import { toast as sonnerToast } from 'sonner';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { WalletContext, type WalletContextValue } from '@/lib/wallet';
import { fakeWallet } from './fake-wallet';

export const TEST_WALLET = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

/** A wallet context (disconnected unless given a publicKey; a connected one is signed in). */
export function testWallet(overrides: Partial<WalletContextValue> = {}): WalletContextValue {
  const connected = (overrides.publicKey ?? null) !== null;
  return fakeWallet({
    isSignedIn: connected,
    signMessage: vi.fn(() => Promise.resolve('c2lnbmF0dXJl')),
    ensureSignedIn: vi.fn(() => Promise.resolve(connected)),
    ...overrides,
  });
}

/** TEST_WALLET, connected and signed in. */
export const connectedTestWallet = (overrides: Partial<WalletContextValue> = {}) =>
  testWallet({ publicKey: TEST_WALLET, ...overrides });

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
}

/** A `wrapper` for render() or renderHook(): query client, wallet and the toaster. */
export function testProviders(wallet: WalletContextValue, queryClient = testQueryClient()) {
  // Toasts live in a module-wide store that replays active ones to a new toaster: start clean.
  sonnerToast.dismiss();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <WalletContext.Provider value={wallet}>
          {children}
          <Toaster theme="light" />
        </WalletContext.Provider>
      </QueryClientProvider>
    );
  }
  return { wrapper: Providers, queryClient };
}

/**
 * Renders `element` at `path` (other paths show "Elsewhere") with the app's providers, opened at
 * `entry` (the path, or the path with a query: "/submit?mint=…").
 */
export function renderPage(
  element: ReactElement,
  wallet: WalletContextValue,
  path = '/',
  entry = path,
) {
  const { wrapper } = testProviders(wallet);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />, { wrapper });
  return router;
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
