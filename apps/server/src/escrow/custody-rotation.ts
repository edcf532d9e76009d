// Rotating the vault's custody (docs/decisions/081-custody-rotation.md, issue 37): two of the
// current multisig's three signers move everything the vault holds (its wrapped SOL, its USDC and
// each campaign's tokens, under either token program) into a new 2-of-3 multisig whose signers
// replace a lost or rotated key. The new multisig is derived from the (new) hot key with the next
// seed, and the data dir's custody.json records which seed (and recovery address) is current, so
// every start finds the vault after a rotation. Only token amounts move: the ledger's sums stay
// the vault's sums, so the vault proof reads the same before and after.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import type { Chain } from '../chain/chain';
import {
  NATIVE_MINT,
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  parseMint,
  parseMultisig,
  parseTokenAccount,
  syncNativeInstruction,
  tokenProgramName,
  transferCheckedInstruction,
  wrappedLamports,
} from '../chain/token-program';
import {
  buildTransaction,
  encodeTransaction,
  memoInstruction,
} from '../chain/transfer-transaction';
import type { Database } from '../db/client';
import { ledgerMints } from './queries';
import {
  VAULT_SEED,
  fundLocalHotKey,
  isVaultMultisig,
  vaultAddresses,
  vaultCreationInstructions,
} from './vault';

export type CustodyRole = 'hot' | 'co-signer' | 'recovery';

/** custody.json in the data dir: the current multisig's seed (and recovery address), and the rotations. */
export interface CustodyRecord {
  seed: string;
  /** The recovery address a rotation put in place of ESCROW_RECOVERY_PUBKEY / the demo admin. */
  recovery?: string;
  rotations: {
    at: string;
    replaced: CustodyRole;
    from: string;
    to: string;
    signers: string[];
    signatures: string[];
  }[];
}

const custodyFile = (dataDir: string) => join(dataDir, 'custody.json');

