import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWalletProvider, fakeWallet } from '@/test/fake-wallet';
import { ThemeProvider } from '@/lib/theme';
import type { WalletContextValue } from '@/lib/wallet';
import { SiteHeader } from './site-header';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

function renderHeader(wallet: WalletContextValue) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <FakeWalletProvider value={wallet}>
          <MemoryRouter>
            <SiteHeader walletConnected={wallet.isConnected} />
          </MemoryRouter>
        </FakeWalletProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('banner');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response('{"usd":187.234,"updatedAt":"2026-11-22T09:00:00.000Z"}', {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('offers a visitor Connect Wallet, which opens the connect dialog', async () => {
    const wallet = fakeWallet();
    const header = renderHeader(wallet);
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.openConnectDialog).toHaveBeenCalledTimes(1);
  });

  it('shows the SOL price with two decimals', async () => {
    const header = renderHeader(fakeWallet());
    expect(await within(header).findByText('$187.23')).toBeInTheDocument();
  });

  it('gives a connected wallet the Dashboard link, its chips and Disconnect', async () => {
    const wallet = fakeWallet({ publicKey: ADDRESS, balance: 1.5 });
    const header = renderHeader(wallet);

    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The chips' code loads with the wallet's.
    expect(await within(header).findByText('7xKX...gAsU')).toBeInTheDocument();
    expect(within(header).getByTestId('wallet-balance')).toHaveTextContent('1.5000 SOL');
    expect(
      within(header).queryByRole('button', { name: 'Connect Wallet' }),
    ).not.toBeInTheDocument();

    await userEvent.click(within(header).getByRole('button', { name: 'Disconnect' }));
    expect(wallet.disconnect).toHaveBeenCalledTimes(1);
  });

  it('puts the notification bell in the bar once the wallet is signed in', async () => {
    const signedOut = renderHeader(fakeWallet({ publicKey: ADDRESS }));
    expect(
      within(signedOut).queryByRole('button', { name: /^Notifications/ }),
    ).not.toBeInTheDocument();
    cleanup();

    const header = renderHeader(fakeWallet({ publicKey: ADDRESS, isSignedIn: true }));
    expect(await within(header).findByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it('says "Loading..." while the balance is not known yet', async () => {
    const header = renderHeader(fakeWallet({ publicKey: ADDRESS, balance: null }));
    expect(await within(header).findByTestId('wallet-balance')).toHaveTextContent('Loading...');
  });

  it('shows "Get test SOL" only on the local chain', async () => {
    const header = renderHeader(fakeWallet({ publicKey: ADDRESS, balance: 0, isLocalChain: true }));
    expect(await within(header).findByRole('button', { name: 'Get test SOL' })).toBeInTheDocument();
  });

  it('hides "Get test SOL" on a real cluster', async () => {
    const header = renderHeader(fakeWallet({ publicKey: ADDRESS, balance: 0 }));
    expect(await within(header).findByTestId('wallet-balance')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Get test SOL' })).not.toBeInTheDocument();
  });

  it('links the signed-in admin to /admin/review, in the bar and in the menu', async () => {
    const header = renderHeader(
      fakeWallet({
        publicKey: ADDRESS,
        balance: 1,
        isSignedIn: true,
        isAdmin: true,
        isLocalChain: true,
      }),
    );
    expect(within(header).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/review',
    );
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    expect(within(header).getAllByRole('link', { name: 'Admin' })).toHaveLength(2);
    // The admin's wallet details are in the menu: the faucet there has its visible name.
    const wallet = within(header).getByRole('region', { name: 'Wallet' });
    expect(await within(wallet).findByRole('button', { name: 'Get test SOL' })).toHaveTextContent(
      'Get test SOL',
    );
    expect(within(wallet).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('shows no admin link to any other wallet, nor to a visitor', async () => {
    const header = renderHeader(
      fakeWallet({ publicKey: ADDRESS, balance: 1, isSignedIn: true, isAdmin: false }),
    );
    await userEvent.click(within(header).getByRole('button', { name: 'Open menu' }));
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/admin/review"]')).toBeNull();
  });

  it('names the header\'s faucet icon, with a "Get test SOL" tooltip', async () => {
    const header = renderHeader(fakeWallet({ publicKey: ADDRESS, balance: 0, isLocalChain: true }));
    const faucet = await within(header).findByRole('button', { name: 'Get test SOL' });
    expect(within(faucet).getByTestId('faucet-tooltip')).toHaveTextContent('Get test SOL');
  });
});
