import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WalletChoice } from '@/lib/wallet';
import { FakeWalletProvider, fakeWallet } from '@/test/fake-wallet';
import { ConnectWalletDialog } from './connect-wallet-dialog';

function renderDialog(
  connect: (name?: string, account?: string) => Promise<void>,
  wallets?: WalletChoice[],
) {
  const onOpenChange = vi.fn();
  const value = fakeWallet({ connect: vi.fn(connect), ...(wallets ? { wallets } : {}) });
  render(
    <FakeWalletProvider value={value}>
      <ConnectWalletDialog open onOpenChange={onOpenChange} />
    </FakeWalletProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Connect Your Phantom Wallet' });
  return { dialog, onOpenChange, connect: value.connect };
}

describe('ConnectWalletDialog', () => {
  it('says what it is for and links to the Phantom download in a new tab', () => {
    const { dialog } = renderDialog(() => Promise.resolve());
    expect(dialog).toHaveAccessibleDescription(
      'Connect your wallet to access all features of MemeTank',
    );
    const link = within(dialog).getByRole('link', { name: /Download Phantom/ });
    expect(link).toHaveAttribute('href', 'https://phantom.app/download');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows "Connecting..." while the wallet answers, then closes', async () => {
    let finish = () => {};
    const { dialog, onOpenChange, connect } = renderDialog(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Phantom Wallet' }));
    expect(within(dialog).getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(connect).toHaveBeenCalledWith('Phantom', undefined);

    finish();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it.each([
    [
      'an error whose message contains "not found"',
      new Error('Phantom wallet not found! Please install Phantom wallet extension.'),
      'Phantom wallet not found. Please install the Phantom extension first.',
    ],
    [
      'an error whose message contains "rejected"',
      new Error('User rejected the request.'),
      'Connection was cancelled. Please try again.',
    ],
    [
      'any other Error',
      new Error('Please use Phantom wallet!'),
      'Failed to connect to wallet. Please try again.',
    ],
    [
      'a thrown value that is not an Error',
      'boom',
      'An unexpected error occurred. Please try again.',
    ],
  ])('stays open on %s and says "%s"', async (_case, thrown, message) => {
    const { dialog, onOpenChange } = renderDialog(() => Promise.reject(thrown));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect Phantom Wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Connect Phantom Wallet' })).toBeEnabled();
  });

  it('offers other wallets after Phantom, and the dev wallet accounts to choose from', async () => {
    const { dialog, connect } = renderDialog(
      () => Promise.resolve(),
      [
        { name: 'Phantom', kind: 'phantom', accounts: [] },
        { name: 'Solflare', kind: 'standard', accounts: [] },
        {
          name: 'MemeTank Dev Wallet',
          kind: 'dev',
          accounts: [
            { label: 'Demo user', address: 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms' },
            { label: 'Demo admin', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
          ],
        },
      ],
    );
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 3)).toEqual([
      'Connect Phantom Wallet',
      'Solflare',
      'MemeTank Dev WalletTest accounts on the local chain',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: /MemeTank Dev Wallet/ }));
    expect(connect).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Demo admin/ }));
    expect(connect).toHaveBeenCalledWith(
      'MemeTank Dev Wallet',
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    );
  });
});
