// SPL Token and Token-2022 on any Chain (docs/decisions/047-token-escrow.md): reading mints and
// token accounts, the associated token account of an owner, and the instructions MemeTank builds
// (a checked transfer, an idempotent associated-account creation, and for test tokens a Token-2022
// mint carrying its name, symbol and image in its metadata extension). The base mint and account
// layouts and the basic instructions are the same in both programs, so @solana-program/token decodes
// and builds them (with the program address swapped); the Token-2022 extensions (their TLV entries
// and the TokenMetadata one) are declared here with kit's codecs, and the two extension
// instructions encoded here (docs/decisions/072-well-kept-libraries.md: @solana-program/token-2022
// needs another @solana/kit than ours).
import { createHash } from 'node:crypto';
import {
  findAssociatedTokenPda,
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMultisig2Instruction,
  getMultisigDecoder,
  getMultisigSize,
  getSyncNativeInstruction,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  getTransferCheckedInstruction,
  AuthorityType,
} from '@solana-program/token';
import {
  getCreateAccountInstruction,
  getCreateAccountWithSeedInstruction,
} from '@solana-program/system';
import {
  AccountRole,
  addDecoderSizePrefix,
  address,
  createAddressWithSeed,
  getAddressDecoder,
  getAddressEncoder,
  getStructDecoder,
  getU16Decoder,
  getU32Decoder,
  getUtf8Decoder,
  isAddress,
  unwrapOption,
  type Address,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import type { AccountInfo } from './chain';

export const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');

export type TokenProgramName = 'spl-token' | 'token-2022';

export const tokenProgramAddress = (program: TokenProgramName): Address =>
  program === 'token-2022' ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM;

export function tokenProgramName(owner: string): TokenProgramName | null {
  if (owner === TOKEN_PROGRAM) return 'spl-token';
  if (owner === TOKEN_2022_PROGRAM) return 'token-2022';
  return null;
}

/** The largest amount a u64 holds: no supply or balance exceeds it. */
export const U64_MAX = (1n << 64n) - 1n;

/** A mint as the chain holds it. Amounts are base units. */
export interface MintFacts {
  program: TokenProgramName;
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** From the Token-2022 metadata extension, when the mint carries one. */
  metadata: { name: string; symbol: string; uri: string } | null;
  /** Token-2022 extension types on the mint (spl-token-2022's ExtensionType numbers). */
  extensions: number[];
}

/** The size of a mint without extensions, and of a token account. */
const MINT_SIZE = getMintSize(); // 82
const ACCOUNT_SIZE = getTokenSize(); // 165
/** Token-2022 extension types (spl-token-2022's ExtensionType). */
const EXTENSION_METADATA_POINTER = 18;
const EXTENSION_TOKEN_METADATA = 19;
/**
 * The Token-2022 extensions an escrowed mint may carry: its metadata, and the group ones (labels
 * only). Any other can break the escrow's promise: a transfer fee makes the vault receive less than
 * the ledger records, a permanent delegate can take tokens out of it, a transfer hook, default
 * frozen accounts, pausing or non-transferability can block payouts, and a confidential or scaled
 * balance is not what the ledger counts.
 */
const ESCROW_SAFE_EXTENSIONS: ReadonlySet<number> = new Set([
  EXTENSION_METADATA_POINTER,
  EXTENSION_TOKEN_METADATA,
  20, // GroupPointer
  21, // TokenGroup
  22, // GroupMemberPointer
  23, // TokenGroupMember
]);

/** Extensions on the mint that the escrow cannot hold safely (none for a plain mint). */
export const unsafeExtensions = (facts: Pick<MintFacts, 'extensions'>): number[] =>
  facts.extensions.filter((type) => !ESCROW_SAFE_EXTENSIONS.has(type));
const ACCOUNT_TYPE_MINT = 1;

const ACCOUNT_TYPE_TOKEN = 2;

const addressEncoder = getAddressEncoder();
const mintDecoder = getMintDecoder();
const tokenDecoder = getTokenDecoder();
/** A Token-2022 extension's TLV header: its type, then the length of its value. */
const extensionHeaderDecoder = getStructDecoder([
  ['type', getU16Decoder()],
  ['length', getU16Decoder()],
]);
/** A u32-length string, as written (null characters kept). */
const lengthPrefixedText = addDecoderSizePrefix(
  getUtf8Decoder({ removeNullCharacters: false }),
  getU32Decoder(),
);
/** spl-token-metadata-interface's TokenMetadata up to its uri (the additional metadata is not read). */
const tokenMetadataDecoder = getStructDecoder([
  ['updateAuthority', getAddressDecoder()],
  ['mint', getAddressDecoder()],
  ['name', lengthPrefixedText],
  ['symbol', lengthPrefixedText],
  ['uri', lengthPrefixedText],
]);

/**
 * The mint at an account, or null when the account is not an initialized mint of SPL Token or
 * Token-2022 (another program's account, a token account, an uninitialized mint).
 */
export function parseMint(account: AccountInfo): MintFacts | null {
  const program = tokenProgramName(account.owner);
  const data = account.data;
  if (!program || data.length < MINT_SIZE) return null;
  // A token account is 165 bytes; a Token-2022 mint with extensions says it is a mint at byte 165.
  if (data.length !== MINT_SIZE) {
    if (program === 'spl-token' || data.length <= ACCOUNT_SIZE) return null;
    if (data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_MINT) return null;
  }
  const mint = mintDecoder.decode(data);
  if (!mint.isInitialized) return null;
  const extensions = program === 'token-2022' ? [...extensionEntries(data)] : [];
  return {
    program,
    mintAuthority: unwrapOption(mint.mintAuthority),
    supply: mint.supply,
    decimals: mint.decimals,
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    metadata: program === 'token-2022' ? readTokenMetadata(extensions) : null,
    extensions: extensions.map((entry) => entry.type),
  };
}

/** A Token-2022 account's extensions: its TLV entries after the account type, up to a zero type. */
function* extensionEntries(data: Uint8Array): Generator<{ type: number; value: Uint8Array }> {
  let offset = ACCOUNT_SIZE + 1;
  while (offset + 4 <= data.length) {
    const { type, length } = extensionHeaderDecoder.decode(data, offset);
    if (type === 0) return;
    yield { type, value: data.subarray(offset + 4, offset + 4 + length) };
    offset += 4 + length;
  }
}

/** The Token-2022 TokenMetadata extension's name, symbol and uri, if the mint has a readable one. */
function readTokenMetadata(
  extensions: { type: number; value: Uint8Array }[],
): MintFacts['metadata'] {
  const entry = extensions.find((extension) => extension.type === EXTENSION_TOKEN_METADATA);
  if (!entry) return null;
  try {
    const { name, symbol, uri } = tokenMetadataDecoder.decode(entry.value);
    return { name, symbol, uri };
  } catch {
    return null;
  }
}

/** A token account: its mint, its owner and its balance in base units. */
export interface TokenAccountFacts {
  mint: string;
  owner: string;
  amount: bigint;
}

export function parseTokenAccount(account: AccountInfo): TokenAccountFacts | null {
  const program = tokenProgramName(account.owner);
  const data = account.data;
  if (!program || data.length < ACCOUNT_SIZE) return null;
  if (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_TOKEN) return null;
  let token: ReturnType<typeof tokenDecoder.decode>;
  try {
    token = tokenDecoder.decode(data);
  } catch {
    // Bytes the token program never writes (an account state it does not know): no token account.
    return null;
  }
  return { mint: token.mint, owner: token.owner, amount: token.amount };
}

/** The associated token account of `owner` for `mint` under `program`. */
export async function associatedTokenAddress(
  owner: string,
  mint: string,
  program: TokenProgramName,
): Promise<string> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: tokenProgramAddress(program),
  });
  return ata;
}

