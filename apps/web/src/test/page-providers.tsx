// For pages' unit tests: a wallet context with every field filled in (disconnected unless
// given a publicKey), the providers a page needs around it (query client, router, toaster), and a
// JSON answer for a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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

/** Renders `element` at `path` (other paths show "Page {path}") with the app's providers. */
export function renderPage(element: ReactElement, wallet: WalletContextValue, path = '/') {
  // Toasts live in a module-wide store that replays active ones to a new toaster: start clean.
  sonnerToast.dismiss();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <WalletContext.Provider value={wallet}>
        <RouterProvider router={router} />
        <Toaster theme="dark" />
      </WalletContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
