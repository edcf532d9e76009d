import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

const linksOf = (column: string) =>
  within(screen.getByRole('navigation', { name: column }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('site footer', () => {
  it('has the Platform, Resources and Legal columns, each link with a real target', () => {
    renderFooter();
    expect(linksOf('Platform')).toEqual([
      ['Browse Projects', '/'],
      ['Submit Project', '/submit'],
      ['How It Works', '/how-it-works'],
      ['Dashboard', '/dashboard'],
    ]);
    expect(linksOf('Resources')).toEqual([
      ['Documentation', '/documentation'],
      ['API', '/documentation/api-reference'],
      ['Security', '/security'],
      ['Pitch Deck Guide', '/pitch-deck'],
    ]);
    expect(linksOf('Legal')).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cookie Policy', '/privacy-policy#cookies'],
      ['Disclaimer', '/terms-of-service#risk-warning'],
    ]);
  });

  it('opens the social account in a new tab without handing it this page', () => {
    renderFooter();
    const social = screen.getByRole('link', { name: /MemeTank on X/ });
    expect(social).toHaveAttribute('href', 'https://x.com/memetank');
    expect(social).toHaveAttribute('target', '_blank');
    expect(social).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('carries the brand blurb and the copyright line', () => {
    renderFooter();
    expect(
      screen.getByText(
        'The premier platform for discovering and funding the next viral meme coins on Solana.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2025 MemeTank. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('Powered by Solana')).toBeInTheDocument();
    expect(screen.getByText('Built with love for the community')).toBeInTheDocument();
  });
});
