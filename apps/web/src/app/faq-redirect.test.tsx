import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from '@/lib/router/router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

describe('/faq', () => {
  it('redirects to /documentation/faq, the FAQ page, keeping the query', async () => {
    let location: Location | undefined;
    function LocationProbe() {
      location = useLocation();
      return null;
    }
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/faq?ref=footer']}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Frequently Asked Questions' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(location?.pathname).toBe('/documentation/faq');
    expect(location?.search).toBe('?ref=footer');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
