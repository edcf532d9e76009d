// The embedded local chain: LiteSVM in-process, its state saved in DATA_DIR after each change.
// Every call runs LiteSVM synchronously from start to end (no await in between), so concurrent
// requests never interleave inside one: each send, airdrop and save() happens whole. The changes
// made in one turn of the event loop share one save (a group commit, docs/decisions/085-local-chain-group-save.md):
// a send or airdrop answers, and a read sees it, only once the state holding it is on disk.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  address as toAddress,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  lamports as toLamports,
  signature as toSignature,
} from '@solana/kit';
import { ChainError, TransactionFailedError, type LocalChain } from './chain';

/** LiteSVM's fee: 5,000 lamports per required signature, as on mainnet without priority fees. */
const LAMPORTS_PER_SIGNATURE = 5_000n;
/**
 * How many slots a blockhash stays valid after it was handed out: about 60-90 s on a real cluster.
 * LiteSVM's slots only move on when told to (advanceSlots).
 */
const BLOCKHASH_VALID_SLOTS = 150n;
/**
 * How many handed-out blockhashes the chain remembers (docs/decisions/077). LiteSVM itself accepts
 * only its latest blockhash, and each airdrop moves it on (two airdrops of the same amount to the
 * same wallet must be two transactions), so the chain keeps its own window, as a cluster keeps its
 * recent blockhashes: a blockhash handed out stays valid for BLOCKHASH_VALID_SLOTS slots, whatever
 * is sent or airdropped meanwhile. One is added per airdrop at most; 5,000 is far more than a
 * prepared transaction outlives (an intent lives 2 minutes), and ~300 kB in the window's file.
 */
