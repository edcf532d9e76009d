import { ADMIN_MESSAGES, type AdminProject } from '@memetank/shared/api/admin';
import { ADMIN_ESCROW_MESSAGES } from '@memetank/shared/api/investing';
import type { EscrowStatus, PayoutRefusal } from '@memetank/shared/api/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, TEST_WALLET, testWallet } from '@/test/providers';
import { NO_REFUSALS, REFUSALS_TITLE } from '../components/payout-refusals';
import { ESCROW, project } from '../testing/admin-test-data';
import AdminReviewRoute from './admin-review';

afterEach(() => vi.unstubAllGlobals());

const past = '2026-01-01T00:00:00.000Z';
const future = '2099-01-01T00:00:00.000Z';
const ended = project({
  name: 'Ended Frog',
  status: 'approved',
  deadline: past,
  timeLeft: 'Ended',
  // Past the deadline, not settled yet: the server shows what settlement will decide.
  campaign: 'refunding',
});
const running = project({ name: 'Running Cat', status: 'approved', deadline: future });
const done = project({ name: 'Done Dog', status: 'approved', deadline: past, campaign: 'settled' });
const paying = project({
  name: 'Paying Pig',
  status: 'approved',
  deadline: past,
  campaign: 'refunding',
  settledAt: past,
});
const waiting = project({ name: 'Pending Owl', status: 'pending', deadline: past });
// Its deadline came before the creator's deposit, and the settlement (owing nothing) ran.
const undeposited = project({
  name: 'Shy Newt',
  status: 'approved',
  deadline: past,
  campaign: 'ended_without_deposit',
  settledAt: past,
  tokenDeposit: 'awaiting',
  investorCount: 0,
});

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/** The admin routes this page calls; `routes` answers the escrow actions. */
function serve(escrow: EscrowStatus, routes: Record<string, Handler> = {}) {
  const projects: AdminProject[] = [ended, running, done, paying, waiting, undeposited];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (handler) return Promise.resolve(handler(init));
    if (url.pathname === '/api/admin/escrow') return Promise.resolve(jsonResponse(escrow));
    const status = url.searchParams.get('status') ?? 'all';
    const items = projects.filter((item) => status === 'all' || item.status === status);
    const counts = { all: 6, pending: 1, approved: 5, rejected: 0 };
    return Promise.resolve(jsonResponse({ items, counts }));
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://l').pathname === path);
  return { fetch, calls };
}

const admin = () => testWallet({ publicKey: TEST_WALLET, isAdmin: true });
const escrowCard = () => screen.findByRole('region', { name: 'Escrow' });
const toastWith = async (text: string) =>
  (await screen.findByText(text)).closest('[data-sonner-toast]') as HTMLElement;

