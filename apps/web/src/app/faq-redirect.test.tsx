import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

describe('/faq', () => {
  it('redirects to /documentation/faq, the FAQ page, keeping the query', async () => {
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), {
      initialEntries: ['/faq?ref=footer'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Frequently Asked Questions' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documentation/faq');
    expect(router.state.location.search).toBe('?ref=footer');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
