import { ESCROW_HELD_MESSAGE, type AdminProjectsResponse } from '@memetank/shared/api/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REJECTION_REASON_MAX_LENGTH } from '@memetank/shared/api/notifications';
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { jsonResponse, renderPage, TEST_WALLET, testWallet } from '@/test/providers';
import { testTokenResponse } from '@/test/tokens';
import { ESCROW, project } from '../testing/admin-test-data';
import AdminReviewRoute from './admin-review';

beforeAll(() => {
  // Radix Select uses pointer capture and scrolls the chosen item into view; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

const frog = project({ name: 'Frog King', description: 'Ribbit all day' });
const cat = project({ name: 'Space Cat', status: 'approved' });
const dog = project({ name: 'Dog Moon', status: 'rejected', description: 'frog friends' });
const everything = [frog, cat, dog];
const counts = { all: 3, pending: 1, approved: 1, rejected: 1 };

/** Answers like the server: q over name, description, creator wallet and id, and the status. */
function serveAdmin() {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    void init;
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/escrow') return Promise.resolve(jsonResponse(ESCROW));
    if (url.pathname.startsWith('/api/tokens/')) {
      return Promise.resolve(jsonResponse(testTokenResponse({ mintAuthority: TEST_WALLET })));
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const status = url.searchParams.get('status') ?? 'all';
    const items = everything.filter(
      (item) =>
        (status === 'all' || item.status === status) &&
        [item.name, item.description, item.creatorWallet, item.id].some((text) =>
          text.toLowerCase().includes(q),
        ),
    );
    const body: AdminProjectsResponse = { items, counts };
    return Promise.resolve(jsonResponse(body));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const adminWallet = () => testWallet({ publicKey: TEST_WALLET, isAdmin: true });

/** The admin server, with one method on one path answered as given. */
function serveAdminWith(method: string, path: string, answer: () => Response) {
  const fetch = serveAdmin();
  const lists = fetch.getMockImplementation()!;
  fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if ((init?.method ?? 'GET') === method && url.pathname === path) {
      return Promise.resolve(answer());
    }
    return lists(input, init);
  });
  return fetch;
}

const calledWith = (fetch: ReturnType<typeof serveAdmin>, method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input) === path,
  );

describe('Admin review', { timeout: 20_000 }, () => {
  it('denies a visitor without a wallet and asks to connect', () => {
    renderPage(<AdminReviewRoute />, testWallet(), '/admin/review');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to be logged in with the admin wallet to access this page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please connect your wallet first.')).toBeInTheDocument();
  });

  it('denies another wallet and shows its address', () => {
    const fetch = serveAdmin();
    renderPage(<AdminReviewRoute />, testWallet({ publicKey: TEST_WALLET }), '/admin/review');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(TEST_WALLET)).toBeInTheDocument();
    expect(screen.queryByText('Please connect your wallet first.')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists pending projects beside "Select a Project" and opens one', async () => {
    serveAdmin();
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    expect(screen.getByText('Loading projects...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage and review all projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Projects (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();

    const row = within(screen.getByRole('list', { name: 'Pending projects' })).getByRole('button');
    expect(row).toHaveTextContent('Frog King');
    expect(row).toHaveTextContent('Ribbit all day');
    expect(row).toHaveTextContent('Medium');
    expect(row).toHaveTextContent(frog.id.slice(0, 8));
    await user.click(row);
    const panel = screen.getByRole('article', { name: 'Frog King' });
    expect(panel).toHaveTextContent('All about it');
    expect(panel).toHaveTextContent('200.00 SOL');
    expect(panel).toHaveTextContent(frog.tokenAddress);
    expect(within(panel).getByRole('link', { name: /Twitter/ })).toHaveAttribute(
      'href',
      'https://x.com/frog',
    );
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it("shows the mint's facts from the chain, the tokens for investors and the deposit state", async () => {
    serveAdmin();
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    const list = await screen.findByRole('list', { name: 'Pending projects' });
    await user.click(within(list).getByRole('button', { name: /Frog King/ }));
    const panel = screen.getByRole('article', { name: 'Frog King' });
    const facts = await within(panel).findByLabelText('Mint facts');
    expect(facts).toHaveTextContent('ProgramToken-2022');
    expect(facts).toHaveTextContent('Decimals6');
    expect(facts).toHaveTextContent('Supply5,000,000 FROG');
    expect(facts).toHaveTextContent(TOKEN_ESCROW_MESSAGES.mintAuthorityRisk);
    expect(facts).toHaveTextContent('Freeze AuthorityNone');
    expect(panel).toHaveTextContent('Tokens for Investors1,000,000 FROG');
    expect(panel).toHaveTextContent(
      'Token DepositAwaiting the creator’s deposit (the campaign opens once it lands)',
    );
  });

  it('shows, on a project, the other projects using its token mint, with links', async () => {
    const again = project({
      name: 'Doge Again',
      sameMintProjects: [
        { id: cat.id, name: 'Space Cat', status: 'approved' },
        { id: dog.id, name: 'Dog Moon', status: 'rejected' },
      ],
    });
    const body: AdminProjectsResponse = { items: [again, frog], counts };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          jsonResponse(
            new URL(String(input), 'http://localhost').pathname === '/api/admin/escrow'
              ? ESCROW
              : body,
          ),
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    const list = await screen.findByRole('list', { name: 'Pending projects' });
    await user.click(within(list).getByRole('button', { name: /Doge Again/ }));
    const panel = screen.getByRole('article', { name: 'Doge Again' });
    expect(panel).toHaveTextContent('Same Token Mint');
    expect(panel).toHaveTextContent('Other projects use this token mint:');
    expect(within(panel).getByRole('link', { name: 'Space Cat' })).toHaveAttribute(
      'href',
      `/project/${cat.id}`,
    );
    expect(within(panel).getByRole('link', { name: 'Dog Moon' })).toHaveAttribute(
      'href',
      `/project/${dog.id}`,
    );
    expect(panel).toHaveTextContent('Space Catapproved');

    await user.click(within(list).getByRole('button', { name: /Frog King/ }));
    expect(screen.getByRole('article', { name: 'Frog King' })).not.toHaveTextContent(
      'Same Token Mint',
    );
  });

  it("shows a USDC campaign's funding in USDC in its row and its panel", async () => {
    const usdcFrog = project({
      name: 'Dollar Frog',
      currency: 'USDC',
      currentFunding: 50,
      fundingGoal: 200,
    });
    serveAdminWith('GET', '/api/admin/projects', () =>
      jsonResponse({ items: [usdcFrog], counts: { ...counts, all: 1, pending: 1 } }),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(
      within(await screen.findByRole('list', { name: 'Pending projects' })).getByRole('button'),
    );
    const panel = screen.getByRole('article', { name: 'Dollar Frog' });
    expect(panel).toHaveTextContent('200.00 USDC');
    expect(panel).toHaveTextContent('50.00 USDC');
    expect(panel).not.toHaveTextContent('SOL');
    await user.click(screen.getByRole('button', { name: 'All Projects (1)' }));
    expect(await screen.findByRole('row', { name: /Dollar Frog/ })).toHaveTextContent(
      '50.00 / 200.00 USDC',
    );
  });

  it('searches and filters by status together and says how many are shown', async () => {
    const fetch = serveAdmin();
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: 'All Projects (3)' }));
    expect(await screen.findByText('Showing 3 of 3 projects')).toBeInTheDocument();
    for (const column of [
      'Project',
      'Status',
      'Campaign',
      'Risk',
      'Funding',
      'Creator',
      'Created',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByRole('row', { name: /Frog King/ })).toHaveTextContent('50.00 / 200.00 SOL');
    expect(screen.getByRole('row', { name: /Frog King/ })).toHaveTextContent('25.0%');
    expect(screen.getByRole('row', { name: /Frog King/ })).toHaveTextContent('CreatorW');

    const search = screen.getByPlaceholderText(
      'Search projects by name, description, creator wallet, or ID...',
    );
    await user.type(search, 'FROG');
    expect(await screen.findByText('Showing 2 of 3 projects')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Dog Moon/ })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    expect(await screen.findByText('Showing 1 of 3 projects')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Frog King/ })).not.toBeInTheDocument();
    const last = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://l').searchParams;
    expect(Object.fromEntries(last)).toEqual({ status: 'rejected', q: 'FROG' });

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    expect(await screen.findByRole('heading', { name: 'No Projects Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 projects')).toBeInTheDocument();
  });

  it('approves with the product message, dims the busy row and lets go of the selection', async () => {
    const fetch = serveAdmin();
    let finish: (response: Response) => void = () => {};
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: /Frog King/ }));

    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    const panel = screen.getByRole('article', { name: 'Frog King' });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Frog King/ })).toBeDisabled();
    expect(fetch).toHaveBeenLastCalledWith(
      `/api/admin/projects/${frog.id}/status`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ status: 'approved' }) }),
    );

    finish(jsonResponse({ project: { ...frog, status: 'approved' }, message: 'ok' }));
    expect(
      await screen.findByText(
        'Project approved successfully! It should now appear on the homepage.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument(),
    );
  });

  it('offers Reject for an approved project, asks first, then rejects it so investors are refunded', async () => {
    const fetch = serveAdminWith('POST', `/api/admin/projects/${cat.id}/status`, () =>
      jsonResponse({ project: { ...cat, status: 'rejected' }, message: 'ok' }),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: 'All Projects (3)' }));
    const row = await screen.findByRole('row', { name: /Space Cat/ });
    expect(within(row).queryByRole('button', { name: 'Approve Space Cat' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Reject Space Cat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Space Cat?' });
    expect(dialog).toHaveTextContent('every investor can claim a full refund');
    expect(calledWith(fetch, 'POST', `/api/admin/projects/${cat.id}/status`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(await screen.findByText('Project rejected successfully!')).toBeInTheDocument();
    const [call] = calledWith(fetch, 'POST', `/api/admin/projects/${cat.id}/status`);
    expect(call?.[1]?.body).toBe(JSON.stringify({ status: 'rejected' }));
    // A rejected project is not offered Reject again.
    expect(
      within(screen.getByRole('row', { name: /Dog Moon/ })).queryByRole('button', {
        name: 'Reject Dog Moon',
      }),
    ).toBeNull();
  });

  it('asks before rejecting a pending project, with an optional reason it sends to the creator', async () => {
    const fetch = serveAdminWith('POST', `/api/admin/projects/${frog.id}/status`, () =>
      jsonResponse({ project: { ...frog, status: 'rejected' }, message: 'ok' }),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: /Frog King/ }));
    const panel = screen.getByRole('article', { name: 'Frog King' });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Reject Frog King?' });
    expect(dialog).toHaveTextContent('The creator is notified, with your reason if you give one.');
    expect(dialog).not.toHaveTextContent('refund');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveAttribute('maxLength', String(REJECTION_REASON_MAX_LENGTH));
    expect(calledWith(fetch, 'POST', `/api/admin/projects/${frog.id}/status`)).toHaveLength(0);
    await user.type(reason, '  The token is not yours.  ');
    expect(dialog).toHaveTextContent(`27/${REJECTION_REASON_MAX_LENGTH}`);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Project rejected successfully!')).toBeInTheDocument();
    const [call] = calledWith(fetch, 'POST', `/api/admin/projects/${frog.id}/status`);
    expect(call?.[1]?.body).toBe(
      JSON.stringify({ status: 'rejected', reason: 'The token is not yours.' }),
    );
  });

  it('sends the reason given when rejecting an approved project', async () => {
    const fetch = serveAdminWith('POST', `/api/admin/projects/${cat.id}/status`, () =>
      jsonResponse({ project: { ...cat, status: 'rejected' }, message: 'ok' }),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: 'All Projects (3)' }));
    const row = await screen.findByRole('row', { name: /Space Cat/ });
    await user.click(within(row).getByRole('button', { name: 'Reject Space Cat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Space Cat?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'Rug pull reported',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() =>
      expect(calledWith(fetch, 'POST', `/api/admin/projects/${cat.id}/status`)).toHaveLength(1),
    );
    const [call] = calledWith(fetch, 'POST', `/api/admin/projects/${cat.id}/status`);
    expect(call?.[1]?.body).toBe(
      JSON.stringify({ status: 'rejected', reason: 'Rug pull reported' }),
    );
  });

  it('says once, in plain words, why a project holding escrow cannot be deleted', async () => {
    const message = ESCROW_HELD_MESSAGE;
    serveAdminWith('DELETE', `/api/admin/projects/${cat.id}`, () =>
      jsonResponse({ error: { code: 'ESCROW_HELD', message } }, 409),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: 'All Projects (3)' }));
    const row = await screen.findByRole('row', { name: /Space Cat/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Space Cat' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Space Cat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Give a second toast the chance to appear: there is none, and no "Failed to delete" twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText(/Failed to delete project/)).toBeNull();
  });

  it("shows the server's reason when an edit changes a frozen term", async () => {
    const reason =
      'Failed to update project: the funding goal cannot change while the campaign holds investments.';
    const fetch = serveAdminWith('PATCH', `/api/admin/projects/${cat.id}`, () =>
      jsonResponse({ error: { code: 'TERMS_FROZEN', message: reason } }, 409),
    );
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: 'All Projects (3)' }));
    const row = await screen.findByRole('row', { name: /Space Cat/ });
    await user.click(within(row).getByRole('button', { name: 'Edit Space Cat' }));
    const goal = screen.getByLabelText('Funding Goal (SOL)');
    await user.clear(goal);
    await user.type(goal, '20');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const [call] = calledWith(fetch, 'PATCH', `/api/admin/projects/${cat.id}`);
    const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ fundingGoal: 20 });
    expect(body).not.toHaveProperty('currentFunding');
    expect(body).not.toHaveProperty('investorCount');
  });

  describe('a pending project whose deadline passed during review', () => {
    const fresh = project({ name: 'Fresh Frog', deadline: '2099-01-01T00:00:00.000Z' });
    const overdue = project({
      name: 'Overdue Toad',
      createdAt: '2026-11-01T00:00:00.000Z',
      deadline: '2026-11-25T00:00:00.000Z',
      timeLeft: 'Ended',
    });
    const note =
      'The deadline passed during review: set a new deadline (at most 30 days from today) to approve this project.';

    /** The server's list, newest first: the overdue project comes second. */
    function serveOverdue() {
      const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/admin/escrow') return Promise.resolve(jsonResponse(ESCROW));
        if (url.pathname.startsWith('/api/tokens/')) {
          return Promise.resolve(jsonResponse(testTokenResponse({ mintAuthority: TEST_WALLET })));
        }
        if ((init?.method ?? 'GET') === 'PATCH') {
          return Promise.resolve(jsonResponse({ project: overdue, message: 'ok' }));
        }
        const body: AdminProjectsResponse = {
          items: [fresh, overdue],
          counts: { all: 2, pending: 2, approved: 0, rejected: 0 },
        };
        return Promise.resolve(jsonResponse(body));
      });
      vi.stubGlobal('fetch', fetch);
      return fetch;
    }

    it('lists it first, marked "Deadline passed", and Approve opens the edit to set a new deadline', async () => {
      const fetch = serveOverdue();
      const user = userEvent.setup();
      renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
      const list = await screen.findByRole('list', { name: 'Pending projects' });
      const rows = within(list).getAllByRole('button');
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringContaining('Overdue Toad'),
        expect.stringContaining('Fresh Frog'),
      ]);
      expect(rows[0]).toHaveTextContent('Deadline passed');
      expect(rows[1]).not.toHaveTextContent('Deadline passed');

      await user.click(rows[0]!);
      const panel = screen.getByRole('article', { name: 'Overdue Toad' });
      const approve = within(panel).getByRole('button', { name: 'Approve' });
      expect(approve).toHaveAccessibleDescription(note);
      await user.click(approve);
      expect(calledWith(fetch, 'POST', `/api/admin/projects/${overdue.id}/status`)).toEqual([]);
      const dialog = await screen.findByRole('dialog', { name: 'Edit Project: Overdue Toad' });
      expect(dialog).toHaveTextContent(note);
      fireEvent.change(within(dialog).getByLabelText('Deadline'), {
        target: { value: '2026-12-20' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      await waitFor(() =>
        expect(calledWith(fetch, 'PATCH', `/api/admin/projects/${overdue.id}`)).toHaveLength(1),
      );
      const [call] = calledWith(fetch, 'PATCH', `/api/admin/projects/${overdue.id}`);
      const body = JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
      expect(body.status).toBe('approved');
      expect(new Date(String(body.deadline)).getDate()).toBe(20);
    });

    it('marks it in All Projects too, where its Approve says why and opens the edit', async () => {
      const fetch = serveOverdue();
      const user = userEvent.setup();
      renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
      await user.click(await screen.findByRole('button', { name: 'All Projects (2)' }));
      const row = await screen.findByRole('row', { name: /Overdue Toad/ });
      expect(row).toHaveTextContent('Deadline passed');
      expect(screen.getByRole('row', { name: /Fresh Frog/ })).not.toHaveTextContent(
        'Deadline passed',
      );
      const approve = within(row).getByRole('button', { name: 'Approve Overdue Toad' });
      expect(approve).toHaveAttribute('title', note);
      await user.click(approve);
      expect(
        await screen.findByRole('dialog', { name: 'Edit Project: Overdue Toad' }),
      ).toHaveTextContent(note);
      expect(calledWith(fetch, 'POST', `/api/admin/projects/${overdue.id}/status`)).toEqual([]);
    });
  });

  it('reports a failed status change in the product words', async () => {
    const fetch = serveAdmin();
    const user = userEvent.setup();
    renderPage(<AdminReviewRoute />, adminWallet(), '/admin/review');
    await user.click(await screen.findByRole('button', { name: /Frog King/ }));
    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        jsonResponse(
          {
            error: {
              code: 'NOT_FOUND',
              message: 'Update returned no data - the project may not exist.',
            },
          },
          404,
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Frog King?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        'Failed to rejected project: Update returned no data - the project may not exist.',
      ),
    ).toBeInTheDocument();
  });
});
