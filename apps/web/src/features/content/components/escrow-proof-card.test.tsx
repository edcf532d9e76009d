import type { EscrowProof } from '@memetank/shared/api/ledger';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setChainCluster } from '@/lib/explorer';
import { jsonResponse } from '@/test/providers';
import { ESCROW_PROOF_PATH, ESCROW_PROOF_REFRESH_MS } from '../api/get-escrow-proof';
import { ESCROW_PROOF_MESSAGES, EscrowProofCard } from './escrow-proof-card';

const VAULT = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

function proof(overrides: Partial<Extract<EscrowProof, { enabled: true }>> = {}): EscrowProof {
  return {
    enabled: true,
    vault: VAULT,
    balanceLamports: '12010000000',
    owedLamports: '12000000000',
    owed: {
      investmentsHeldLamports: '10000000000',
      unclaimedClaimsLamports: '1940000000',
      feesNotWithdrawnLamports: '60000000',
    },
    differenceLamports: '10000000',
    usdc: null,
    custody: null,
    checkedAt: new Date().toISOString(),
    ...overrides,
  };
}

function serve(...answers: (EscrowProof | Response)[]) {
  const fetch = vi.fn((_input: RequestInfo | URL) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Promise.resolve(answer instanceof Response ? answer : jsonResponse(answer));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EscrowProofCard />
    </QueryClientProvider>,
  );
}

const figure = (testId: string) => screen.getByTestId(testId);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setChainCluster(null);
});

