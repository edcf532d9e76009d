// The escrow vault (docs/decisions/036-escrow-vault-settlement-and-payouts.md,
// docs/decisions/078-two-of-three-custody.md): an SPL Token multisig account of three keys, two of
// which sign every transfer out of it: the server's hot key, the co-signer (asked after the hot key
// has signed) and a recovery key the server never holds. Its SOL is wrapped SOL in its token
// account of the native mint; its USDC and each campaign's tokens in its token accounts. Investments
// pay it; every refund, payout and fee withdrawal is built here, signed by the hot key, co-signed,
// and sent by the caller.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  address,
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  getBase58Encoder,
  getSignatureFromTransaction,
  isAddress,
  partiallySignTransaction,
  signTransaction,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  ChainError,
  TransactionFailedError,
  isLocalChain,
  type AccountInfo,
  type Chain,
} from '../chain/chain';
import {
  NATIVE_MINT,
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  createMultisigInstructions,
  multisigAddress,
  parseMultisig,
  tokenAccountRent,
  transferCheckedInstruction,
  unwrapToPayerInstructions,
  type TokenProgramName,
} from '../chain/token-program';
import {
  buildTransaction,
  decodeTransaction,
  encodeTransaction,
  memoInstruction,
} from '../chain/transfer-transaction';
import type { CustodyProof } from '@memetank/shared/api/ledger';
import { addressBytes, verifyEd25519 } from '../lib/ed25519';
import { AppError } from '../lib/errors';
import {
  CoSignerRefusal,
  CoSignerUnavailable,
  type CoSigner,
  type CoSignRequest,
} from './co-signer';

/** A signed transfer out of the vault, not yet sent. */
export interface PreparedPayout {
  signature: string;
  /** Base64 wire transaction. */
  transaction: string;
  lastValidBlockHeight: bigint;
  /** The network fee, paid by the hot key and repaid by the vault out of the gross amount. */
  fee: bigint;
}

/** The vault's custody as configured: who signs, how many must (docs/decisions/078). */
export interface Custody {
  kind: 'spl-token-multisig';
  address: string;
  threshold: number;
  signers: { role: 'hot' | 'co-signer' | 'recovery'; address: string }[];
}

export interface Escrow {
  /**
   * The vault's address: the 2-of-3 multisig that owns every token account of the escrow (its
   * wrapped SOL, its USDC, each campaign's tokens).
   */
  readonly vault: string;
  /** The vault's wrapped-SOL account: SOL investments pay it; its amount is the vault's SOL. */
  readonly vaultSol: string;
  readonly custody: Custody;
  /** The server's key: it pays every payout's fee and signs first. */
  readonly hotKey: string;
  /** Resolves once the multisig and its wrapped-SOL account exist on chain (created if missing). */
  ready(): Promise<void>;
  /**
   * Builds a transfer of `grossLamports` out of the vault, signed by the hot key and the co-signer:
   * the recipient gets the gross amount minus the network fee (paid by the hot key, repaid out of
   * the gross amount), so the vault's wrapped SOL drops by exactly the gross amount.
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

/**
 * 502 PAYOUT_REFUSED: the co-signer would not sign; nothing was sent. It carries the co-signer's
 * reason and the payout it was asked for, so the caller can record the refusal for the admin.
 */
export class PayoutRefused extends AppError {
  readonly reason: string;
  constructor(
    refusal: CoSignerRefusal,
    readonly payout: Omit<CoSignRequest, 'transaction'>,
  ) {
    super(502, 'PAYOUT_REFUSED', `${refusal.message}. Nothing was sent.`);
    this.reason = refusal.reason;
  }
}

/** A signer of a payout's transaction, named by the role its key has in the vault's custody. */
export interface TransactionSigner {
  role: Custody['signers'][number]['role'] | 'unknown';
  address: string;
}

/**
 * The keys whose signatures a wire transaction (base64) carries, each checked against its message,
 * in the transaction's order (the fee payer first), named by `custody`'s roles; [] when it is not
 * a transaction. What the explorer shows as a payout's signers: the transaction sent, not the
 * configuration.
 */
export async function transactionSigners(
  wire: string,
  custody: Pick<Custody, 'signers'>,
): Promise<TransactionSigner[]> {
  const transaction = decodeTransaction(new Uint8Array(Buffer.from(wire, 'base64')));
  if (!transaction) return [];
  const roles = new Map(custody.signers.map((signer) => [signer.address, signer.role]));
  const message = new Uint8Array(transaction.messageBytes);
  const signers: TransactionSigner[] = [];
  for (const [signer, signature] of Object.entries(transaction.signatures)) {
    const key = addressBytes(signer);
    if (!signature || !key || !(await verifyEd25519(key, message, signature))) continue;
    signers.push({ role: roles.get(signer) ?? 'unknown', address: signer });
  }
  return signers;
}

/** The vault's custody as configured, naming the signers' roles; none without a vault. */
export const custodyOf = (deps: { escrow: Pick<Escrow, 'custody'> | null }) =>
  deps.escrow?.custody ?? { signers: [] };

export class EscrowKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EscrowKeyError';
  }
}