async function openAllProjects() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'All Projects (6)' }));
  await screen.findByText('Showing 6 of 6 projects');
  return user;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Admin escrow', { timeout: 20_000 }, () => {
  it('shows the vault, its balance, the fees available and the treasury', async () => {
    serve(ESCROW);
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    await waitFor(() => expect(card).toHaveTextContent('123.4568 SOL'));
    expect(card).toHaveTextContent('1.5000 SOL');
    expect(within(card).getByTitle(ESCROW.vault!)).toHaveTextContent('Vau1tEsc...11111111');
    expect(within(card).getByRole('button', { name: 'Copy vault address' })).toBeInTheDocument();
    expect(within(card).getByTitle(ESCROW.treasuryWallet!)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw Fees' })).toBeEnabled();
  });

  it('shows the custody read from the chain: two of three keys, each with its explorer link', async () => {
    const signers = [
      { role: 'hot' as const, address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
      { role: 'co-signer' as const, address: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH' },
      { role: 'recovery' as const, address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
    ];
    serve({
      ...ESCROW,
      custody: {
        kind: 'spl-token-multisig',
        address: ESCROW.vault!,
        threshold: 2,
        signers,
        solAccount: 'FvY7ZPLRRwC3a1Xj3sKBrWdMqBq3b9ybF1DZ8axA6GvM',
      },
    });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    await waitFor(() => expect(card).toHaveTextContent('2 of 3 keys sign every payout'));
    for (const [name, signer] of [
      ['server key', signers[0]!],
      ['co-signer key', signers[1]!],
      ['recovery key', signers[2]!],
    ] as const) {
      expect(within(card).getByTitle(signer.address)).toBeInTheDocument();
      expect(
        within(card).getByRole('link', {
          name: `View ${name} on the explorer (opens in a new tab)`,
        }),
      ).toHaveAttribute('href', expect.stringContaining(signer.address));
    }
  });

  it('shows that the co-signer has refused nothing when it has not', async () => {
    serve(ESCROW);
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    const refusals = await within(card).findByRole('region', { name: REFUSALS_TITLE });
    expect(refusals).toHaveTextContent(NO_REFUSALS);
    expect(within(refusals).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows each payout the co-signer refused: what it was, its project, the recipient, the reason', async () => {
    const recipient = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';
    const refund: PayoutRefusal = {
      id: '00000000-0000-4000-8000-000000000001',
      time: '2026-12-02T10:00:00.000Z',
      kind: 'claim',
      claims: [
        {
          id: '00000000-0000-4000-8000-000000000002',
          fundType: 'refund',
          project: { id: '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11', name: 'Frogbeard' },
        },
      ],
      recipient,
      currency: 'SOL',
      mint: null,
      amountUnits: '250000000',
      decimals: 9,
      reason: 'the vault would pay 250000000, not 1000000',
    };
    const fees: PayoutRefusal = {
      ...refund,
      id: '00000000-0000-4000-8000-000000000003',
      kind: 'fee_withdrawal',
      claims: [],
      recipient: ESCROW.treasuryWallet!,
      currency: 'USDC',
      mint: 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr',
      amountUnits: '12500000',
      decimals: 6,
      reason: 'the daily limit is reached',
    };
    serve({ ...ESCROW, refusals: [refund, fees] });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    const refusals = await within(card).findByRole('region', { name: REFUSALS_TITLE });
    const [first, second] = within(refusals).getAllByRole('listitem');
    expect(first).toHaveTextContent('Refund');
    expect(first).toHaveTextContent('0.25 SOL');
    expect(first).toHaveTextContent('Dec 2, 2026');
    expect(first).toHaveTextContent('Reason: the vault would pay 250000000, not 1000000');
    expect(within(first!).getByRole('link', { name: 'Frogbeard' })).toHaveAttribute(
      'href',
      '/project/4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11',
    );
    expect(within(first!).getByRole('link', { name: /^Recipient wallet E1jB/ })).toHaveAttribute(
      'href',
      expect.stringContaining(recipient),
    );
    expect(second).toHaveTextContent('Fee withdrawal');
    expect(second).toHaveTextContent('12.5 USDC');
    expect(second).toHaveTextContent('Reason: the daily limit is reached');
    expect(refusals).not.toHaveTextContent(NO_REFUSALS);
  });

  it('withdraws the fees and says so in the server words', async () => {
    const message = ADMIN_ESCROW_MESSAGES.withdrawn('1.5');
    const { calls } = serve(ESCROW, {
      '/api/admin/escrow/withdraw-fees': () =>
        jsonResponse({ amount: 1.5, amountUsdc: 0, signature: 'sig', message }),
    });
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    await user.click(await within(card).findByRole('button', { name: 'Withdraw Fees' }));
    expect(await toastWith(message)).toHaveTextContent('Success');
    expect(calls('/api/admin/escrow/withdraw-fees')[0]?.[1]).toMatchObject({ method: 'POST' });
    await waitFor(() => expect(calls('/api/admin/escrow')).toHaveLength(2));
  });

  it('shows the USDC fees beside the SOL ones and says what a withdrawal sent in each currency', async () => {
    serve(
      { ...ESCROW, feesAvailable: 0, feesAvailableUsdc: 42.5 },
      {
        '/api/admin/escrow/withdraw-fees': () =>
          jsonResponse({
            amount: 0.25,
            amountUsdc: 42.5,
            signature: 'sig',
            message: ADMIN_ESCROW_MESSAGES.withdrawn('0.25'),
          }),
      },
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    await waitFor(() => expect(card).toHaveTextContent('42.50 USDC'));
    // Only USDC fees: still something to withdraw.
    await user.click(await within(card).findByRole('button', { name: 'Withdraw Fees' }));
    expect(
      await toastWith('Withdrew 0.2500 SOL and 42.50 USDC of fees to the treasury.'),
    ).toHaveTextContent('Success');
  });

  it('offers no withdrawal without fees or without a treasury, and says why', async () => {
    serve({ ...ESCROW, feesAvailable: 0, treasuryWallet: null });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    const button = await within(card).findByRole('button', { name: 'Withdraw Fees' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ADMIN_ESCROW_MESSAGES.noTreasury);
    expect(card).toHaveTextContent('Not configured');
  });

  it('reports a refused withdrawal with the server message', async () => {
    serve(ESCROW, {
      '/api/admin/escrow/withdraw-fees': () =>
        jsonResponse({ error: { code: 'NO_FEES', message: ADMIN_ESCROW_MESSAGES.noFees } }, 409),
    });
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const card = await escrowCard();
    await user.click(await within(card).findByRole('button', { name: 'Withdraw Fees' }));
    const failed = await toastWith(ADMIN_ESCROW_MESSAGES.noFees);
    expect(failed).toHaveTextContent('Error');
    expect(failed).toHaveAttribute('data-type', 'error');
  });

  it("shows each approved project's campaign and offers Settle only once its deadline has passed", async () => {
    serve(ESCROW);
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    await openAllProjects();
    expect(screen.getByRole('columnheader', { name: 'Campaign' })).toBeInTheDocument();
    expect(row('Ended Frog')).toHaveTextContent('Campaign: Awaiting Settlement');
    expect(row('Running Cat')).toHaveTextContent('Campaign: Funding');
    expect(row('Done Dog')).toHaveTextContent('Campaign: Settled');
    expect(row('Pending Owl')).toHaveTextContent('Not listed');

    const settle = (name: string) =>
      within(row(name)).queryByRole('button', { name: `Settle ${name}` });
    expect(settle('Ended Frog')).toBeEnabled();
    expect(settle('Running Cat')).toBeDisabled();
    expect(settle('Running Cat')!.parentElement).toHaveAttribute(
      'title',
      ADMIN_ESCROW_MESSAGES.deadlineNotPassed,
    );
    expect(settle('Done Dog')).toBeDisabled();
    expect(settle('Done Dog')!.parentElement).toHaveAttribute(
      'title',
      ADMIN_ESCROW_MESSAGES.alreadySettled,
    );
    // Settled with refunds still being claimed: the server answers "already settled".
    expect(settle('Paying Pig')).toBeEnabled();
    expect(row('Paying Pig')).toHaveTextContent('Campaign: Refunding');
    expect(settle('Pending Owl')).not.toBeInTheDocument();
    // Never opened: it says so, not "Refunding", and there is nothing left to settle.
    expect(row('Shy Newt')).toHaveTextContent('Campaign: Ended Without Deposit');
    expect(settle('Shy Newt')).toBeDisabled();
    expect(settle('Shy Newt')!.parentElement).toHaveAttribute(
      'title',
      ADMIN_ESCROW_MESSAGES.alreadySettled,
    );
  });

  it('settles a campaign, says so and reloads the projects and the escrow', async () => {
    const { calls } = serve(ESCROW, {
      [`/api/admin/projects/${ended.id}/settle`]: () =>
        jsonResponse({ campaign: 'refunding', message: ADMIN_ESCROW_MESSAGES.settled }),
    });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const user = await openAllProjects();
    const listsBefore = calls('/api/admin/projects').length;
    await user.click(within(row('Ended Frog')).getByRole('button', { name: 'Settle Ended Frog' }));
    expect(await toastWith(ADMIN_ESCROW_MESSAGES.settled)).toHaveTextContent('Success');
    expect(calls(`/api/admin/projects/${ended.id}/settle`)[0]?.[1]).toMatchObject({
      method: 'POST',
    });
    await waitFor(() => expect(calls('/api/admin/projects').length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(calls('/api/admin/escrow')).toHaveLength(2));
  });

  it('in tests, reports a settlement answer that breaks its schema as an error, never as settled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(ESCROW, {
      [`/api/admin/projects/${ended.id}/settle`]: () =>
        jsonResponse({ message: ADMIN_ESCROW_MESSAGES.settled }),
    });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const user = await openAllProjects();
    await user.click(within(row('Ended Frog')).getByRole('button', { name: 'Settle Ended Frog' }));
    const failed = await toastWith(ADMIN_MESSAGES.unknownError);
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(screen.queryByText(ADMIN_ESCROW_MESSAGES.settled)).not.toBeInTheDocument();
  });

  it('reports a settlement the server refuses with its message', async () => {
    serve(ESCROW, {
      [`/api/admin/projects/${ended.id}/settle`]: () =>
        jsonResponse(
          {
            error: {
              code: 'DEADLINE_NOT_PASSED',
              message: ADMIN_ESCROW_MESSAGES.deadlineNotPassed,
            },
          },
          409,
        ),
    });
    renderPage(<AdminReviewRoute />, admin(), '/admin/review');
    const user = await openAllProjects();
    await user.click(within(row('Ended Frog')).getByRole('button', { name: 'Settle Ended Frog' }));
    const failed = await toastWith(ADMIN_ESCROW_MESSAGES.deadlineNotPassed);
    expect(failed).toHaveAttribute('data-type', 'error');
  });
});
