import type { TokenData } from '@memetank/shared/api/tokens';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BondingCurveCard } from './bonding-curve-card';

function token(changes: Partial<TokenData>): TokenData {
  return {
    mint: 'GrD8LK84ETz6KdnjUoinoHjESNCoXZ5qsEMnqarXpump',
    name: 'Test Frog',
    symbol: 'TFROG',
    description: null,
    image_uri: null,
    twitter: null,
    telegram: null,
    website: null,
    creator: null,
    created_timestamp: null,
    market_cap: null,
    usd_market_cap: null,
    ath_market_cap: null,
    ath_market_cap_timestamp: null,
    total_supply: null,
    bonding_curve_progress: 22.81,
    complete: false,
    nsfw: false,
    real_sol_reserves: null,
    real_token_reserves: null,
    ...changes,
  };
}

describe('BondingCurveCard', () => {
  it('reads "Bonding" with the progress to one decimal', () => {
    render(<BondingCurveCard token={token({})} isLoading={false} />);
    expect(screen.getByText('Bonding')).toBeInTheDocument();
    expect(screen.getByText('22.8%')).toBeInTheDocument();
  });

  it.each([
    ['complete', { complete: true, bonding_curve_progress: 100 }],
    ['at 100', { bonding_curve_progress: 100 }],
    ['above 100', { bonding_curve_progress: 100.4 }],
  ])('reads "Bonded" %s', (_, changes) => {
    render(<BondingCurveCard token={token(changes)} isLoading={false} />);
    expect(screen.getByText('Bonded')).toBeInTheDocument();
  });

  it('still reads "Bonding" just below 100', () => {
    render(<BondingCurveCard token={token({ bonding_curve_progress: 99.96 })} isLoading={false} />);
    expect(screen.getByText('Bonding')).toBeInTheDocument();
    expect(screen.getByText('100.0%')).toBeInTheDocument();
  });

  it('reads "No market yet" for a token no market data provider has, never "Bonding 0.0%"', () => {
    render(<BondingCurveCard token={token({ bonding_curve_progress: null })} isLoading={false} />);
    expect(screen.getByTestId('bonding-status')).toHaveTextContent('No market yet');
    expect(
      screen.getByText(
        'No market data provider has figures for this token yet: no market cap, bonding curve progress or trades to show.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bonding')).not.toBeInTheDocument();
    expect(screen.queryByText('0.0%')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
