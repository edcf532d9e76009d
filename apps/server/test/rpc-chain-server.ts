// A Solana cluster for tests: JSON-RPC 2.0 over node:http on 127.0.0.1, answering in the real
// response shapes (agave's), backed by LiteSVM; tests can inject faults, e.g. an answer lost
// after the transaction landed.
import { createServer } from 'node:http';
import {
  address as toAddress,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports as toLamports,
  signature as toSignature,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { sendJson } from './fake-http';

/**
 * What the next call of a method meets:
 * - 'http500': HTTP 500 and nothing done;
 * - 'drop-after-send': the call runs (the transaction lands) but the socket is destroyed, as when
 *   the caller stops between sending and hearing back;
 * - 'skip-preflight' (sendTransaction): no simulation first, so a failing transaction lands with
 *   its error and fee, as when the chain changed between preflight and execution;
 * - 'never-lands' (sendTransaction): answers the signature but drops the transaction;
 * - 'processed-only' (getSignatureStatuses): landed transactions show as only 'processed'.
 */
export type RpcFault =
  'http500' | 'drop-after-send' | 'skip-preflight' | 'never-lands' | 'processed-only';

export interface RpcChainServer {
  url: string;
  svm: LiteSVM;
  /** Funds an address with a real airdrop transaction; gives its signature. */
  airdrop(address: string, lamports: bigint): string;
  requests: { method: string; params: unknown[] }[];
  failNext(method: string, fault: RpcFault): void;
  close(): Promise<void>;
}

/** As LiteSVM's getLatestBlockhash on the local chain: about 60-90 s on a real cluster. */
const BLOCKHASH_VALID_SLOTS = 150;
const LAMPORTS_PER_SIGNATURE = 5_000;

/** A JSON-RPC error answer. */
class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

type Params = unknown[];

export async function startRpcChainServer(): Promise<RpcChainServer> {
  // A node with its ledger: getSignatureStatuses with searchTransactionHistory finds old
  // transactions (LiteSVM alone remembers only the last 32).
  const svm = new LiteSVM().withTransactionHistory(5_000n).withNativeMints();
  const requests: { method: string; params: unknown[] }[] = [];
  const faults = new Map<string, RpcFault>();
  /** The slot each transaction landed in (LiteSVM keeps no slot per transaction). */
  const landedAt = new Map<string, number>();
  const slot = () => Number(svm.getClock().slot);
  const withContext = (value: unknown) => ({
    context: { apiVersion: '2.2.0', slot: slot() },
    value,
  });
  const decodeTransaction = getTransactionDecoder();
  const decodeMessage = getCompiledTransactionMessageDecoder();

  function airdrop(address: string, lamports: bigint): string {
    const drop = () => svm.airdrop(toAddress(address), toLamports(lamports));
    let result = drop();
    if (result instanceof FailedTransactionMetadata && result.err() === ALREADY_PROCESSED) {
      // The same airdrop on the same blockhash is the same transaction: move to a new blockhash.
      svm.expireBlockhash();
      result = drop();
    }
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new RpcFailure(-32603, `airdrop failed: ${String(result?.err())}`);
    }
    const signature = getBase58Decoder().decode(result.signature());
    landedAt.set(signature, slot());
    return signature;
  }

  function sendTransaction([encoded, config = {}]: Params, fault?: RpcFault): string {
    const { encoding, skipPreflight } = config as { encoding?: string; skipPreflight?: boolean };
    let transaction: Transaction;
    try {
      const wire =
        encoding === 'base64'
          ? getBase64Encoder().encode(String(encoded))
          : getBase58Encoder().encode(String(encoded));
      transaction = decodeTransaction.decode(wire);
    } catch (error) {
      throw new RpcFailure(
        -32602,
        `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`,
      );
    }
    const [first] = Object.values(transaction.signatures);
    const signature = getBase58Decoder().decode(first ?? new Uint8Array(64));
    if (fault === 'never-lands') return signature;
    if (!skipPreflight && fault !== 'skip-preflight') {
      const simulated = svm.simulateTransaction(transaction);
      if (simulated instanceof FailedTransactionMetadata) throw preflightFailure(simulated);
    }
    // Without preflight the RPC answers the signature whatever happens: a transaction that fails
    // before executing (a bad signature, an unknown blockhash) never lands, one that fails while
    // executing lands with its error and pays its fee.
    svm.sendTransaction(transaction);
    if (!landedAt.has(signature) && svm.getTransaction(toSignature(signature))) {
      landedAt.set(signature, slot());
    }
    return signature;
  }

  const methods: Record<string, (params: Params, fault?: RpcFault) => unknown> = {
    getHealth: () => 'ok',
    getBalance: ([address]) =>
      withContext(Number(svm.getBalance(toAddress(String(address))) ?? 0n)),
    getAccountInfo: ([address, config = {}]) => {
      const account = svm.getAccount(toAddress(String(address)));
      if (!account.exists) return withContext(null);
      const { encoding } = config as { encoding?: string };
      const data = Buffer.from(account.data);
      return withContext({
        // Without an encoding the RPC answers base58 ("binary", the legacy default).
        data:
          encoding === 'base64'
            ? [data.toString('base64'), 'base64']
            : [getBase58Decoder().decode(data), 'base58'],
        executable: account.executable,
        lamports: Number(account.lamports),
        owner: account.programAddress,
        // u64::MAX (rent-exempt), as JavaScript reads the RPC's JSON number.
        rentEpoch: 2 ** 64,
        space: Number(account.space),
      });
    },
    getLatestBlockhash: () =>
      withContext({
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: slot() + BLOCKHASH_VALID_SLOTS,
      }),
    // LiteSVM has no skipped slots, so its block height is its slot.
    getBlockHeight: () => slot(),
    getSlot: () => slot(),
    getFeeForMessage: ([message]) => {
      const compiled = decodeMessage.decode(getBase64Encoder().encode(String(message)));
      // null: the cluster does not know the blockhash (any more).
      const known = compiled.lifetimeToken === svm.latestBlockhash();
      return withContext(known ? LAMPORTS_PER_SIGNATURE * compiled.header.numSignerAccounts : null);
    },
    sendTransaction,
    getSignatureStatuses: ([signatures], fault) =>
      withContext(
        (signatures as string[]).map((signature) => {
          const result = svm.getTransaction(toSignature(signature));
          if (!result) return null;
          const err = result instanceof FailedTransactionMetadata ? toRpcError(result.err()) : null;
          return {
            slot: landedAt.get(signature) ?? slot(),
            confirmations: null,
            err,
            status: err ? { Err: err } : { Ok: null },
            confirmationStatus: fault === 'processed-only' ? 'processed' : 'confirmed',
          };
        }),
      ),
    requestAirdrop: ([address, lamports]) => airdrop(String(address), BigInt(Number(lamports))),
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let call: { id?: unknown; method?: string; params?: Params };
      try {
        call = JSON.parse(body);
      } catch {
        sendJson(response, 200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error' },
        });
        return;
      }
      const { id = null, method = '', params = [] } = call;
      requests.push({ method, params });
      const fault = faults.get(method);
      faults.delete(method);
      if (fault === 'http500') {
        sendJson(response, 500, { error: 'Internal Server Error' });
        return;
      }
      const handle = methods[method];
      let answer: object;
      try {
        if (!handle) throw new RpcFailure(-32601, 'Method not found');
        answer = { result: handle(params, fault) };
      } catch (error) {
        const { code, message, data } =
          error instanceof RpcFailure
            ? error
            : new RpcFailure(-32602, `Invalid params: ${(error as Error).message}`);
        answer = { error: data === undefined ? { code, message } : { code, message, data } };
      }
      if (fault === 'drop-after-send') {
        response.destroy();
        return;
      }
      sendJson(response, 200, { jsonrpc: '2.0', ...answer, id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    svm,
    airdrop,
    requests,
    failNext: (method, fault) => faults.set(method, fault),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer an RPC gives when the preflight simulation fails. */
function preflightFailure(result: FailedTransactionMetadata): RpcFailure {
  const err = toRpcError(result.err());
  // A real RPC checks these before simulating, with their own codes.
  if (err === 'SignatureFailure') {
    return new RpcFailure(-32003, 'Transaction signature verification failure');
  }
  if (err === 'SanitizeFailure') {
    return new RpcFailure(-32602, `invalid transaction: ${DISPLAY.SanitizeFailure}`);
  }
  return new RpcFailure(-32002, `Transaction simulation failed: ${display(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: result.meta().logs(),
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: Number(result.meta().computeUnitsConsumed()),
  });
}

// LiteSVM gives fieldless errors as numbers (const enums, absent at run time); the RPC as names.
const TRANSACTION_ERRORS = `AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound
  InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep
  MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution
  SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit
  UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit
  WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound
  InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex
  InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit
  MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit
  UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled`.split(/\s+/);
const INSTRUCTION_ERRORS = `GenericError InvalidArgument InvalidInstructionData InvalidAccountData
  AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature
  AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId
  ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange
  ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified
  NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed
  AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified
  ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth
  MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc
  ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure
  ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority
  AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner
  MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded
  BuiltinProgramsMustConsumeComputeUnits BorshIoError`.split(/\s+/);
const ALREADY_PROCESSED = TRANSACTION_ERRORS.indexOf('AlreadyProcessed');

/** LiteSVM's TransactionError as the RPC serializes it: "BlockhashNotFound", { InstructionError: [0, { Custom: 1 }] }, ... */
function toRpcError(error: ReturnType<FailedTransactionMetadata['err']>): unknown {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? error;
  // LiteSVM's error classes are not exported: tell them apart by name.
  const failure = error as unknown as {
    index?: number;
    accountIndex?: number;
    err?: () => number | { code?: number; msg?: string };
  };
  switch (error.constructor.name) {
    case 'TransactionErrorInstructionError': {
      const inner = failure.err!();
      const rpcInner =
        typeof inner === 'number'
          ? INSTRUCTION_ERRORS[inner]
          : inner.code !== undefined
            ? { Custom: inner.code }
            : { BorshIoError: inner.msg };
      return { InstructionError: [failure.index, rpcInner] };
    }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: failure.index };
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: failure.accountIndex } };
    default:
      return {
        [error.constructor.name.replace(/^TransactionError/, '')]: {
          account_index: failure.accountIndex,
        },
      };
  }
}

// The runtime's own words for the common errors, as in "Transaction simulation failed: ...".
const DISPLAY: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};

function display(err: unknown): string {
  if (typeof err === 'string') return DISPLAY[err] ?? err;
  const { InstructionError, InsufficientFundsForRent } = err as {
    InstructionError?: [number, unknown];
    InsufficientFundsForRent?: { account_index: number };
  };
  if (InstructionError) {
    const [index, inner] = InstructionError;
    const custom = (inner as { Custom?: number }).Custom;
    const text =
      typeof custom === 'number'
        ? `custom program error: 0x${custom.toString(16)}`
        : typeof inner === 'string'
          ? inner
          : JSON.stringify(inner);
    return `Error processing Instruction ${index}: ${text}`;
  }
  if (InsufficientFundsForRent) {
    return `Transaction results in an account (${InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(err);
}
