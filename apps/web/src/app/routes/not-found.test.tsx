import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { describe, expect, it, vi } from 'vitest';
import NotFoundRoute from './not-found';

describe('404 page', () => {
  it('says "Oops! Page not found", links home and logs the unknown path', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFoundRoute }], {
      initialEntries: ['/no/such/page'],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
  });
});
