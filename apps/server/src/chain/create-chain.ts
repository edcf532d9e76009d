// The configured chain: JSON-RPC when SOLANA_RPC_URL is set, else the embedded local chain.
import type { Chain } from './chain';
import { createLocalChain } from './local-chain';
import { createRpcChain } from './rpc-chain';

export async function createChain(
  config: { kind: 'rpc'; url: string } | { kind: 'local' },
  dataDir: string,
): Promise<Chain> {
  return config.kind === 'rpc' ? createRpcChain(config.url) : createLocalChain(dataDir);
}
