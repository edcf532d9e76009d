// The co-signer checks before it signs (docs/decisions/078-two-of-three-custody.md, issue 37): the
// vault's payouts on LiteSVM, built by the escrow and co-signed, land with both signatures; a
// payout request that does not match its own transaction (a larger amount, another recipient, a
// transfer out of the vault to an account it does not name, a transaction the hot key did not
// sign, another program's instruction) is refused with its reason and nothing leaves the vault; a
// co-signer that cannot be reached makes payouts wait.
import { getTransferSolInstruction } from '@solana-program/system';
import {
  address,
  generateKeyPairSigner,
  getTransactionDecoder,
  partiallySignTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalChain } from '../chain/chain';
import { createLocalChain } from '../chain/local-chain';
import {
  NATIVE_MINT,
  associatedTokenAddress,
  createAssociatedAccountInstruction,
  transferCheckedInstruction,
  unwrapToPayerInstructions,
} from '../chain/token-program';
import { buildTransaction, encodeTransaction } from '../chain/transfer-transaction';
import { AppError } from '../lib/errors';
import { vaultSolBalance } from './reserve';
import {
  CoSignerUnavailable,
  createInProcessCoSigner,
  type CoSignRequest,
  type CoSigner,
} from './co-signer';
import { createMultisigEscrow, sendPayout, vaultAddresses, type Escrow } from './vault';

const SOL = 1_000_000_000n;

let chain: LocalChain;
let hot: KeyPairSigner;
let coSignerKey: KeyPairSigner;
let recovery: KeyPairSigner;
let coSigner: CoSigner;
let vault: { vault: string; vaultSol: string };
/** What the server does to a request before the co-signer sees it (a compromised server). */
let tamper: (request: CoSignRequest) => CoSignRequest | Promise<CoSignRequest> = (r) => r;
let down = false;
let escrow: Escrow;

beforeAll(async () => {
  chain = await createLocalChain();
  [hot, coSignerKey, recovery] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  vault = await vaultAddresses(hot.address);
  coSigner = createInProcessCoSigner(coSignerKey, { ...vault, hotKey: hot.address });
  const asked: CoSigner = {
    address: coSigner.address,
    async coSign(request) {
      if (down) throw new CoSignerUnavailable('connect ECONNREFUSED 127.0.0.1:3101');
      return coSigner.coSign(await tamper(request));
    },
  };
  escrow = await createMultisigEscrow({ hot, coSigner: asked, recovery: recovery.address }, chain);
  await escrow.ready();
  // Investments in: SOL straight into the vault's wrapped-SOL account.
  await chain.airdrop(vault.vaultSol, 5n * SOL);
});
afterAll(() => chain.close());

const send = (payout: { transaction: string; lastValidBlockHeight: bigint }) =>
  sendPayout(
    chain,
    { ...payout, signature: '', fee: 0n },
    {
      noun: 'payout',
      release: async () => {},
      failedMessage: (reason) => reason,
    },
  );

