import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedTestWallet, jsonResponse, testProviders } from '@/test/providers';
import { FaucetButton } from './faucet-button';

afterEach(() => vi.unstubAllGlobals());

describe('FaucetButton', () => {
  it('says the local chain sent test USDC as well as SOL, and how much USDC the wallet holds', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(jsonResponse({ lamports: '4000000000', sol: 4, usdc: 2000 })),
    );
    vi.stubGlobal('fetch', fetch);
    const { wrapper } = testProviders(connectedTestWallet({ isLocalChain: true }));
    render(<FaucetButton />, { wrapper });
    const button = screen.getByRole('button', { name: 'Get test SOL' });
    expect(button).toHaveAttribute(
      'title',
      'Get 2 test SOL and 1,000 test USDC from the local chain',
    );
    await userEvent.click(button);
    const toast = (await screen.findByText('Test SOL and USDC received')).closest(
      '[data-sonner-toast]',
    );
    expect(toast).toHaveTextContent(
      'The local chain sent 2 SOL and 1,000 test USDC to your wallet (for USDC campaigns); it now holds 2,000.00 USDC.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/dev/faucet', expect.anything());
  });
});
