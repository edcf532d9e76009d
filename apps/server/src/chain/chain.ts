// The Solana cluster the server talks to: the embedded LiteSVM local chain by default (state kept
// in DATA_DIR), or any JSON-RPC endpoint (SOLANA_RPC_URL).
import { existsSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { address as toAddress, lamports as toLamports } from '@solana/kit';

export interface ChainHealth {
  kind: 'local' | 'rpc';
  status: 'up' | 'down';
}

/** A chain call that failed, in the spec's words ("HTTP error! status: 500", "RPC Error: ..."). */
export class ChainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainError';
  }
}

export interface Chain {
  readonly kind: 'local' | 'rpc';
  /** The CAIP-2 chain id used in sign-in messages. */
  readonly chainId: string;
  health(): Promise<ChainHealth>;
  getBalance(address: string): Promise<bigint>;
  close(): Promise<void>;
}

export interface LocalChain extends Chain {
  readonly kind: 'local';
  airdrop(address: string, lamports: bigint): Promise<bigint>;
}

export const isLocalChain = (chain: Chain): chain is LocalChain => chain.kind === 'local';

/** LiteSVM in-process; with a data dir its state is saved after each change and on close. */
export async function createLocalChain(dataDir?: string): Promise<LocalChain> {
  const { LiteSVM, FailedTransactionMetadata } = await import('litesvm');
  const stateFile = dataDir ? join(dataDir, 'local-chain.bin') : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const svm = stateFile && existsSync(stateFile) ? LiteSVM.loadFromFile(stateFile) : new LiteSVM();
  const save = () => {
    if (!stateFile) return;
    // Write beside, then rename: a crash mid-write never leaves a truncated state file.
    svm.saveToFile(`${stateFile}.tmp`);
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  return {
    kind: 'local',
    chainId: 'solana:localnet',
    async health() {
      svm.getClock();
      return { kind: 'local', status: 'up' };
    },
    async getBalance(address) {
      return svm.getBalance(toAddress(address)) ?? 0n;
    },
    async airdrop(address, lamports) {
      // A second identical airdrop on the same blockhash would be a duplicate transaction.
      svm.expireBlockhash();
      const result = svm.airdrop(toAddress(address), toLamports(lamports));
      if (!result || result instanceof FailedTransactionMetadata)
        throw new ChainError('Airdrop failed on the local chain');
      save();
      return svm.getBalance(toAddress(address)) ?? 0n;
    },
    async close() {
      save();
    },
  };
}

interface RpcResponse<T> {
  result?: T;
  error?: { code?: number; message?: string };
}

export function createRpcChain(url: string, timeoutMs = 5_000): Chain {
  async function call<T>(method: string, params: unknown[] = []): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ChainError(`RPC request failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ChainError(`HTTP error! status: ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as RpcResponse<T>;
    if (body.error) throw new ChainError(`RPC Error: ${body.error.message ?? 'unknown error'}`);
    if (body.result === undefined) throw new ChainError('RPC Error: no result');
    return body.result;
  }
  return {
    kind: 'rpc',
    chainId: 'solana:mainnet',
    async health() {
      try {
        return { kind: 'rpc', status: (await call<string>('getHealth')) === 'ok' ? 'up' : 'down' };
      } catch {
        return { kind: 'rpc', status: 'down' };
      }
    },
    async getBalance(address) {
      const result = await call<{ value?: number }>('getBalance', [address]);
      if (typeof result.value !== 'number') throw new ChainError('RPC Error: no balance value');
      return BigInt(result.value);
    },
    async close() {},
  };
}

export async function createChain(
  config: { kind: 'rpc'; url: string } | { kind: 'local' },
  dataDir: string,
): Promise<Chain> {
  return config.kind === 'rpc' ? createRpcChain(config.url) : createLocalChain(dataDir);
}
