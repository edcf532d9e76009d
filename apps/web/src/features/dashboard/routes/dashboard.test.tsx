import { CLAIM_MESSAGES } from '@memetank/shared/api/investing';
import type { ClaimableFund, UserInvestment, UserProject } from '@memetank/shared/api/me';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { jsonResponse, renderPage, TEST_WALLET, testWallet } from '@/test/providers';
import { TEST_MINT, testTokenResponse } from '@/test/tokens';
import DashboardRoute from './dashboard';
import { testHealth } from '@/test/health';

afterEach(() => vi.unstubAllGlobals());

const summary = {
  name: 'Moon Potato',
  logo: '🥔',
  currency: 'SOL' as const,
  currentFunding: 25,
  fundingGoal: 100,
  timeLeft: '5 days',
  status: 'approved' as const,
  deadline: '2030-01-01T00:00:00.000Z',
  campaign: 'funding' as const,
  settledAt: null,
  tokenDeposit: null,
};

let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

const userProject = (status: UserProject['status'], name = `Project ${status}`): UserProject => ({
  id: uuid(),
  projectId: uuid(),
  status,
  submitDate: '2026-11-01T00:00:00.000Z',
  project: { ...summary, name },
});

const investment = (
  amount: number,
  txSignature: string | null = null,
  currency: UserInvestment['currency'] = 'SOL',
): UserInvestment => ({
  id: uuid(),
  projectId: uuid(),
  investmentAmount: amount,
  currency,
  investmentDate: '2026-11-02T00:00:00.000Z',
  txSignature,
  project: { ...summary, currency },
});

const fund = (
  amount: number,
  isClaimed: boolean,
  more: Partial<ClaimableFund> = {},
): ClaimableFund => ({
  id: uuid(),
  projectId: uuid(),
  amount,
  currency: 'SOL',
  fundType: 'refund',
  isClaimed,
  claimableDate: '2026-11-03T00:00:00.000Z',
  claimedDate: isClaimed ? '2026-11-04T00:00:00.000Z' : null,
  claimSignature: null,
  mint: null,
  tokenAmount: null,
  tokenDecimals: null,
  project: { name: 'Moon Potato', logo: '🥔' },
  ...more,
});

/** A token row of TEST_MINT (6 decimals) for `tokenAmount` base units. */
const tokenRow = (
  fundType: 'token_allocation' | 'token_return',
  tokenAmount: string,
): Partial<ClaimableFund> => ({ fundType, mint: TEST_MINT, tokenAmount, tokenDecimals: 6 });

const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
/** A USDC refund or payout: its mint is USDC's, with the amount in micro-USDC. */
const usdcPaid = (tokenAmount: string): Partial<ClaimableFund> => ({
  mint: USDC_MINT,
  tokenAmount,
  tokenDecimals: 6,
});

const PAYOUT_SIGNATURE =
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn5KkqhpwXvN6QzQ4SYe4cQ8MoFXdrT8pWfpvXKykeK5yt';
const INVEST_SIGNATURE =
  '2jg9cPpJa3Ynz2FdDKqzhJhcVd4fUKTj2RakbbXnWdJkGFDrK7r1qzqJkJ6nYSf9UcBvtLqs5mrZUpSvztQdVXa7';

