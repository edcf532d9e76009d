// Two-of-three custody on LiteSVM's SPL Token program (docs/decisions/078-two-of-three-custody.md):
// a multisig account of three keys with a threshold of two, its wrapped-SOL account filled by a
// System transfer and SyncNative, and wrapped SOL leaving it as plain SOL only when two of the
// three keys sign. The chain refuses a transfer signed by one key alone.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  address,
  generateKeyPairSigner,
  partiallySignTransaction,
  signTransaction,
  type Instruction,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionFailedError, type LocalChain } from './chain';
import { createLocalChain } from './local-chain';
import { TEST_TOKEN_PAYER_LAMPORTS, createTestToken } from './test-token';
import {
  MULTISIG_SIZE,
  NATIVE_MINT,
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  createMultisigInstructions,
  multisigAddress,
  parseMultisig,
  parseTokenAccount,
  rentExemptMinimum,
  syncNativeInstruction,
  transferCheckedInstruction,
  unwrapToPayerInstructions,
  type MultisigAuthority,
} from './token-program';
import { buildTransaction, encodeTransaction } from './transfer-transaction';

const SOL = 1_000_000_000n;
const FEE_PER_SIGNATURE = 5_000n;

let chain: LocalChain;
let hot: KeyPairSigner;
let coSigner: KeyPairSigner;
let recovery: KeyPairSigner;
let vault: string;
let wrapped: string;

async function send(
  feePayer: KeyPairSigner,
  signers: KeyPairSigner[],
  instructions: Instruction[],
) {
  const recent = await chain.getLatestBlockhash();
  const transaction = buildTransaction({ feePayer: feePayer.address, instructions, recent });
  const signed = await signTransaction(
    [feePayer, ...signers.filter((signer) => signer !== feePayer)].map((s) => s.keyPair),
    transaction,
  );
  return chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
}

async function wrappedAmount(account: string): Promise<bigint> {
  const found = await chain.getAccount(account);
  return found ? (parseTokenAccount(found)?.amount ?? 0n) : 0n;
}

/** An investor's one transaction: a System transfer into the vault's wrapped SOL, then SyncNative. */
async function invest(lamports: bigint) {
  const investor = await generateKeyPairSigner();
  await chain.airdrop(investor.address, lamports + SOL);
  await send(
    investor,
    [],
    [
      getTransferSolInstruction({
        source: investor,
        destination: address(wrapped),
        amount: lamports,
      }),
      syncNativeInstruction(wrapped),
    ],
  );
}

/** A payout of `gross` wrapped lamports to `to` as plain SOL: the fee payer is reimbursed its fee. */
async function payoutInstructions(
  authority: MultisigAuthority,
  to: string,
  gross: bigint,
  fee: bigint,
) {
  return [
    ...(await unwrapToPayerInstructions({
      source: wrapped,
      authority,
      payer: hot,
      lamports: gross,
    })),
    getTransferSolInstruction({ source: hot, destination: address(to), amount: gross - fee }),
  ];
}

beforeAll(async () => {
  chain = await createLocalChain();
  [hot, coSigner, recovery] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  await chain.airdrop(hot.address, SOL);
  vault = await multisigAddress(hot.address, 'memetank-vault');
  wrapped = await associatedTokenAddress(vault, NATIVE_MINT, 'spl-token');
  await send(
    hot,
    [],
    [
      ...(await createMultisigInstructions({
        base: hot,
        seed: 'memetank-vault',
        threshold: 2,
        signers: [hot.address, coSigner.address, recovery.address],
      })),
      await createAssociatedAccountInstruction({
        payer: hot,
        owner: vault,
        mint: NATIVE_MINT,
        program: 'spl-token',
      }),
    ],
  );
});
afterAll(() => chain.close());

