// The vault's second signature (docs/decisions/078-two-of-three-custody.md): every payout leaves
// the 2-of-3 multisig only when the co-signer adds its signature after the hot key's. The server
// asks through this interface; the co-signer decodes the transaction itself and signs only the
// payout it was told about: the hot key pays the fee, every transfer out of the vault is exactly
// the amount asked for, the tokens go to the recipient's own account, and nothing else in it
// touches the vault. Stage 1 runs it in the server's process; stage 2 puts the same check behind
// an authenticated loopback call in a process of its own that also checks the chain and its own
// record (issue 37).
import {
  getCompiledTransactionMessageDecoder,
  getU64Decoder,
  partiallySignTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  NATIVE_MINT,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  associatedTokenAddress,
  type TokenProgramName,
} from '../chain/token-program';
import {
  LEGACY_MEMO_PROGRAM,
  decodeTransaction,
  encodeTransaction,
} from '../chain/transfer-transaction';
import { addressBytes, verifyEd25519 } from '../lib/ed25519';

/** What the server asks the co-signer to sign: the payout, and its hot-key-signed transaction. */
export interface CoSignRequest {
  /** SOL out of the vault's wrapped SOL, or tokens of `mint` out of its token account. */
  kind: 'sol' | 'token';
  /** The recipient's wallet. */
  to: string;
  /** The token's mint and program (token payouts). */
  mint: string | null;
  program: TokenProgramName | null;
  /** Base units of each claim paid (lamports for SOL). */
  amounts: string[];
  /** Lamports of wrapped SOL that repay the hot key (a token payout's fee and rent). */
  cost: string;
  /** Base64 wire transaction, signed by the hot key. */
  transaction: string;
}

export interface CoSigner {
  /** The co-signer's public key: one of the multisig's three signers. */
  readonly address: string;
  /** The transaction with the co-signer's signature added (base64), or CoSignerRefusal. */
  coSign(request: CoSignRequest): Promise<string>;
}

/** The co-signer would not sign: `reason` says why (the server records it). */
export class CoSignerRefusal extends Error {
  constructor(readonly reason: string) {
    super(`The co-signer refused the payout: ${reason}`);
    this.name = 'CoSignerRefusal';
  }
}

/** The co-signer cannot be reached: payouts wait, nothing is sent. */
export class CoSignerUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoSignerUnavailable';
  }
}

/** The vault as the co-signer knows it, from its own configuration. */
export interface CoSignerVault {
  /** The multisig account. */
  vault: string;
  /** Its wrapped-SOL account. */
  vaultSol: string;
  /** The server's key: the fee payer of every payout. */
  hotKey: string;
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TRANSFER_CHECKED = 12;
const CLOSE_ACCOUNT = 9;
const SYNC_NATIVE = 17;
const SYSTEM_TRANSFER = 2;
const u64 = getU64Decoder();
const u32 = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset).getUint32(0, true);

/**
 * Checks `request` against its own transaction, as the co-signer reads it: answers the reason to
 * refuse, or null when it is exactly the payout described.
 */
