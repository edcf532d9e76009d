import type { Notification, NotificationData } from '@memetank/shared/api/notifications';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventChecksReady } from '@/lib/use-event-source';
import { FakeEventSource } from '@/test/event-source';
import type { WalletContextValue } from '@/lib/wallet';
import { connectedTestWallet, jsonResponse, renderPage, testWallet } from '@/test/providers';
import { NotificationBell } from './notification-bell';

const PROJECT = {
  id: '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11',
  name: 'Frog Coin',
  logo: '🐸',
  tokenDecimals: 6,
};
const REPLIER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

let sequence = 0;
function notification(data: NotificationData, read = false, count = 1): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read,
    project: PROJECT,
    data,
    count,
  };
}

const update = (title: string, read = false) =>
  notification(
    { kind: 'project_update', updateId: '11111111-1111-4111-8111-111111111111', title },
    read,
  );

interface Api {
  unread: number;
  pages: Record<string, { items: Notification[]; nextCursor: string | null }>;
}

/** A fetch answering the notification API from `api`, which the marks change as the server's would. */
function stubApi(api: Api) {
  const all = () => Object.values(api.pages).flatMap((page) => page.items);
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/me/notifications/unread-count') {
      return Promise.resolve(jsonResponse({ unread: api.unread }));
    }
    if (pathname === '/api/me/notifications' && init?.method === 'GET') {
      const page = api.pages[searchParams.get('cursor') ?? ''];
      return Promise.resolve(jsonResponse({ ...page, unread: api.unread }));
    }
    if (pathname === '/api/me/notifications/read-all' && init?.method === 'POST') {
      api.unread = 0;
      for (const item of all()) item.read = true;
      return Promise.resolve(jsonResponse({ unread: 0 }));
    }
    const read = /^\/api\/me\/notifications\/([^/]+)\/read$/.exec(pathname);
    if (read && init?.method === 'POST') {
      const item = all().find((entry) => entry.id === read[1]);
      if (item && !item.read) api.unread -= 1;
      if (item) item.read = true;
      return Promise.resolve(jsonResponse({ unread: api.unread }));
    }
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const posts = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url);

function renderBell(wallet: WalletContextValue = connectedTestWallet()) {
  vi.stubGlobal('EventSource', FakeEventSource);
  // On every path, as in the header: it stays while a notification's link navigates.
  return renderPage(<NotificationBell />, wallet, '*', '/');
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('list', { name: 'Notifications' });
}

beforeAll(() => eventChecksReady);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.opened = [];
});

