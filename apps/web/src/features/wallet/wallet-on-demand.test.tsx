// The wallet's code stays out of a visitor's page until a wallet action (docs/decisions/058-wallet-on-demand.md).
// Its own file: the wallet's code asks the server once per page whether it runs on the local chain
// (for the dev wallet), which is how these tests see that it loaded.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { renderWalletProvider } from './render-wallet-provider';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** The server's health and, when `sessionWallet` is given, a session cookie of that wallet. */
function fakeServer(sessionWallet: string | null = null) {
  const calls: string[] = [];
  const answers: Record<string, unknown> = {
    '/api/health': { ok: true, chain: { kind: 'rpc' } },
    '/api/auth/session': { wallet: sessionWallet, isAdmin: false },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      calls.push(path);
      const body = answers[path] ?? null;
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

/** The wallet's value now; `firstValue` is the one before its code was there. */

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
  Reflect.deleteProperty(window, 'phantom');
});

it('loads no wallet code for a visitor until Connect, then opens the connect dialog', async () => {
  const calls = fakeServer();
  const wallet = renderWalletProvider();
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
  const wallet = renderWalletProvider();
  await expect(wallet().signMessage('hello')).rejects.toThrow('Wallet not connected');
  await expect(wallet().refreshBalance()).rejects.toThrow('Wallet not connected');
});

it('right after a reload, an action waits for the trusted wallet to reconnect instead of asking to connect', async () => {
  // The last visit: Phantom connected and signed in; the server still has its session.
  fakeServer(ADDRESS);
  window.localStorage.setItem('walletName', 'Phantom');
  window.localStorage.setItem(
    'signedWallets',
    JSON.stringify({ [ADDRESS]: '2026-11-27T00:00:00Z' }),
  );
  let answerReconnect = () => {};
  const signMessage = vi.fn();
  const phantom = {
    isPhantom: true,
    connect: vi.fn(
      () =>
        new Promise((resolve) => {
          answerReconnect = () => resolve({ publicKey: { toString: () => ADDRESS } });
        }),
    ),
    disconnect: vi.fn(() => Promise.resolve()),
    signMessage,
    on: vi.fn(),
    off: vi.fn(),
  };
  Object.assign(window, { phantom: { solana: phantom } });
  const wallet = renderWalletProvider();

  // A click before the wallet's code or Phantom's answer is there (a like, a follow, a comment),
  // from a button rendered before the code (the first value) or after it (the value now).
  expect(wallet.firstValue().isConnected).toBe(false);
  const address = wallet.firstValue().connectedAddress();
  const signedIn = wallet.firstValue().ensureSignedIn();
  const addressNow = wallet().connectedAddress();
  await waitFor(() => expect(phantom.connect).toHaveBeenCalledWith({ onlyIfTrusted: true }));
  answerReconnect();

  expect(await address).toBe(ADDRESS);
  expect(await addressNow).toBe(ADDRESS);
  expect(await signedIn).toBe(true);
  // The session the server already had: no new signature, and no connect dialog.
  expect(signMessage).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(wallet().isSignedIn).toBe(true));
  // A button rendered before the code, clicked once it has come and settled, answers at once.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300));
  expect(await Promise.race([wallet.firstValue().connectedAddress(), late])).toBe(ADDRESS);
});

it('without a wallet to reconnect, an action answers at once that none is connected', async () => {
  fakeServer();
  const wallet = renderWalletProvider();
  expect(await wallet().connectedAddress()).toBeNull();
});
