// The local chain's test USDC (docs/decisions/055-usdc-campaigns.md): a real SPL Token mint with
// USDC's 6 decimals and no freeze authority, created on the embedded chain when first needed. Its
// keys are kept in DATA_DIR like the escrow vault's, so the mint stays the same across restarts and
// the faucet can mint test USDC to any wallet, as Circle's faucet does on devnet.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENCY_DECIMALS } from '@memetank/shared/currency';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import type { LocalChain } from './chain';
import {
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  createMintInstructions,
  mintToInstruction,
  parseTokenAccount,
} from './token-program';
import { buildTransaction, encodeTransaction, memoInstruction } from './transfer-transaction';

const USDC_DECIMALS = CURRENCY_DECIMALS.USDC;
/** Enough SOL for the mint authority to pay a few thousand faucet transactions and their rent. */
const AUTHORITY_FLOAT_LAMPORTS = 1_000_000_000n;
const AUTHORITY_LOW_LAMPORTS = 50_000_000n;

export interface TestUsdc {
  mint: string;
  /** Mints `units` micro-USDC to `owner` (its USDC account created when missing): its balance after. */
  mintTo(owner: string, units: bigint): Promise<bigint>;
}

/** The mint's and its authority's keys, generated into DATA_DIR once (another process may race). */
async function loadKeys(
  dataDir: string,
): Promise<{ mint: KeyPairSigner; authority: KeyPairSigner }> {
  const file = join(dataDir, 'local-usdc.json');
  if (!existsSync(file)) {
    const seeds = {
      mint: randomBytes(32).toString('base64'),
      authority: randomBytes(32).toString('base64'),
    };
    try {
      writeFileSync(file, JSON.stringify(seeds), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const seeds = JSON.parse(readFileSync(file, 'utf8')) as { mint: string; authority: string };
  return {
    mint: await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seeds.mint, 'base64')),
    authority: await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(seeds.authority, 'base64')),
  };
}

/** The test USDC of the local chain; its mint is created on the chain by the first mint to a wallet. */
export async function loadTestUsdc(chain: LocalChain, dataDir: string): Promise<TestUsdc> {
  const { mint, authority } = await loadKeys(dataDir);
  const send = async (
    signers: KeyPairSigner[],
    instructions: Parameters<typeof buildTransaction>[0]['instructions'],
  ) => {
    const balance = await chain.getBalance(authority.address);
    if (balance < AUTHORITY_LOW_LAMPORTS)
      await chain.airdrop(authority.address, AUTHORITY_FLOAT_LAMPORTS);
    const recent = await chain.getLatestBlockhash();
    const signed = await signTransaction(
      signers.map((signer) => signer.keyPair),
      buildTransaction({ feePayer: authority.address, instructions, recent }),
    );
    await chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
  };
  // Created on the chain when first minted (a start never waits on the chain for it), once.
  let created: Promise<void> | null = null;
  const ensureMint = () => {
    created ??= (async () => {
      if (await chain.getAccount(mint.address)) return;
      await send(
        [authority, mint],
        createMintInstructions({
          payer: authority,
          mint,
          mintAuthority: authority,
          decimals: USDC_DECIMALS,
          program: 'spl-token',
        }),
      );
    })().catch((error: unknown) => {
      created = null;
      throw error;
    });
    return created;
  };
  return {
    mint: mint.address,
    async mintTo(owner, units) {
      await ensureMint();
      const destination = await associatedTokenAddress(owner, mint.address, 'spl-token');
      await send(
        [authority],
        [
          await createAssociatedAccountInstruction({
            payer: authority,
            owner,
            mint: mint.address,
            program: 'spl-token',
          }),
          mintToInstruction({
            mint: mint.address,
            destination,
            mintAuthority: authority,
            amount: units,
            decimals: USDC_DECIMALS,
            program: 'spl-token',
          }),
          // Two mints of the same amount to the same wallet on the same blockhash would be one
          // transaction (the second taken for a resend of the first): this memo sets them apart.
          memoInstruction(`MemeTank test USDC ${randomUUID()}`),
        ],
      );
      const account = await chain.getAccount(destination);
      return account ? (parseTokenAccount(account)?.amount ?? 0n) : 0n;
    },
  };
}