describe('EscrowProofCard', () => {
  it('shows the vault on the explorer, its balance, what it owes and the difference', async () => {
    const fetch = serve(proof());
    renderCard();
    expect(await screen.findByTestId('escrow-balance')).toHaveTextContent('12.0100 SOL');
    expect(fetch).toHaveBeenCalledWith(ESCROW_PROOF_PATH, expect.anything());
    expect(figure('escrow-balance')).toHaveAttribute('title', '12.01 SOL (12010000000 lamports)');
    expect(figure('escrow-owed')).toHaveTextContent('12.0000 SOL');
    const owed = figure('escrow-owed').parentElement!;
    expect(within(owed).getByText('Investments held: 10.0000 SOL')).toBeInTheDocument();
    expect(within(owed).getByText('Unclaimed refunds and payouts: 1.9400 SOL')).toBeInTheDocument();
    expect(within(owed).getByText('Fees not withdrawn: 0.0600 SOL')).toBeInTheDocument();
    expect(figure('escrow-difference')).toHaveTextContent('0.0100 SOL');
    expect(screen.getByText(ESCROW_PROOF_MESSAGES.covered)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Escrow vault E1jBLnWL\.\.\.13Az3Bms / }),
    ).toHaveAttribute('href', `https://solscan.io/account/${VAULT}`);
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  it('shows the custody: two of three keys, each on the explorer, and the wrapped-SOL account', async () => {
    const [hot, coSigner, recovery, solAccount] = [
      '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      'FvY7ZPLRRwC3a1Xj3sKBrWdMqBq3b9ybF1DZ8axA6GvM',
    ];
    serve(
      proof({
        custody: {
          kind: 'spl-token-multisig',
          address: VAULT,
          threshold: 2,
          signers: [
            { role: 'hot', address: hot },
            { role: 'co-signer', address: coSigner },
            { role: 'recovery', address: recovery },
          ],
          solAccount,
        },
      }),
    );
    renderCard();
    const custody = await screen.findByRole('region', { name: 'Custody' });
    expect(custody).toHaveTextContent(ESCROW_PROOF_MESSAGES.custody(2, 3));
    for (const [label, address] of [
      ['Server key', hot],
      ['Co-signer key', coSigner],
      ['Recovery key (held offline)', recovery],
      ['Wrapped SOL account', solAccount],
    ] as const) {
      expect(
        within(custody).getByRole('link', {
          name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} `),
        }),
      ).toHaveAttribute('href', `https://solscan.io/account/${address}`);
    }
  });

  it('shows no custody section when the chain could not say', async () => {
    serve(proof());
    renderCard();
    await screen.findByTestId('escrow-balance');
    expect(screen.queryByRole('region', { name: 'Custody' })).not.toBeInTheDocument();
  });

  it("shows the vault's USDC beside its SOL, in USDC", async () => {
    serve(
      proof({
        usdc: {
          mint: 'USDCtest111111111111111111111111111111111111',
          balanceUnits: '1250500000',
          owedUnits: '1250000000',
          differenceUnits: '500000',
        },
      }),
    );
    renderCard();
    const usdc = await screen.findByRole('region', { name: 'USDC' });
    expect(within(usdc).getByTestId('escrow-usdc-balance')).toHaveTextContent('1,250.50 USDC');
    expect(within(usdc).getByTestId('escrow-usdc-balance')).toHaveAttribute(
      'title',
      '1250.5 USDC (1250500000 base units)',
    );
    expect(within(usdc).getByTestId('escrow-usdc-owed')).toHaveTextContent('1,250.00 USDC');
    expect(within(usdc).getByTestId('escrow-usdc-difference')).toHaveTextContent('0.50 USDC');
    expect(usdc).not.toHaveTextContent('SOL');
    expect(figure('escrow-balance')).toHaveTextContent('12.0100 SOL');
  });

  it('raises the alarm when the vault holds less USDC than it owes', async () => {
    serve(
      proof({
        usdc: {
          mint: 'USDCtest111111111111111111111111111111111111',
          balanceUnits: '1000000',
          owedUnits: '3000000',
          differenceUnits: '-2000000',
        },
      }),
    );
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(ESCROW_PROOF_MESSAGES.short);
    expect(figure('escrow-usdc-difference')).toHaveTextContent('-2.00 USDC');
  });

  it('shows no USDC line without a USDC mint', async () => {
    serve(proof());
    renderCard();
    await screen.findByTestId('escrow-balance');
    expect(screen.queryByRole('region', { name: 'USDC' })).not.toBeInTheDocument();
  });

  it("links the vault to the app's explorer on the local chain", async () => {
    setChainCluster({ name: 'local', url: null });
    serve(proof());
    renderCard();
    expect(await screen.findByRole('link', { name: /^Escrow vault / })).toHaveAttribute(
      'href',
      `/explorer/address/${VAULT}`,
    );
  });

  it('raises the alarm when the vault holds less than it owes', async () => {
    serve(proof({ balanceLamports: '11000000000', differenceLamports: '-1000000000' }));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(ESCROW_PROOF_MESSAGES.short);
    expect(figure('escrow-difference')).toHaveTextContent('-1.0000 SOL');
    expect(screen.queryByText(ESCROW_PROOF_MESSAGES.covered)).not.toBeInTheDocument();
  });

  it('says when the chain cannot be read', async () => {
    serve(proof({ balanceLamports: null, differenceLamports: null }));
    renderCard();
    expect(await screen.findByTestId('escrow-balance')).toHaveTextContent(
      ESCROW_PROOF_MESSAGES.unavailable,
    );
    expect(figure('escrow-difference')).toHaveTextContent(ESCROW_PROOF_MESSAGES.unavailable);
    expect(figure('escrow-owed')).toHaveTextContent('12.0000 SOL');
  });

  it('says there is no vault when escrow is off', async () => {
    serve({ enabled: false });
    renderCard();
    expect(await screen.findByText(ESCROW_PROOF_MESSAGES.disabled)).toBeInTheDocument();
  });

  it('reads the figures again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve(proof(), proof({ balanceLamports: '12510000000' }));
    renderCard();
    expect(await screen.findByTestId('escrow-balance')).toHaveTextContent('12.0100 SOL');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(ESCROW_PROOF_REFRESH_MS - 1_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('12.5100 SOL')).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    serve(jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500), proof());
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(ESCROW_PROOF_MESSAGES.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('escrow-balance')).toHaveTextContent('12.0100 SOL');
  });
});
