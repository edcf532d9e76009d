import type { CommentListResponse } from '@memetank/shared/api/comments';
import type { ProjectUpdate, UpdateListResponse } from '@memetank/shared/api/updates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, testWallet } from '@/test/providers';
import { ProjectCommunity } from './project-community';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';
const CREATOR = 'A1iceWa11et111111111111111111111111111111111';
const VISITOR = 'BobWa11et11111111111111111111111111111111111';
const ADMIN = 'AdminWa11et1111111111111111111111111111111111';

const update = (n: number, title: string, body: string, image: string | null = null) =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    projectId: PROJECT_ID,
    authorWallet: CREATOR,
    title,
    body,
    image,
    createdAt: `2026-11-0${n}T12:00:00.000Z`,
  }) satisfies ProjectUpdate;
// As the server answers: newest first.
const UPDATES = [
  update(
    2,
    'Listed on a DEX',
    'Trading opens today.\n\n  Thanks, frogs!',
    '/uploads/project-logo-1732270000000.png',
  ),
  update(1, 'We launched', '<b>not bold</b>'),
];

/** Comments (none), the updates page, 201 for a POST; every request is recorded. */
function stubApi() {
  const fetch = vi.fn((path: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { title: string; body: string };
      return Promise.resolve(jsonResponse({ ...update(3, sent.title, sent.body) }, 201));
    }
    if (path.includes('/comments')) {
      const page: CommentListResponse = { items: [], nextCursor: null };
      return Promise.resolve(jsonResponse(page));
    }
    const page: UpdateListResponse = { items: UPDATES, total: 2, nextCursor: null };
    return Promise.resolve(jsonResponse(page));
  });
  vi.stubGlobal('fetch', fetch);
  const posts = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([path, init]) => ({ path, body: JSON.parse(String(init?.body)) as unknown }));
  return { fetch, posts };
}

function renderCommunity(wallet: ReturnType<typeof testWallet>, isApproved = true) {
  renderPage(
    <ProjectCommunity projectId={PROJECT_ID} creatorWallet={CREATOR} isApproved={isApproved} />,
    wallet,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Comments and Updates tabs of a project', () => {
  it('opens on Comments, counts the updates on their tab, and shows them newest first as plain text with their image', async () => {
    stubApi();
    renderCommunity(testWallet({ publicKey: VISITOR }));

    const comments = screen.getByRole('tab', { name: 'Comments' });
    expect(comments).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Comments' })).toBeVisible();
    const updatesTab = await screen.findByRole('tab', { name: 'Updates 2' });
    expect(updatesTab).toHaveAttribute('aria-selected', 'false');

    await userEvent.click(updatesTab);
    expect(updatesTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Updates 2' });
    const items = within(within(panel).getByRole('list', { name: 'Updates' })).getAllByRole(
      'article',
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Listed on a DEX',
      'We launched',
    ]);
    expect(within(items[0]!).getByText('Nov 2, 2026')).toBeInTheDocument();
    // Line breaks and spaces kept; markup shown as text, never rendered.
    expect(within(items[0]!).getByText(/Trading opens today/).textContent).toBe(
      'Trading opens today.\n\n  Thanks, frogs!',
    );
    expect(within(items[1]!).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/project-logo-1732270000000.png',
    );
    // A visitor may neither post nor delete.
    expect(screen.queryByRole('form', { name: 'Post an update' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Delete update/ })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    stubApi();
    renderCommunity(testWallet());
    const comments = screen.getByRole('tab', { name: 'Comments' });
    comments.focus();
    await userEvent.keyboard('{ArrowRight}');
    const updatesTab = screen.getByRole('tab', { name: /Updates/ });
    expect(updatesTab).toHaveFocus();
    expect(updatesTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(comments).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the creator a form that posts the trimmed title and text, and a delete on each update', async () => {
    const api = stubApi();
    renderCommunity(testWallet({ publicKey: CREATOR }));
    await userEvent.click(await screen.findByRole('tab', { name: /Updates/ }));

    const form = screen.getByRole('form', { name: 'Post an update' });
    const post = within(form).getByRole('button', { name: 'Post Update' });
    expect(post).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Title'), '  Airdrop  ');
    expect(post).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Text'), 'Next week');
    await userEvent.click(post);
    await waitFor(() =>
      expect(api.posts()).toEqual([
        {
          path: `/api/projects/${PROJECT_ID}/updates`,
          body: { title: 'Airdrop', body: 'Next week', image: null },
        },
      ]),
    );
    expect(await screen.findByText('Update posted')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(screen.getAllByRole('button', { name: /Delete update/ })).toHaveLength(2);
  });

  it('gives the admin a delete on every update but no form', async () => {
    stubApi();
    renderCommunity(testWallet({ publicKey: ADMIN, isAdmin: true }));
    await userEvent.click(await screen.findByRole('tab', { name: /Updates/ }));
    expect(await screen.findAllByRole('button', { name: /Delete update/ })).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Post an update' })).toBeNull();
  });

  it('offers the creator no form while the project is not approved', async () => {
    stubApi();
    renderCommunity(testWallet({ publicKey: CREATOR }), false);
    await userEvent.click(await screen.findByRole('tab', { name: /Updates/ }));
    expect(await screen.findByRole('list', { name: 'Updates' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post an update' })).toBeNull();
  });
});