export const isBase58Address = (value: string) => isAddress(value);

/** Creates `owner`'s associated token account for `mint` unless it exists; `payer` pays the rent. */
export async function createAssociatedAccountInstruction(spec: {
  payer: TransactionSigner;
  owner: string;
  mint: string;
  program: TokenProgramName;
}): Promise<Instruction> {
  const tokenProgram = tokenProgramAddress(spec.program);
  const ata = await associatedTokenAddress(spec.owner, spec.mint, spec.program);
  return getCreateAssociatedTokenIdempotentInstruction({
    payer: spec.payer,
    ata: address(ata),
    owner: address(spec.owner),
    mint: address(spec.mint),
    tokenProgram,
  });
}

/**
 * Who may move a token account's tokens: its owner's key, or an SPL Token multisig account with
 * the keys that sign for it (the program counts them against the multisig's threshold).
 */
export type TokenAuthority = TransactionSigner | MultisigAuthority;

export interface MultisigAuthority {
  multisig: string;
  signers: readonly TransactionSigner[];
}

const isMultisig = (authority: TokenAuthority): authority is MultisigAuthority =>
  'multisig' in authority;

/** The authority accounts of an instruction: the owner signing, or the multisig and its signers. */
function authorityInput(authority: TokenAuthority) {
  return isMultisig(authority)
    ? { authority: address(authority.multisig), multiSigners: [...authority.signers] }
    : { authority };
}

