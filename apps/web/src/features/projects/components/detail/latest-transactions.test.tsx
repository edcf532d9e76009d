import type { Trade } from '@memetank/shared/api/tokens';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setChainCluster } from '@/lib/explorer';
import { LatestTransactions } from './latest-transactions';

const NOW_SECONDS = Math.floor(Date.now() / 1000);

function trades(count: number): Trade[] {
  return Array.from({ length: count }, (_, index) => ({
    signature: `Sig${String(index).padStart(3, '0')}${'1'.repeat(80)}`,
    user: `User${String(index).padStart(3, '0')}${'2'.repeat(37)}`,
    is_buy: index % 3 !== 0,
    sol_amount: 1_234_567_890 + index,
    token_amount: 5_000_000_000_000,
    timestamp: NOW_SECONDS - index * 3600,
  }));
}

const rows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

afterEach(() => setChainCluster(null));

describe('LatestTransactions', () => {
  it("is labelled as the token's market trades, not the campaign's investments", () => {
    render(<LatestTransactions trades={trades(2)} isLoading={false} />);
    expect(screen.getByText('Latest Market Trades')).toBeInTheDocument();
    expect(
      screen.getByText(/investments in this campaign are listed under\s+Backers/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest market trades' })).toBeInTheDocument();
    expect(screen.queryByText('Latest Transactions')).not.toBeInTheDocument();
  });

  it('says "No market yet", with no transaction links, for a token no market data provider has', () => {
    render(<LatestTransactions trades={[]} isLoading={false} noMarket />);
    expect(
      screen.getByText('No market yet: this token has no trades on a market to show.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No trades yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows 20 trades, and "Show More" adds 20 until all are shown', async () => {
    render(<LatestTransactions trades={trades(45)} isLoading={false} />);
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(rows()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(rows()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('has no "Show More" with 20 trades or fewer', () => {
    render(<LatestTransactions trades={trades(20)} isLoading={false} />);
    expect(rows()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('shows buy or sell, SOL with 3 decimals, the age and the signature linked to the explorer', () => {
    const [first, second] = trades(2);
    render(<LatestTransactions trades={[first!, second!]} isLoading={false} />);
    const [sell, buy] = rows();
    const cells = within(sell!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Sell');
    expect(cells[1]).toHaveTextContent('1.235 SOL');
    expect(cells[4]).toHaveTextContent('Just now');
    expect(within(buy!).getAllByRole('cell')[0]).toHaveTextContent('Buy');
    expect(within(buy!).getAllByRole('cell')[4]).toHaveTextContent('1h ago');
    const link = within(sell!).getByRole('link');
    expect(link).toHaveAttribute('href', `https://solscan.io/tx/${first!.signature}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("links signatures to the explorer of the server's cluster", () => {
    const [trade] = trades(1);
    setChainCluster({ name: 'devnet', url: null });
    const { unmount } = render(<LatestTransactions trades={[trade!]} isLoading={false} />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${trade!.signature}?cluster=devnet`,
    );
    unmount();
    setChainCluster({ name: 'local', url: null });
    render(<LatestTransactions trades={[trade!]} isLoading={false} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', `/explorer/tx/${trade!.signature}`);
  });

  it('says so when there are no trades or no market data', () => {
    const { rerender } = render(<LatestTransactions trades={[]} isLoading={false} />);
    expect(screen.getByText('No trades yet.')).toBeInTheDocument();
    rerender(<LatestTransactions trades={undefined} isLoading={false} />);
    expect(screen.getByText('Market data is not available right now.')).toBeInTheDocument();
  });
});
