// The one transaction shape MemeTank builds (docs/decisions/015): a System transfer plus a memo on
// the legacy memo program, as a legacy message on a recent blockhash. Investments (the investor
// pays and signs in the wallet) and payouts (the vault pays and signs here) both use it.
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
  type Transaction,
} from '@solana/kit';
import type { RecentBlockhash } from './chain';

/** Explorers and wallets know this one, and LiteSVM ships it (not the newer Memo program). */
export const LEGACY_MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

export interface TransferSpec {
  from: string;
  to: string;
  lamports: bigint;
  memo: string;
  recent: RecentBlockhash;
}

/** The compiled, unsigned transfer: `from` is the fee payer and the only signer. */
export function buildTransfer(spec: TransferSpec): Transaction {
  const from = address(spec.from);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: spec.recent.blockhash as Blockhash,
          lastValidBlockHeight: spec.recent.lastValidBlockHeight,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(from),
            destination: address(spec.to),
            amount: spec.lamports,
          }),
          getAddMemoInstruction({ memo: spec.memo }, { programAddress: LEGACY_MEMO_PROGRAM }),
        ],
        m,
      ),
  );
  return compileTransaction(message);
}

export const encodeTransaction = (transaction: Transaction): Uint8Array =>
  new Uint8Array(getTransactionEncoder().encode(transaction));

/**
 * Any other transaction MemeTank builds (token deposits, token payouts, test tokens): the
 * instructions as a legacy message on a recent blockhash, `feePayer` paying. Signers embedded in
 * the instructions are not used here: the caller signs.
 */
export function buildTransaction(spec: {
  feePayer: string;
  instructions: readonly Instruction[];
  recent: RecentBlockhash;
}): Transaction {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(spec.feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: spec.recent.blockhash as Blockhash,
          lastValidBlockHeight: spec.recent.lastValidBlockHeight,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(spec.instructions, m),
  );
  return compileTransaction(message);
}

/** A memo instruction on the legacy memo program. */
export const memoInstruction = (memo: string): Instruction =>
  getAddMemoInstruction({ memo }, { programAddress: LEGACY_MEMO_PROGRAM });

/** Decodes wire bytes; null when they are not a transaction. */
export function decodeTransaction(wire: Uint8Array): Transaction | null {
  try {
    const transaction = getTransactionDecoder().decode(wire);
    // Re-encoding must give the same bytes: nothing trailing, nothing reinterpreted.
    const again = encodeTransaction(transaction);
    if (again.length !== wire.length || again.some((byte, i) => byte !== wire[i])) return null;
    return transaction;
  } catch {
    return null;
  }
}
