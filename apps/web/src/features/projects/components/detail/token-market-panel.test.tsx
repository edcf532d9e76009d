import { MARKET_PANEL_TRADES } from '@memetank/shared/constants';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTokenResponse } from '@/test/tokens';
import { TokenMarketPanel } from './token-market-panel';

const NOW_SECONDS = Math.floor(Date.now() / 1000);

const trades = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    signature: `Sig${String(index).padStart(3, '0')}${'1'.repeat(80)}`,
    user: `User${String(index).padStart(3, '0')}${'2'.repeat(37)}`,
    is_buy: index % 2 === 0,
    sol_amount: 1_234_567_890,
    token_amount: 5_000_000_000_000,
    timestamp: NOW_SECONDS - index * 60,
  }));

/** A token a provider knows: pump.fun's figures for it, and its trades. */
function withMarket(tradeCount: number) {
  const answer = testTokenResponse({ trades: trades(tradeCount) });
  return {
    ...answer,
    token: {
      ...answer.token,
      market_cap: 40.45,
      usd_market_cap: 6_067.5,
      total_supply: 1_000_000_000_000_000,
      bonding_curve_progress: 22.8,
      real_token_reserves: 612_000_000_000_000,
    },
  };
}

describe('TokenMarketPanel', () => {
  it('says "No market yet" for a token no market data provider has, with no dashes and no trades', () => {
    render(<TokenMarketPanel market={testTokenResponse()} isLoading={false} />);
    expect(screen.getByText('$FROG')).toBeInTheDocument();
    expect(within(screen.getByTestId('no-market')).getByText('No market yet')).toBeInTheDocument();
    expect(screen.queryByText('Market Cap')).not.toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
    expect(screen.queryByText('No trades yet.')).not.toBeInTheDocument();
  });

  it('shows the market figures and the 5 latest trades under "Last 5 trades", not a second "Latest Trades"', () => {
    render(<TokenMarketPanel market={withMarket(12)} isLoading={false} />);
    expect(screen.getByText('$6.07K')).toBeInTheDocument();
    expect(screen.getByText('Last 5 trades')).toBeInTheDocument();
    expect(screen.queryByText(/Latest Trades/i)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Latest trades' })).getAllByRole('listitem'),
    ).toHaveLength(MARKET_PANEL_TRADES);
    expect(screen.queryByTestId('no-market')).not.toBeInTheDocument();
  });

  it('counts fewer trades as they are: "Last trade"', () => {
    render(<TokenMarketPanel market={withMarket(1)} isLoading={false} />);
    expect(screen.getByText('Last trade')).toBeInTheDocument();
  });
});
