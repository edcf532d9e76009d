import type { ProjectListResponse } from '@memetank/shared/api/projects';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testProviders, testWallet } from '@/test/providers';
import { testProject } from '@/test/projects';
import HomeRoute from './home';

afterEach(() => vi.unstubAllGlobals());

type Answer = ProjectListResponse | { status: number; body: unknown } | Promise<never>;

/** Stubs fetch: `answer` gets each /api/projects request's search params. */
function serveProjects(answer: (search: URLSearchParams) => Answer) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const result = await answer(url.searchParams);
    if ('status' in result) return jsonResponse(result.body, result.status);
    return jsonResponse(result);
  });
  vi.stubGlobal('fetch', fetch);
  const searches = () =>
    fetch.mock.calls.map(([input]) => new URL(String(input), 'http://l').search);
  return { fetch, searches };
}

function renderHome(path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeRoute /> },
      { path: '/project/:id', element: <p>Project page</p> },
    ],
    { initialEntries: [path] },
  );
  const { wrapper } = testProviders(testWallet());
  render(<RouterProvider router={router} />, { wrapper });
  return router;
}

const cards = () => screen.queryAllByRole('article');

describe('Home', () => {
  it('shows the header, the controls and the first page of cards', async () => {
    const { searches } = serveProjects(() => ({
      items: [testProject({ name: 'Sir Honkington' }), testProject({ name: 'Moon Potato' })],
      nextCursor: null,
    }));
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Discover Meme Coin Projects',
    );
    expect(
      screen.getByText('Invest in the next viral meme coin or submit your own project'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Project' })).toHaveAttribute('href', '/submit');
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveAttribute(
      'placeholder',
      'Search projects...',
    );
    expect(screen.getByRole('combobox', { name: 'Sort projects' })).toHaveDisplayValue('Trending');
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Sir Honkington',
      'Moon Potato',
    ]);
    expect(searches()).toEqual(['?sort=trending']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('takes the search, sort and view from the address', async () => {
    const { searches } = serveProjects(() => ({ items: [testProject()], nextCursor: null }));
    renderHome('/?q=honk&sort=most-funded&view=list');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(searches()).toEqual(['?sort=most-funded&q=honk']);
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('honk');
    expect(screen.getByRole('combobox', { name: 'Sort projects' })).toHaveDisplayValue(
      'Most Funded',
    );
    expect(screen.getByRole('button', { name: 'Grid' })).toBeInTheDocument();
  });

  it('ignores an unknown sort in the address', async () => {
    const { searches } = serveProjects(() => ({ items: [testProject()], nextCursor: null }));
    renderHome('/?sort=random');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(searches()).toEqual(['?sort=trending']);
  });

  it('searches once typing pauses, and keeps the search in the address', async () => {
    const { searches } = serveProjects((search) => ({
      items: [testProject({ name: search.get('q') ? 'Moon Potato' : 'Sir Honkington' })],
      nextCursor: null,
    }));
    const router = renderHome();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), ' Moon ');
    await screen.findByRole('article', { name: 'Moon Potato' });
    expect(searches()).toEqual(['?sort=trending', '?sort=trending&q=Moon']);
    expect(router.state.location.search).toBe('?q=Moon');
  });

  it('sorts with the selector: Trending, Newest, Ending Soon, Most Funded', async () => {
    const { searches } = serveProjects(() => ({ items: [testProject()], nextCursor: null }));
    const router = renderHome();
    await waitFor(() => expect(cards()).toHaveLength(1));

    const sort = screen.getByRole('combobox', { name: 'Sort projects' });
    const options = within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Trending', 'Newest', 'Ending Soon', 'Most Funded']);
    await userEvent.selectOptions(sort, 'Ending Soon');

    await waitFor(() => expect(searches()).toEqual(['?sort=trending', '?sort=ending-soon']));
    expect(router.state.location.search).toBe('?sort=ending-soon');
  });

  it('switches between grid and list; the button names the other view', async () => {
    serveProjects(() => ({ items: [testProject()], nextCursor: null }));
    const router = renderHome();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(list).toHaveClass('lg:grid-cols-3');

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list');
    expect(list).not.toHaveClass('lg:grid-cols-3');

    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor when "Load more" is pressed', async () => {
    const first = [testProject({ name: 'One' }), testProject({ name: 'Two' })];
    const { searches } = serveProjects((search) =>
      search.get('cursor') === 'page-2'
        ? // A project that moved between pages shows once.
          { items: [first[1]!, testProject({ name: 'Three' })], nextCursor: null }
        : { items: first, nextCursor: 'page-2' },
    );
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['One', 'Two', 'Three']);
    expect(searches()).toEqual(['?sort=trending', '?sort=trending&cursor=page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the cards and offers "Load more" again when the next page fails', async () => {
    let failNext = true;
    serveProjects((search) => {
      if (!search.get('cursor')) return { items: [testProject({ name: 'One' })], nextCursor: 'p2' };
      if (failNext) {
        failNext = false;
        return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Try later' } } };
      }
      return { items: [testProject({ name: 'Two' })], nextCursor: null };
    });
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    expect(cards()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    const { searches } = serveProjects(() => ({ items: [testProject()], nextCursor: null }));
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'honk{Enter}');
    expect(searches()).toContain('?sort=trending&q=honk');
  });

  it('shows "Error Loading Projects" with the error message', async () => {
    serveProjects(() => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'Database is down' } },
    }));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Error Loading Projects');
    expect(alert).toHaveTextContent('Database is down');
  });

  it('falls back to "Failed to fetch projects" when the error has no message', async () => {
    serveProjects(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: '' } } }));
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Projects');
    expect(alert).toHaveTextContent('Failed to fetch projects');
  });

  it('says "No projects found" when nothing matches', async () => {
    serveProjects(() => ({ items: [], nextCursor: null }));
    renderHome('/?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
  });
});