function serve(
  lists: { projects?: unknown[]; investments?: unknown[]; claimables?: unknown[] },
  tokens: Record<string, TokenResponse> = {},
) {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const mint = /^\/api\/tokens\/(\w+)$/.exec(String(input))?.[1];
    if (mint) {
      const token = tokens[mint];
      return Promise.resolve(
        token
          ? jsonResponse(token)
          : jsonResponse({ error: { code: 'TOKEN_NOT_FOUND', message: 'No token' } }, 404),
      );
    }
    const list = /\/api\/me\/(\w+)$/.exec(String(input))?.[1] as keyof typeof lists | undefined;
    const answer = list ? lists[list] : undefined;
    if (answer === undefined)
      return Promise.resolve(jsonResponse({ error: { code: 'X', message: 'x' } }, 500));
    return Promise.resolve(jsonResponse({ items: answer }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Dashboard', { timeout: 15_000 }, () => {
  it('asks to connect without a wallet', () => {
    renderPage(<DashboardRoute />, testWallet(), '/dashboard');
    expect(screen.getByRole('heading', { name: 'Connect Your Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('offers Connect Wallet without a wallet, opening the connect dialog', async () => {
    const wallet = testWallet();
    renderPage(<DashboardRoute />, wallet, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(wallet.openConnectDialog).toHaveBeenCalledTimes(1);
  });

  it('counts active projects, totals the money and shows the balance with 4 decimals', async () => {
    serve({
      projects: [
        userProject('approved'),
        userProject('under_review'),
        userProject('completed'),
        userProject('cancelled'),
        userProject('rejected'),
      ],
      investments: [investment(1.25), investment(2.5)],
      claimables: [fund(0.5, false), fund(4, true), fund(0.255, false)],
    });
    renderPage(
      <DashboardRoute />,
      testWallet({ publicKey: TEST_WALLET, balance: 3.14159 }),
      '/dashboard',
    );
    await waitFor(() => expect(stat('Active Projects')).toHaveTextContent('2'));
    expect(stat('Wallet Balance')).toHaveTextContent('3.1416 SOL');
    await waitFor(() => expect(stat('Total Invested')).toHaveTextContent('3.75 SOL'));
    await waitFor(() => expect(stat('Claimable')).toHaveTextContent('0.76 SOL'));
  });

  it('styles the user-project badges by status, underscores shown as spaces', async () => {
    serve({
      projects: ['approved', 'under_review', 'completed', 'cancelled', 'rejected'].map((status) =>
        userProject(status as UserProject['status']),
      ),
      investments: [],
      claimables: [],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const projects = await screen.findByRole('region', { name: 'My Projects' });
    const badge = async (text: string) => within(projects).findByText(text, { exact: true });
    expect(await badge('approved')).toHaveAttribute('data-variant', 'default');
    expect(await badge('under review')).toHaveAttribute('data-variant', 'secondary');
    // A campaign that succeeded is not red like a rejected one (issue 35).
    expect(await badge('completed')).toHaveAttribute('data-variant', 'success');
    for (const status of ['cancelled', 'rejected']) {
      expect(await badge(status)).toHaveAttribute('data-variant', 'destructive');
    }
    expect(within(projects).getAllByRole('link', { name: /Project / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/project\/[0-9a-f-]{36}$/),
    );
    expect(within(projects).getByRole('link', { name: 'Submit New' })).toHaveAttribute(
      'href',
      '/submit',
    );
  });

  it('shows a deleted project as it was: its name, amounts and outcome, marked deleted', async () => {
    const gone = {
      name: 'Gone Frog',
      logo: '🐸',
      currency: 'SOL' as const,
      currentFunding: 2.5,
      fundingGoal: 10,
      timeLeft: 'Ended',
      status: null,
      deadline: '2026-11-20T00:00:00.000Z',
      campaign: null,
      settledAt: null,
      tokenDeposit: null,
    };
    const mine = userProject('cancelled', 'Gone Frog');
    serve({
      projects: [{ ...mine, project: gone }],
      investments: [{ ...investment(2.5), project: gone }],
      claimables: [fund(2.5, false, { project: { name: 'Gone Frog', logo: '🐸' } })],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const projects = await screen.findByRole('region', { name: 'My Projects' });
    const row = await within(projects).findByRole('link', { name: /Gone Frog/ });
    expect(row).toHaveTextContent('Gone Frog (deleted)');
    expect(row).toHaveTextContent('2.50 / 10.00 SOL (25.0%)');
    expect(within(row).getByText('cancelled', { exact: true })).toBeInTheDocument();
    const investments = screen.getByRole('region', { name: 'My Investments' });
    const invested = await within(investments).findByRole('link', { name: 'Gone Frog (deleted)' });
    expect(invested.closest('li')).toHaveTextContent('2.50 SOL');
    const claimables = screen.getByRole('region', { name: /Claimable/ });
    expect(await within(claimables).findByText('Gone Frog')).toBeInTheDocument();
    expect(screen.queryByText('Unknown Project')).toBeNull();
  });

  it('says which list could not be loaded', async () => {
    serve({ projects: [] });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    expect(await screen.findByText('Failed to fetch investments')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch claimable funds')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch projects')).not.toBeInTheDocument();
  });

  it('claims an unclaimed fund and shows Claimed for claimed ones', async () => {
    const open = fund(1.5, false);
    const done = fund(2, true);
    const lists = { projects: [], investments: [], claimables: [open, done] };
    const fetch = serve(lists);
    const user = userEvent.setup();
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    expect(await within(funds).findAllByText('Claimed', { exact: true })).toHaveLength(1);

    const claimed = { ...open, isClaimed: true, claimedDate: '2026-11-05T00:00:00.000Z' };
    fetch.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ claimable: claimed, message: 'Refund paid.' })),
    );
    lists.claimables = [claimed, done];
    await user.click(
      within(funds).getByRole('button', { name: 'Claim 1.50 SOL from Moon Potato' }),
    );
    expect(await screen.findByText('Fund Claimed Successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Your fund has been claimed and added to your wallet.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/me/claimables/${open.id}/claim`,
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(within(funds).getAllByText('Claimed', { exact: true })).toHaveLength(2),
    );
    expect(within(funds).queryByRole('button', { name: /^Claim / })).not.toBeInTheDocument();
  });

  it('offers "Claim all" for two or more open claims, pays them in one request and shows every one Claimed', async () => {
    const first = fund(1.5, false);
    const second = fund(0.25, false);
    const done = fund(2, true);
    const lists = { projects: [], investments: [], claimables: [first, second, done] };
    const fetch = serve(lists);
    const user = userEvent.setup();
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    const claimed = [first, second].map((row) => ({
      ...row,
      isClaimed: true,
      claimedDate: '2026-11-05T00:00:00.000Z',
      claimSignature: PAYOUT_SIGNATURE,
    }));
    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        jsonResponse({
          claimables: claimed,
          signatures: [PAYOUT_SIGNATURE],
          message: '2 funds claimed in 1 transaction and added to your wallet.',
        }),
      ),
    );
    lists.claimables = [...claimed, done];
    await user.click(await within(funds).findByRole('button', { name: 'Claim all (2)' }));
    expect(await screen.findByText('Fund Claimed Successfully')).toBeInTheDocument();
    expect(
      screen.getByText('2 funds claimed in 1 transaction and added to your wallet.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/me/claimables/claim-all',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() =>
      expect(within(funds).getAllByText('Claimed', { exact: true })).toHaveLength(3),
    );
    expect(within(funds).queryByRole('button', { name: /^Claim all/ })).not.toBeInTheDocument();
  });

  it('shows a claimed payout\'s transaction, and "Allocation recorded" for a token allocation from before the token side', async () => {
    serve({
      projects: [],
      investments: [investment(1, INVEST_SIGNATURE)],
      claimables: [
        fund(2, true, { claimSignature: PAYOUT_SIGNATURE }),
        fund(3, true, { fundType: 'token_allocation', project: { name: 'Frog', logo: '🐸' } }),
      ],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    const payout = await within(funds).findByRole('link', { name: /^Transaction / });
    expect(payout).toHaveAttribute('href', `https://solscan.io/tx/${PAYOUT_SIGNATURE}`);
    expect(payout).toHaveTextContent('4sGj...K5yt');
    expect(within(funds).getByText(/Allocation recorded/)).toBeInTheDocument();
    expect(within(funds).getAllByRole('link', { name: /^Transaction / })).toHaveLength(1);

    const investments = screen.getByRole('region', { name: 'My Investments' });
    expect(await within(investments).findByRole('link', { name: /^Transaction / })).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${INVEST_SIGNATURE}`,
    );
  });

  it('shows the signature without an explorer link on the local chain', async () => {
    serve({
      projects: [],
      investments: [],
      claimables: [fund(2, true, { claimSignature: PAYOUT_SIGNATURE })],
    });
    renderPage(
      <DashboardRoute />,
      testWallet({ publicKey: TEST_WALLET, isLocalChain: true }),
      '/dashboard',
    );
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    expect(await within(funds).findByTestId('transaction-signature')).toHaveTextContent(
      '(local chain)',
    );
    expect(within(funds).queryByRole('link', { name: /^Transaction / })).not.toBeInTheDocument();
  });

  it("says what a token claim paid in the server's words, and reads the balance again", async () => {
    const paid = '1,234.5 FROG sent to your wallet.';
    const open = fund(1, false, tokenRow('token_allocation', '1234500000'));
    const lists = { projects: [], investments: [], claimables: [open] };
    const fetch = serve(lists);
    const wallet = testWallet({ publicKey: TEST_WALLET });
    renderPage(<DashboardRoute />, wallet, '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    const claimed = { ...open, isClaimed: true, claimedDate: '2026-11-05T00:00:00.000Z' };
    const claimedWith = { ...claimed, claimSignature: PAYOUT_SIGNATURE };
    // The row's symbol is looked up first: answer the claim only once the button is there.
    const button = await within(funds).findByRole('button', { name: /^Claim 1,234.5 / });
    await waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
        `/api/tokens/${TEST_MINT}`,
      ),
    );
    fetch.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ claimable: claimedWith, message: paid })),
    );
    lists.claimables = [claimedWith];
    await userEvent.click(button);
    expect(await screen.findByText('Fund Claimed Successfully')).toBeInTheDocument();
    expect(screen.getByText(paid)).toBeInTheDocument();
    expect(
      screen.queryByText('Your fund has been claimed and added to your wallet.'),
    ).not.toBeInTheDocument();
    expect(wallet.refreshBalance).toHaveBeenCalled();
    expect(await within(funds).findByRole('link', { name: /^Transaction / })).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${PAYOUT_SIGNATURE}`,
    );
    expect(within(funds).queryByText(/Allocation recorded/)).not.toBeInTheDocument();
  });

  it("shows token rows in the token's units and symbol ('tokens' when unknown), outside the SOL total and in Claimable per token", async () => {
    const OTHER_MINT = 'So11111111111111111111111111111111111111112';
    serve(
      {
        projects: [],
        investments: [],
        claimables: [
          fund(0.5, false),
          fund(7, false, tokenRow('token_allocation', '1234500000')),
          fund(0, false, {
            ...tokenRow('token_return', '42'),
            mint: OTHER_MINT,
            tokenDecimals: 0,
          }),
        ],
      },
      { [TEST_MINT]: testTokenResponse() },
    );
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    expect(
      await within(funds).findByRole('button', { name: 'Claim 1,234.5 FROG from Moon Potato' }),
    ).toBeInTheDocument();
    expect(
      within(funds).getByRole('button', { name: 'Claim 42 tokens from Moon Potato' }),
    ).toBeInTheDocument();
    expect(within(funds).getByText(/Token Allocation ·/)).toBeInTheDocument();
    expect(within(funds).getByText(/Tokens Returned ·/)).toBeInTheDocument();
    // "Claimable" counts each currency and token, each on its own line (issue 35).
    await waitFor(() =>
      expect(stat('Claimable')).toHaveTextContent('0.50 SOL · 1,234.5 FROG · 42 tokens'),
    );
  });

  it('shows a claim worth less than 0.01 as dust, beside real claims', async () => {
    serve(
      {
        projects: [],
        investments: [],
        claimables: [
          fund(0, false, tokenRow('token_allocation', '3')),
          fund(7, false, tokenRow('token_allocation', '1234500000')),
        ],
      },
      { [TEST_MINT]: testTokenResponse() },
    );
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    expect(
      await within(funds).findByRole('button', {
        name: 'Claim < 0.01 FROG (dust) from Moon Potato',
      }),
    ).toBeInTheDocument();
    expect(
      within(funds).getByRole('button', { name: 'Claim 1,234.5 FROG from Moon Potato' }),
    ).toBeInTheDocument();
  });

  it('says a Claimable total of tokens worth less than 0.01 is dust, as its claim does', async () => {
    serve(
      {
        projects: [],
        investments: [],
        claimables: [fund(0, false, tokenRow('token_allocation', '3'))],
      },
      { [TEST_MINT]: testTokenResponse() },
    );
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    expect(
      await within(funds).findByRole('button', {
        name: 'Claim < 0.01 FROG (dust) from Moon Potato',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(stat('Claimable')).toHaveTextContent(/^< 0\.01 FROG \(dust\)$/));
  });

  it('totals SOL and USDC side by side, never adding them together', async () => {
    const usdcProject = userProject('approved', 'Dollar Frog');
    serve({
      projects: [{ ...usdcProject, project: { ...usdcProject.project, currency: 'USDC' } }],
      investments: [investment(1.25), investment(300, null, 'USDC'), investment(2.5)],
      claimables: [
        fund(0.5, false),
        fund(120, false, { currency: 'USDC', ...usdcPaid('120000000') }),
        fund(50, true, { currency: 'USDC', ...usdcPaid('50000000') }),
      ],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    await waitFor(() => expect(stat('Total Invested')).toHaveTextContent('3.75 SOL · 300.00 USDC'));
    await waitFor(() => expect(stat('Claimable')).toHaveTextContent('0.50 SOL · 120.00 USDC'));
    const investments = screen.getByRole('region', { name: 'My Investments' });
    expect(within(investments).getByText('300.00 USDC')).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'My Projects' });
    expect(await within(projects).findByText(/^25\.00 \/ 100\.00 USDC/)).toBeInTheDocument();
  });

  it("shows the wallet's USDC beside its SOL once the deployment names a USDC mint", async () => {
    const fetch = serve({ projects: [], investments: [], claimables: [] });
    const lists = fetch.getMockImplementation()!;
    fetch.mockImplementation((input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/health') {
        return Promise.resolve(jsonResponse(testHealth(USDC_MINT)));
      }
      if (path === `/api/wallets/${TEST_WALLET}/tokens/${USDC_MINT}`) {
        return Promise.resolve(jsonResponse({ amount: '1000000000', decimals: 6 }));
      }
      return lists(input);
    });
    renderPage(
      <DashboardRoute />,
      testWallet({ publicKey: TEST_WALLET, balance: 2 }),
      '/dashboard',
    );
    await waitFor(() =>
      expect(stat('Wallet Balance')).toHaveTextContent('2.0000 SOL · 1,000.00 USDC'),
    );
  });

  it('shows a USDC-only wallet its totals in USDC alone', async () => {
    serve({
      projects: [],
      investments: [investment(12.5, null, 'USDC')],
      claimables: [fund(12.5, false, { currency: 'USDC', ...usdcPaid('12500000') })],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    await waitFor(() => expect(stat('Total Invested')).toHaveTextContent(/^12\.50 USDC$/));
    await waitFor(() => expect(stat('Claimable')).toHaveTextContent(/^12\.50 USDC$/));
  });

  it('shows a USDC refund as money in USDC, not as a token claim, and words its claim as a refund', async () => {
    const open = fund(120, false, { currency: 'USDC', ...usdcPaid('120000000') });
    const lists = { projects: [], investments: [], claimables: [open] };
    const fetch = serve(lists);
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
    const button = await within(funds).findByRole('button', {
      name: 'Claim 120.00 USDC from Moon Potato',
    });
    expect(within(funds).getByText(/Refund ·/)).toBeInTheDocument();
    // Its mint is USDC's: no token lookup for it.
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContain(
      `/api/tokens/${USDC_MINT}`,
    );
    const claimed = { ...open, isClaimed: true, claimedDate: '2026-11-05T00:00:00.000Z' };
    fetch.mockImplementationOnce(() =>
      Promise.resolve(jsonResponse({ claimable: claimed, message: '120 USDC sent.' })),
    );
    lists.claimables = [claimed];
    await userEvent.click(button);
    expect(await screen.findByText('Fund Claimed Successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Your fund has been claimed and added to your wallet.'),
    ).toBeInTheDocument();
  });

  it("says where an approved project's tokens are, and asks the creator to deposit them", async () => {
    const withDeposit = (
      status: UserProject['status'],
      name: string,
      tokenDeposit: string,
      projectStatus = 'approved',
    ) => {
      const row = userProject(status, name);
      return { ...row, project: { ...row.project, status: projectStatus, tokenDeposit } };
    };
    serve({
      projects: [
        withDeposit('approved', 'Waiting Frog', 'awaiting'),
        withDeposit('approved', 'Held Frog', 'deposited'),
        withDeposit('under_review', 'New Frog', 'awaiting', 'pending'),
      ],
      investments: [],
      claimables: [],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const projects = await screen.findByRole('region', { name: 'My Projects' });
    expect(await within(projects).findByRole('link', { name: /Waiting Frog/ })).toHaveTextContent(
      'Tokens awaiting your deposit: open the project to deposit them into escrow.',
    );
    expect(within(projects).getByRole('link', { name: /Held Frog/ })).toHaveTextContent(
      'Tokens held in escrow for investors.',
    );
    expect(within(projects).getByRole('link', { name: /New Frog/ })).not.toHaveTextContent(
      /Tokens/,
    );
  });

  it('says what happens to a project still under review when its deadline passed', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString();
    const underReview = (name: string, facts: Partial<UserProject['project']>): UserProject => {
      const row = userProject('under_review', name);
      return { ...row, project: { ...row.project, status: 'pending', ...facts } };
    };
    const rejected = userProject('rejected', 'Late Toad');
    serve({
      projects: [
        underReview('Overdue Frog', {
          timeLeft: 'Ended',
          deadline: at(now - 86_400_000),
          campaign: 'refunding',
        }),
        // The server's clock (the local chain's dev clock) is past the deadline: its state says so.
        underReview('Clock Frog', {
          timeLeft: 'Ended',
          deadline: at(now + 86_400_000),
          campaign: 'refunding',
        }),
        // Read a minute before its deadline, which has passed since: decided by the deadline.
        underReview('Just Late Frog', {
          timeLeft: '1 day',
          deadline: at(now - 1_000),
          campaign: 'funding',
        }),
        underReview('Fresh Frog', {
          timeLeft: '5 days',
          deadline: at(now + 5 * 86_400_000),
          campaign: 'awaiting_deposit',
        }),
        {
          ...rejected,
          project: {
            ...rejected.project,
            status: 'rejected',
            timeLeft: 'Ended',
            deadline: at(now - 86_400_000),
            campaign: 'refunding',
          },
        },
      ],
      investments: [],
      claimables: [],
    });
    renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
    const projects = await screen.findByRole('region', { name: 'My Projects' });
    const passed =
      'The deadline passed during review: the admin will set a new deadline when approving.';
    expect(await within(projects).findByRole('link', { name: /Overdue Frog/ })).toHaveTextContent(
      passed,
    );
    expect(within(projects).getByRole('link', { name: /Clock Frog/ })).toHaveTextContent(passed);
    expect(within(projects).getByRole('link', { name: /Just Late Frog/ })).toHaveTextContent(
      passed,
    );
    expect(within(projects).getByRole('link', { name: /Fresh Frog/ })).not.toHaveTextContent(
      passed,
    );
    expect(within(projects).getByRole('link', { name: /Late Toad/ })).not.toHaveTextContent(passed);
  });

  it.each([
    [
      'CLAIM_IN_PROGRESS',
      409,
      'This claim is being paid right now.',
      'This claim is being paid right now.',
    ],
    ['CLAIM_IN_PROGRESS', 409, '', CLAIM_MESSAGES.inProgress],
    ['PAYOUT_FAILED', 502, '', CLAIM_MESSAGES.payoutFailed],
  ])(
    'says "Claim Failed" for %s with the server\'s message, or its own',
    async (code, status, sent, shown) => {
      const lists = { projects: [], investments: [], claimables: [fund(1, false)] };
      const fetch = serve(lists);
      renderPage(<DashboardRoute />, testWallet({ publicKey: TEST_WALLET }), '/dashboard');
      const funds = await screen.findByRole('region', { name: 'Claimable Funds' });
      fetch.mockImplementationOnce(() =>
        Promise.resolve(jsonResponse({ error: { code, message: sent } }, status)),
      );
      await userEvent.click(await within(funds).findByRole('button', { name: /^Claim / }));
      const failed = (await screen.findByText('Claim Failed')).closest('[data-sonner-toast]');
      expect(failed).toHaveTextContent(shown);
      expect(failed).toHaveAttribute('data-type', 'error');
    },
  );
});
