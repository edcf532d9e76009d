// Any Solana cluster through JSON-RPC (SOLANA_RPC_URL): mainnet, devnet or a local validator.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  getBase58Decoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
} from '@solana/kit';
import { ChainError, SYSTEM_PROGRAM, TransactionFailedError, type Chain } from './chain';

export interface RpcChainOptions {
  /** The longest one request may take. */
  timeoutMs?: number;
  /** The pause between signature-status polls while confirming (Solana makes a slot in ~400 ms). */
  pollIntervalMs?: number;
  /** The longest sendAndConfirm waits for a confirmation before giving up as unreachable. */
  confirmTimeoutMs?: number;
}

interface RpcResponse<T> {
  result?: T;
  error?: RpcErrorObject;
}

interface RpcErrorObject {
  code?: number;
  message?: string;
  data?: unknown;
}

/** An "RPC Error: ..." that keeps the error object: a refused transaction says why in it. */
class RpcError extends ChainError {
  constructor(readonly rpc: RpcErrorObject) {
    super(`RPC Error: ${rpc.message ?? 'unknown error'}`);
  }
}

// The codes sendTransaction refuses a transaction with (agave rpc-client-api custom_error.rs).
const PREFLIGHT_FAILURE = -32002;
const SIGNATURE_VERIFICATION_FAILURE = -32003;
const INVALID_PARAMS = -32602;

/** getAccountInfo's value with `encoding: 'base64'`. */
interface RpcAccountValue {
  data?: unknown;
  lamports?: unknown;
  owner?: unknown;
}

interface SignatureStatusValue {
  err: unknown;
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
}

export function createRpcChain(url: string, options: RpcChainOptions = {}): Chain {
  const { timeoutMs = 5_000, pollIntervalMs = 400, confirmTimeoutMs = 90_000 } = options;

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
    if (body.error) throw new RpcError(body.error);
    if (body.result === undefined) throw new ChainError('RPC Error: no result');
    return body.result;
  }

  async function getBlockHeight(): Promise<bigint> {
    const height = await call<unknown>('getBlockHeight', [{ commitment: 'confirmed' }]);
    if (typeof height !== 'number') throw new ChainError('RPC Error: no block height');
    return BigInt(height);
  }

  async function getStatus(signature: string, searchTransactionHistory: boolean) {
    const result = await call<{ value?: (SignatureStatusValue | null)[] }>('getSignatureStatuses', [
      [signature],
      { searchTransactionHistory },
    ]);
    if (!Array.isArray(result.value)) throw new ChainError('RPC Error: no signature status value');
    const status = result.value[0] ?? null;
    // 'processed' can still be rolled back with its fork: only a confirmed status decides.
    const settled =
      status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized';
    return settled ? status : null;
  }

  /** Sends with a preflight simulation, so most refusals come back at once with their reason. */
  async function send(wire: Uint8Array, programs: string[]): Promise<void> {
    try {
      await call<string>('sendTransaction', [
        getBase64Decoder().decode(wire),
        { encoding: 'base64', preflightCommitment: 'confirmed' },
      ]);
    } catch (error) {
      if (!(error instanceof RpcError)) throw error;
      const { code, message = '', data } = error.rpc;
      if (code === SIGNATURE_VERIFICATION_FAILURE) {
        throw new TransactionFailedError('signature verification failed');
      }
      if (code === INVALID_PARAMS) {
        throw new TransactionFailedError(`malformed transaction (${message})`);
      }
      if (code !== PREFLIGHT_FAILURE) throw error;
      const { err } = (data ?? {}) as { err?: unknown };
      // Sent before (a retry after a lost answer): confirm it as usual.
      if (err === 'AlreadyProcessed') return;
      throw new TransactionFailedError(
        err === undefined
          ? message.replace(/^Transaction simulation failed: /, '')
          : describeError(err, programs),
      );
    }
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
    async getAccount(address) {
      // Not an address: no account can be there (and the RPC would answer "Invalid param").
      if (!isAddress(address)) return null;
      const { value } = await call<{ value?: RpcAccountValue | null }>('getAccountInfo', [
        address,
        { encoding: 'base64', commitment: 'confirmed' },
      ]);
      if (value === null) return null;
      const [data, encoding] = Array.isArray(value?.data) ? (value.data as unknown[]) : [];
      if (
        typeof value?.owner !== 'string' ||
        typeof value.lamports !== 'number' ||
        typeof data !== 'string' ||
        encoding !== 'base64'
      ) {
        throw new ChainError('RPC Error: no account value');
      }
      return {
        owner: value.owner,
        data: new Uint8Array(Buffer.from(data, 'base64')),
        lamports: BigInt(value.lamports),
      };
    },
    async getLatestBlockhash() {
      const { value } = await call<{
        value?: { blockhash?: unknown; lastValidBlockHeight?: unknown };
      }>('getLatestBlockhash', [{ commitment: 'confirmed' }]);
      if (typeof value?.blockhash !== 'string' || typeof value.lastValidBlockHeight !== 'number') {
        throw new ChainError('RPC Error: no blockhash value');
      }
      return {
        blockhash: value.blockhash,
        lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
      };
    },
    getBlockHeight,
    async getFeeForMessage(message) {
      const { value } = await call<{ value?: number | null }>('getFeeForMessage', [
        getBase64Decoder().decode(message),
        { commitment: 'confirmed' },
      ]);
      if (value === null) throw new TransactionFailedError(EXPIRED);
      if (typeof value !== 'number') throw new ChainError('RPC Error: no fee value');
      return BigInt(value);
    },
    async sendAndConfirm(wire, lastValidBlockHeight) {
      const { signature, programs } = readTransaction(wire);
      await send(wire, programs);
      const deadline = Date.now() + confirmTimeoutMs;
      // Why the last poll got no answer, if it got none.
      let unanswered: ChainError | undefined;
      for (;;) {
        try {
          // The height first: a transaction that landed by then shows in the status asked next.
          const height = await getBlockHeight();
          const status = await getStatus(signature, false);
          unanswered = undefined;
          if (status?.err) throw new TransactionFailedError(describeError(status.err, programs));
          if (status) return signature;
          if (height > lastValidBlockHeight) {
            throw new TransactionFailedError('the transaction expired before it was confirmed');
          }
        } catch (error) {
          // A failed poll is no answer yet: keep asking until the deadline.
          if (!(error instanceof ChainError) || error instanceof TransactionFailedError) {
            throw error;
          }
          unanswered = error;
        }
        if (Date.now() >= deadline) {
          throw (
            unanswered ??
            new ChainError(
              `Transaction not confirmed within ${confirmTimeoutMs / 1000} s (it may still land)`,
            )
          );
        }
        await sleep(pollIntervalMs);
      }
    },
    async getSignatureStatus(signature) {
      const status = await getStatus(signature, true);
      if (!status) return { state: 'unknown' };
      return status.err
        ? { state: 'failed', reason: describeError(status.err) }
        : { state: 'confirmed' };
    },
    async close() {},
  };
}

