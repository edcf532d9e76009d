// The escrow vault (docs/decisions/036-escrow-vault-settlement-and-payouts.md): one keypair per
// deployment receives every investment and pays every refund, payout and fee withdrawal. Behind
// this interface an on-chain escrow program can replace the keypair later without changing the
// callers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  address,
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Encoder,
  getSignatureFromTransaction,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { ChainError, TransactionFailedError, type Chain } from '../chain/chain';
import {
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  tokenAccountRent,
  transferCheckedInstruction,
  type TokenProgramName,
} from '../chain/token-program';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  buildTransaction,
  encodeTransaction,
  memoInstruction,
} from '../chain/transfer-transaction';
import { AppError } from '../lib/errors';

/** A signed transfer out of the vault, not yet sent. */
export interface PreparedPayout {
  signature: string;
  /** Base64 wire transaction. */
  transaction: string;
  lastValidBlockHeight: bigint;
  /** The network fee, paid by the vault out of the gross amount. */
  fee: bigint;
}

export interface Escrow {
  /** The vault's address: investments pay it. */
  readonly vault: string;
  /**
   * Builds and signs a transfer of `grossLamports` out of the vault: the recipient gets the gross
   * amount minus the network fee, so the vault's balance drops by exactly the gross amount.
   */
  preparePayout(to: string, grossLamports: bigint, memo: string): Promise<PreparedPayout>;
  /**
   * Several payouts to one wallet in one transaction ("Claim all", docs/decisions/068-claim-all.md):
   * a transfer and a memo per item; the one network fee comes out of the largest item, so the
   * vault's balance drops by exactly the sum of the gross amounts.
   */
  preparePayouts(to: string, items: readonly PayoutItem[]): Promise<PreparedPayout>;
  /**
   * Builds and signs a transfer of `amount` base units of `mint` from the vault's token account to
   * `to`'s associated token account, created in the same transaction when missing. The vault pays
   * the fee and that rent: `cost` is what its SOL balance drops by.
   */
  prepareTokenPayout(spec: TokenPayoutSpec): Promise<PreparedPayout & { cost: bigint }>;
  /** Several token payouts of one mint to one wallet in one transaction, a checked transfer each. */
  prepareTokenPayouts(spec: TokenPayoutsSpec): Promise<PreparedPayout & { cost: bigint }>;
}

/** One payout of a batch: its gross amount (lamports, or base units of the mint) and its memo. */
export interface PayoutItem {
  amount: bigint;
  memo: string;
}

/** Solana's limit on a transaction's wire size. */
export const TRANSACTION_SIZE_MAX = 1232;
/**
 * How many claims one payout transaction carries: a transfer and a memo each (about 75 bytes)
 * beside the accounts, the signature and the associated token account's creation, well inside
 * TRANSACTION_SIZE_MAX (a signed one above it is refused before anything is written).
 */
export const PAYOUTS_PER_TRANSACTION_MAX = 8;

export interface TokenPayoutsSpec {
  to: string;
  mint: string;
  program: TokenProgramName;
  decimals: number;
  items: readonly PayoutItem[];
}

export interface TokenPayoutSpec {
  to: string;
  mint: string;
  program: TokenProgramName;
  decimals: number;
  amount: bigint;
  memo: string;
}

export class EscrowKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EscrowKeyError';
  }
}

/**
 * ESCROW_SECRET_KEY: a solana-keygen JSON array of 64 bytes, or those 64 bytes in base58.
 * Without it, the local chain keeps a generated key in DATA_DIR; a real cluster has no vault.
 */
export async function loadEscrowSigner(options: {
  secretKey: string | undefined;
  dataDir: string;
  localChain: boolean;
}): Promise<KeyPairSigner | null> {
  if (options.secretKey) return signerFromSecret(options.secretKey);
  if (!options.localChain) return null;
  const file = join(options.dataDir, 'escrow-vault.json');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, JSON.stringify({ seed: randomBytes(32).toString('base64') }), {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      // Another process sharing the data dir wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const { seed } = JSON.parse(readFileSync(file, 'utf8')) as { seed: string };
  return createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seed, 'base64'));
}

async function signerFromSecret(secret: string): Promise<KeyPairSigner> {
  let bytes: Uint8Array;
  try {
    const text = secret.trim();
    bytes = text.startsWith('[')
      ? Uint8Array.from(JSON.parse(text) as number[])
      : new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    throw new EscrowKeyError('ESCROW_SECRET_KEY must be a 64-byte key (JSON array or base58)');
  }
  if (bytes.length !== 64) {
    throw new EscrowKeyError('ESCROW_SECRET_KEY must be a 64-byte key (JSON array or base58)');
  }
  try {
    return await createKeyPairSignerFromBytes(bytes);
  } catch {
    throw new EscrowKeyError('ESCROW_SECRET_KEY is not a valid Ed25519 keypair');
  }
}