export async function payoutProblem(
  vault: CoSignerVault,
  request: CoSignRequest,
): Promise<string | null> {
  const wire = new Uint8Array(Buffer.from(request.transaction, 'base64'));
  const transaction = decodeTransaction(wire);
  if (!transaction) return 'not a transaction';
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (message.version !== 'legacy' || !('instructions' in message)) {
    return 'not a legacy transaction';
  }
  const keys = message.staticAccounts.map(String);
  if (keys[0] !== vault.hotKey) return 'the fee payer is not the hot key';
  const hotSignature = transaction.signatures[vault.hotKey as keyof typeof transaction.signatures];
  const hotKey = addressBytes(vault.hotKey);
  if (
    !hotSignature ||
    !hotKey ||
    !(await verifyEd25519(hotKey, new Uint8Array(transaction.messageBytes), hotSignature))
  ) {
    return 'the hot key has not signed it';
  }
  let amounts: bigint[];
  let cost: bigint;
  try {
    amounts = request.amounts.map((amount) => BigInt(amount));
    cost = BigInt(request.cost);
  } catch {
    return 'amounts are not base units';
  }
  if (amounts.length === 0 || amounts.some((amount) => amount <= 0n) || cost < 0n) {
    return 'amounts are not base units';
  }
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  const tokenAccount =
    request.kind === 'token' && request.mint && request.program
      ? await associatedTokenAddress(vault.vault, request.mint, request.program)
      : null;
  const recipientAccount =
    request.kind === 'token' && request.mint && request.program
      ? await associatedTokenAddress(request.to, request.mint, request.program)
      : null;
  if (request.kind === 'token' && !tokenAccount) return 'a token payout names no mint';
  const passThrough = await associatedTokenAddress(vault.hotKey, NATIVE_MINT, 'spl-token');

  let wrappedOut = 0n;
  let tokensOut = 0n;
  let solToRecipient = 0n;
  for (const instruction of message.instructions) {
    const program = keys[instruction.programAddressIndex];
    const accounts = (instruction.accountIndices ?? []).map(
      (index: number) => keys[index] as string,
    );
    const data = new Uint8Array(instruction.data ?? []);
    if (program === LEGACY_MEMO_PROGRAM || program === ASSOCIATED_TOKEN_PROGRAM) {
      // A memo, or an associated account created (the pass-through, the recipient's): neither can
      // move what the vault holds.
      continue;
    }
    if (program === SYSTEM_PROGRAM) {
      if (u32(data) !== SYSTEM_TRANSFER || accounts[0] !== vault.hotKey) {
        return 'a System instruction other than the hot key paying';
      }
      if (accounts[1] !== request.to) return 'SOL goes to someone else than the recipient';
      solToRecipient += u64.decode(data, 4);
      continue;
    }
    if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) {
      return `an instruction of another program (${program})`;
    }
    const [source, mint, destination, authority] = accounts;
    if (data[0] === SYNC_NATIVE && source === vault.vaultSol && !accounts.includes(vault.vault)) {
      // Counts lamports already in the vault's wrapped SOL: moves nothing.
      continue;
    }
    if (data[0] === CLOSE_ACCOUNT) {
      if (source !== passThrough || destination !== vault.hotKey) {
        return 'closes an account other than the pass-through';
      }
      continue;
    }
    if (data[0] !== TRANSFER_CHECKED || authority !== vault.vault) {
      if (accounts.includes(vault.vault)) return 'an instruction the vault would authorise';
      return 'a token instruction other than a transfer out of the vault';
    }
    const amount = u64.decode(data, 1);
    if (source === vault.vaultSol && mint === NATIVE_MINT && destination === passThrough) {
      wrappedOut += amount;
    } else if (
      source === tokenAccount &&
      mint === request.mint &&
      destination === recipientAccount
    ) {
      tokensOut += amount;
    } else {
      return 'a transfer out of the vault to an account the payout does not name';
    }
  }
  if (request.kind === 'sol') {
    if (wrappedOut !== total) return `the vault would pay ${wrappedOut}, not ${total}`;
    if (solToRecipient > total || solToRecipient === 0n) {
      return 'the recipient would not get the payout';
    }
  } else {
    if (tokensOut !== total) return `the vault would send ${tokensOut} tokens, not ${total}`;
    if (wrappedOut !== cost || solToRecipient !== 0n) {
      return `the hot key would be repaid ${wrappedOut}, not its cost ${cost}`;
    }
  }
  return null;
}

/** The co-signer in the server's process (stage 1): the same checks, its own key. */
export function createInProcessCoSigner(signer: KeyPairSigner, vault: CoSignerVault): CoSigner {
  return {
    address: signer.address,
    async coSign(request) {
      const problem = await payoutProblem(vault, request);
      if (problem) throw new CoSignerRefusal(problem);
      const transaction = decodeTransaction(
        new Uint8Array(Buffer.from(request.transaction, 'base64')),
      );
      if (!transaction) throw new CoSignerRefusal('not a transaction');
      const signed = await partiallySignTransaction([signer.keyPair], transaction);
      return Buffer.from(encodeTransaction(signed)).toString('base64');
    },
  };
}
