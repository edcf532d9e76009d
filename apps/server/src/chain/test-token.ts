// Test tokens (local chain, and the tests' JSON-RPC cluster): a real mint created by transactions
// like any other, so what reads it (the lookup, submission, the deposit) cannot tell it from a
// token made elsewhere. A throwaway keypair pays and is the mint authority while minting; after
// minting, the authority is removed or handed to the owner.
import {
  generateKeyPairSigner,
  getSignatureFromTransaction,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import type { Chain } from './chain';
import {
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  createMintInstructions,
  mintToInstruction,
  setMintAuthorityInstruction,
  type TokenProgramName,
} from './token-program';
import { buildTransaction, encodeTransaction } from './transfer-transaction';

/** What a test token creation costs the payer at most (two accounts' rent and the fee). */
export const TEST_TOKEN_PAYER_LAMPORTS = 20_000_000n;

export interface TestTokenSpec {
  /** Receives the whole supply. */
  owner: string;
  /** Whole tokens. */
  supply: bigint;
  decimals: number;
  program: TokenProgramName;
  /** Token-2022 only: written into the mint's metadata extension (update authority: owner). */
  metadata?: { name: string; symbol: string; uri: string };
  /** True: nobody can mint more. False: the owner keeps the mint authority. */
  revokeMintAuthority: boolean;
}

/**
 * Creates the mint, mints the supply into the owner's associated token account and sets the mint
 * authority, in one transaction. `fund` must put TEST_TOKEN_PAYER_LAMPORTS into the payer first.
 */
export async function createTestToken(
  chain: Pick<Chain, 'getLatestBlockhash' | 'sendAndConfirm'>,
  fund: (payer: string) => Promise<void>,
  spec: TestTokenSpec,
): Promise<{ mint: string; signature: string }> {
  const payer: KeyPairSigner = await generateKeyPairSigner();
  const mint: KeyPairSigner = await generateKeyPairSigner();
  await fund(payer.address);
  const amount = spec.supply * 10n ** BigInt(spec.decimals);
  const destination = await associatedTokenAddress(spec.owner, mint.address, spec.program);
  const instructions = [
    ...createMintInstructions({
      payer,
      mint,
      mintAuthority: payer,
      decimals: spec.decimals,
      program: spec.program,
      ...(spec.metadata ? { metadata: { ...spec.metadata, updateAuthority: spec.owner } } : {}),
    }),
    await createAssociatedAccountInstruction({
      payer,
      owner: spec.owner,
      mint: mint.address,
      program: spec.program,
    }),
    mintToInstruction({
      mint: mint.address,
      destination,
      mintAuthority: payer,
      amount,
      decimals: spec.decimals,
      program: spec.program,
    }),
    setMintAuthorityInstruction({
      mint: mint.address,
      authority: payer,
      newAuthority: spec.revokeMintAuthority ? null : spec.owner,
      program: spec.program,
    }),
  ];
  const recent = await chain.getLatestBlockhash();
  const signed = await signTransaction(
    [payer.keyPair, mint.keyPair],
    buildTransaction({ feePayer: payer.address, instructions, recent }),
  );
  await chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
  return { mint: mint.address, signature: getSignatureFromTransaction(signed) };
}
