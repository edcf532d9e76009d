// Which Solana cluster the server talks to, as the web app needs it to build explorer links: the
// embedded local chain, one of the public clusters told from the RPC URL, or a custom endpoint.
import type { ChainCluster } from '@memetank/shared/api/health';

/** The public clusters' own endpoints. */
const PUBLIC_HOSTS: Record<string, ChainCluster['name']> = {
  'api.mainnet-beta.solana.com': 'mainnet-beta',
  'api.mainnet.solana.com': 'mainnet-beta',
  'api.devnet.solana.com': 'devnet',
  'api.testnet.solana.com': 'testnet',
};

/**
 * Providers name the cluster in the host or the path ("devnet.helius-rpc.com",
 * "solana-devnet.g.alchemy.com", "rpc.ankr.com/solana_devnet"): whole words only.
 */
const CLUSTER_WORDS: [RegExp, ChainCluster['name']][] = [
  [/(^|[^a-z])devnet([^a-z]|$)/, 'devnet'],
  [/(^|[^a-z])testnet([^a-z]|$)/, 'testnet'],
  [/(^|[^a-z])mainnet(-beta)?([^a-z]|$)/, 'mainnet-beta'],
];

/**
 * The cluster of the chain the server uses. An RPC URL that names no public cluster is `custom`
 * with its origin alone: its path or query may carry an API key, and this answer is public.
 */
export function chainCluster(
  kind: 'local' | 'rpc',
  config: { kind: 'rpc'; url: string } | { kind: 'local' },
): ChainCluster {
  if (kind === 'local') return { name: 'local', url: null };
  if (config.kind !== 'rpc') return { name: 'custom', url: null };
  let url: URL;
  try {
    url = new URL(config.url);
  } catch {
    return { name: 'custom', url: null };
  }
  const host = url.hostname.toLowerCase();
  const known = PUBLIC_HOSTS[host];
  if (known) return { name: known, url: null };
  const words = `${host}/${url.pathname.toLowerCase()}`;
  for (const [pattern, name] of CLUSTER_WORDS) {
    if (pattern.test(words)) return { name, url: null };
  }
  return { name: 'custom', url: url.origin };
}
