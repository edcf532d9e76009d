import {
  CAMPAIGN_PHASE_WORDS,
  GOAL_REACHED,
  INVEST_ERRORS,
  INVEST_MESSAGES,
  investErrorMessage,
  type PrepareInvestmentResponse,
  type SubmitInvestmentResponse,
} from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WalletContextValue } from '@/lib/wallet';
import { dashboardQueryKeys, projectQueryKeys } from '@/lib/query-keys';
import { connectedTestWallet, jsonResponse, testProviders, testWallet } from '@/test/providers';
import { testProjectDetail } from '@/test/projects';
import { InvestBox, investClosedReason, isInvestableAmount } from './invest-box';
import { testHealth } from '@/test/health';

const CLOSED = {
  deadlinePassed: CAMPAIGN_PHASE_WORDS.ended.closed,
  funded: CAMPAIGN_PHASE_WORDS.funded.closed,
  refunding: CAMPAIGN_PHASE_WORDS.refunding.closed,
  settled: CAMPAIGN_PHASE_WORDS.settled.closed,
};

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const UNSIGNED = 'dW5zaWduZWQ=';
const SIGNED = 'c2lnbmVk';

const prepared: PrepareInvestmentResponse = {
  transaction: UNSIGNED,
  intentId: '8f2f9c1e-2d0b-4c43-9d7a-3c1f0e6b5a21',
  amountUnits: '500000000',
  amountLamports: '500000000',
  currency: 'SOL',
  vault: 'Vau1t11111111111111111111111111111111111111',
  memo: 'MemeTank: Frogbeard',
  expiresAt: '2030-01-01T00:01:00.000Z',
  warning: null,
};

function submitted(project: ProjectDetail): SubmitInvestmentResponse {
  return {
    investment: {
      id: '1b7e4c1d-5f3a-4e2b-8c9d-0a1b2c3d4e5f',
      projectId: project.id,
      amount: 0.5,
      currency: project.currency,
      signature: SIGNATURE,
      investmentDate: '2026-11-24T10:00:00.000Z',
    },
    funding: {
      type: 'funding',
      projectId: project.id,
      currentFunding: 46.17,
      investorCount: 13,
      campaign: 'funding',
    },
  };
}

type Answer = Response | Promise<Response>;

/** The investment requests among the stubbed fetch's calls (the token panel reads the token too). */
const investCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/investments'));

/** Stubs fetch: the prepare and submit routes (and any `other` path) answer as given. */
function serveInvest(answers: {
  prepare?: () => Answer;
  submit?: () => Answer;
  other?: (path: string) => Answer | undefined;
}) {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path.endsWith('/investments/prepare') && answers.prepare) return answers.prepare();
    if (path.endsWith('/investments') && answers.submit) return answers.submit();
    const other = answers.other?.(path);
    if (other) return other;
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const bodyOf = (suffix: string) => {
    const call = fetch.mock.calls.find(([input]) => String(input).endsWith(suffix));
    return call ? JSON.parse(String(call[1]?.body)) : undefined;
  };
  return { fetch, bodyOf };
}

function renderBox(wallet: WalletContextValue, project = testProjectDetail({ name: 'Frogbeard' })) {
  const { wrapper: Providers, queryClient } = testProviders(wallet);
  queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <MemoryRouter>
      <InvestBox project={project} />
    </MemoryRouter>,
    { wrapper: Providers },
  );
  const cached = () =>
    queryClient.getQueryData<ProjectDetail>(projectQueryKeys.detail(project.id))!;
  return { project, cached, invalidate };
}

const amountInput = () => screen.getByLabelText('Amount (SOL)');
const toastNamed = async (title: string) =>
  (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  sonner.dismiss();
  vi.unstubAllGlobals();
});

describe('isInvestableAmount', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['0', false],
    ['-1', false],
    ['abc', false],
    ['0.0001', true],
    ['2', true],
  ])('"%s" -> %s', (amount, expected) => {
    expect(isInvestableAmount(amount)).toBe(expected);
  });
});

