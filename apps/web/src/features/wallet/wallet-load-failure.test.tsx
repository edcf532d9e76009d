// When the wallet's code fails to load (a deploy replaced its chunk, a flaky network): the page
// stays, a wallet action goes on as without a wallet, and the next action loads the code again
// (docs/decisions/058-wallet-on-demand.md). Its own file: the app's one lazy engine must not have
// loaded before this test.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type * as LoadWalletEngine from './load-wallet-engine';
import { loadWalletEngine } from './load-wallet-engine';
import { renderWalletProvider } from './render-wallet-provider';

vi.mock('./load-wallet-engine', async (original) => {
  const actual = await original<typeof LoadWalletEngine>();
  return { ...actual, loadWalletEngine: vi.fn(actual.loadWalletEngine) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'phantom');
});

function fakeServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        new Response(
          JSON.stringify(path === '/api/health' ? { ok: true, chain: { kind: 'rpc' } } : null),
          {
            status: path === '/api/health' ? 200 : 404,
            headers: { 'content-type': 'application/json' },
          },
        ),
      ),
    ),
  );
}

it('the page stays, an action goes on without a wallet, and the next one loads the code again', async () => {
  fakeServer();
  vi.mocked(loadWalletEngine).mockRejectedValueOnce(new Error('Failed to fetch a chunk'));
  // Phantom is injected, so the code loads at once for its reconnect, and fails.
  Object.assign(window, {
    phantom: {
      solana: {
        isPhantom: true,
        connect: vi.fn(() => new Promise(() => {})),
        on: vi.fn(),
        off: vi.fn(),
      },
    },
  });
  const wallet = renderWalletProvider();

  expect(await wallet.firstValue().connectedAddress()).toBeNull();
  expect(screen.getByText('The page')).toBeInTheDocument();

  // Connect asks for the code again, and the connect dialog opens this time.
  act(() => wallet().openConnectDialog());
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
