import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router/router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  it('shows "Something went wrong" for a page that throws, and the next page once the address changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary pathname="/broken">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    rerender(
      <MemoryRouter>
        <RouteErrorBoundary pathname="/">
          <p>Home</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