describe('investClosedReason', () => {
  const now = Date.parse('2026-11-24T00:00:00.000Z');
  const open = {
    status: 'approved',
    campaign: 'funding',
    deadline: '2026-12-01T00:00:00.000Z',
    timeLeft: '7 days',
    settledAt: null,
  } as const;
  const ended = { ...open, deadline: '2026-11-23T00:00:00.000Z', timeLeft: 'Ended' } as const;
  const settledAt = '2026-11-23T01:00:00.000Z';

  it.each([
    ['open before the deadline', open, null],
    ['a pending project', { ...open, status: 'pending' }, INVEST_ERRORS.NOT_OPEN],
    [
      'past the deadline, not settled yet',
      { ...open, deadline: '2026-11-23T00:00:00.000Z' },
      CLOSED.deadlinePassed,
    ],
    [
      // The dev clock ran the server past the deadline: its state reads what settlement decides.
      'ended by the server clock, before it by this browser’s',
      { ...open, campaign: 'refunding', timeLeft: 'Ended' },
      CLOSED.deadlinePassed,
    ],
    [
      'ended with the goal reached, awaiting settlement',
      { ...ended, campaign: 'funded' },
      CLOSED.deadlinePassed,
    ],
    [
      'ended with the goal missed, awaiting settlement',
      { ...ended, campaign: 'refunding' },
      CLOSED.deadlinePassed,
    ],
    ['funded', { ...ended, campaign: 'funded', settledAt }, CLOSED.funded],
    ['refunding', { ...ended, campaign: 'refunding', settledAt }, CLOSED.refunding],
    ['settled', { ...ended, campaign: 'settled', settledAt }, CLOSED.settled],
  ] as const)('%s', (_name, project, expected) => {
    expect(investClosedReason(project, now)).toBe(expected);
  });
});