/** A checked transfer between two token accounts (the mint and its decimals are verified). */
export function transferCheckedInstruction(spec: {
  source: string;
  destination: string;
  mint: string;
  authority: TokenAuthority;
  amount: bigint;
  decimals: number;
  program: TokenProgramName;
}): Instruction {
  return getTransferCheckedInstruction(
    {
      source: address(spec.source),
      mint: address(spec.mint),
      destination: address(spec.destination),
      ...authorityInput(spec.authority),
      amount: spec.amount,
      decimals: spec.decimals,
    },
    { programAddress: tokenProgramAddress(spec.program) },
  );
}

// ---------------------------------------------------------------------------------------------
// Wrapped SOL and multisig accounts (docs/decisions/078-two-of-three-custody.md)

/** The native mint: a token account of it holds wrapped SOL (its amount is lamports). */
export const NATIVE_MINT = address('So11111111111111111111111111111111111111112');
/** Wrapped SOL has SOL's 9 decimals. */
export const NATIVE_DECIMALS = 9;
/** An SPL Token multisig account: m, n, initialized, and 11 signer slots (355 bytes). */
export const MULTISIG_SIZE = getMultisigSize();
/** The most signers a multisig account holds. */
export const MULTISIG_SIGNERS_MAX = 11;

/** An SPL Token multisig account as the chain holds it: `threshold` of `signers` must sign. */
export interface MultisigFacts {
  program: TokenProgramName;
  threshold: number;
  signers: string[];
}

const multisigDecoder = getMultisigDecoder();

/** The multisig at an account, or null when it is not an initialized SPL Token multisig. */
export function parseMultisig(account: AccountInfo): MultisigFacts | null {
  const program = tokenProgramName(account.owner);
  if (!program || account.data.length !== MULTISIG_SIZE) return null;
  const multisig = multisigDecoder.decode(account.data);
  if (!multisig.isInitialized || multisig.n < 1 || multisig.n > MULTISIG_SIGNERS_MAX) return null;
  return {
    program,
    threshold: multisig.m,
    signers: multisig.signers.slice(0, multisig.n),
  };
}

/**
 * The address of the multisig account `base` creates with `seed` (System CreateAccountWithSeed):
 * known before it exists, and only `base`'s key can create it.
 */
export const multisigAddress = (base: string, seed: string): Promise<string> =>
  createAddressWithSeed({ baseAddress: address(base), programAddress: TOKEN_PROGRAM, seed });

/**
 * Creates the SPL Token multisig account at multisigAddress(base, seed): `threshold` of `signers`
 * must sign for it. `base` pays its rent and signs.
 */
export async function createMultisigInstructions(spec: {
  base: TransactionSigner;
  seed: string;
  threshold: number;
  signers: readonly string[];
}): Promise<Instruction[]> {
  const multisig = address(await multisigAddress(spec.base.address, spec.seed));
  return [
    getCreateAccountWithSeedInstruction({
      payer: spec.base,
      newAccount: multisig,
      baseAccount: spec.base,
      base: spec.base.address,
      seed: spec.seed,
      amount: rentExemptMinimum(MULTISIG_SIZE),
      space: MULTISIG_SIZE,
      programAddress: TOKEN_PROGRAM,
    }),
    getInitializeMultisig2Instruction({
      multisig,
      m: spec.threshold,
      signers: spec.signers.map((signer) => address(signer)),
    }),
  ];
}

