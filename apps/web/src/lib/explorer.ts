// Every link to a chain explorer is built here, for the cluster the server runs on (GET
// /api/health `chain.cluster`, read once at start-up):
// - mainnet, devnet, testnet: Solscan (/tx, /token, /account), with `?cluster=` off mainnet;
// - another RPC endpoint: the Solana Explorer pointed at it (`?cluster=custom&customUrl=`);
// - the server's embedded local chain, which no public explorer knows: the app's own pages
//   /explorer/tx/:signature and /explorer/address/:address, which read it through the server.
// Until the cluster is known (and in unit tests, which do not load it) links are for mainnet, or
// for the local chain when the caller knows it runs there (useWallet().isLocalChain).
import type { ChainCluster, ClusterName } from '@memetank/shared/api/health';
import { useSyncExternalStore } from 'react';

export type { ChainCluster };

const SOLSCAN = 'https://solscan.io';
const SOLANA_EXPLORER = 'https://explorer.solana.com';

export const MAINNET_CLUSTER: ChainCluster = { name: 'mainnet-beta', url: null };
export const LOCAL_CLUSTER: ChainCluster = { name: 'local', url: null };

export interface Explorer {
  /** For labels: "View creator wallet on Solscan". */
  name: string;
  /** The app's own explorer pages (the local chain). */
  isLocal: boolean;
  tx(signature: string): string;
  address(address: string): string;
  token(mint: string): string;
}

const segment = encodeURIComponent;

export function explorerFor(cluster: ChainCluster): Explorer {
  switch (cluster.name) {
    case 'local':
      return {
        name: 'the local chain explorer',
        isLocal: true,
        tx: (signature) => `/explorer/tx/${segment(signature)}`,
        address: (address) => `/explorer/address/${segment(address)}`,
        token: (mint) => `/explorer/address/${segment(mint)}`,
      };
    case 'custom': {
      const query = cluster.url
        ? `?cluster=custom&customUrl=${encodeURIComponent(cluster.url)}`
        : '?cluster=custom';
      return {
        name: 'Solana Explorer',
        isLocal: false,
        tx: (signature) => `${SOLANA_EXPLORER}/tx/${segment(signature)}${query}`,
        address: (address) => `${SOLANA_EXPLORER}/address/${segment(address)}${query}`,
        token: (mint) => `${SOLANA_EXPLORER}/address/${segment(mint)}${query}`,
      };
    }
    case 'mainnet-beta':
    case 'devnet':
    case 'testnet': {
      const query = cluster.name === 'mainnet-beta' ? '' : `?cluster=${cluster.name}`;
      return {
        name: 'Solscan',
        isLocal: false,
        tx: (signature) => `${SOLSCAN}/tx/${segment(signature)}${query}`,
        address: (address) => `${SOLSCAN}/account/${segment(address)}${query}`,
        token: (mint) => `${SOLSCAN}/token/${segment(mint)}${query}`,
      };
    }
  }
}

// The cluster, once known: a tiny store that components read with useChainCluster().
let current: ChainCluster | null = null;
const listeners = new Set<() => void>();

export function getChainCluster(): ChainCluster | null {
  return current;
}

/** Sets the cluster (the start-up load does; tests may). */
export function setChainCluster(cluster: ChainCluster | null): void {
  current = cluster;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useChainCluster(): ChainCluster | null {
  return useSyncExternalStore(subscribe, getChainCluster, getChainCluster);
}

/** The explorer for the server's cluster; before it is known, `isLocalChain` picks the fallback. */
export function useExplorer(options: { isLocalChain?: boolean } = {}): Explorer {
  const cluster = useChainCluster();
  return explorerFor(cluster ?? (options.isLocalChain ? LOCAL_CLUSTER : MAINNET_CLUSTER));
}

// Checked by hand, not with the shared zod schema: this module is part of the first page load.
const CLUSTER_NAMES: Record<ClusterName, true> = {
  local: true,
  'mainnet-beta': true,
  devnet: true,
  testnet: true,
  custom: true,
};

/** The cluster in a GET /api/health answer, or null when it has none. */
export function readCluster(health: unknown): ChainCluster | null {
  const cluster = (health as { chain?: { cluster?: { name?: unknown; url?: unknown } } } | null)
    ?.chain?.cluster;
  const name = cluster?.name;
  if (typeof name !== 'string' || !Object.hasOwn(CLUSTER_NAMES, name)) return null;
  const url = typeof cluster?.url === 'string' ? cluster.url : null;
  return { name: name as ClusterName, url: name === 'custom' ? url : null };
}

const LOAD_ATTEMPTS = 4;
const RETRY_MS = 2_000;

/**
 * Reads the cluster from GET /api/health (its body names it even when the answer is a 503),
 * retrying a few times with a growing pause; resolves true once it is known.
 */
export async function loadChainCluster(
  options: { retryMs?: number; fetchHealth?: () => Promise<Response> } = {},
): Promise<boolean> {
  const fetchHealth =
    options.fetchHealth ??
    (() => fetch('/api/health', { headers: { accept: 'application/json' } }));
  const retryMs = options.retryMs ?? RETRY_MS;
  for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryMs * 2 ** attempt));
    try {
      const cluster = readCluster(await (await fetchHealth()).json());
      if (cluster) {
        setChainCluster(cluster);
        return true;
      }
    } catch {
      // Not reachable or not JSON: try again.
    }
  }
  return false;
}