/** The payout's refusal: the AppError the server answers, with nothing sent. */
async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the co-signer', () => {
  it('co-signs a payout the escrow builds: it lands with the hot key and the co-signer as signers', async () => {
    const recipient = await generateKeyPairSigner();
    const before = await vaultSolBalance(chain, vault.vault);
    const payout = await escrow.preparePayout(recipient.address, SOL / 2n, 'MemeTank refund 1');
    await send(payout);
    expect(await chain.getBalance(recipient.address)).toBe(SOL / 2n - payout.fee);
    expect(payout.fee).toBe(10_000n);
    expect(await vaultSolBalance(chain, vault.vault)).toBe(before - SOL / 2n);
    const signed = getTransactionDecoder().decode(Buffer.from(payout.transaction, 'base64'));
    expect(Object.keys(signed.signatures)).toEqual([hot.address, coSignerKey.address]);
  });

  it('refuses a request that asks for less than its transaction takes out of the vault', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    tamper = (request) => ({ ...request, amounts: ['1000'] });
    try {
      const error = await refusal(
        escrow.preparePayout((await generateKeyPairSigner()).address, SOL, 'MemeTank refund 2'),
      );
      expect(error).toMatchObject({ statusCode: 502, code: 'PAYOUT_REFUSED' });
      expect(error.message).toMatch(/the vault would pay 1000000000, not 1000\. Nothing was sent/);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('COSIGNER_REFUSED'));
    } finally {
      tamper = (r) => r;
      errors.mockRestore();
    }
  });

  it('refuses SOL paid to someone else than the recipient it names', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const victim = await generateKeyPairSigner();
    tamper = (request) => ({ ...request, to: victim.address });
    try {
      const error = await refusal(
        escrow.preparePayout((await generateKeyPairSigner()).address, SOL, 'MemeTank refund 3'),
      );
      expect(error.message).toMatch(/SOL goes to someone else than the recipient/);
    } finally {
      tamper = (r) => r;
      errors.mockRestore();
    }
  });

  it('refuses transactions a compromised server builds itself, and the vault keeps every lamport', async () => {
    const attacker = await generateKeyPairSigner();
    const before = await vaultSolBalance(chain, vault.vault);
    const multisig = {
      multisig: vault.vault,
      signers: [hot, { address: address(coSignerKey.address) } as unknown as KeyPairSigner],
    };
    const attackerWrapped = await associatedTokenAddress(
      attacker.address,
      NATIVE_MINT,
      'spl-token',
    );
    const forged = async (instructions: Parameters<typeof buildTransaction>[0]['instructions']) => {
      const recent = await chain.getLatestBlockhash();
      const transaction = buildTransaction({ feePayer: hot.address, instructions, recent });
      return Buffer.from(
        encodeTransaction(await partiallySignTransaction([hot.keyPair], transaction)),
      ).toString('base64');
    };
    const request = (transaction: string, amount: bigint): CoSignRequest => ({
      kind: 'sol',
      to: attacker.address,
      mint: null,
      program: null,
      amounts: [amount.toString()],
      cost: '0',
      transaction,
    });
    // Wrapped SOL straight to the attacker's own wrapped-SOL account.
    const straight = await forged([
      await createAssociatedAccountInstruction({
        payer: hot,
        owner: attacker.address,
        mint: NATIVE_MINT,
        program: 'spl-token',
      }),
      transferCheckedInstruction({
        source: vault.vaultSol,
        destination: attackerWrapped,
        mint: NATIVE_MINT,
        authority: multisig,
        amount: SOL,
        decimals: 9,
        program: 'spl-token',
      }),
    ]);
    await expect(coSigner.coSign(request(straight, SOL))).rejects.toThrow(
      /a transfer out of the vault to an account the payout does not name/,
    );
    // The honest shape, but not signed by the hot key (someone else asking).
    const honest = [
      ...(await unwrapToPayerInstructions({
        source: vault.vaultSol,
        authority: multisig,
        payer: hot,
        lamports: SOL,
      })),
      getTransferSolInstruction({
        source: hot,
        destination: address(attacker.address),
        amount: SOL - 10_000n,
      }),
    ];
    const recent = await chain.getLatestBlockhash();
    const unsigned = Buffer.from(
      encodeTransaction(buildTransaction({ feePayer: hot.address, instructions: honest, recent })),
    ).toString('base64');
    await expect(coSigner.coSign(request(unsigned, SOL))).rejects.toThrow(
      /the hot key has not signed it/,
    );
    // The honest shape with a System transfer of the hot key's own to a third party beside it.
    const third = await generateKeyPairSigner();
    const extra = await forged([
      ...honest,
      getTransferSolInstruction({ source: hot, destination: address(third.address), amount: 1n }),
    ]);
    await expect(coSigner.coSign(request(extra, SOL))).rejects.toThrow(
      /SOL goes to someone else than the recipient/,
    );
    // Not a transaction at all.
    await expect(coSigner.coSign(request('AAAA', SOL))).rejects.toThrow(/not a transaction/);
    expect(await vaultSolBalance(chain, vault.vault)).toBe(before);
    expect(await chain.getBalance(attacker.address)).toBe(0n);
  });

  it('makes payouts wait with 503 when it cannot be reached: nothing is sent', async () => {
    const before = await vaultSolBalance(chain, vault.vault);
    down = true;
    try {
      const error = await refusal(
        escrow.preparePayout((await generateKeyPairSigner()).address, SOL, 'MemeTank refund 4'),
      );
      expect(error).toMatchObject({ statusCode: 503, code: 'COSIGNER_UNAVAILABLE' });
      expect(error.message).toMatch(/Payouts are waiting/);
    } finally {
      down = false;
    }
    expect(await vaultSolBalance(chain, vault.vault)).toBe(before);
  });
});
