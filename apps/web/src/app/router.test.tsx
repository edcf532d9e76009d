import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

function renderAt(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('router', () => {
  it('shows the discovery header on the home page with a Submit Project link', () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Meme Coin Projects' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Invest in the next viral meme coin or submit your own project'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Submit Project' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it.each([
    ['/how-it-works', 'How It Works'],
    // No API in jsdom: the project cannot load, so the page shows its not-found card.
    ['/project/0b6f7c1e-8a55-4a51-9d3e-2f1a0c9b7d11', 'Project Not Found'],
    ['/documentation', 'Documentation'],
    ['/documentation/faq', 'Frequently Asked Questions'],
    ['/privacy', 'Privacy Policy'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/admin/review', 'Access Denied'],
    // The built-in explorer of the local chain.
    [
      '/explorer/tx/5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
      'Transaction',
    ],
    ['/explorer/address/E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms', 'Address'],
  ])('loads the lazy page at %s and shows its title "%s"', async (path, title) => {
    renderAt(path);
    // Lazy chunks can take a while to import on a loaded CI machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/nowhere');
    expect(
      await screen.findByText('Oops! Page not found', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('offers Projects, Submit and Pitch Deck but no Dashboard without a wallet', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Submit' })).toHaveAttribute('href', '/submit');
    expect(within(nav).getByRole('link', { name: 'Pitch Deck' })).toHaveAttribute(
      'href',
      '/pitch-deck',
    );
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('frames every page with the footer columns and copyright line', () => {
    renderAt('/');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByText('© 2025 MemeTank. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('Built with love for the community')).toBeInTheDocument();
  });
});
