import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProviders, testWallet } from '@/test/providers';
import { testProjectDetail } from '@/test/projects';
import { FundingProgressCard } from './funding-progress-card';

describe('FundingProgressCard', () => {
  it("shows a USDC campaign's raise and goal in USDC", () => {
    const { wrapper } = testProviders(testWallet());
    render(
      <FundingProgressCard
        project={testProjectDetail({ currency: 'USDC', currentFunding: 1250.5, fundingGoal: 5000 })}
      />,
      { wrapper },
    );
    expect(screen.getByTestId('funding-raised')).toHaveTextContent('1,250.50 USDC');
    expect(screen.getByTestId('funding-goal')).toHaveTextContent('of 5,000.00 USDC');
    expect(screen.getByTestId('funding-percent')).toHaveTextContent('25');
  });
});
