// The Solana cluster the server talks to: the embedded LiteSVM local chain by default (state kept
// in DATA_DIR), or any JSON-RPC endpoint (SOLANA_RPC_URL). Callers see one interface, so the
// investing flow runs unchanged on both (docs/decisions/012, 036). The implementations are
// local-chain.ts and rpc-chain.ts; create-chain.ts picks one from the configuration.

/** The System program: the owner of every wallet's account (a keypair's SOL). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';

export interface ChainHealth {
  kind: 'local' | 'rpc';
  status: 'up' | 'down';
}

/** A failed chain call, in the web app's words ("HTTP error! status: 500", "RPC Error: ..."). */
export class ChainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChainError';
  }
}

/** The chain refused or failed a transaction (simulation or execution): `reason` says why. */
/** The chain's answer, or null when it cannot be reached (a read that may show "unavailable"). */
export async function unlessChainDown<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ChainError) return null;
    throw error;
  }
}

export class TransactionFailedError extends ChainError {
  constructor(readonly reason: string) {
    super(`Transaction failed: ${reason}`);
    this.name = 'TransactionFailedError';
  }
}

export interface RecentBlockhash {
  blockhash: string;
  /** The last block height at which a transaction on this blockhash can land. */
  lastValidBlockHeight: bigint;
}

/**
 * What the chain knows of a signature: confirmed (succeeded), failed (landed with an error), or
 * unknown (not seen: not sent yet, dropped, or expired).
 */
export type SignatureStatus =
  { state: 'confirmed' } | { state: 'failed'; reason: string } | { state: 'unknown' };

/** An account as the chain holds it. */
export interface AccountInfo {
  /** The program that owns the account (base58), e.g. the System or SPL Token program. */
  owner: string;
  data: Uint8Array;
  lamports: bigint;
}

export interface Chain {
  readonly kind: 'local' | 'rpc';
  /** The CAIP-2 chain id used in sign-in messages. */
  readonly chainId: string;
  health(): Promise<ChainHealth>;
  getBalance(address: string): Promise<bigint>;
  /**
   * The account at `address`, or null when there is none (never created, closed, or `address` is
   * not a 32-byte base58 address). Throws ChainError when the chain cannot be reached.
   */
  getAccount(address: string): Promise<AccountInfo | null>;
  getLatestBlockhash(): Promise<RecentBlockhash>;
  getBlockHeight(): Promise<bigint>;
  /** The network fee (lamports) of a compiled message. */
  getFeeForMessage(message: Uint8Array): Promise<bigint>;
  /**
   * Submits a signed wire transaction and resolves once it is confirmed, with its signature.
   * Throws TransactionFailedError when the chain refuses or fails it, and ChainError when the
   * chain cannot be reached (the transaction may then still land: check its status later).
   */
  sendAndConfirm(wire: Uint8Array, lastValidBlockHeight: bigint): Promise<string>;
  getSignatureStatus(signature: string): Promise<SignatureStatus>;
  close(): Promise<void>;
}

export interface LocalChain extends Chain {
  readonly kind: 'local';
  /** Mints test SOL to `address`: its new balance and the airdrop's signature. */
  airdrop(address: string, lamports: bigint): Promise<{ balance: bigint; signature: string }>;
  /**
   * Moves the chain `slots` slots on, as time does on a cluster: a blockhash handed out more than
   * 150 slots before can no longer be used (the way to let a transaction expire in a test).
   */
  advanceSlots(slots: bigint): Promise<void>;
}

export const isLocalChain = (chain: Chain): chain is LocalChain => chain.kind === 'local';
