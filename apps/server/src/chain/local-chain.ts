// The embedded local chain: LiteSVM in-process, its state saved in DATA_DIR after each change.
import { existsSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  address as toAddress,
  getBase58Decoder,
  getTransactionDecoder,
  isAddress,
  lamports as toLamports,
  signature as toSignature,
} from '@solana/kit';
import { ChainError, TransactionFailedError, type LocalChain } from './chain';

/** LiteSVM's fee: 5,000 lamports per required signature, as on mainnet without priority fees. */
const LAMPORTS_PER_SIGNATURE = 5_000n;
/** About 60-90 s of slots on a real cluster; LiteSVM only moves on when told to. */
const BLOCKHASH_VALID_SLOTS = 150n;
/**
 * How many transactions the chain remembers. LiteSVM keeps 32 by default: a transaction that fell
 * out of it reads 'unknown', so the reconciler could not record an investment that landed while
 * its answer was lost (the vault then held more than the ledger), and a wallet resending it would
 * be charged again. 5,000 entries cost ~20 MB at most and ~3 MB in the state file, which LiteSVM
 * cannot save past ~15,000. A state file keeps the capacity it was made with.
 */
const TRANSACTION_HISTORY = 5_000n;

/** LiteSVM in-process; with a data dir its state is saved after each change and on close. */
export async function createLocalChain(dataDir?: string): Promise<LocalChain> {
  const { LiteSVM, FailedTransactionMetadata } = await import('litesvm');
  const stateFile = dataDir ? join(dataDir, 'local-chain.bin') : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // The native mint (wrapped SOL) is there like on every cluster: the escrow vault holds its SOL
  // in it (docs/decisions/078-two-of-three-custody.md); a state file from before gets it too.
  const svm = (
    stateFile && existsSync(stateFile)
      ? LiteSVM.loadFromFile(stateFile)
      : new LiteSVM().withTransactionHistory(TRANSACTION_HISTORY)
  ).withNativeMints();
  const save = () => {
    if (!stateFile) return;
    // Write beside, then rename: a crash mid-write never leaves a truncated state file.
    svm.saveToFile(`${stateFile}.tmp`);
    renameSync(`${stateFile}.tmp`, stateFile);
  };
  const decodeTransaction = getTransactionDecoder();
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
    async getAccount(address) {
      if (!isAddress(address)) return null;
      const account = svm.getAccount(address);
      if (!account.exists) return null;
      return {
        owner: account.programAddress,
        data: new Uint8Array(account.data),
        lamports: account.lamports,
      };
    },
    async getLatestBlockhash() {
      return {
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: svm.getClock().slot + BLOCKHASH_VALID_SLOTS,
      };
    },
    async getBlockHeight() {
      return svm.getClock().slot;
    },
    async getFeeForMessage(message) {
      return LAMPORTS_PER_SIGNATURE * BigInt(message[0] ?? 0);
    },
    async sendAndConfirm(wire) {
      let transaction;
      try {
        transaction = decodeTransaction.decode(wire);
      } catch (error) {
        throw new TransactionFailedError(`malformed transaction (${(error as Error).message})`);
      }
      // Sent before (a retry after a lost answer): it stands as it landed then.
      const signature = firstSignature(wire);
      const earlier = svm.getTransaction(toSignature(signature));
      if (earlier && !(earlier instanceof FailedTransactionMetadata)) return signature;
      // Like a node's preflight: a transaction that would fail is refused without charging a fee.
      const simulated = svm.simulateTransaction(transaction);
      if (simulated instanceof FailedTransactionMetadata) {
        throw new TransactionFailedError(describeFailure(simulated.err(), simulated.meta().logs()));
      }
      const result = svm.sendTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        throw new TransactionFailedError(describeFailure(result.err(), result.meta().logs()));
      }
      save();
      return getBase58Decoder().decode(result.signature());
    },
    async getSignatureStatus(signature) {
      const result = svm.getTransaction(toSignature(signature));
      if (!result) return { state: 'unknown' };
      if (result instanceof FailedTransactionMetadata) {
        return { state: 'failed', reason: describeFailure(result.err(), result.meta().logs()) };
      }
      return { state: 'confirmed' };
    },
    async airdrop(address, lamports) {
      // A second identical airdrop on the same blockhash would be a duplicate transaction.
      svm.expireBlockhash();
      const result = svm.airdrop(toAddress(address), toLamports(lamports));
      if (!result || result instanceof FailedTransactionMetadata)
        throw new ChainError('Airdrop failed on the local chain');
      save();
      return {
        balance: svm.getBalance(toAddress(address)) ?? 0n,
        signature: getBase58Decoder().decode(result.signature()),
      };
    },
    async close() {
      save();
    },
  };
}

// LiteSVM's TransactionErrorFieldless numbers (a const enum, so not importable at run time).
const TRANSACTION_ERRORS: Record<number, string> = {
  2: 'the paying wallet has no SOL (account not found)',
  4: 'insufficient funds for the network fee',
  6: 'this transaction was already processed',
  7: 'blockhash not found (the transaction expired)',
  11: 'signature verification failed',
  13: 'malformed transaction',
};

/** The first signature of a wire transaction, base58: the transaction's id. */
function firstSignature(wire: Uint8Array): string {
  // A compact-u16 count (one byte below 128) precedes the 64-byte signatures.
  return getBase58Decoder().decode(wire.subarray(1, 65));
}

/** A readable reason: the runtime's error and the last program log line that says more. */
function describeFailure(error: unknown, logs: string[]): string {
  const detail = [...logs].reverse().find((line) => /error|insufficient|failed/i.test(line));
  const base = describeError(error);
  return detail ? `${base} (${detail.replace(/^Program \w+ /, '')})` : base;
}

function describeError(error: unknown): string {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `error ${error}`;
  if (error && typeof error === 'object') {
    const text = String(error);
    // The words a JSON-RPC node uses for the two failures people meet.
    if (/InstructionErrorCustom \{ code: 1 \}/.test(text)) return 'insufficient lamports';
    const rent = /InsufficientFundsForRent \{ account_index: (\d+) \}/.exec(text);
    if (rent) return `account ${rent[1]} would hold less than the rent-exempt minimum`;
    if (text !== '[object Object]') return text;
    return JSON.stringify(error, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
  }
  return String(error);
}
