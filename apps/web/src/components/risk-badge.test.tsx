import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiskBadge } from './risk-badge';

describe('RiskBadge', () => {
  it.each([
    ['Low', 'Low Risk', 'low'],
    ['Medium', 'Medium Risk', 'medium'],
    ['High', 'High Risk', 'high'],
    ['high', 'High Risk', 'high'],
  ])('shows %s as "%s" in its own colour', (risk, text, level) => {
    render(<RiskBadge risk={risk} />);
    expect(screen.getByText(text)).toHaveAttribute('data-risk', level);
  });

  it('gives each level a different colour', () => {
    render(
      <>
        <RiskBadge risk="Low" />
        <RiskBadge risk="Medium" />
        <RiskBadge risk="High" />
      </>,
    );
    const classes = ['Low Risk', 'Medium Risk', 'High Risk'].map(
      (text) => screen.getByText(text).className,
    );
    expect(new Set(classes).size).toBe(3);
  });

  it.each([
    ['Extreme', 'Extreme'],
    ['constructor', 'constructor'],
    ['', 'Unrated'],
    [null, 'Unrated'],
  ])('shows anything else (%s) as a neutral "%s"', (risk, text) => {
    render(<RiskBadge risk={risk} />);
    expect(screen.getByText(text)).toHaveAttribute('data-risk', 'neutral');
  });

  it('says just the level when asked (the admin tables)', () => {
    render(<RiskBadge risk="medium" levelOnly />);
    expect(screen.getByText('Medium')).toHaveAttribute('data-risk', 'medium');
  });
});
