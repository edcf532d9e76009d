import type {
  ExplorerAddressResponse,
  ExplorerTxResponse,
  LedgerEntry,
} from '@memetank/shared/api/ledger';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/test/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setChainCluster } from '@/lib/explorer';
import { jsonResponse } from '@/test/providers';
import ExplorerAddressRoute, { MALFORMED_ADDRESS, NO_ENTRIES } from './explorer-address';
import ExplorerTxRoute, {
  MALFORMED_SIGNATURE,
  NOT_IN_LEDGER,
  SIGNER_ROLES,
  SIGNERS_NOTE,
} from './explorer-tx';
import { testHealth } from '@/test/health';

const SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const PAYOUT =
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn6Ux8XjKcEKxgv3X9RaZMtc6YrWq8bN3QzG2SrEwK5yt';
const WALLET = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';
const VAULT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const PROJECT = { id: '4f6c2a52-6a49-4d4c-9f3e-0b8f3c1b2a11', name: 'Frogbeard' };

function entry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    signature: SIG,
    kind: 'investment',
    direction: 'in',
    amountLamports: '250000000',
    wallet: WALLET,
    project: PROJECT,
    investmentId: '00000000-0000-4000-8000-000000000001',
    claim: null,
    time: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** Answers the explorer's API by path; anything else is a 404. */
