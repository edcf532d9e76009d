import type { SolPriceResponse } from '@memetank/shared/api/market';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectedTestWallet, jsonResponse, testProviders } from '@/test/providers';
import { BalanceChip, type BalanceUnit } from './balance-chip';
import { SolPriceChip } from './sol-price-chip';

afterEach(() => vi.unstubAllGlobals());

function servePrice(price: SolPriceResponse) {
  const fetch = vi.fn(() => Promise.resolve(jsonResponse(price)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Chip() {
  const [unit, setUnit] = useState<BalanceUnit>('SOL');
  return <BalanceChip unit={unit} onUnitChange={setUnit} />;
}

const renderChip = () => render(<Chip />, testProviders(connectedTestWallet({ balance: 1.5 })));

describe('BalanceChip', () => {
  it('toggles to USD and says so when a price is known', async () => {
    servePrice({ usd: 100, updatedAt: '2026-11-22T09:00:00.000Z' });
    renderChip();
    const balance = screen.getByTestId('wallet-balance');
    expect(balance).toHaveTextContent('1.5000 SOL');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Balance Updated')).toBeInTheDocument();
    expect(
      screen.getByText('Your balance has been refreshed and is now shown in USD.'),
    ).toBeInTheDocument();
    expect(balance).toHaveTextContent('$150.00');
    expect(balance).not.toHaveTextContent('fixed demo price');
  });

  it('says "USD price unavailable" and stays in SOL when no price is known', async () => {
    const fetch = servePrice({ usd: null, updatedAt: null });
    renderChip();
    const balance = screen.getByTestId('wallet-balance');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('USD price unavailable')).toBeInTheDocument();
    expect(balance).toHaveTextContent('1.5000 SOL');
    expect(balance).not.toHaveTextContent('Price unavailable');
    expect(screen.queryByText('Balance Updated')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/market/sol-price', expect.anything());
  });

  it('labels a USD balance from the fixed demo price', async () => {
    servePrice({ usd: 100, updatedAt: '2026-11-22T09:00:00.000Z', fixed: true });
    renderChip();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Balance Updated')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('$150.00 fixed demo price');
  });
});

describe('SolPriceChip', () => {
  it('labels the fixed demo price', async () => {
    servePrice({ usd: 150, updatedAt: '2026-11-22T09:00:00.000Z', fixed: true });
    render(<SolPriceChip />, testProviders(connectedTestWallet()));
    const price = await screen.findByText('$150.00');
    expect(price.closest('[title]')).toHaveTextContent('SOL$150.00 fixed demo price');
    expect(price.closest('[title]')).toHaveAttribute(
      'title',
      'SOL price in USD: a fixed demo price',
    );
  });

  it('shows a market price without the label', async () => {
    servePrice({ usd: 187.234, updatedAt: '2026-11-22T09:00:00.000Z' });
    render(<SolPriceChip />, testProviders(connectedTestWallet()));
    expect(await screen.findByText('$187.23', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('fixed demo price')).not.toBeInTheDocument();
  });
});