const RECENT_BLOCKHASHES = 5_000;
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
  const windowFile = dataDir ? join(dataDir, 'local-chain-blockhashes.json') : undefined;
  const loaded = stateFile !== undefined && existsSync(stateFile);
  const svm = (
    loaded
      ? LiteSVM.loadFromFile(stateFile)
      : new LiteSVM().withTransactionHistory(TRANSACTION_HISTORY)
  )
    // The native mint (wrapped SOL) is there like on every cluster: the escrow vault holds its SOL
    // in it (docs/decisions/078-two-of-three-custody.md); a state file from before gets it too.
    .withNativeMints()
    // The window below decides which blockhashes a transaction may carry (not saved in the state).
    .withBlockhashCheck(false);
  // Blockhash -> the last slot a transaction on it can land in, oldest first.
  const recent = new Map<string, bigint>(loaded ? readWindow(windowFile) : []);
  // A state saved before the window existed (or without it): its latest blockhash stays valid.
  if (recent.size === 0) {
    recent.set(svm.latestBlockhash(), svm.getClock().slot + BLOCKHASH_VALID_SLOTS);
  }
  let windowChanged = false;
  const saveWindow = () => {
    if (!windowFile || !windowChanged) return;
    const entries = [...recent].map(([hash, last]) => [hash, last.toString()]);
    writeFileSync(`${windowFile}.tmp`, JSON.stringify(entries));
    renameSync(`${windowFile}.tmp`, windowFile);
    windowChanged = false;
  };
  const save = () => {
    if (!stateFile) return;
    // Write beside, then rename: a crash mid-write never leaves a truncated state file.
    svm.saveToFile(`${stateFile}.tmp`);
    renameSync(`${stateFile}.tmp`, stateFile);
    saveWindow();
  };
  // The save that the changes of this turn wait for, if one is due.
  let due: Promise<void> | null = null;
  /** Resolves once the state, with every change made so far, is on disk. */
  const saved = (): Promise<void> => {
    if (!stateFile) return Promise.resolve();
    due ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        due = null;
        try {
          save();
          resolve();
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    return due;
  };
  /** Waits until no change is unsaved: nothing read is lost by a crash before its save. */
  const settled = async () => {
    while (due) await due;
  };
  /** Hands out the latest blockhash, valid for BLOCKHASH_VALID_SLOTS slots from now. */
  const handOut = () => {
    const blockhash = svm.latestBlockhash();
    const slot = svm.getClock().slot;
    const lastValidBlockHeight = slot + BLOCKHASH_VALID_SLOTS;
    const known = recent.get(blockhash);
    if (known === undefined || known < lastValidBlockHeight) {
      // Moved to the end: the window stays ordered by when each blockhash was last handed out.
      recent.delete(blockhash);
      recent.set(blockhash, lastValidBlockHeight);
      for (const [hash, last] of recent) {
        if (last >= slot && recent.size <= RECENT_BLOCKHASHES) break;
        recent.delete(hash);
      }
      windowChanged = true;
      // A new blockhash is kept at once: a transaction signed on it may be sent after a restart.
      if (known === undefined) saveWindow();
    }
    return { blockhash, lastValidBlockHeight };
  };
  /** True when a transaction on `blockhash` can still land. */
  const isRecent = (blockhash: string) => {
    const last = recent.get(blockhash);
    return last !== undefined && svm.getClock().slot <= last;
  };
  const decodeTransaction = getTransactionDecoder();
  const decodeMessage = getCompiledTransactionMessageDecoder();
  return {
    kind: 'local',
    chainId: 'solana:localnet',
    async health() {
      svm.getClock();
      return { kind: 'local', status: 'up' };
    },
    async getBalance(address) {
      await settled();
      return svm.getBalance(toAddress(address)) ?? 0n;
    },
    async getAccount(address) {
      if (!isAddress(address)) return null;
      await settled();
      const account = svm.getAccount(address);
      if (!account.exists) return null;
      return {
        owner: account.programAddress,
        data: new Uint8Array(account.data),
        lamports: account.lamports,
      };
    },
    async getLatestBlockhash() {
      return handOut();
    },
    async getBlockHeight() {
      return svm.getClock().slot;
    },
    async getFeeForMessage(message) {
      return LAMPORTS_PER_SIGNATURE * BigInt(message[0] ?? 0);
    },
    async sendAndConfirm(wire) {
      let transaction;
      let blockhash;
      try {
        transaction = decodeTransaction.decode(wire);
        blockhash = decodeMessage.decode(transaction.messageBytes).lifetimeToken;
      } catch (error) {
        throw new TransactionFailedError(`malformed transaction (${(error as Error).message})`);
      }
      // Sent before (a retry after a lost answer): it stands as it landed then.
      const signature = firstSignature(wire);
      const earlier = svm.getTransaction(toSignature(signature));
      if (earlier && !(earlier instanceof FailedTransactionMetadata)) {
        await saved();
        return signature;
      }
      // Its blockhash was never handed out, or more than BLOCKHASH_VALID_SLOTS slots ago.
      if (!isRecent(blockhash)) throw new TransactionFailedError(TRANSACTION_ERRORS[7]!);
      // Like a node's preflight: a transaction that would fail is refused without charging a fee.
      const simulated = svm.simulateTransaction(transaction);
      if (simulated instanceof FailedTransactionMetadata) {
        throw new TransactionFailedError(describeFailure(simulated.err(), simulated.meta().logs()));
      }
      const result = svm.sendTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        throw new TransactionFailedError(describeFailure(result.err(), result.meta().logs()));
      }
      await saved();
      return getBase58Decoder().decode(result.signature());
    },
    async getSignatureStatus(signature) {
      await settled();
      const result = svm.getTransaction(toSignature(signature));
      if (!result) return { state: 'unknown' };
      if (result instanceof FailedTransactionMetadata) {
        return { state: 'failed', reason: describeFailure(result.err(), result.meta().logs()) };
      }
      return { state: 'confirmed' };
    },
    async airdrop(address, lamports) {
      // A second identical airdrop on the same blockhash would be a duplicate transaction. The
      // blockhashes handed out before stay valid (the window above), so nobody's expires.
      svm.expireBlockhash();
      const result = svm.airdrop(toAddress(address), toLamports(lamports));
      if (!result || result instanceof FailedTransactionMetadata)
        throw new ChainError('Airdrop failed on the local chain');
      const balance = svm.getBalance(toAddress(address)) ?? 0n;
      await saved();
      return { balance, signature: getBase58Decoder().decode(result.signature()) };
    },
    async advanceSlots(slots) {
      svm.warpToSlot(svm.getClock().slot + slots);
      await saved();
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

/** The saved window of handed-out blockhashes; empty when there is none or it cannot be read. */
function readWindow(file: string | undefined): [string, bigint][] {
  if (!file || !existsSync(file)) return [];
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as [string, string][];
    return entries.map(([hash, last]) => [hash, BigInt(last)]);
  } catch {
    return [];
  }
}

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
