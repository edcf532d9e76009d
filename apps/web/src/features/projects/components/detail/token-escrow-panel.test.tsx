import { CAMPAIGN_PHASE_WORDS } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import {
  TOKEN_ESCROW_MESSAGES,
  type PrepareTokenDepositResponse,
} from '@memetank/shared/api/token-escrow';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router/router';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectQueryKeys } from '@/lib/query-keys';
import type { WalletContextValue } from '@/lib/wallet';
import {
  connectedTestWallet,
  jsonResponse,
  TEST_WALLET,
  testProviders,
  testWallet,
} from '@/test/providers';
import { TEST_MINT, testTokenResponse } from '@/test/tokens';
import { TEST_ESCROW_TOKEN_ACCOUNT, testProjectDetail } from '@/test/projects';
import { InvestBox } from './invest-box';

const UNSIGNED = 'dW5zaWduZWQ=';
const SIGNED = 'c2lnbmVk';
const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const OTHER_WALLET = 'Other1111111111111111111111111111111111111';

const prepared: PrepareTokenDepositResponse = {
  transaction: UNSIGNED,
  intentId: '8f2f9c1e-2d0b-4c43-9d7a-3c1f0e6b5a21',
  mint: TEST_MINT,
  amount: '1000000000000',
  decimals: 6,
  escrowTokenAccount: TEST_ESCROW_TOKEN_ACCOUNT,
  memo: 'MemeTank deposit',
  expiresAt: '2030-01-01T00:01:00.000Z',
};

/** 1,000,000 FROG (6 decimals) offered to investors, by TEST_WALLET. */
const frog = (overrides: Partial<ProjectDetail> = {}) =>
  testProjectDetail({
    name: 'Frogbeard',
    tokenAddress: TEST_MINT,
    creatorWallet: TEST_WALLET,
    tokenAllocation: '1000000000000',
    tokenDecimals: 6,
    ...overrides,
  });

const awaiting = () =>
  frog({ campaign: 'awaiting_deposit', tokenDeposit: 'awaiting', escrowTokenAccount: null });

function serve(token = testTokenResponse()) {
  const fetch = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input);
    if (path === `/api/tokens/${TEST_MINT}`) return Promise.resolve(jsonResponse(token));
    if (path.endsWith('/token-deposit/prepare')) return Promise.resolve(jsonResponse(prepared));
    if (path.endsWith('/token-deposit')) {
      return Promise.resolve(
        jsonResponse({
          signature: SIGNATURE,
          tokenDeposit: 'deposited',
          escrowTokenAccount: TEST_ESCROW_TOKEN_ACCOUNT,
        }),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderBox(wallet: WalletContextValue, project: ProjectDetail) {
  const { wrapper, queryClient } = testProviders(wallet);
  queryClient.setQueryData(projectQueryKeys.detail(project.id), project);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <MemoryRouter>
      <InvestBox project={project} />
    </MemoryRouter>,
    { wrapper },
  );
  return { invalidate };
}

afterEach(() => {
  sonner.dismiss();
  vi.unstubAllGlobals();
});

describe('the token side in the invest box', () => {
  it('says "1,000,000 FROG held in escrow for investors" with a link to the escrow token account', async () => {
    serve();
    renderBox(testWallet(), frog());
    expect(
      await screen.findByText(TOKEN_ESCROW_MESSAGES.heldInEscrow('1,000,000', 'FROG')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Escrow token account/ })).toHaveAttribute(
      'href',
      `https://solscan.io/account/${TEST_ESCROW_TOKEN_ACCOUNT}`,
    );
    expect(screen.getByRole('button', { name: 'Connect Wallet to Invest' })).toBeInTheDocument();
    expect(screen.queryByText(TOKEN_ESCROW_MESSAGES.mintAuthorityRisk)).not.toBeInTheDocument();
  });

  it('shows a live mint authority as a risk', async () => {
    serve(testTokenResponse({ mintAuthority: TEST_WALLET }));
    renderBox(testWallet(), frog());
    expect(await screen.findByText(TOKEN_ESCROW_MESSAGES.mintAuthorityRisk)).toBeInTheDocument();
  });

  it('tells an investor the campaign waits for the deposit, without a Deposit button', async () => {
    serve();
    renderBox(connectedTestWallet({ publicKey: OTHER_WALLET }), awaiting());
    expect(screen.getByTestId('invest-closed')).toHaveTextContent(
      CAMPAIGN_PHASE_WORDS.awaiting_deposit.closed!,
    );
    expect(
      await screen.findByText(
        '1,000,000 FROG offered to investors, awaiting the creator’s deposit into escrow.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Deposit/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount (SOL)')).not.toBeInTheDocument();
  });

  it.each([
    ['the server says so', { campaign: 'ended_without_deposit' as const }],
    ['the viewer’s clock passed the deadline', { deadline: '2020-01-01T00:00:00.000Z' }],
  ])(
    'says a campaign whose deadline came before the deposit never opened, not that refunds are open (%s)',
    async (_case, overrides) => {
      serve();
      renderBox(connectedTestWallet(), { ...awaiting(), ...overrides, timeLeft: 'Ended' });
      expect(screen.getByTestId('invest-closed')).toHaveTextContent(
        'Funding closed: the deadline passed before the creator deposited the investors’ tokens, so the campaign never opened. Nobody invested and nothing is owed.',
      );
      expect(
        await screen.findByText(
          '1,000,000 FROG were offered to investors, but the creator did not deposit them into escrow before the deadline.',
        ),
      ).toBeInTheDocument();
      // Not even the creator is offered a deposit any more.
      expect(screen.queryByRole('button', { name: /^Deposit/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
    },
  );

  it('lets the creator deposit: prepares, signs in the wallet, submits, says so and reads the project again', async () => {
    const fetch = serve();
    const wallet = connectedTestWallet({ signTransaction: vi.fn(() => Promise.resolve(SIGNED)) });
    const project = awaiting();
    const { invalidate } = renderBox(wallet, project);
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit 1,000,000 FROG' }));

    const shown = (await screen.findByText(TOKEN_ESCROW_MESSAGES.depositSuccessTitle)).closest(
      '[data-sonner-toast]',
    );
    expect(shown).toHaveTextContent(TOKEN_ESCROW_MESSAGES.depositSuccess('1,000,000', 'FROG'));
    expect(wallet.ensureSignedIn).toHaveBeenCalled();
    expect(wallet.signTransaction).toHaveBeenCalledWith(UNSIGNED);
    const submit = fetch.mock.calls.find(([input]) =>
      String(input).endsWith(`/api/projects/${project.id}/token-deposit`),
    );
    expect(submit?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ transaction: SIGNED });
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: projectQueryKeys.detail(project.id) }),
    );
  });

  it('says "Transaction was declined in your wallet." when the creator declines, and submits nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = serve();
    const wallet = connectedTestWallet({
      signTransaction: vi.fn(() => Promise.reject(new Error('User rejected the request.'))),
    });
    renderBox(wallet, awaiting());
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit 1,000,000 FROG' }));
    const failed = (await screen.findByText('Deposit Failed')).closest('[data-sonner-toast]');
    expect(failed).toHaveTextContent('Transaction was declined in your wallet.');
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/token-deposit'))).toEqual(
      [],
    );
  });
});