/** The custody the data dir records; before any rotation, the first multisig (VAULT_SEED). */
export function readCustodyRecord(dataDir: string): CustodyRecord {
  const file = custodyFile(dataDir);
  if (!existsSync(file)) return { seed: VAULT_SEED, rotations: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as CustodyRecord;
}

function writeCustodyRecord(dataDir: string, record: CustodyRecord): void {
  const file = custodyFile(dataDir);
  // Written whole then renamed: a crash leaves the old record or the new one, never half of one.
  writeFileSync(`${file}.tmp`, JSON.stringify(record, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/** The seed after `seed`: memetank-vault, memetank-vault-2, memetank-vault-3, ... */
export function nextVaultSeed(seed: string): string {
  const generation = seed === VAULT_SEED ? 1 : Number(seed.slice(VAULT_SEED.length + 1));
  if (!Number.isInteger(generation) || generation < 1) {
    throw new Error(`The vault seed ${seed} is not one this server derives`);
  }
  return `${VAULT_SEED}-${generation + 1}`;
}

export interface RotationSpec {
  chain: Chain;
  /** The current multisig. */
  from: string;
  /** Two of its signers, in the multisig's signer order: they authorise every transfer. */
  authority: readonly [KeyPairSigner, KeyPairSigner];
  /** The new hot key: it creates the new multisig (its base), pays the fees and the new rent. */
  hot: KeyPairSigner;
  seed: string;
  coSigner: string;
  recovery: string;
  /** The mints besides wrapped SOL the vault may hold (every mint of the ledger). */
  mints: readonly string[];
}

/**
 * Moves every token account of `from` into the new multisig, a transaction per mint, each signed
 * by the new hot key and the two authorising signers. Resumable: the new multisig and its
 * accounts are created only when missing, and a mint whose old account holds nothing is skipped,
 * so running it again after a crash moves what is left. Returns the signatures sent.
 */
export async function rotateVault(spec: RotationSpec): Promise<{
  vault: string;
  vaultSol: string;
  signatures: string[];
}> {
  const { chain, hot } = spec;
  const { vault, vaultSol } = await vaultAddresses(hot.address, spec.seed);
  const signers = [hot.address, spec.coSigner, spec.recovery];
  if (new Set(signers).size !== 3) {
    throw new Error('The hot key, the co-signer key and the recovery key must be three keys');
  }
  const current = await chain.getAccount(spec.from);
  const facts = current ? parseMultisig(current) : null;
  if (!facts) throw new Error(`The vault ${spec.from} is not a multisig on chain`);
  for (const signer of spec.authority) {
    if (!facts.signers.includes(signer.address)) {
      throw new Error(`${signer.address} is not a signer of the vault ${spec.from}`);
    }
  }
  await fundLocalHotKey(chain, hot.address);
  const send = async (instructions: Parameters<typeof buildTransaction>[0]['instructions']) => {
    const recent = await chain.getLatestBlockhash();
    const transaction = buildTransaction({ feePayer: hot.address, instructions, recent });
    // The keys this transaction asks for (the multisig's creation needs only the hot key's).
    const wanted = new Set(Object.keys(transaction.signatures));
    const keys = new Map(
      [hot, ...spec.authority]
        .filter((signer) => wanted.has(signer.address))
        .map((signer) => [signer.address, signer.keyPair]),
    );
    const signed = await signTransaction([...keys.values()], transaction);
    return chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
  };
  const signatures: string[] = [];
  const existing = await chain.getAccount(vault);
  if (!existing) {
    signatures.push(await send(await vaultCreationInstructions(hot, spec.seed, signers, false)));
  } else {
    if (!isVaultMultisig(existing, signers)) {
      throw new Error(`${vault} on chain is not the new multisig of these keys`);
    }
  }
  const authority = { multisig: spec.from, signers: [...spec.authority] };
  for (const mint of [NATIVE_MINT, ...new Set(spec.mints)]) {
    const mintAccount = await chain.getAccount(mint);
    const program = mintAccount ? tokenProgramName(mintAccount.owner) : null;
    const mintFacts = mintAccount ? parseMint(mintAccount) : null;
    if (!program || !mintFacts) continue;
    const source = await associatedTokenAddress(spec.from, mint, program);
    const sourceAccount = await chain.getAccount(source);
    const held = sourceAccount ? parseTokenAccount(sourceAccount) : null;
    const native = mint === NATIVE_MINT;
    // Wrapped SOL sent to it but not yet synced counts too: sync it first, then move the amount.
    const amount =
      native && sourceAccount ? (wrappedLamports(sourceAccount) ?? 0n) : (held?.amount ?? 0n);
    if (!held || amount <= 0n) continue;
    const destination = await associatedTokenAddress(vault, mint, program);
    signatures.push(
      await send([
        ...(native ? [syncNativeInstruction(source)] : []),
        await createAssociatedAccountInstruction({ payer: hot, owner: vault, mint, program }),
        transferCheckedInstruction({
          source,
          destination,
          mint,
          authority,
          amount,
          decimals: mintFacts.decimals,
          program,
        }),
        memoInstruction(`memetank:custody-rotation:${spec.from}:${vault}`),
      ]),
    );
  }
  return { vault, vaultSol, signatures };
}

/** A key file of the data dir ({ seed }, as vault.ts writes them). */
async function keyFromFile(file: string): Promise<KeyPairSigner> {
  const { seed } = JSON.parse(readFileSync(file, 'utf8')) as { seed: string };
  return createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seed, 'base64'));
}

/** The replacement key, kept beside the old one until the rotation is done (a crash reuses it). */
async function nextKeyFile(file: string): Promise<KeyPairSigner> {
  const next = `${file}.next`;
  if (!existsSync(next)) {
    writeFileSync(next, JSON.stringify({ seed: randomBytes(32).toString('base64') }), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  return keyFromFile(next);
}

const LOCAL_KEY_FILES = { hot: 'escrow-vault.json', 'co-signer': 'cosigner-key.json' } as const;

/**
 * The local chain's rotation, end to end (`npm run custody -- rotate --replace <role>`): the keys
 * are the data dir's (the hot key, the co-signer's, the demo admin's as the recovery key); the
 * replaced one gets a new key file (the old one is kept as `<file>.replaced-<n>`), the other two
 * authorise the move, and custody.json records the new seed. Run with the server stopped: a payout
 * the old server signs afterwards is refused by the chain (the old multisig holds nothing) and
 * released, claimable again from the new vault.
 */
export async function rotateLocalCustody(options: {
  chain: Chain;
  db: Database;
  dataDir: string;
  replace: 'hot' | 'co-signer';
  /** The demo admin's key: on the local chain it is the recovery key. */
  recoveryKey: KeyPairSigner;
}): Promise<{ vault: string; signers: string[]; signatures: string[] }> {
  const { dataDir, replace } = options;
  const record = readCustodyRecord(dataDir);
  const files = {
    hot: join(dataDir, LOCAL_KEY_FILES.hot),
    'co-signer': join(dataDir, LOCAL_KEY_FILES['co-signer']),
  };
  const hot = await keyFromFile(files.hot);
  const coSigner = await keyFromFile(files['co-signer']);
  const recovery = options.recoveryKey;
  const from = (await vaultAddresses(hot.address, record.seed)).vault;
  const fresh = await nextKeyFile(files[replace]);
  const next = {
    hot: replace === 'hot' ? fresh : hot,
    coSigner: replace === 'co-signer' ? fresh : coSigner,
  };
  // The two keys that are not replaced sign, in the multisig's signer order.
  const authority: [KeyPairSigner, KeyPairSigner] =
    replace === 'hot' ? [coSigner, recovery] : [hot, recovery];
  // A new hot key is a new base: the first seed is free under it.
  const seed = replace === 'hot' ? VAULT_SEED : nextVaultSeed(record.seed);
  const moved = await rotateVault({
    chain: options.chain,
    from,
    authority,
    hot: next.hot,
    seed,
    coSigner: next.coSigner.address,
    recovery: recovery.address,
    mints: (await ledgerMints(options.db)).flatMap((row) => (row.mint ? [row.mint] : [])),
  });
  const generation = record.rotations.length + 1;
  renameSync(files[replace], `${files[replace]}.replaced-${generation}`);
  renameSync(`${files[replace]}.next`, files[replace]);
  writeCustodyRecord(dataDir, {
    ...record,
    seed,
    rotations: [
      ...record.rotations,
      {
        at: new Date().toISOString(),
        replaced: replace,
        from,
        to: moved.vault,
        signers: [next.hot.address, next.coSigner.address, recovery.address],
        signatures: moved.signatures,
      },
    ],
  });
  return {
    vault: moved.vault,
    signers: [next.hot.address, next.coSigner.address, recovery.address],
    signatures: moved.signatures,
  };
}