function serve(answers: Record<string, unknown>) {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    if (answer instanceof Response) return Promise.resolve(answer);
    return Promise.resolve(
      answer === undefined
        ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'No' } }, 404)
        : jsonResponse(answer),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/explorer/tx/:signature', element: <ExplorerTxRoute /> },
      { path: '/explorer/address/:address', element: <ExplorerAddressRoute /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const txAnswer = (overrides: Partial<ExplorerTxResponse> = {}): ExplorerTxResponse => ({
  signature: SIG,
  status: 'confirmed',
  failure: null,
  ledger: entry(),
  signers: [],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  setChainCluster(null);
});

describe('/explorer/tx/:signature', () => {
  it("shows the chain's status and the ledger's investment, with links to the wallet and project", async () => {
    setChainCluster({ name: 'local', url: null });
    const fetch = serve({ [`/api/explorer/tx/${SIG}`]: txAnswer() });
    const router = renderAt(`/explorer/tx/${SIG}`);
    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Confirmed');
    expect(fetch).toHaveBeenCalledWith(`/api/explorer/tx/${SIG}`, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.getByText(SIG)).toBeInTheDocument();
    expect(screen.getByText(/MemeTank’s local test chain/)).toBeInTheDocument();

    const ledger = screen.getByText('Investment').closest('dl')!;
    expect(ledger).toHaveTextContent('TypeInvestment');
    expect(ledger).toHaveTextContent('+0.250 SOL into the escrow vault');
    expect(within(ledger).getByRole('link', { name: 'Frogbeard' })).toHaveAttribute(
      'href',
      `/project/${PROJECT.id}`,
    );
    expect(ledger).toHaveTextContent('Jan 2, 2026');
    await userEvent.click(within(ledger).getByRole('link', { name: 'E1jB...3Bms' }));
    expect(router.state.location.pathname).toBe(`/explorer/address/${WALLET}`);
  });

  it('shows a payout of a refund, a failure, and a signature the ledger does not know', async () => {
    serve({
      [`/api/explorer/tx/${PAYOUT}`]: txAnswer({
        signature: PAYOUT,
        ledger: entry({
          signature: PAYOUT,
          kind: 'payout',
          direction: 'out',
          investmentId: null,
          project: null,
          claim: {
            id: '00000000-0000-4000-8000-000000000009',
            fundType: 'refund',
            isClaimed: true,
          },
        }),
      }),
      [`/api/explorer/tx/${SIG}`]: txAnswer({
        status: 'failed',
        failure: 'insufficient funds for the network fee',
        ledger: null,
      }),
    });
    const router = renderAt(`/explorer/tx/${PAYOUT}`);
    const ledger = (await screen.findByText('Payout (refund)')).closest('dl')!;
    expect(ledger).toHaveTextContent('-0.250 SOL out of the escrow vault');
    expect(ledger).toHaveTextContent('ToE1jB...3Bms');
    expect(ledger).toHaveTextContent('ProjectNot listed (hidden or removed)');
    expect(ledger).toHaveTextContent('ClaimPaid');
    // On mainnet the same transaction is on Solscan too.
    expect(screen.getByRole('link', { name: /View on Solscan/ })).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${PAYOUT}`,
    );

    await router.navigate(`/explorer/tx/${SIG}`);
    expect(await screen.findByText('insufficient funds for the network fee')).toBeInTheDocument();
    expect(screen.getByTestId('tx-status')).toHaveTextContent('Failed');
    expect(screen.getByText(NOT_IN_LEDGER)).toBeInTheDocument();
  });

  it("shows a payout's two signers, read from the transaction sent: the hot key and the co-signer, each linked", async () => {
    const hot = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const coSigner = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';
    serve({
      [`/api/explorer/tx/${PAYOUT}`]: txAnswer({
        signature: PAYOUT,
        ledger: entry({ signature: PAYOUT, kind: 'payout', direction: 'out', investmentId: null }),
        signers: [
          { role: 'hot', address: hot },
          { role: 'co-signer', address: coSigner },
        ],
      }),
      [`/api/explorer/tx/${SIG}`]: txAnswer(),
    });
    const router = renderAt(`/explorer/tx/${PAYOUT}`);
    const signers = await screen.findByLabelText('Signers');
    expect(screen.getByRole('heading', { name: 'Signed by' })).toBeInTheDocument();
    expect(screen.getByText(SIGNERS_NOTE)).toBeInTheDocument();
    expect(signers).toHaveTextContent(`${SIGNER_ROLES.hot}7xKX...gAsU`);
    expect(signers).toHaveTextContent(`${SIGNER_ROLES['co-signer']}HN7c...YWrH`);
    expect(within(signers).getByRole('link', { name: '7xKX...gAsU' })).toHaveAttribute(
      'href',
      `/explorer/address/${hot}`,
    );
    expect(within(signers).getByRole('link', { name: 'HN7c...YWrH' })).toHaveAttribute(
      'href',
      `/explorer/address/${coSigner}`,
    );

    // An investment is signed by its investor: no signers of the vault are shown.
    await router.navigate(`/explorer/tx/${SIG}`);
    expect(await screen.findByText('Investment')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signed by' })).not.toBeInTheDocument();
  });

  it('says when the chain cannot say, and when the signature is malformed', async () => {
    serve({
      [`/api/explorer/tx/${SIG}`]: txAnswer({ status: 'unknown', ledger: null }),
      '/api/explorer/tx/nope': jsonResponse(
        { error: { code: 'VALIDATION_ERROR', message: 'Invalid params.signature' } },
        400,
      ),
    });
    const router = renderAt(`/explorer/tx/${SIG}`);
    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Not found on this chain');
    await router.navigate('/explorer/tx/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(MALFORMED_SIGNATURE);
  });
});

describe('/explorer/address/:address', () => {
  const account = (overrides: Partial<ExplorerAddressResponse> = {}): ExplorerAddressResponse => ({
    address: WALLET,
    balanceLamports: '9748995000',
    isVault: false,
    entries: [
      entry({ signature: PAYOUT, kind: 'payout', direction: 'out', investmentId: null }),
      entry(),
    ],
    ...overrides,
  });

  it('shows the balance and the ledger entries, each linked to its transaction', async () => {
    setChainCluster({ name: 'local', url: null });
    serve({ [`/api/explorer/address/${WALLET}`]: account() });
    const router = renderAt(`/explorer/address/${WALLET}`);
    expect(await screen.findByTestId('address-balance')).toHaveTextContent('9.7490 SOL');
    expect(screen.getByText(WALLET)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Ledger entries' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Payout-0.250 SOLFrogbeard');
    expect(rows[2]).toHaveTextContent('Investment+0.250 SOLFrogbeard');
    expect(screen.queryByRole('columnheader', { name: 'Wallet' })).not.toBeInTheDocument();
    await userEvent.click(within(rows[2]!).getByRole('link', { name: '5VER...kQUW' }));
    expect(router.state.location.pathname).toBe(`/explorer/tx/${SIG}`);
  });

  it('shows every amount of the ledger list with the same 3 decimals, below and above 1 SOL', async () => {
    serve({
      [`/api/explorer/address/${WALLET}`]: account({
        entries: [
          entry({
            signature: PAYOUT,
            kind: 'payout',
            direction: 'out',
            amountLamports: '1200000000',
          }),
          entry({ amountLamports: '500000000' }),
        ],
      }),
    });
    renderAt(`/explorer/address/${WALLET}`);
    const table = await screen.findByRole('table', { name: 'Ledger entries' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(amounts).toEqual(['-1.200 SOL', '+0.500 SOL']);
  });

  it('shows a USDC investment and a USDC refund in USDC, the refund as a payout', async () => {
    const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
    serve({
      '/api/health': testHealth(USDC_MINT),
      [`/api/explorer/address/${WALLET}`]: account({
        entries: [
          entry({
            signature: PAYOUT,
            kind: 'token_payout',
            direction: 'out',
            amountLamports: '5000',
            mint: USDC_MINT,
            tokenAmount: '12500000',
            claim: {
              id: '00000000-0000-4000-8000-000000000002',
              fundType: 'refund',
              isClaimed: true,
            },
          }),
          entry({ amountLamports: '0', mint: USDC_MINT, tokenAmount: '12500000' }),
        ],
      }),
    });
    renderAt(`/explorer/address/${WALLET}`);
    const table = await screen.findByRole('table', { name: 'Ledger entries' });
    const cells = (index: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
    await waitFor(() => expect(cells(1)).toEqual(['-12.50 USDC', '+12.50 USDC']));
    expect(cells(0)).toEqual(['Payout (refund)', 'Investment']);
  });

  it("names a token payout by what it pays: the investor's allocation or the creator's returned tokens", async () => {
    const MINT = 'HooTtest11111111111111111111111111111111111';
    const tokenPayout = (fundType: 'token_allocation' | 'token_return', id: string) =>
      entry({
        signature: fundType === 'token_return' ? PAYOUT : SIG,
        kind: 'token_payout',
        direction: 'out',
        amountLamports: '5000',
        mint: MINT,
        tokenAmount: '15000000000000',
        claim: { id, fundType, isClaimed: true },
      });
    serve({
      [`/api/explorer/address/${WALLET}`]: account({
        entries: [
          tokenPayout('token_return', '00000000-0000-4000-8000-000000000003'),
          tokenPayout('token_allocation', '00000000-0000-4000-8000-000000000004'),
        ],
      }),
    });
    renderAt(`/explorer/address/${WALLET}`);
    const table = await screen.findByRole('table', { name: 'Ledger entries' });
    const types = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(types).toEqual(['Token payout (tokens returned)', 'Token payout (token allocation)']);
  });

  it('shows what a token row moved in the token’s units and symbol, not the SOL its fee cost', async () => {
    const MINT = 'HooTtest11111111111111111111111111111111111';
    const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
    serve({
      // No USDC mint known to the page: the answer's decimals and symbol say it all.
      [`/api/explorer/address/${VAULT}`]: account({
        address: VAULT,
        isVault: true,
        entries: [
          entry({
            signature: PAYOUT,
            kind: 'token_payout',
            direction: 'out',
            amountLamports: '2044280',
            mint: MINT,
            tokenAmount: '1234567890',
            tokenDecimals: 6,
            tokenSymbol: 'HOOT',
            claim: {
              id: '00000000-0000-4000-8000-000000000004',
              fundType: 'token_allocation',
              isClaimed: true,
            },
          }),
          entry({
            kind: 'token_deposit',
            amountLamports: '0',
            mint: MINT,
            tokenAmount: '400000000000',
            tokenDecimals: 6,
            tokenSymbol: 'HOOT',
            investmentId: null,
          }),
          entry({
            signature: '3'.repeat(87),
            amountLamports: '0',
            mint: USDC_MINT,
            tokenAmount: '12500000',
            tokenDecimals: 6,
            tokenSymbol: 'USDC',
          }),
          entry({
            signature: '4'.repeat(87),
            kind: 'token_deposit',
            amountLamports: '0',
            mint: MINT,
            tokenAmount: '7',
            tokenDecimals: 0,
            tokenSymbol: null,
            investmentId: null,
          }),
          entry({ signature: '6'.repeat(87), amountLamports: '250000000' }),
        ],
      }),
    });
    renderAt(`/explorer/address/${VAULT}`);
    const table = await screen.findByRole('table', { name: 'Ledger entries' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(amounts).toEqual([
      '-1,234.56789 HOOT',
      '+400,000 HOOT',
      '+12.50 USDC',
      '+7 tokens',
      '+0.250 SOL',
    ]);
  });

  it('tells a token payout’s tokens apart from the SOL the vault paid for it on its page', async () => {
    serve({
      [`/api/explorer/tx/${SIG}`]: txAnswer({
        ledger: entry({
          kind: 'token_payout',
          direction: 'out',
          amountLamports: '2044280',
          mint: 'HooTtest11111111111111111111111111111111111',
          tokenAmount: '15000000000000',
          tokenDecimals: 6,
          tokenSymbol: 'HOOT',
          claim: {
            id: '00000000-0000-4000-8000-000000000004',
            fundType: 'token_allocation',
            isClaimed: true,
          },
        }),
      }),
    });
    renderAt(`/explorer/tx/${SIG}`);
    const ledger = await screen.findByLabelText('Ledger entry');
    expect(ledger).toHaveTextContent('-15,000,000 HOOT out of the escrow vault');
    expect(ledger).toHaveTextContent(
      'SOL paid by the vault0.002 SOL (network fee and token account rent)',
    );
  });

  it('shows a USDC investment in USDC on its transaction page', async () => {
    const USDC_MINT = 'USDCtest111111111111111111111111111111111111';
    serve({
      '/api/health': testHealth(USDC_MINT),
      [`/api/explorer/tx/${SIG}`]: txAnswer({
        ledger: entry({ amountLamports: '0', mint: USDC_MINT, tokenAmount: '300000000' }),
      }),
    });
    renderAt(`/explorer/tx/${SIG}`);
    await waitFor(() =>
      expect(screen.getByLabelText('Ledger entry')).toHaveTextContent(
        '+300.00 USDC into the escrow vault',
      ),
    );
  });

  it('marks the escrow vault and lists who its entries name', async () => {
    serve({
      [`/api/explorer/address/${VAULT}`]: account({ address: VAULT, isVault: true }),
    });
    renderAt(`/explorer/address/${VAULT}`);
    expect(await screen.findByText(/MemeTank’s escrow vault/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What it holds and owes' })).toHaveAttribute(
      'href',
      '/security#escrow-vault',
    );
    expect(screen.getByRole('columnheader', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on Solscan/ })).toHaveAttribute(
      'href',
      `https://solscan.io/account/${VAULT}`,
    );
  });

  it('says when the ledger has nothing, the chain cannot be read, or the address is malformed', async () => {
    serve({
      [`/api/explorer/address/${WALLET}`]: account({ balanceLamports: null, entries: [] }),
      '/api/explorer/address/nope': jsonResponse(
        { error: { code: 'VALIDATION_ERROR', message: 'Invalid params.address' } },
        400,
      ),
    });
    const router = renderAt(`/explorer/address/${WALLET}`);
    expect(await screen.findByText(NO_ENTRIES)).toBeInTheDocument();
    expect(screen.getByTestId('address-balance')).toHaveTextContent('Unavailable');
    await router.navigate('/explorer/address/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(MALFORMED_ADDRESS);
  });
});
