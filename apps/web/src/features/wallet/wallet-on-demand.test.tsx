// The wallet's code stays out of a visitor's page until a wallet action (docs/decisions/058-wallet-on-demand.md).
// Its own file: the wallet's code asks the server once per page whether it runs on the local chain
// (for the dev wallet), which is how these tests see that it loaded.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { useWallet, type WalletContextValue } from '@/lib/wallet';
import { WalletProvider } from './wallet-provider';

function fakeServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      calls.push(path);
      const body = path === '/api/health' ? { ok: true, chain: { kind: 'rpc' } } : null;
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: body ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

function renderWallet() {
  const wallet: { current: WalletContextValue | null } = { current: null };
  function Probe() {
    wallet.current = useWallet();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WalletProvider>
        <Probe />
      </WalletProvider>
    </QueryClientProvider>,
  );
  return () => wallet.current!;
}

// Transformed once up front, so that a load would show within the tests' short waits.
beforeAll(async () => {
  await import('./wallet-engine');
  await import('./components/connect-wallet-dialog');
});

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads no wallet code for a visitor until Connect, then opens the connect dialog', async () => {
  const calls = fakeServer();
  const wallet = renderWallet();
  // Long enough for React to mount a lazy component whose code is already there (above).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(calls).toEqual([]);
  expect(wallet()).toMatchObject({ status: 'disconnected', isConnected: false });

  // Before the code is there, a write's sign-in answers "not signed in" and opens the dialog.
  let signedIn = true;
  await act(async () => {
    signedIn = await wallet().ensureSignedIn();
  });
  expect(signedIn).toBe(false);
  await waitFor(() => expect(calls).toContain('/api/health'));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('refuses to sign before the code is there, as without a wallet', async () => {
  fakeServer();
  const wallet = renderWallet();
  await expect(wallet().signMessage('hello')).rejects.toThrow('Wallet not connected');
  await expect(wallet().refreshBalance()).rejects.toThrow('Wallet not connected');
});