describe('InvestBox', { timeout: 15_000 }, () => {
  it('offers a visitor an enabled "Connect Wallet to Invest" that connects a wallet, amount or not', async () => {
    const wallet = testWallet();
    renderBox(wallet);
    const button = screen.getByRole('button', { name: 'Connect Wallet to Invest' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(wallet.openConnectDialog).toHaveBeenCalledOnce();
    await userEvent.type(amountInput(), '.5');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(wallet.openConnectDialog).toHaveBeenCalledTimes(2);
  });

  it('keeps the button disabled for a connected wallet until an amount above 0 is typed', async () => {
    renderBox(connectedTestWallet());
    const button = screen.getByRole('button', { name: 'Invest Now' });
    expect(button).toBeDisabled();
    await userEvent.type(amountInput(), '0');
    expect(button).toBeDisabled();
    await userEvent.type(amountInput(), '.5');
    expect(button).toBeEnabled();
  });

  it('hints at the amount with a placeholder that does not read like a value', () => {
    renderBox(testWallet());
    expect(amountInput()).toHaveAttribute('placeholder', INVEST_MESSAGES.amountPlaceholder);
    expect(amountInput().getAttribute('placeholder')).not.toMatch(/\d/);
    expect(amountInput()).toHaveValue(null);
  });

  it('underlines the "Terms of Service" link in its note, so it shows without colour', () => {
    renderBox(testWallet());
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveClass('underline');
  });

  it('still takes investments once the goal is reached, until the deadline', async () => {
    const project = testProjectDetail({ currentFunding: 120, fundingGoal: 100 });
    renderBox(connectedTestWallet(), project);
    expect(screen.getByText(GOAL_REACHED.note)).toBeInTheDocument();
    await userEvent.type(amountInput(), '1');
    expect(screen.getByRole('button', { name: 'Invest Now' })).toBeEnabled();
    expect(screen.queryByTestId('invest-closed')).not.toBeInTheDocument();
  });

  it('prepares, has the wallet sign, submits, then shows the confirmation and the new funding', async () => {
    const signing = deferred<string>();
    const confirming = deferred<Response>();
    const wallet = connectedTestWallet({ signTransaction: vi.fn(() => signing.promise) });
    const { project, cached, invalidate } = renderBox(wallet);
    const { bodyOf } = serveInvest({
      prepare: () => jsonResponse(prepared),
      submit: () => confirming.promise,
    });

    await userEvent.type(amountInput(), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));

    expect(await screen.findByRole('button', { name: 'Approve in your wallet…' })).toBeDisabled();
    expect(bodyOf('/investments/prepare')).toEqual({ amount: '0.5' });
    expect(wallet.signTransaction).toHaveBeenCalledWith(UNSIGNED);

    signing.resolve(SIGNED);
    expect(await screen.findByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(bodyOf('/investments')).toEqual({ transaction: SIGNED });

    confirming.resolve(jsonResponse(submitted(project)));
    const success = await toastNamed(INVEST_MESSAGES.successTitle);
    expect(success).toHaveTextContent('You invested 0.5 SOL in Frogbeard.');
    expect(within(success).getByRole('link', { name: /Transaction/ })).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${SIGNATURE}`,
    );
    expect(amountInput()).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Invest Now' })).toBeDisabled();
    expect(cached()).toMatchObject({ currentFunding: 46.17, investorCount: 13 });
    expect(wallet.refreshBalance).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardQueryKeys.all });
    expect(screen.getByTestId('invest-receipt')).toHaveTextContent('You invested 0.5 SOL');
  });

  it("links the signature to the app's own explorer on the local chain, not a public one", async () => {
    const wallet = connectedTestWallet({ isLocalChain: true });
    const project = testProjectDetail({ name: 'Frogbeard' });
    serveInvest({
      prepare: () => jsonResponse(prepared),
      submit: () => jsonResponse(submitted(project)),
    });
    renderBox(wallet, project);
    await userEvent.type(amountInput(), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const receipt = await screen.findByTestId('invest-receipt');
    expect(receipt).toHaveTextContent('(local chain)');
    expect(
      within(receipt).getByRole('link', { name: /^Local chain transaction / }),
    ).toHaveAttribute('href', `/explorer/tx/${SIGNATURE}`);
  });

  it('says "Transaction was declined in your wallet." when the wallet declines, and sends nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const wallet = connectedTestWallet({ signTransaction: vi.fn(() => Promise.reject(declined)) });
    const { fetch } = serveInvest({ prepare: () => jsonResponse(prepared) });
    const { cached } = renderBox(wallet);

    await userEvent.type(amountInput(), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const failed = await toastNamed(INVEST_MESSAGES.failedTitle);
    expect(failed).toHaveTextContent(INVEST_MESSAGES.walletDeclined);
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(investCalls(fetch)).toHaveLength(1);
    expect(amountInput()).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Invest Now' })).toBeEnabled();
    expect(cached().currentFunding).toBe(45.67);
  });

  it("shows the server's message when it refuses the investment", async () => {
    const wallet = connectedTestWallet();
    serveInvest({
      prepare: () =>
        jsonResponse(
          { error: { code: 'INSUFFICIENT_BALANCE', message: INVEST_ERRORS.INSUFFICIENT_BALANCE } },
          400,
        ),
    });
    renderBox(wallet);
    await userEvent.type(amountInput(), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const failed = await toastNamed(INVEST_MESSAGES.failedTitle);
    expect(failed).toHaveTextContent(INVEST_ERRORS.INSUFFICIENT_BALANCE);
    expect(wallet.signTransaction).not.toHaveBeenCalled();
  });

  it('shows a failed transaction the way the server words it', async () => {
    const wallet = connectedTestWallet();
    const message = 'Transaction failed: custom program error 0x1';
    serveInvest({
      prepare: () => jsonResponse(prepared),
      submit: () => jsonResponse({ error: { code: 'TRANSACTION_FAILED', message } }, 422),
    });
    renderBox(wallet);
    await userEvent.type(amountInput(), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    expect(await toastNamed(INVEST_MESSAGES.failedTitle)).toHaveTextContent(message);
  });

  it('sends nothing when the user declines to sign in', async () => {
    const wallet = connectedTestWallet({
      isSignedIn: false,
      ensureSignedIn: vi.fn(() => Promise.resolve(false)),
    });
    const { fetch } = serveInvest({ prepare: () => jsonResponse(prepared) });
    renderBox(wallet);
    await userEvent.type(amountInput(), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    await waitFor(() => expect(wallet.ensureSignedIn).toHaveBeenCalled());
    expect(investCalls(fetch)).toEqual([]);
    expect(screen.queryByText(INVEST_MESSAGES.failedTitle)).not.toBeInTheDocument();
  });

  it('warns below the suggested minimum without blocking the investment', async () => {
    renderBox(connectedTestWallet());
    await userEvent.type(amountInput(), '0.05');
    expect(screen.getByText(INVEST_MESSAGES.belowSuggested)).toBeInTheDocument();
    expect(amountInput()).toHaveAccessibleDescription(
      `${INVEST_MESSAGES.minimum} ${INVEST_MESSAGES.belowSuggested}`,
    );
    expect(screen.getByRole('button', { name: 'Invest Now' })).toBeEnabled();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '0.1');
    expect(screen.queryByText(INVEST_MESSAGES.belowSuggested)).not.toBeInTheDocument();
  });

  it('states "Minimum 0.001 SOL" at the amount and shows the refusal of a smaller amount', async () => {
    const wallet = connectedTestWallet();
    const { bodyOf } = serveInvest({
      prepare: () =>
        jsonResponse(
          { error: { code: 'AMOUNT_TOO_SMALL', message: INVEST_ERRORS.AMOUNT_TOO_SMALL } },
          400,
        ),
    });
    renderBox(wallet);
    expect(screen.getByText('Minimum 0.001 SOL')).toBeInTheDocument();
    expect(amountInput()).toHaveAccessibleDescription('Minimum 0.001 SOL');
    await userEvent.type(amountInput(), '0.0009');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const failed = await toastNamed(INVEST_MESSAGES.failedTitle);
    expect(failed).toHaveTextContent('The minimum investment is 0.001 SOL.');
    expect(bodyOf('/investments/prepare')).toEqual({ amount: '0.0009' });
    expect(wallet.signTransaction).not.toHaveBeenCalled();
  });

  it('says why a closed campaign takes no investment, with a way to the Dashboard', () => {
    renderBox(
      connectedTestWallet(),
      testProjectDetail({
        campaign: 'refunding',
        deadline: '2020-01-01T00:00:00.000Z',
        timeLeft: 'Ended',
        settledAt: '2020-01-01T01:00:00.000Z',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(CLOSED.refunding!);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByLabelText('Amount (SOL)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument();
  });

  it('says a campaign past its deadline awaits settlement, with nothing to claim yet and nothing to agree to', () => {
    renderBox(
      connectedTestWallet(),
      testProjectDetail({
        campaign: 'funded',
        deadline: '2020-01-01T00:00:00.000Z',
        timeLeft: 'Ended',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(CLOSED.deadlinePassed!);
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/By investing you agree/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Suggested minimum/)).not.toBeInTheDocument();
  });
});

describe('InvestBox for a USDC campaign', { timeout: 15_000 }, () => {
  const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
  const usdcProject = () => testProjectDetail({ name: 'Frogbeard', currency: 'USDC' });
  /** The health answer names the USDC mint; the wallet holds 1,000 USDC of it. */
  const usdcChain = (path: string) => {
    if (path === '/api/health') return jsonResponse(testHealth(USDC_MINT));
    if (path.endsWith(`/tokens/${USDC_MINT}`)) {
      return jsonResponse({ amount: '1000000000', decimals: 6 });
    }
    return undefined;
  };

  it('asks for "Amount (USDC)" from "Minimum 1 USDC", shows the USDC and the SOL for the fee, and sends { amount }', async () => {
    const project = usdcProject();
    const { bodyOf } = serveInvest({
      prepare: () =>
        jsonResponse({
          ...prepared,
          amountUnits: '25000000',
          amountLamports: null,
          currency: 'USDC',
        }),
      submit: () =>
        jsonResponse({
          ...submitted(project),
          investment: { ...submitted(project).investment, amount: 25, currency: 'USDC' },
        }),
      other: usdcChain,
    });
    renderBox(connectedTestWallet({ balance: 2 }), project);

    const amount = screen.getByLabelText('Amount (USDC)');
    expect(amount).toHaveAccessibleDescription('Minimum 1 USDC');
    await waitFor(() =>
      expect(screen.getByTestId('invest-balance')).toHaveTextContent(
        'Balance: 1,000.00 USDC · 2.0000 SOL for the network fee',
      ),
    );
    expect(
      screen.getByText(/Your USDC is held in the platform’s escrow vault/),
    ).not.toHaveTextContent('Suggested minimum');
    // 0.1 SOL is a suggestion for SOL campaigns only.
    await userEvent.type(amount, '0.05');
    expect(screen.queryByText(INVEST_MESSAGES.belowSuggested)).not.toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const success = await toastNamed(INVEST_MESSAGES.successTitle);
    expect(success).toHaveTextContent('You invested 25 USDC in Frogbeard.');
    expect(bodyOf('/investments/prepare')).toEqual({ amount: '25' });
    expect(screen.getByTestId('invest-receipt')).toHaveTextContent('You invested 25 USDC');
  });

  it('refuses more than 6 decimals of USDC before asking the server or the wallet', async () => {
    const wallet = connectedTestWallet();
    const { fetch } = serveInvest({ prepare: () => jsonResponse(prepared), other: usdcChain });
    renderBox(wallet, usdcProject());
    await userEvent.type(screen.getByLabelText('Amount (USDC)'), '1.0000001');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    const failed = await toastNamed(INVEST_MESSAGES.failedTitle);
    expect(failed).toHaveTextContent(investErrorMessage('INVALID_AMOUNT', 'USDC'));
    expect(investCalls(fetch)).toEqual([]);
    expect(wallet.ensureSignedIn).not.toHaveBeenCalled();
    expect(wallet.signTransaction).not.toHaveBeenCalled();
  });

  it('still takes 9 decimals of SOL on a SOL campaign, and refuses a 10th', async () => {
    const wallet = connectedTestWallet();
    const { fetch, bodyOf } = serveInvest({ prepare: () => jsonResponse(prepared) });
    renderBox(wallet);
    await userEvent.type(amountInput(), '0.0000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    expect(await toastNamed(INVEST_MESSAGES.failedTitle)).toHaveTextContent(
      INVEST_ERRORS.INVALID_AMOUNT,
    );
    expect(investCalls(fetch)).toEqual([]);
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '0.123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Invest Now' }));
    await waitFor(() => expect(bodyOf('/investments/prepare')).toEqual({ amount: '0.123456789' }));
  });
});