/** The wire transaction, refused when it is larger than a transaction may be. */
function wire(signed: Parameters<typeof encodeTransaction>[0]): string {
  const bytes = encodeTransaction(signed);
  if (bytes.length > TRANSACTION_SIZE_MAX) {
    throw new EscrowKeyError(`Payout transaction too large (${bytes.length} bytes)`);
  }
  return Buffer.from(bytes).toString('base64');
}

function checkItems(items: readonly PayoutItem[]): void {
  if (items.length === 0 || items.length > PAYOUTS_PER_TRANSACTION_MAX) {
    throw new EscrowKeyError(`A payout transaction carries 1 to ${PAYOUTS_PER_TRANSACTION_MAX}`);
  }
}

export function createKeypairEscrow(signer: KeyPairSigner, chain: Chain): Escrow {
  const vault = signer.address;
  const solInstructions = (to: string, lamports: readonly bigint[], items: readonly PayoutItem[]) =>
    items.flatMap((item, i) => [
      getTransferSolInstruction({
        source: signer,
        destination: address(to),
        amount: lamports[i] as bigint,
      }),
      memoInstruction(item.memo),
    ]);
  const escrow: Escrow = {
    vault,
    preparePayout: (to, grossLamports, memo) =>
      escrow.preparePayouts(to, [{ amount: grossLamports, memo }]),
    async preparePayouts(to, items) {
      checkItems(items);
      const recent = await chain.getLatestBlockhash();
      const build = (lamports: readonly bigint[]) =>
        buildTransaction({
          feePayer: vault,
          instructions: solInstructions(to, lamports, items),
          recent,
        });
      const gross = items.map((item) => item.amount);
      // The fee depends on the number of signatures, not the amounts: ask once, then build for real.
      const fee = await chain.getFeeForMessage(new Uint8Array(build(gross).messageBytes));
      // It comes out of the largest item (the first of them).
      const largest = gross.reduce(
        (best, amount, i) => (amount > (gross[best] as bigint) ? i : best),
        0,
      );
      if ((gross[largest] as bigint) <= fee) {
        throw new EscrowKeyError('Amount does not cover the network fee');
      }
      const net = gross.map((amount, i) => (i === largest ? amount - fee : amount));
      const signed = await signTransaction([signer.keyPair], build(net));
      return {
        signature: getSignatureFromTransaction(signed),
        transaction: wire(signed),
        lastValidBlockHeight: recent.lastValidBlockHeight,
        fee,
      };
    },
    prepareTokenPayout: ({ amount, memo, ...spec }) =>
      escrow.prepareTokenPayouts({ ...spec, items: [{ amount, memo }] }),
    async prepareTokenPayouts({ to, mint, program, decimals, items }) {
      checkItems(items);
      const [source, destination] = await Promise.all([
        associatedTokenAddress(vault, mint, program),
        associatedTokenAddress(to, mint, program),
      ]);
      // Created (and its rent paid) only when missing, so the cost is known before sending.
      const missing = (await chain.getAccount(destination)) === null;
      const recent = await chain.getLatestBlockhash();
      const transaction = buildTransaction({
        feePayer: vault,
        instructions: [
          ...(missing
            ? [
                await createAssociatedAccountInstruction({
                  payer: signer,
                  owner: to,
                  mint,
                  program,
                }),
              ]
            : []),
          ...items.flatMap((item) => [
            transferCheckedInstruction({
              source,
              destination,
              mint,
              authority: signer,
              amount: item.amount,
              decimals,
              program,
            }),
            memoInstruction(item.memo),
          ]),
        ],
        recent,
      });
      const fee = await chain.getFeeForMessage(new Uint8Array(transaction.messageBytes));
      const signed = await signTransaction([signer.keyPair], transaction);
      return {
        signature: getSignatureFromTransaction(signed),
        transaction: wire(signed),
        lastValidBlockHeight: recent.lastValidBlockHeight,
        fee,
        cost: fee + (missing ? tokenAccountRent(program) : 0n),
      };
    },
  };
  return escrow;
}

/**
 * Sends a payout that was written down first (so a lost answer is left for the reconciler) and
 * waits for it. Refused by the chain: `release()` undoes the write, and 502 PAYOUT_FAILED. Answer
 * lost (chain down, timeout): 502 PAYOUT_PENDING, the write stays for the reconciler to decide.
 */
export async function sendPayout(
  chain: Pick<Chain, 'sendAndConfirm'>,
  payout: PreparedPayout,
  on: {
    /** What the answer calls it: "payout", "withdrawal". */
    noun: string;
    release(): Promise<void>;
    failedMessage(reason: string): string;
  },
): Promise<void> {
  try {
    await chain.sendAndConfirm(
      new Uint8Array(Buffer.from(payout.transaction, 'base64')),
      payout.lastValidBlockHeight,
    );
  } catch (error) {
    if (error instanceof TransactionFailedError) {
      await on.release();
      throw new AppError(502, 'PAYOUT_FAILED', on.failedMessage(error.reason));
    }
    if (error instanceof ChainError) {
      throw new AppError(
        502,
        'PAYOUT_PENDING',
        `${error.message}. The ${on.noun} was sent; it is confirmed automatically if it lands.`,
      );
    }
    throw error;
  }
}