/**
 * The SOL a wrapped-SOL account holds: its lamports beyond its rent-exempt reserve, synced into its
 * amount or not yet (a System transfer into it counts before anyone calls SyncNative). Null when
 * the account is not a token account of the native mint.
 */
export function wrappedLamports(account: AccountInfo): bigint | null {
  if (tokenProgramName(account.owner) !== 'spl-token' || account.data.length !== ACCOUNT_SIZE) {
    return null;
  }
  let token: ReturnType<typeof tokenDecoder.decode>;
  try {
    token = tokenDecoder.decode(account.data);
  } catch {
    return null;
  }
  const reserve = unwrapOption(token.isNative);
  if (token.mint !== NATIVE_MINT || reserve === null) return null;
  return account.lamports - reserve;
}

/** Makes a wrapped-SOL account's amount match the lamports it holds beyond its rent. */
export const syncNativeInstruction = (account: string): Instruction =>
  getSyncNativeInstruction({ account: address(account) });

/**
 * Closes a token account (of the native mint: unwraps it), every lamport to `destination`; a
 * token account of another mint must be empty.
 */
export function closeAccountInstruction(spec: {
  account: string;
  destination: string;
  owner: TokenAuthority;
}): Instruction {
  const owner = isMultisig(spec.owner)
    ? { owner: address(spec.owner.multisig), multiSigners: [...spec.owner.signers] }
    : { owner: spec.owner };
  return getCloseAccountInstruction({
    account: address(spec.account),
    destination: address(spec.destination),
    ...owner,
  });
}

/** The rent-exempt minimum of an account of `size` bytes (the cluster defaults). */
export const rentExemptMinimum = (size: number): bigint => BigInt(128 + size) * 6_960n;

/**
 * The rent-exempt minimum of an associated token account (165 bytes; Token-2022 accounts of mints
 * with a metadata pointer carry the ImmutableOwner extension: 170 bytes).
 */
export const tokenAccountRent = (program: TokenProgramName): bigint =>
  rentExemptMinimum(program === 'token-2022' ? ACCOUNT_SIZE + 5 : ACCOUNT_SIZE);

export interface TokenMetadataSpec {
  name: string;
  symbol: string;
  uri: string;
}

/** spl-token-metadata-interface's Initialize: the first 8 bytes of the hash of its name. */
const METADATA_INITIALIZE = createHash('sha256')
  .update('spl_token_metadata_interface:initialize_account')
  .digest()
  .subarray(0, 8);

const lengthPrefixed = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length, true);
  out.set(bytes, 4);
  return out;
};

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * The instructions that create a mint. A Token-2022 mint with `metadata` points its metadata
 * pointer at itself and holds name, symbol and uri in its TokenMetadata extension (the update
 * authority is `updateAuthority`). No freeze authority.
 */
