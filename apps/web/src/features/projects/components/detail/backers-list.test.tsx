import type { Backer, BackersResponse } from '@memetank/shared/api/ledger';
import { shortAddress } from '@memetank/shared/format-address';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setChainCluster } from '@/lib/explorer';
import { projectQueryKeys } from '@/lib/query-keys';
import { jsonResponse, testProviders, testWallet } from '@/test/providers';
import { BACKERS_MESSAGES, BackersList } from './backers-list';

const PROJECT_ID = '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11';
const ALICE = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';
const BOB = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function backer(n: number, overrides: Partial<Backer> = {}): Backer {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    wallet: ALICE,
    amountUnits: '250000000',
    amountLamports: '250000000',
    signature: `${n}${'Sig'.repeat(28)}`,
    investedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** Answers GET /api/projects/:id/investments with the next of `pages` on each call. */
function serve(...pages: (BackersResponse | Response)[]) {
  const fetch = vi.fn((_input: RequestInfo | URL) => {
    const page = pages.length > 1 ? pages.shift()! : pages[0]!;
    return Promise.resolve(page instanceof Response ? page : jsonResponse(page));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderList(wallet = testWallet()) {
  const { wrapper, queryClient } = testProviders(wallet);
  render(<BackersList projectId={PROJECT_ID} />, { wrapper });
  return { queryClient };
}

const region = () => screen.getByRole('region', { name: /Backers/ });
const rows = () => within(screen.getByRole('list', { name: 'Backers' })).getAllByRole('listitem');

afterEach(() => {
  vi.unstubAllGlobals();
  setChainCluster(null);
});

describe('BackersList', () => {
  it('shows each backer: wallet shortened, SOL amount, time ago and the signature on the explorer', async () => {
    const fetch = serve({
      currency: 'SOL',
      items: [
        backer(2, { wallet: BOB, amountUnits: '1' }),
        backer(1, { investedAt: new Date(Date.now() - 3 * 3600_000).toISOString() }),
      ],
      nextCursor: null,
    });
    renderList();
    const [latest, first] = await screen.findAllByRole('listitem');
    expect(fetch).toHaveBeenCalledWith(
      `/api/projects/${PROJECT_ID}/investments`,
      expect.anything(),
    );
    expect(within(region()).getByText('(2)')).toBeInTheDocument();

    expect(
      within(latest!).getByRole('link', { name: /^Backer wallet 9xQe\.\.\.VFin/ }),
    ).toHaveAttribute('href', `https://solscan.io/account/${BOB}`);
    expect(within(latest!).getByTestId('backer-amount')).toHaveTextContent('0.000 SOL');
    expect(within(latest!).getByTestId('backer-amount')).toHaveAttribute('title', '1e-9 SOL');
    expect(within(latest!).getByText('5m ago')).toBeInTheDocument();

    expect(within(first!).getByTestId('backer-amount')).toHaveTextContent('0.250 SOL');
    expect(within(first!).getByText('3h ago')).toBeInTheDocument();
    const signature = within(first!).getByRole('link', { name: /^Transaction / });
    expect(signature).toHaveAttribute('href', `https://solscan.io/tx/${backer(1).signature}`);
    expect(signature).toHaveAttribute('target', '_blank');
  });

  it('shows the backers of a USDC campaign in USDC, never in SOL', async () => {
    serve({
      currency: 'USDC',
      items: [backer(2, { amountUnits: '12500000' }), backer(1, { amountUnits: '1' })],
      nextCursor: null,
    });
    renderList();
    const [latest, first] = await screen.findAllByRole('listitem');
    expect(within(latest!).getByTestId('backer-amount')).toHaveTextContent('12.50 USDC');
    expect(within(latest!).getByTestId('backer-amount')).toHaveAttribute('title', '12.5 USDC');
    expect(within(first!).getByTestId('backer-amount')).toHaveAttribute('title', '0.000001 USDC');
    expect(region()).not.toHaveTextContent('SOL');
  });

  it("links to the app's own explorer on the local chain", async () => {
    setChainCluster({ name: 'local', url: null });
    serve({ currency: 'SOL', items: [backer(1)], nextCursor: null });
    renderList();
    const [row] = await screen.findAllByRole('listitem');
    expect(within(row!).getByTestId('transaction-signature')).toHaveAttribute(
      'href',
      `/explorer/tx/${backer(1).signature}`,
    );
    expect(within(row!).getByRole('link', { name: /^Backer wallet/ })).toHaveAttribute(
      'href',
      `/explorer/address/${ALICE}`,
    );
  });

  it('reads older backers a page at a time with the cursor', async () => {
    const fetch = serve(
      { currency: 'SOL', items: [backer(3), backer(2)], nextCursor: 'next page' },
      { currency: 'SOL', items: [backer(1)], nextCursor: null },
    );
    renderList();
    await screen.findAllByRole('listitem');
    expect(within(region()).getByText('(2+)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BACKERS_MESSAGES.more }));
    expect(await screen.findByText('(3)')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(fetch).toHaveBeenLastCalledWith(
      `/api/projects/${PROJECT_ID}/investments?cursor=next%20page`,
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: BACKERS_MESSAGES.more })).not.toBeInTheDocument();
  });

  it('shows a new investment once the funding event refetches the list', async () => {
    serve(
      { currency: 'SOL', items: [backer(1)], nextCursor: null },
      { currency: 'SOL', items: [backer(2), backer(1)], nextCursor: null },
    );
    const { queryClient } = renderList();
    await screen.findAllByRole('listitem');
    expect(rows()).toHaveLength(1);
    await act(() =>
      queryClient.invalidateQueries({ queryKey: projectQueryKeys.backers(PROJECT_ID) }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent(shortAddress(backer(2).signature));
  });

  it('says so when nobody has invested yet', async () => {
    serve({ currency: 'SOL', items: [], nextCursor: null });
    renderList();
    expect(await screen.findByText(BACKERS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Backers' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    serve(jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500), {
      currency: 'SOL',
      items: [backer(1)],
      nextCursor: null,
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKERS_MESSAGES.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});
