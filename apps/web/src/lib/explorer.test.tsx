import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionLink } from '@/components/transaction-link';
import {
  explorerFor,
  getChainCluster,
  loadChainCluster,
  readCluster,
  setChainCluster,
  useExplorer,
} from './explorer';
import { explorerAccountUrl, explorerTxUrl } from './explorer-links';

const SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const ADDRESS = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

afterEach(() => setChainCluster(null));

describe('explorerFor', () => {
  it('links mainnet to Solscan without a cluster parameter', () => {
    const explorer = explorerFor({ name: 'mainnet-beta', url: null });
    expect(explorer.tx(SIG)).toBe(`https://solscan.io/tx/${SIG}`);
    expect(explorer.address(ADDRESS)).toBe(`https://solscan.io/account/${ADDRESS}`);
    expect(explorer.token(ADDRESS)).toBe(`https://solscan.io/token/${ADDRESS}`);
    expect(explorer).toMatchObject({ name: 'Solscan', isLocal: false });
  });

  it('names devnet and testnet in the link', () => {
    expect(explorerFor({ name: 'devnet', url: null }).tx(SIG)).toBe(
      `https://solscan.io/tx/${SIG}?cluster=devnet`,
    );
    expect(explorerFor({ name: 'testnet', url: null }).address(ADDRESS)).toBe(
      `https://solscan.io/account/${ADDRESS}?cluster=testnet`,
    );
  });

  it('points the Solana Explorer at a custom endpoint', () => {
    const explorer = explorerFor({ name: 'custom', url: 'http://127.0.0.1:8899' });
    expect(explorer.tx(SIG)).toBe(
      `https://explorer.solana.com/tx/${SIG}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
    expect(explorer.token(ADDRESS)).toBe(
      `https://explorer.solana.com/address/${ADDRESS}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
    expect(explorerFor({ name: 'custom', url: null }).tx(SIG)).toBe(
      `https://explorer.solana.com/tx/${SIG}?cluster=custom`,
    );
  });

  it("sends the local chain to the app's own explorer pages", () => {
    const explorer = explorerFor({ name: 'local', url: null });
    expect(explorer.tx(SIG)).toBe(`/explorer/tx/${SIG}`);
    expect(explorer.address(ADDRESS)).toBe(`/explorer/address/${ADDRESS}`);
    expect(explorer.token(ADDRESS)).toBe(`/explorer/address/${ADDRESS}`);
    expect(explorer.isLocal).toBe(true);
  });
});

describe('the cluster', () => {
  it('reads it from a health answer, and nothing from anything else', () => {
    expect(readCluster({ chain: { cluster: { name: 'devnet', url: null } } })).toEqual({
      name: 'devnet',
      url: null,
    });
    expect(readCluster({ chain: { cluster: { name: 'custom', url: 'http://h:1' } } })).toEqual({
      name: 'custom',
      url: 'http://h:1',
    });
    expect(readCluster({ chain: { kind: 'rpc' } })).toBeNull();
    expect(readCluster({ chain: { cluster: { name: 'toString' } } })).toBeNull();
    expect(readCluster(null)).toBeNull();
  });

  it('loads it from GET /api/health, also from a 503 answer, after a failed try', async () => {
    const fetchHealth = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ ok: false, chain: { cluster: { name: 'testnet', url: null } } }),
          { status: 503 },
        ),
      );
    expect(await loadChainCluster({ fetchHealth, retryMs: 1 })).toBe(true);
    expect(fetchHealth).toHaveBeenCalledTimes(2);
    expect(getChainCluster()).toEqual({ name: 'testnet', url: null });
  });

  it('gives up after a few tries and keeps the fallback', async () => {
    const fetchHealth = vi.fn(() => Promise.resolve(new Response('not json')));
    expect(await loadChainCluster({ fetchHealth, retryMs: 1 })).toBe(false);
    expect(fetchHealth).toHaveBeenCalledTimes(4);
    expect(getChainCluster()).toBeNull();
  });

  it('re-renders the links once the cluster is known; until then mainnet, or local if told', () => {
    function Probe({ isLocalChain }: { isLocalChain?: boolean }) {
      return <span data-testid="href">{useExplorer({ isLocalChain }).tx(SIG)}</span>;
    }
    const { rerender } = render(<Probe />);
    expect(screen.getByTestId('href')).toHaveTextContent(`https://solscan.io/tx/${SIG}`);
    rerender(<Probe isLocalChain />);
    expect(screen.getByTestId('href')).toHaveTextContent(`/explorer/tx/${SIG}`);
    act(() => setChainCluster({ name: 'devnet', url: null }));
    expect(screen.getByTestId('href')).toHaveTextContent(`?cluster=devnet`);
  });

  it('builds the links of code outside React for the known cluster too', () => {
    expect(explorerTxUrl(SIG)).toBe(`https://solscan.io/tx/${SIG}`);
    setChainCluster({ name: 'devnet', url: null });
    expect(explorerAccountUrl(ADDRESS)).toBe(
      `https://solscan.io/account/${ADDRESS}?cluster=devnet`,
    );
  });
});

describe('TransactionLink', () => {
  it("links a public cluster's signature to its explorer, in a new tab", () => {
    setChainCluster({ name: 'mainnet-beta', url: null });
    render(<TransactionLink signature={SIG} />);
    const link = screen.getByRole('link', { name: 'Transaction 5VER...kQUW (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `https://solscan.io/tx/${SIG}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveTextContent('(local chain)');
  });

  it("links a local chain's signature to the app's explorer page, marked (local chain)", () => {
    setChainCluster({ name: 'local', url: null });
    render(<TransactionLink signature={SIG} />);
    const link = screen.getByTestId('transaction-signature');
    expect(link).toHaveAccessibleName('Local chain transaction 5VER...kQUW (opens in a new tab)');
    expect(link).toHaveAttribute('href', `/explorer/tx/${SIG}`);
    expect(link).toHaveTextContent('5VER...kQUW(local chain)');
  });
});