describe('the vault: an SPL Token multisig, two of three keys', () => {
  it('is a multisig account at the address the hot key derives, threshold 2 of its three signers', async () => {
    const account = await chain.getAccount(vault);
    expect(account?.data.length).toBe(MULTISIG_SIZE);
    expect(account?.lamports).toBe(rentExemptMinimum(MULTISIG_SIZE));
    expect(parseMultisig(account!)).toEqual({
      program: 'spl-token',
      threshold: 2,
      signers: [hot.address, coSigner.address, recovery.address],
    });
    // A wallet and a token account are not multisig accounts.
    expect(parseMultisig((await chain.getAccount(hot.address))!)).toBeNull();
    expect(parseMultisig((await chain.getAccount(wrapped))!)).toBeNull();
  });

  it('holds SOL as wrapped SOL: a System transfer and SyncNative raise its amount by exactly the transfer', async () => {
    const before = await wrappedAmount(wrapped);
    await invest(2n * SOL);
    expect(await wrappedAmount(wrapped)).toBe(before + 2n * SOL);
    expect(parseTokenAccount((await chain.getAccount(wrapped))!)).toMatchObject({
      mint: NATIVE_MINT,
      owner: vault,
    });
  });

  it('pays plain SOL when the hot key and the co-signer sign: the vault drops by the gross amount, the hot key by nothing', async () => {
    await invest(SOL);
    const recipient = await generateKeyPairSigner();
    const [vaultBefore, hotBefore] = [
      await wrappedAmount(wrapped),
      await chain.getBalance(hot.address),
    ];
    const gross = 300_000_000n;
    const fee = 2n * FEE_PER_SIGNATURE;
    await send(
      hot,
      [coSigner],
      await payoutInstructions(
        { multisig: vault, signers: [hot, coSigner] },
        recipient.address,
        gross,
        fee,
      ),
    );
    expect(await chain.getBalance(recipient.address)).toBe(gross - fee);
    expect(await wrappedAmount(wrapped)).toBe(vaultBefore - gross);
    expect(await chain.getBalance(hot.address)).toBe(hotBefore);
    // The pass-through account is gone again.
    expect(
      await chain.getAccount(await associatedTokenAddress(hot.address, NATIVE_MINT, 'spl-token')),
    ).toBeNull();
  });

  it('the recovery key and the co-signer together can move it too', async () => {
    await invest(SOL);
    const recipient = await generateKeyPairSigner();
    const before = await wrappedAmount(wrapped);
    await send(
      hot,
      [coSigner, recovery],
      await payoutInstructions(
        { multisig: vault, signers: [coSigner, recovery] },
        recipient.address,
        SOL / 2n,
        15_000n,
      ),
    );
    expect(await wrappedAmount(wrapped)).toBe(before - SOL / 2n);
  });

  it('refuses a payout signed by the server alone: nothing leaves the vault', async () => {
    await invest(SOL);
    const recipient = await generateKeyPairSigner();
    const [vaultBefore, hotBefore] = [
      await wrappedAmount(wrapped),
      await chain.getBalance(hot.address),
    ];
    const alone = payoutInstructions(
      { multisig: vault, signers: [hot] },
      recipient.address,
      SOL / 2n,
      5_000n,
    );
    await expect(send(hot, [], await alone)).rejects.toThrow(TransactionFailedError);
    await expect(send(hot, [], await alone)).rejects.toThrow(/missing required signature/i);
    expect(await wrappedAmount(wrapped)).toBe(vaultBefore);
    expect(await chain.getBalance(hot.address)).toBe(hotBefore);
    expect(await chain.getBalance(recipient.address)).toBe(0n);
  });

  it('refuses a key outside the multisig counted as its second signer', async () => {
    const stranger = await generateKeyPairSigner();
    const recipient = await generateKeyPairSigner();
    const before = await wrappedAmount(wrapped);
    const forged = await payoutInstructions(
      { multisig: vault, signers: [hot, stranger] },
      recipient.address,
      SOL / 4n,
      10_000n,
    );
    await expect(send(hot, [stranger], forged)).rejects.toThrow(/missing required signature/i);
    expect(await wrappedAmount(wrapped)).toBe(before);
  });

  it("a signature the co-signer adds after the hot key's makes the same transaction whole", async () => {
    await invest(SOL);
    const recipient = await generateKeyPairSigner();
    const recent = await chain.getLatestBlockhash();
    const transaction: Transaction = buildTransaction({
      feePayer: hot.address,
      instructions: await payoutInstructions(
        { multisig: vault, signers: [hot, coSigner] },
        recipient.address,
        SOL / 5n,
        10_000n,
      ),
      recent,
    });
    const hotSigned = await partiallySignTransaction([hot.keyPair], transaction);
    // Sent with the hot key's signature only, the co-signer's slot is empty: it cannot land.
    await expect(
      chain.sendAndConfirm(encodeTransaction(hotSigned), recent.lastValidBlockHeight),
    ).rejects.toThrow(new RegExp(`missing signatures for addresses: ${coSigner.address}`));
    const whole = await signTransaction([coSigner.keyPair], hotSigned);
    await chain.sendAndConfirm(encodeTransaction(whole), recent.lastValidBlockHeight);
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 5n - 10_000n);
  });

  it("moves a token of the multisig's own token account only with two signers", async () => {
    const { mint } = await createTestToken(
      chain,
      async (payer) => {
        await chain.airdrop(payer, TEST_TOKEN_PAYER_LAMPORTS);
      },
      { owner: vault, supply: 10n, decimals: 6, program: 'spl-token', revokeMintAuthority: true },
    );
    const source = await associatedTokenAddress(vault, mint, 'spl-token');
    const recipient = await generateKeyPairSigner();
    const destination = await associatedTokenAddress(recipient.address, mint, 'spl-token');
    const transfer = (signers: KeyPairSigner[]) =>
      transferCheckedInstruction({
        source,
        destination,
        mint,
        authority: { multisig: vault, signers },
        amount: 4_000_000n,
        decimals: 6,
        program: 'spl-token',
      });
    const create = await createAssociatedAccountInstruction({
      payer: hot,
      owner: recipient.address,
      mint,
      program: 'spl-token',
    });
    await expect(send(hot, [], [create, transfer([hot])])).rejects.toThrow(
      /missing required signature/i,
    );
    await send(hot, [coSigner], [create, transfer([hot, coSigner])]);
    expect(await wrappedAmount(destination)).toBe(4_000_000n);
    expect(await wrappedAmount(source)).toBe(6_000_000n);
  });
});
