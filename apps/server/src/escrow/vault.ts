// The escrow vault (docs/decisions/036-escrow-vault-settlement-and-payouts.md): one keypair per
// deployment receives every investment and pays every refund, payout and fee withdrawal. Behind
// this interface an on-chain escrow program can replace the keypair later without changing the
// callers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
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
import {
  buildTransaction,
  buildTransfer,
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
   * Builds and signs a transfer of `amount` base units of `mint` from the vault's token account to
   * `to`'s associated token account, created in the same transaction when missing. The vault pays
   * the fee and that rent: `cost` is what its SOL balance drops by.
   */
  prepareTokenPayout(spec: TokenPayoutSpec): Promise<PreparedPayout & { cost: bigint }>;
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

export function createKeypairEscrow(signer: KeyPairSigner, chain: Chain): Escrow {
  return {
    vault: signer.address,
    async preparePayout(to, grossLamports, memo) {
      const recent = await chain.getLatestBlockhash();
      const spec = { from: signer.address, to, memo, recent };
      // The fee depends on the number of signatures, not the amount: ask once, then build for real.
      const fee = await chain.getFeeForMessage(
        new Uint8Array(buildTransfer({ ...spec, lamports: grossLamports }).messageBytes),
      );
      if (grossLamports <= fee) throw new EscrowKeyError('Amount does not cover the network fee');
      const signed = await signTransaction(
        [signer.keyPair],
        buildTransfer({ ...spec, lamports: grossLamports - fee }),
      );
      return {
        signature: getSignatureFromTransaction(signed),
        transaction: Buffer.from(encodeTransaction(signed)).toString('base64'),
        lastValidBlockHeight: recent.lastValidBlockHeight,
        fee,
      };
    },
    async prepareTokenPayout({ to, mint, program, decimals, amount, memo }) {
      const [source, destination] = await Promise.all([
        associatedTokenAddress(signer.address, mint, program),
        associatedTokenAddress(to, mint, program),
      ]);
      // Created (and its rent paid) only when missing, so the cost is known before sending.
      const missing = (await chain.getAccount(destination)) === null;
      const recent = await chain.getLatestBlockhash();
      const transaction = buildTransaction({
        feePayer: signer.address,
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
          transferCheckedInstruction({
            source,
            destination,
            mint,
            authority: signer,
            amount,
            decimals,
            program,
          }),
          memoInstruction(memo),
        ],
        recent,
      });
      const fee = await chain.getFeeForMessage(new Uint8Array(transaction.messageBytes));
      const signed = await signTransaction([signer.keyPair], transaction);
      return {
        signature: getSignatureFromTransaction(signed),
        transaction: Buffer.from(encodeTransaction(signed)).toString('base64'),
        lastValidBlockHeight: recent.lastValidBlockHeight,
        fee,
        cost: fee + (missing ? tokenAccountRent(program) : 0n),
      };
    },
  };
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
