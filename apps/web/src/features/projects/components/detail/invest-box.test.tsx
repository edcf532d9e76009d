import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from '@/lib/wallet';
import { connectedTestWallet, testProviders, testWallet } from '../../testing/test-providers';
import { InvestBox, isInvestableAmount } from './invest-box';

function renderBox(wallet: WalletContextValue) {
  const { wrapper: Providers } = testProviders(wallet);
  render(
    <MemoryRouter>
      <InvestBox projectName="Frogbeard" />
    </MemoryRouter>,
    { wrapper: Providers },
  );
  return screen.getByLabelText('Amount (SOL)');
}

afterEach(() => sonner.dismiss());

describe('isInvestableAmount', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['0', false],
    ['-1', false],
    ['abc', false],
    ['0.0001', true],
    ['2', true],
  ])('"%s" -> %s', (amount, expected) => {
    expect(isInvestableAmount(amount)).toBe(expected);
  });
});

describe('InvestBox', () => {
  it('asks a visitor to connect a wallet once an amount above 0 is typed', async () => {
    const wallet = testWallet();
    const amount = renderBox(wallet);
    const button = screen.getByRole('button', { name: 'Connect Wallet to Invest' });
    expect(button).toBeDisabled();
    await userEvent.type(amount, '0');
    expect(button).toBeDisabled();
    await userEvent.type(amount, '.5');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(wallet.openConnectDialog).toHaveBeenCalledOnce();
  });

  it('offers "Invest Now" with a wallet, which for now says investing comes soon', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const wallet = connectedTestWallet();
    await userEvent.type(renderBox(wallet), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    expect(await screen.findByText('Investing is coming soon')).toBeInTheDocument();
    expect(wallet.openConnectDialog).not.toHaveBeenCalled();
  });
});
