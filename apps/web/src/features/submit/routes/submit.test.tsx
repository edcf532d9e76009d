import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBMIT_MESSAGES } from '@memetank/shared/api/submit';
import { TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { jsonResponse, renderPage, TEST_WALLET, testWallet } from '@/test/providers';
import { testTokenResponse } from '@/test/tokens';
import { testProjectDetail } from '@/test/projects';
import SubmitRoute from './submit';

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

/** What the server writes at POST /api/projects/statement for the name and mint asked about. */
const statementFor = (init?: RequestInit) => {
  const { projectName, tokenAddress } = JSON.parse(String(init?.body)) as Record<string, string>;
  return `I confirm.\n\nWallet: ${TEST_WALLET}\nProject Name: ${projectName}\nToken Mint: ${tokenAddress}\nTimestamp: 2026-11-20T00:00:00.000Z`;
};

/** The statement route answered as the server does; `rest` answers every other request. */
const withStatement =
  (rest: (input: RequestInfo | URL, init?: RequestInit) => Response) =>
  (input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(
      String(input) === '/api/projects/statement'
        ? jsonResponse({ statement: statementFor(init) })
        : rest(input, init),
    );

function renderSubmit(overrides = {}, entry = '/submit') {
  const wallet = testWallet({ publicKey: TEST_WALLET, ...overrides });
  const router = renderPage(<SubmitRoute />, wallet, '/submit', entry);
  return { wallet, router };
}

/** Types `value` into the field labelled `label` in one go (a paste), as the form sees typing. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

/**
 * The five required texts: a mint (not looked up unless it is one), a name, descriptions and the
 * tokens for investors.
 */
async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  mint = 'mint',
  name = 'Moon',
) {
  await fill(user, 'Token Mint Address *', mint);
  await fill(user, 'Project Name *', name);
  await fill(user, 'Short Description *', 'Short');
  await fill(user, 'Detailed Description *', 'Long');
  await fill(user, 'Tokens for Investors *', '1000000');
}

async function toastTitled(title: string) {
  return (await screen.findByText(title)).closest('[data-sonner-toast]');
}

describe('Submit page', { timeout: 20_000 }, () => {
  it('shows the connect screen without a wallet', () => {
    renderPage(<SubmitRoute />, testWallet(), '/submit');
    expect(screen.getByRole('heading', { name: 'MemeTank' })).toBeInTheDocument();
    expect(screen.getByText('Shark Tank for Meme Coins')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Phantom Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('runs the checks in their fixed order, one toast at a time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({}, 404))),
    );
    const user = userEvent.setup();
    const { wallet } = renderSubmit();
    const submit = screen.getByRole('button', { name: 'Submit for Review' });
    const steps: Array<[label: string | null, value: string, title: string, text: string]> = [
      [null, '', 'Token Required', 'Please enter a valid token mint address'],
      ['Token Mint Address *', 'x', 'Project Name Required', 'Please enter a project name'],
      ['Project Name *', 'Moon', 'Description Required', 'Please enter a project description'],
      [
        'Short Description *',
        'Short',
        'Detailed Description Required',
        'Please enter a detailed description',
      ],
      [
        'Detailed Description *',
        'Long',
        'Funding Goal Required',
        'Please enter a valid funding goal',
      ],
    ];
    await user.clear(screen.getByLabelText('Funding Goal *'));
    for (const [label, value, title, text] of steps) {
      if (label) await fill(user, label, value);
      await user.click(submit);
      const shown = await toastTitled(title);
      expect(shown).toHaveTextContent(text);
      expect(shown).toHaveAttribute('data-type', 'error');
    }
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it('stops the short description counter at 200 characters', async () => {
    renderSubmit();
    const description = screen.getByLabelText('Short Description *');
    expect(screen.getByText('0/200 characters')).toBeInTheDocument();
    fireEvent.change(description, { target: { value: 'a'.repeat(250) } });
    await waitFor(() => expect(description).toHaveValue('a'.repeat(200)));
    expect(screen.getByText('200/200 characters')).toBeInTheDocument();
  });

  it('starts with the product defaults: goal 100, 30 days, Medium risk, SOL', () => {
    renderSubmit();
    expect(screen.getByLabelText('Funding Goal *')).toHaveValue(100);
    expect(screen.getByLabelText('Funding Duration (days)')).toHaveValue(30);
    expect(screen.getByLabelText('Risk Score')).toHaveTextContent('Medium');
    expect(screen.getByLabelText('Currency')).toHaveTextContent('SOL');
    expect(screen.getByText('Maximum 30 days from today')).toBeInTheDocument();
    expect(screen.getByText('Most projects aim for 50 to 10,000 SOL.')).toBeInTheDocument();
  });

  it("counts the 30 days from the server's clock, the one deadlines pass by", async () => {
    // The dev clock moved the server 20 days ahead of this browser.
    const serverNow = addDays(new Date(), 20);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === '/api/clock'
            ? jsonResponse({ now: serverNow.toISOString() })
            : jsonResponse({}, 404),
        ),
      ),
    );
    renderSubmit();
    const deadline = screen.getByLabelText('Funding Deadline');
    await waitFor(() => expect(deadline).toHaveTextContent(format(addDays(serverNow, 30), 'PPP')));
    expect(screen.getByLabelText('Funding Duration (days)')).toHaveValue(30);
  });

  it('gives the goal advice in the chosen currency', async () => {
    const user = userEvent.setup();
    renderSubmit();
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USDC' }));
    expect(
      screen.getByText('Raised and refunded in USDC, a stable dollar value: 1 USDC is about $1.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Most projects aim for 50 to 10,000 SOL.')).not.toBeInTheDocument();
  });

  it('bounds the goal in the chosen currency before asking for a signature, and names it', async () => {
    vi.stubGlobal('fetch', vi.fn(withStatement(() => jsonResponse({}, 404))));
    const user = userEvent.setup();
    const { wallet } = renderSubmit();
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USDC' }));
    await user.clear(screen.getByLabelText('Funding Goal *'));
    await fill(user, 'Funding Goal *', '0.5');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Funding Goal Too Low')).toHaveTextContent(
      'The funding goal must be at least 1 USDC',
    );

    await user.clear(screen.getByLabelText('Funding Goal *'));
    await fill(user, 'Funding Goal *', '1000001');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Funding Goal Too High')).toHaveTextContent(
      'The funding goal can be at most 1,000,000 USDC',
    );
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a USDC goal in USDC", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withStatement((input) =>
          String(input) === '/api/projects'
            ? jsonResponse(
                {
                  error: {
                    code: 'FUNDING_GOAL_TOO_LOW',
                    message: 'The funding goal must be at least 1 USDC',
                  },
                },
                400,
              )
            : jsonResponse({}, 404),
        ),
      ),
    );
    const user = userEvent.setup();
    renderSubmit();
    await fillRequired(user);
    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USDC' }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Funding Goal Too Low')).toHaveTextContent(
      'The funding goal must be at least 1 USDC',
    );
  });

  it('says "Signature Required" when the wallet declines the statement', async () => {
    vi.stubGlobal('fetch', vi.fn(withStatement(() => jsonResponse({}, 404))));
    const user = userEvent.setup();
    const { wallet } = renderSubmit({
      signMessage: vi.fn(() => Promise.reject(new Error('User rejected the request.'))),
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    const shown = await toastTitled('Signature Required');
    expect(shown).toHaveTextContent(
      'You must sign the verification message to submit your project.',
    );
    expect(wallet.signMessage).toHaveBeenCalledWith(expect.stringContaining('Project Name: Moon'));
  });

  it("says the server's words when it refuses to write the statement, and asks for no signature", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === '/api/projects/statement'
            ? jsonResponse(
                {
                  error: {
                    code: 'INVALID_TOKEN_MINT',
                    message: 'Please enter a valid token mint address',
                  },
                },
                400,
              )
            : jsonResponse({}, 404),
        ),
      ),
    );
    const user = userEvent.setup();
    const { wallet } = renderSubmit();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Token Required')).toHaveTextContent(
      'Please enter a valid token mint address',
    );
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it('signs the statement the server wrote, sends it, says so and goes home', async () => {
    const fetch = vi.fn(
      withStatement((input) =>
        String(input) === '/api/projects'
          ? jsonResponse({ project: testProjectDetail({ status: 'pending' }) }, 201)
          : jsonResponse({ error: { code: 'TOKEN_NOT_FOUND', message: 'nope' } }, 404),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { router, wallet } = renderSubmit();
    await fill(user, 'Token Mint Address *', ` ${MINT} `);
    await fill(user, 'Project Name *', ' Moon ');
    await fill(user, 'Short Description *', 'Short');
    await fill(user, 'Detailed Description *', 'Long');
    await fill(user, 'Tokens for Investors *', '1000000');
    await fill(user, 'Twitter URL', 'https://x.com/moon');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));

    const shown = await toastTitled('Project Submitted Successfully!');
    expect(shown).toHaveTextContent(
      'Your project has been submitted for review and will appear on the platform once approved.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [, asked] =
      fetch.mock.calls.find(([input]) => String(input) === '/api/projects/statement') ?? [];
    expect(asked?.method).toBe('POST');
    expect(JSON.parse(String(asked?.body))).toEqual({ projectName: 'Moon', tokenAddress: MINT });
    const written = statementFor(asked);
    expect(wallet.signMessage).toHaveBeenCalledWith(written);
    const [, init] = fetch.mock.calls.find(([input]) => String(input) === '/api/projects') ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      tokenAddress: MINT,
      projectName: 'Moon',
      investorTokenAllocation: '1000000',
      fundingGoal: '100',
      riskScore: 'Medium',
      currency: 'SOL',
      twitterUrl: 'https://x.com/moon',
      legitimacySignature: 'c2lnbmF0dXJl',
    });
    expect(body.telegramUrl).toBeUndefined();
    expect(body.legitimacyStatement).toBe(written);
  });

  it('warns when other projects already use the token, and still submits', async () => {
    const OTHER_ID = 'b0000001-0000-4000-8000-000000000000';
    const fetch = vi.fn(
      withStatement((input) => {
        const url = String(input);
        if (url === `/api/projects/mint-uses/${MINT}`) {
          return jsonResponse({
            projects: [{ id: OTHER_ID, name: 'Listed Doge', status: 'approved' }],
            unlistedCount: 1,
          });
        }
        if (url === '/api/projects')
          return jsonResponse({ project: testProjectDetail({ status: 'pending' }) }, 201);
        return jsonResponse({ error: { code: 'TOKEN_NOT_FOUND', message: 'nope' } }, 404);
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderSubmit();
    await fill(user, 'Token Mint Address *', MINT);
    const warning = await screen.findByText(
      /This token is already used by another project:/,
      {},
      { timeout: 3000 },
    );
    expect(warning).toHaveTextContent(
      'This token is already used by another project: Listed Doge and 1 submission that is not public. You can still submit it; our reviewers will see the other projects too.',
    );
    expect(screen.getByRole('link', { name: 'Listed Doge' })).toHaveAttribute(
      'href',
      `/project/${OTHER_ID}`,
    );
    await fill(user, 'Project Name *', 'Doge Again');
    await fill(user, 'Short Description *', 'Short');
    await fill(user, 'Detailed Description *', 'Long');
    await fill(user, 'Tokens for Investors *', '5');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Project Submitted Successfully!')).toBeInTheDocument();
  });

  it('says nothing more for a token no other project uses', async () => {
    const fetch = vi.fn(
      withStatement((input) =>
        String(input) === `/api/projects/mint-uses/${MINT}`
          ? jsonResponse({ projects: [], unlistedCount: 0 })
          : jsonResponse({ error: { code: 'TOKEN_NOT_FOUND', message: 'nope' } }, 404),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderSubmit();
    await fill(user, 'Token Mint Address *', MINT);
    await waitFor(
      () =>
        expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
          `/api/projects/mint-uses/${MINT}`,
        ),
      { timeout: 3000 },
    );
    await screen.findByText('nope');
    expect(screen.queryByText(/already used by/)).not.toBeInTheDocument();
  });

  it('shows the server refusal of a rule in that rule words, anything else as "Submission Failed"', async () => {
    let answer = jsonResponse(
      { error: { code: 'FUNDING_GOAL_REQUIRED', message: 'Please enter a valid funding goal' } },
      400,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withStatement((input) =>
          String(input) === '/api/projects' ? answer : jsonResponse({}, 404),
        ),
      ),
    );
    const user = userEvent.setup();
    renderSubmit();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Funding Goal Required')).toHaveTextContent(
      'Please enter a valid funding goal',
    );

    answer = jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled('Submission Failed')).toHaveTextContent(
      'There was an error submitting your project. Please try again.',
    );
  });

  it('asks for the tokens for investors, a positive whole number, after the funding goal', async () => {
    vi.stubGlobal('fetch', vi.fn(withStatement(() => jsonResponse({}, 404))));
    const user = userEvent.setup();
    const { wallet } = renderSubmit();
    await fill(user, 'Token Mint Address *', 'mint');
    await fill(user, 'Project Name *', 'Moon');
    await fill(user, 'Short Description *', 'Short');
    await fill(user, 'Detailed Description *', 'Long');
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    const shown = await toastTitled('Token Allocation Required');
    expect(shown).toHaveTextContent(TOKEN_ESCROW_MESSAGES.allocationRequired);
    expect(shown).toHaveAttribute('data-type', 'error');

    await fill(user, 'Tokens for Investors *', '1.5');
    expect(screen.getByLabelText('Tokens for Investors *')).toHaveAccessibleDescription(
      TOKEN_ESCROW_MESSAGES.allocationRequired,
    );
    expect(wallet.signMessage).not.toHaveBeenCalled();
  });

  it("shows the mint's facts, and the allocation in the token's units beside the wallet's balance", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withStatement((input) => {
          const url = String(input);
          if (url === `/api/tokens/${MINT}`) {
            return jsonResponse(testTokenResponse({ mintAuthority: TEST_WALLET }));
          }
          if (url === `/api/wallets/${TEST_WALLET}/tokens/${MINT}`) {
            return jsonResponse({ amount: '5000000000000', decimals: 6 });
          }
          return jsonResponse({}, 404);
        }),
      ),
    );
    const user = userEvent.setup();
    renderSubmit();
    await fill(user, 'Token Mint Address *', MINT);
    const facts = await screen.findByLabelText('Mint facts', {}, { timeout: 3000 });
    expect(facts).toHaveTextContent('ProgramToken-2022');
    expect(facts).toHaveTextContent('Decimals6');
    expect(facts).toHaveTextContent('Supply5,000,000 FROG');
    expect(facts).toHaveTextContent(TOKEN_ESCROW_MESSAGES.mintAuthorityRisk);
    expect(facts).toHaveTextContent('Freeze AuthorityNone');

    const allocation = screen.getByLabelText('Tokens for Investors *');
    await user.click(allocation);
    await user.paste('1000000');
    await waitFor(() =>
      expect(allocation).toHaveAccessibleDescription(
        '1,000,000 FROG (6 decimals) — you hold 5,000,000',
      ),
    );
    await user.clear(allocation);
    await user.paste('6000000');
    expect(allocation).toHaveAccessibleDescription(
      `6,000,000 FROG (6 decimals) — you hold 5,000,000 ${TOKEN_ESCROW_MESSAGES.allocationTooLarge}`,
    );
  });

  it('says why a mint with a freeze authority cannot be listed, and that its mint authority is revoked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withStatement((input) =>
          String(input) === `/api/tokens/${MINT}`
            ? jsonResponse(testTokenResponse({ freezeAuthority: TEST_WALLET }))
            : jsonResponse({}, 404),
        ),
      ),
    );
    const user = userEvent.setup();
    renderSubmit();
    await fill(user, 'Token Mint Address *', MINT);
    expect(
      await screen.findByText(TOKEN_ESCROW_MESSAGES.freezeAuthority, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mint facts')).toHaveTextContent('Mint AuthorityRevoked');
  });

  it.each([
    ['MINT_NOT_FOUND', SUBMIT_MESSAGES.mintNotFound],
    ['NOT_A_MINT', SUBMIT_MESSAGES.notAMint],
    ['FREEZE_AUTHORITY', SUBMIT_MESSAGES.freezeAuthority],
    ['ALLOCATION_TOO_LARGE', SUBMIT_MESSAGES.allocationTooLarge],
  ])('shows the server refusal %s in its own words', async (code, problem) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        withStatement((input) =>
          String(input) === '/api/projects'
            ? jsonResponse({ error: { code, message: problem.description } }, 400)
            : jsonResponse({}, 404),
        ),
      ),
    );
    const user = userEvent.setup();
    renderSubmit();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await toastTitled(problem.title)).toHaveTextContent(problem.description);
  });

  it('prefills the mint from ?mint= (the dev wallet\'s "Use in submit form")', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderSubmit({}, `/submit?mint=${MINT}`);
    expect(screen.getByLabelText('Token Mint Address *')).toHaveValue(MINT);
  });

  it('refuses a logo that is not an image or is over 5MB before uploading', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL) => Promise.resolve(jsonResponse({}, 404)));
    vi.stubGlobal('fetch', fetch);
    renderSubmit();
    const input = screen.getByLabelText('Custom logo file');
    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] },
      });
    });
    expect(await toastTitled('Invalid File')).toHaveTextContent('Please select an image file');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [big] } });
    });
    expect(await toastTitled('File Too Large')).toHaveTextContent(
      'Please select an image smaller than 5MB',
    );
    expect(fetch.mock.calls.filter(([input]) => String(input) === '/api/uploads')).toEqual([]);
  });
});