/** A key kept in a file of the data dir (the local chain's keys), generated on first use. */
async function localKey(file: string): Promise<KeyPairSigner> {
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

/**
 * ESCROW_SECRET_KEY (the hot key): a solana-keygen JSON array of 64 bytes, or those 64 bytes in
 * base58. Without it, the local chain keeps a generated key in DATA_DIR; a real cluster has no vault.
 */
export async function loadEscrowSigner(options: {
  secretKey: string | undefined;
  dataDir: string;
  localChain: boolean;
}): Promise<KeyPairSigner | null> {
  if (options.secretKey) return signerFromSecret(options.secretKey, 'ESCROW_SECRET_KEY');
  if (!options.localChain) return null;
  return localKey(join(options.dataDir, 'escrow-vault.json'));
}

/**
 * The vault's other two keys beside the hot key: the co-signer's (ESCROW_COSIGNER_SECRET_KEY, or on
 * the local chain a cosigner-key.json file in the data dir) and the recovery address (ESCROW_RECOVERY_PUBKEY, or
 * on the local chain the demo admin's wallet). A real cluster needs both.
 */
export async function loadCustodyKeys(options: {
  hot: KeyPairSigner;
  coSignerSecretKey: string | undefined;
  recoveryPubkey: string | undefined;
  dataDir: string;
  localChain: boolean;
  localRecovery: () => Promise<string>;
}): Promise<{ hot: KeyPairSigner; coSignerKey: KeyPairSigner; recovery: string }> {
  const coSignerKey = options.coSignerSecretKey
    ? await signerFromSecret(options.coSignerSecretKey, 'ESCROW_COSIGNER_SECRET_KEY')
    : options.localChain
      ? await localKey(join(options.dataDir, 'cosigner-key.json'))
      : null;
  const recovery =
    options.recoveryPubkey ?? (options.localChain ? await options.localRecovery() : null);
  if (!coSignerKey || !recovery) {
    throw new EscrowKeyError(
      'ESCROW_SECRET_KEY needs ESCROW_COSIGNER_SECRET_KEY and ESCROW_RECOVERY_PUBKEY: the vault is a 2-of-3 multisig',
    );
  }
  if (!isAddress(recovery))
    throw new EscrowKeyError('ESCROW_RECOVERY_PUBKEY must be a base58 address');
  const keys = new Set([options.hot.address, coSignerKey.address, recovery]);
  if (keys.size !== 3) {
    throw new EscrowKeyError(
      'The hot key, the co-signer key and the recovery key must be three keys',
    );
  }
  return { hot: options.hot, coSignerKey, recovery };
}

async function signerFromSecret(secret: string, name: string): Promise<KeyPairSigner> {
  let bytes: Uint8Array;
  try {
    const text = secret.trim();
    bytes = text.startsWith('[')
      ? Uint8Array.from(JSON.parse(text) as number[])
      : new Uint8Array(getBase58Encoder().encode(text));
  } catch {
    throw new EscrowKeyError(`${name} must be a 64-byte key (JSON array or base58)`);
  }
  if (bytes.length !== 64) {
    throw new EscrowKeyError(`${name} must be a 64-byte key (JSON array or base58)`);
  }
  try {
    return await createKeyPairSignerFromBytes(bytes);
  } catch {
    throw new EscrowKeyError(`${name} is not a valid Ed25519 keypair`);
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

/** The seed the multisig's address is derived with from the hot key (CreateAccountWithSeed). */
export const VAULT_SEED = 'memetank-vault';
/** Two of the three keys sign every transfer out of the vault. */
export const VAULT_THRESHOLD = 2;
/**
 * What the hot key keeps for paying payouts up front (a fee and a pass-through account's rent, and
 * a token account's rent), repaid by each payout itself; the local chain tops it up below this.
 */
export const HOT_KEY_FLOAT_LAMPORTS = 100_000_000n;

/** The three keys of the vault's multisig. */
export interface CustodyKeys {
  /** The server's key: fee payer of every payout and its first signer. */
  hot: KeyPairSigner;
  /** The second signer, asked after the hot key. */
  coSigner: CoSigner;
  /** Its private key never touches the server. */
  recovery: string;
  /** The multisig's seed under the hot key: VAULT_SEED, or a rotation's (custody-rotation.ts). */
  seed?: string;
}

/** The vault as it is configured: a 2-of-3 SPL Token multisig and its wrapped-SOL account. */
export async function vaultAddresses(
  hotKey: string,
  seed: string = VAULT_SEED,
): Promise<{ vault: string; vaultSol: string }> {
  const vault = await multisigAddress(hotKey, seed);
  return { vault, vaultSol: await associatedTokenAddress(vault, NATIVE_MINT, 'spl-token') };
}

/** Whether `account` is the vault's 2-of-3 multisig of exactly `signers`, in their order. */
export function isVaultMultisig(account: AccountInfo, signers: readonly string[]): boolean {
  const facts = parseMultisig(account);
  return (
    facts !== null &&
    facts.threshold === VAULT_THRESHOLD &&
    facts.signers.length === signers.length &&
    facts.signers.every((signer, i) => signer === signers[i])
  );
}

/**
 * What creates a vault, paid by the hot key: its multisig of `signers` at `seed` (unless it exists
 * already) and the multisig's wrapped-SOL account.
 */
export async function vaultCreationInstructions(
  hot: KeyPairSigner,
  seed: string,
  signers: string[],
  multisigExists: boolean,
) {
  return [
    ...(multisigExists
      ? []
      : await createMultisigInstructions({ base: hot, seed, threshold: VAULT_THRESHOLD, signers })),
    await createAssociatedAccountInstruction({
      payer: hot,
      owner: await multisigAddress(hot.address, seed),
      mint: NATIVE_MINT,
      program: 'spl-token',
    }),
  ];
}

/** On the local chain the hot key's float (the fees and rent it pays) is minted; elsewhere the operator funds it. */
export async function fundLocalHotKey(chain: Chain, hotKey: string): Promise<void> {
  if (!isLocalChain(chain)) return;
  if ((await chain.getBalance(hotKey)) >= HOT_KEY_FLOAT_LAMPORTS / 2n) return;
  await chain.airdrop(hotKey, HOT_KEY_FLOAT_LAMPORTS);
}

const sum = (amounts: readonly bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);

export async function createMultisigEscrow(keys: CustodyKeys, chain: Chain): Promise<Escrow> {
  const { hot, coSigner, recovery } = keys;
  const seed = keys.seed ?? VAULT_SEED;
  const { vault, vaultSol } = await vaultAddresses(hot.address, seed);
  const signers = [hot.address, coSigner.address, recovery];
  const custody: Custody = {
    kind: 'spl-token-multisig',
    address: vault,
    threshold: VAULT_THRESHOLD,
    signers: [
      { role: 'hot', address: hot.address },
      { role: 'co-signer', address: coSigner.address },
      { role: 'recovery', address: recovery },
    ],
  };
  // The co-signer signs after the hot key: in the instructions it is a signer without a key here.
  const multisig = {
    multisig: vault,
    signers: [hot, createNoopSigner(address(coSigner.address))],
  };

  const fundHotKey = () => fundLocalHotKey(chain, hot.address);

  /** Creates the multisig and its wrapped-SOL account when missing; refuses another multisig. */
  const ensureVault = async () => {
    const [account, wrapped] = await Promise.all([
      chain.getAccount(vault),
      chain.getAccount(vaultSol),
    ]);
    if (account && !isVaultMultisig(account, signers)) {
      throw new EscrowKeyError(
        `The vault ${vault} on chain is not the 2-of-3 multisig of these keys (hot ${hot.address}, ` +
          `co-signer ${coSigner.address}, recovery ${recovery})`,
      );
    }
    if (account && wrapped) return;
    await fundHotKey();
    const recent = await chain.getLatestBlockhash();
    const transaction = buildTransaction({
      feePayer: hot.address,
      instructions: await vaultCreationInstructions(hot, seed, signers, account !== null),
      recent,
    });
    const signed = await signTransaction([hot.keyPair], transaction);
    await chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
  };
  let ready: Promise<void> | null = null;
  const whenReady = () => {
    // Once per process; a failure (the chain down) is tried again on the next call.
    ready ??= ensureVault().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  };

  /** The hot key's signature, then the co-signer's: the whole wire, or the co-signer's refusal. */
  const coSigned = async (
    transaction: Transaction,
    request: Omit<CoSignRequest, 'transaction'>,
  ): Promise<{ signature: string; transaction: string }> => {
    const hotSigned = await partiallySignTransaction([hot.keyPair], transaction);
    let whole: string;
    try {
      whole = await coSigner.coSign({
        ...request,
        transaction: Buffer.from(encodeTransaction(hotSigned)).toString('base64'),
      });
    } catch (error) {
      // Nothing is written before the co-signature: a refusal or an outage leaves every claim as
      // it was, claimable again.
      if (error instanceof CoSignerRefusal) {
        console.error(`COSIGNER_REFUSED: ${error.reason}`);
        throw new PayoutRefused(error, request);
      }
      if (error instanceof CoSignerUnavailable) {
        throw new AppError(
          503,
          'COSIGNER_UNAVAILABLE',
          'Payouts are waiting: the co-signer of the escrow vault cannot be reached. Nothing was sent; please try again later.',
        );
      }
      throw error;
    }
    const decoded = decodeTransaction(new Uint8Array(Buffer.from(whole, 'base64')));
    if (!decoded)
      throw new EscrowKeyError('The co-signer answered something else than a transaction');
    return { signature: getSignatureFromTransaction(hotSigned), transaction: wire(decoded) };
  };

  const escrow: Escrow = {
    vault,
    vaultSol,
    custody,
    hotKey: hot.address,
    ready: whenReady,
    preparePayout: (to, grossLamports, memo) =>
      escrow.preparePayouts(to, [{ amount: grossLamports, memo }]),
    async preparePayouts(to, items) {
      checkItems(items);
      await whenReady();
      await fundHotKey();
      const gross = items.map((item) => item.amount);
      const unwrap = await unwrapToPayerInstructions({
        source: vaultSol,
        authority: multisig,
        payer: hot,
        lamports: sum(gross),
      });
      const recent = await chain.getLatestBlockhash();
      const build = (lamports: readonly bigint[]) =>
        buildTransaction({
          feePayer: hot.address,
          instructions: [
            ...unwrap,
            ...items.flatMap((item, i) => [
              getTransferSolInstruction({
                source: hot,
                destination: address(to),
                amount: lamports[i] as bigint,
              }),
              memoInstruction(item.memo),
            ]),
          ],
          recent,
        });
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
      const signed = await coSigned(build(net), {
        kind: 'sol',
        to,
        mint: null,
        program: null,
        amounts: gross.map(String),
        cost: '0',
      });
      return { ...signed, lastValidBlockHeight: recent.lastValidBlockHeight, fee };
    },
    prepareTokenPayout: ({ amount, memo, ...spec }) =>
      escrow.prepareTokenPayouts({ ...spec, items: [{ amount, memo }] }),
    async prepareTokenPayouts({ to, mint, program, decimals, items }) {
      checkItems(items);
      await whenReady();
      await fundHotKey();
      const [source, destination] = await Promise.all([
        associatedTokenAddress(vault, mint, program),
        associatedTokenAddress(to, mint, program),
      ]);
      // Created (and its rent paid) only when missing, so the cost is known before sending.
      const missing = (await chain.getAccount(destination)) === null;
      const recent = await chain.getLatestBlockhash();
      const build = async (cost: bigint) =>
        buildTransaction({
          feePayer: hot.address,
          instructions: [
            ...(missing
              ? [await createAssociatedAccountInstruction({ payer: hot, owner: to, mint, program })]
              : []),
            ...items.flatMap((item) => [
              transferCheckedInstruction({
                source,
                destination,
                mint,
                authority: multisig,
                amount: item.amount,
                decimals,
                program,
              }),
              memoInstruction(item.memo),
            ]),
            // The hot key paid the fee and that rent: the vault repays it, in wrapped SOL.
            ...(await unwrapToPayerInstructions({
              source: vaultSol,
              authority: multisig,
              payer: hot,
              lamports: cost,
            })),
          ],
          recent,
        });
      const fee = await chain.getFeeForMessage(new Uint8Array((await build(1n)).messageBytes));
      const cost = fee + (missing ? tokenAccountRent(program) : 0n);
      const signed = await coSigned(await build(cost), {
        kind: 'token',
        to,
        mint,
        program,
        amounts: items.map((item) => item.amount.toString()),
        cost: cost.toString(),
      });
      return { ...signed, lastValidBlockHeight: recent.lastValidBlockHeight, fee, cost };
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

/**
 * The vault's custody as the chain holds it (GET /api/escrow): the multisig's threshold and
 * signers, each named by the role this deployment gave it; null when the multisig does not exist.
 * Throws ChainError when the chain cannot be read.
 */
export async function custodyOnChain(
  chain: Pick<Chain, 'getAccount'>,
  escrow: Pick<Escrow, 'vault' | 'vaultSol' | 'custody'>,
): Promise<CustodyProof | null> {
  const account = await chain.getAccount(escrow.vault);
  const facts = account ? parseMultisig(account) : null;
  if (!facts) return null;
  const roles = new Map(escrow.custody.signers.map((signer) => [signer.address, signer.role]));
  return {
    kind: 'spl-token-multisig',
    address: escrow.vault,
    threshold: facts.threshold,
    signers: facts.signers.map((signer) => ({
      role: roles.get(signer) ?? 'unknown',
      address: signer,
    })),
    solAccount: escrow.vaultSol,
  };
}
