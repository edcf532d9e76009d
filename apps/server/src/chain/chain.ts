// The Solana cluster the server talks to: the embedded LiteSVM local chain by default, or any
// JSON-RPC endpoint (SOLANA_RPC_URL). Later issues add balances and transactions here.
export interface ChainHealth {
  kind: 'local' | 'rpc';
  status: 'up' | 'down';
}

export interface Chain {
  readonly kind: 'local' | 'rpc';
  health(): Promise<ChainHealth>;
  close(): Promise<void>;
}

export async function createLocalChain(): Promise<Chain> {
  const { LiteSVM } = await import('litesvm');
  const svm = new LiteSVM();
  return {
    kind: 'local',
    async health() {
      svm.getClock();
      return { kind: 'local', status: 'up' };
    },
    async close() {},
  };
}

export function createRpcChain(url: string, timeoutMs = 2_000): Chain {
  return {
    kind: 'rpc',
    async health() {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = (await response.json()) as { result?: unknown };
        return { kind: 'rpc', status: response.ok && body.result === 'ok' ? 'up' : 'down' };
      } catch {
        return { kind: 'rpc', status: 'down' };
      }
    },
    async close() {},
  };
}

export async function createChain(config: { kind: 'rpc'; url: string } | { kind: 'local' }) {
  return config.kind === 'rpc' ? createRpcChain(config.url) : createLocalChain();
}