describe('NotificationBell', () => {
  it('is not there without a signed-in wallet', () => {
    const fetch = stubApi({ unread: 3, pages: {} });
    renderBell(testWallet());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    renderBell(connectedTestWallet({ isSignedIn: false }));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('shows the unread count on the bell', async () => {
    const api = { unread: 3, pages: {} };
    stubApi(api);
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows no badge at 0', async () => {
    stubApi({ unread: 0, pages: {} });
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('caps the badge at "9+" and says the real count to screen readers', async () => {
    stubApi({ unread: 12, pages: {} });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 12 unread'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('9+');
  });

  it('listens on /api/me/events and reads the count again on each notification event', async () => {
    const api = { unread: 0, pages: {} };
    stubApi(api);
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/me/events');

    api.unread = 1;
    act(() => source.emit('notification', { type: 'created' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    // After a drop the stream's reopening reads it again (events sent meanwhile are lost).
    api.unread = 2;
    act(() => source.emit('error'));
    act(() => source.emit('open'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    // Signing out (the bell goes) closes it.
    cleanup();
    expect(source.closed).toBe(true);
  });

  it('opens a stream the server ended again after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ unread: 0, pages: {} });
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = FakeEventSource.opened[0]!;
    first.readyState = FakeEventSource.CLOSED;
    act(() => first.emit('error'));
    expect(first.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.closed).toBe(false);
  });

  it('lists each kind newest first with its sentence, unread ones marked', async () => {
    const deadline = new Date(Date.now() + 30 * 3600_000).toISOString();
    const items = [
      update('We are listed'),
      notification({ kind: 'campaign_ending', deadline }),
      // Its deadline has passed since the notice was sent.
      notification({
        kind: 'campaign_ending',
        deadline: new Date(Date.now() - 60_000).toISOString(),
      }),
      notification({
        kind: 'campaign_settled',
        outcome: 'funded',
        claims: [
          { fundType: 'token_allocation', lamports: '0', mint: 'M1nt', tokenAmount: '1500000000' },
        ],
      }),
      notification({
        kind: 'campaign_settled',
        outcome: 'refunded',
        claims: [{ fundType: 'refund', lamports: '1500000000', mint: null, tokenAmount: null }],
      }),
      notification(
        {
          kind: 'claim_paid',
          claim: { fundType: 'refund', lamports: '250000000', mint: null, tokenAmount: null },
          signature: SIGNATURE,
        },
        true,
      ),
      notification({ kind: 'project_approved' }, true),
      notification({ kind: 'project_rejected', reason: 'The token is not yours' }),
      notification({ kind: 'project_rejected', reason: null }),
      notification({
        kind: 'comment_reply',
        commentId: '22222222-2222-4222-8222-222222222222',
        parentId: '33333333-3333-4333-8333-333333333333',
        authorWallet: REPLIER,
        excerpt: 'Never. That is the point.',
      }),
    ];
    stubApi({ unread: 7, pages: { '': { items, nextCursor: null } } });
    renderBell();
    const list = await openPanel();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Unread: Frog CoinNew update: We are listed',
      'Unread: Frog CoinEnds in 2 days',
      'Unread: Frog CoinIts campaign has ended',
      'Unread: Frog CoinFunded: you can claim 1,500 tokens',
      'Unread: Frog CoinMissed its goal: you can claim a refund of 1.500 SOL',
      'Frog CoinClaim paid: 0.250 SOL',
      'Frog CoinYour project was approved',
      'Unread: Frog CoinYour project was rejected: The token is not yours',
      'Unread: Frog CoinYour project was rejected',
      'Unread: Frog Coin9xQe...VFin replied: Never. That is the point.',
    ]);
    expect(rows[0]).toHaveTextContent('5m ago');
    // A paid claim links its transaction.
    expect(within(rows[5]!).getByTestId('transaction-signature')).toHaveAttribute(
      'href',
      expect.stringContaining(SIGNATURE),
    );
    // Claims go to the dashboard, the rest to the project.
    expect(within(rows[0]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/project/${PROJECT.id}`,
    );
    expect(within(rows[3]!).getAllByRole('link')[0]).toHaveAttribute('href', '/dashboard');
    expect(within(rows[5]!).getAllByRole('link')[0]).toHaveAttribute('href', '/dashboard');
  });

  it('says how many a group of replies or updates from one wallet holds ("5 new replies")', async () => {
    const items = [
      notification(
        {
          kind: 'comment_reply',
          commentId: '22222222-2222-4222-8222-222222222222',
          parentId: '33333333-3333-4333-8333-333333333333',
          authorWallet: REPLIER,
          excerpt: 'The fifth one',
        },
        false,
        5,
      ),
      notification(
        { kind: 'project_update', updateId: '11111111-1111-4111-8111-111111111111', title: 'Up' },
        false,
        15,
      ),
    ];
    stubApi({ unread: 2, pages: { '': { items, nextCursor: null } } });
    renderBell();
    const list = await openPanel();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Unread: Frog Coin5 new replies from 9xQe...VFin',
      'Unread: Frog Coin15 new updates, latest: Up',
    ]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it("words a USDC campaign's refunds and payouts in USDC, never as tokens or SOL", async () => {
    const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
    const items = [
      notification({
        kind: 'campaign_settled',
        outcome: 'refunded',
        claims: [
          { fundType: 'refund', lamports: '0', mint: USDC_MINT, tokenAmount: '12500000' },
          { fundType: 'refund', lamports: '0', mint: USDC_MINT, tokenAmount: '500000' },
        ],
      }),
      notification({
        kind: 'claim_paid',
        claim: {
          fundType: 'creator_payout',
          lamports: '0',
          mint: USDC_MINT,
          tokenAmount: '970000000',
        },
        signature: SIGNATURE,
      }),
    ];
    stubApi({ unread: 2, pages: { '': { items, nextCursor: null } } });
    renderBell();
    const list = await openPanel();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Unread: Frog CoinMissed its goal: you can claim a refund of 13.00 USDC',
      'Unread: Frog CoinClaim paid: 970.00 USDC',
    ]);
  });

  it('says "No notifications yet" when there are none', async () => {
    stubApi({ unread: 0, pages: { '': { items: [], nextCursor: null } } });
    renderBell();
    await userEvent.click(bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks a notification read when it is clicked and goes to its project', async () => {
    const first = update('We are listed');
    const fetch = stubApi({
      unread: 2,
      pages: { '': { items: [first, update('Second one')], nextCursor: null } },
    });
    const router = renderBell();
    const list = await openPanel();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    await userEvent.click(within(list).getByRole('link', { name: /We are listed/ }));
    expect(router.state.location.pathname).toBe(`/project/${PROJECT.id}`);
    await waitFor(() => expect(posts(fetch)).toEqual([`/api/me/notifications/${first.id}/read`]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    // The panel closed; opened again, the clicked one reads as read.
    const again = await openPanel();
    expect(within(again).getByRole('link', { name: /We are listed/ })).not.toHaveTextContent(
      'Unread',
    );
    expect(within(again).getByRole('link', { name: /Second one/ })).toHaveTextContent('Unread');
  });

  it('marks all read with "Mark all read"', async () => {
    const fetch = stubApi({
      unread: 2,
      pages: { '': { items: [update('One'), update('Two')], nextCursor: null } },
    });
    renderBell();
    const list = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(posts(fetch)).toEqual(['/api/me/notifications/read-all']);
    expect(within(list).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads the next page with its cursor on "Load more", until there is none', async () => {
    const fetch = stubApi({
      unread: 0,
      pages: {
        '': { items: [update('Newest', true)], nextCursor: 'page-2' },
        'page-2': { items: [update('Older', true)], nextCursor: null },
      },
    });
    renderBell();
    const list = await openPanel();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('New update: Older');
    expect(fetch).toHaveBeenCalledWith(
      '/api/me/notifications?limit=10&cursor=page-2',
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