const EXPIRED = 'blockhash not found (the transaction expired)';

/** The transaction's id (its first signature) and the program each instruction calls. */
function readTransaction(wire: Uint8Array): { signature: string; programs: string[] } {
  try {
    const transaction = getTransactionDecoder().decode(wire);
    const [first] = Object.values(transaction.signatures);
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    const programIndexes =
      message.version === 1
        ? message.instructionHeaders.map((header) => header.programAccountIndex)
        : message.instructions.map((instruction) => instruction.programAddressIndex);
    return {
      signature: getBase58Decoder().decode(first ?? new Uint8Array(64)),
      programs: programIndexes.map((index) => message.staticAccounts[index] ?? ''),
    };
  } catch (error) {
    throw new TransactionFailedError(`malformed transaction (${(error as Error).message})`);
  }
}

// The same words as the local chain's, keyed by the RPC's TransactionError names.
const TRANSACTION_ERRORS: Record<string, string> = {
  AccountNotFound: 'the paying wallet has no SOL (account not found)',
  InsufficientFundsForFee: 'insufficient funds for the network fee',
  AlreadyProcessed: 'this transaction was already processed',
  BlockhashNotFound: EXPIRED,
  SignatureFailure: 'signature verification failed',
  SanitizeFailure: 'malformed transaction',
};

/**
 * A readable reason for an RPC TransactionError: a name ("BlockhashNotFound") or an object
 * ({ InstructionError: [0, { Custom: 1 }] }); `programs` names each instruction's program.
 */
function describeError(err: unknown, programs: string[] = []): string {
  if (typeof err === 'string') return TRANSACTION_ERRORS[err] ?? err;
  const failure = err as {
    InstructionError?: [number, unknown];
    InsufficientFundsForRent?: { account_index: number };
  };
  if (failure.InstructionError) {
    const [index, error] = failure.InstructionError;
    const custom = (error as { Custom?: number } | null)?.Custom;
    // The System Program's custom error 1 is ResultWithNegativeLamports.
    if (error === 'InsufficientFunds' || (custom === 1 && programs[index] === SYSTEM_PROGRAM)) {
      return 'insufficient lamports';
    }
    const what =
      typeof custom === 'number' ? `custom program error 0x${custom.toString(16)}` : error;
    return `instruction ${index} failed: ${typeof what === 'string' ? what : JSON.stringify(what)}`;
  }
  if (failure.InsufficientFundsForRent) {
    const index = failure.InsufficientFundsForRent.account_index;
    return `account ${index} would hold less than the rent-exempt minimum`;
  }
  return JSON.stringify(err);
}
