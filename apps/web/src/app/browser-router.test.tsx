import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, useRoutes, type RouteObject } from '@/lib/router/router';
import { AppBrowserRouter, useNavigationPending } from './browser-router';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function Pending() {
  return <output data-testid="pending">{String(useNavigationPending())}</output>;
}

describe('AppBrowserRouter', () => {
  it('keeps the old page while the next one loads, useNavigationPending true meanwhile', async () => {
    let resolve!: () => void;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((done) => {
          resolve = () => done({ default: () => <p>slow page</p> });
        }),
    );
    window.history.replaceState(null, '', '/');
    render(
      <AppBrowserRouter>
        <Pending />
        <Suspense fallback={<p>loading</p>}>
          <Routes
            routes={[
              { path: '/', element: <Link to="/slow">Go</Link> },
              { path: 'slow', element: <Slow /> },
            ]}
          />
        </Suspense>
      </AppBrowserRouter>,
    );
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go' }));
      await Promise.resolve();
    });
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByTestId('pending')).toHaveTextContent('true');
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => {
      resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText('slow page')).toBeInTheDocument();
    expect(screen.getByTestId('pending')).toHaveTextContent('false');
  });
});