export function createMintInstructions(spec: {
  payer: TransactionSigner;
  mint: TransactionSigner;
  mintAuthority: TransactionSigner;
  decimals: number;
  program: TokenProgramName;
  metadata?: TokenMetadataSpec & { updateAuthority: string };
}): Instruction[] {
  const programAddress = tokenProgramAddress(spec.program);
  const withMetadata = spec.program === 'token-2022' && spec.metadata;
  // Mint (82) padded to an account's size, the account type, and the MetadataPointer TLV.
  const space = withMetadata ? ACCOUNT_SIZE + 1 + 4 + 64 : MINT_SIZE;
  const metadataBytes = withMetadata
    ? concat(
        addressEncoder.encode(address(spec.metadata!.updateAuthority)) as Uint8Array,
        addressEncoder.encode(spec.mint.address) as Uint8Array,
        lengthPrefixed(spec.metadata!.name),
        lengthPrefixed(spec.metadata!.symbol),
        lengthPrefixed(spec.metadata!.uri),
        new Uint8Array(4),
      )
    : new Uint8Array(0);
  // The metadata is written by a realloc that must already be paid for.
  const lamports = rentExemptMinimum(space + (withMetadata ? 4 + metadataBytes.length : 0));
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: spec.payer,
      newAccount: spec.mint,
      lamports,
      space,
      programAddress,
    }),
  ];
  if (withMetadata) {
    instructions.push({
      programAddress,
      accounts: [{ address: spec.mint.address, role: AccountRole.WRITABLE }],
      data: concat(
        Uint8Array.of(39, 0),
        addressEncoder.encode(spec.mintAuthority.address) as Uint8Array,
        addressEncoder.encode(spec.mint.address) as Uint8Array,
      ),
    });
  }
  instructions.push(
    getInitializeMint2Instruction(
      {
        mint: spec.mint.address,
        decimals: spec.decimals,
        mintAuthority: spec.mintAuthority.address,
        freezeAuthority: null,
      },
      { programAddress },
    ),
  );
  if (withMetadata) {
    instructions.push({
      programAddress,
      accounts: [
        { address: spec.mint.address, role: AccountRole.WRITABLE },
        { address: address(spec.metadata!.updateAuthority), role: AccountRole.READONLY },
        { address: spec.mint.address, role: AccountRole.READONLY },
        {
          address: spec.mintAuthority.address,
          role: AccountRole.READONLY_SIGNER,
          signer: spec.mintAuthority,
        } as Instruction['accounts'] extends readonly (infer A)[] | undefined ? A : never,
      ],
      data: concat(
        METADATA_INITIALIZE,
        lengthPrefixed(spec.metadata!.name),
        lengthPrefixed(spec.metadata!.symbol),
        lengthPrefixed(spec.metadata!.uri),
      ),
    });
  }
  return instructions;
}

/** Mints `amount` base units into `destination` (a token account of the mint). */
export function mintToInstruction(spec: {
  mint: string;
  destination: string;
  mintAuthority: TransactionSigner;
  amount: bigint;
  decimals: number;
  program: TokenProgramName;
}): Instruction {
  return getMintToCheckedInstruction(
    {
      mint: address(spec.mint),
      token: address(spec.destination),
      mintAuthority: spec.mintAuthority,
      amount: spec.amount,
      decimals: spec.decimals,
    },
    { programAddress: tokenProgramAddress(spec.program) },
  );
}

/** Hands the mint authority to `newAuthority`, or removes it for good (null). */
export function setMintAuthorityInstruction(spec: {
  mint: string;
  authority: TransactionSigner;
  newAuthority: string | null;
  program: TokenProgramName;
}): Instruction {
  return getSetAuthorityInstruction(
    {
      owned: address(spec.mint),
      owner: spec.authority,
      authorityType: AuthorityType.MintTokens,
      newAuthority: spec.newAuthority ? address(spec.newAuthority) : null,
    },
    { programAddress: tokenProgramAddress(spec.program) },
  );
}

/**
 * Unwraps `lamports` of wrapped SOL from `source` (a wrapped-SOL account `authority` controls) to
 * `payer` as plain SOL: through `payer`'s own wrapped-SOL account, created (its rent paid by
 * `payer`), filled and closed back to `payer` in the same transaction, so `payer` gets exactly
 * `lamports` and `source`'s amount drops by exactly that.
 */
export async function unwrapToPayerInstructions(spec: {
  source: string;
  authority: TokenAuthority;
  payer: TransactionSigner;
  lamports: bigint;
}): Promise<Instruction[]> {
  const passThrough = await associatedTokenAddress(spec.payer.address, NATIVE_MINT, 'spl-token');
  return [
    // Lamports sent into `source` without SyncNative (a deposit) become spendable first.
    syncNativeInstruction(spec.source),
    await createAssociatedAccountInstruction({
      payer: spec.payer,
      owner: spec.payer.address,
      mint: NATIVE_MINT,
      program: 'spl-token',
    }),
    transferCheckedInstruction({
      source: spec.source,
      destination: passThrough,
      mint: NATIVE_MINT,
      authority: spec.authority,
      amount: spec.lamports,
      decimals: NATIVE_DECIMALS,
      program: 'spl-token',
    }),
    closeAccountInstruction({
      account: passThrough,
      destination: spec.payer.address,
      owner: spec.payer,
    }),
  ];
}
