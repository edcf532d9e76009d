// Every page of the route table has its own document title, the 404 page included (issue 35).
import { PAGE_PATHS } from '@memetank/shared/page-routes';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router/router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes, routes } from './router';

const SITE_TITLE = 'MemeTank - Shark Tank for Meme Coins';
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const ADDRESS = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

/** A path of each page and the title it shows (no API in jsdom: a project is not found). */
const PAGE_TITLES: [string, string][] = [
  ['/', SITE_TITLE],
  ['/project/0b6f7c1e-8a55-4a51-9d3e-2f1a0c9b7d11', 'Project Not Found | MemeTank'],
  ['/submit', 'Submit a Project — MemeTank'],
  ['/dashboard', 'Dashboard — MemeTank'],
  ['/how-it-works', 'How It Works — MemeTank'],
  ['/security', 'Security & Safety — MemeTank'],
  ['/documentation', 'Documentation — MemeTank'],
  ['/documentation/getting-started', 'Getting Started · Documentation — MemeTank'],
  ['/documentation/faq', 'Frequently Asked Questions · Documentation — MemeTank'],
  ['/privacy', 'Privacy Policy — MemeTank'],
  ['/terms', 'Terms of Service — MemeTank'],
  ['/pitch-deck', 'Pitch Deck — MemeTank'],
  ['/admin/review', 'Admin Review — MemeTank'],
  [`/explorer/tx/${SIGNATURE}`, `Transaction | MemeTank`],
  [`/explorer/address/${ADDRESS}`, `Address | MemeTank`],
  ['/no/such/page', 'Page Not Found — MemeTank'],
];

function renderAt(path: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  document.title = SITE_TITLE;
});

describe('page titles', () => {
  it.each(PAGE_TITLES)('titles %s "%s"', async (path, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = SITE_TITLE;
    const view = renderAt(path);
    // Lazy chunks can take a while to import on a loaded CI machine.
    await waitFor(() => expect(document.title).toBe(title), { timeout: 10_000 });
    view.unmount();
  });

  it('gives every page a title of its own', () => {
    const titles = PAGE_TITLES.map(([, title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('puts back the site title when the 404 page is left', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.title = SITE_TITLE;
    const view = renderAt('/nowhere');
    await screen.findByText('Oops! Page not found', {}, { timeout: 10_000 });
    expect(document.title).toBe('Page Not Found — MemeTank');
    view.unmount();
    expect(document.title).toBe(SITE_TITLE);
  });
});

describe('the route table', () => {
  /** Every page path of the table, joined from its nested routes ("*" is the 404 page). */
  function tablePaths(table = routes, parent = ''): string[] {
    return table.flatMap((route) => {
      const path = `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
      const leaf = !route.children?.length;
      const own = leaf && (route.index || (route.path && route.path !== '*')) ? [path] : [];
      const normalized = own.map((item) => (item.length > 1 ? item.replace(/\/$/, '') : item));
      return [...normalized, ...tablePaths(route.children ?? [], path)];
    });
  }

  it('has exactly the pages of the shared list the server answers with 200', () => {
    expect(tablePaths().sort()).toEqual(Object.values(PAGE_PATHS).sort());
  });
});
