import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, TEST_WALLET, testWallet } from '@/test/providers';
import { TEST_MINT } from '@/test/tokens';
import { TestTokenButton } from './test-token-button';

afterEach(() => vi.unstubAllGlobals());

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

function serve() {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      String(input) === '/api/dev/tokens'
        ? jsonResponse({ mint: TEST_MINT, signature: SIGNATURE }, 201)
        : jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  const sent = () =>
    fetch.mock.calls
      .filter(([input]) => String(input) === '/api/dev/tokens')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetch, sent };
}

const localWallet = () => testWallet({ publicKey: TEST_WALLET, isLocalChain: true });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create test token' }));
  return screen.findByRole('dialog', { name: 'Create test token' });
}

describe('Create test token (dev wallet, local chain)', { timeout: 15_000 }, () => {
  it('is offered only with a wallet on the local chain', () => {
    renderPage(<TestTokenButton />, testWallet({ publicKey: TEST_WALLET }));
    expect(screen.queryByRole('button', { name: 'Create test token' })).not.toBeInTheDocument();
  });

  it('creates a token (6 decimals, mint authority revoked by default), then shows its mint to copy and use', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    const wallet = localWallet();
    const router = renderPage(<TestTokenButton />, wallet);
    const dialog = await openForm(user);
    expect(within(dialog).getByLabelText('Decimals')).toHaveValue(6);
    expect(within(dialog).getByRole('checkbox', { name: /Revoke mint authority/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name'), 'Frog Coin');
    await user.type(within(dialog).getByLabelText('Symbol'), 'FROG');
    await user.clear(within(dialog).getByLabelText('Supply (whole tokens)'));
    await user.type(within(dialog).getByLabelText('Supply (whole tokens)'), '5000000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));

    expect(await within(dialog).findByText(TEST_MINT)).toBeInTheDocument();
    expect(wallet.ensureSignedIn).toHaveBeenCalled();
    expect(sent()).toEqual([
      {
        name: 'Frog Coin',
        symbol: 'FROG',
        supply: '5000000',
        decimals: 6,
        revokeMintAuthority: true,
      },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Copy mint address' })).toBeInTheDocument();
    const use = within(dialog).getByRole('link', { name: 'Use in submit form' });
    expect(use).toHaveAttribute('href', `/submit?mint=${TEST_MINT}`);
    await user.click(use);
    await waitFor(() => expect(router.state.location.search).toBe(`?mint=${TEST_MINT}`));
  });

  it('keeps the mint authority when unticked', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderPage(<TestTokenButton />, localWallet());
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Mintable');
    await user.type(within(dialog).getByLabelText('Symbol'), 'MNT');
    await user.clear(within(dialog).getByLabelText('Decimals'));
    await user.type(within(dialog).getByLabelText('Decimals'), '0');
    await user.click(within(dialog).getByRole('checkbox', { name: /Revoke mint authority/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    await within(dialog).findByText(TEST_MINT);
    expect(sent()[0]).toMatchObject({ decimals: 0, revokeMintAuthority: false });
  });

  it('asks for a name, a symbol and a positive whole supply before creating anything', async () => {
    const { sent } = serve();
    const user = userEvent.setup();
    renderPage(<TestTokenButton />, localWallet());
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Frog Coin');
    await user.type(within(dialog).getByLabelText('Symbol'), 'FROG');
    await user.clear(within(dialog).getByLabelText('Supply (whole tokens)'));
    await user.type(within(dialog).getByLabelText('Supply (whole tokens)'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Check the token')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
