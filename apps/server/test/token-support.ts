// Test tokens for API tests, on a test app's chain (the embedded local chain, or the JSON-RPC test
// server): real mints made by transactions (src/chain/test-token.ts), and the accounts a mint check
// must refuse (a mint with a freeze authority or a permanent delegate, an uninitialized mint).
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeMint2Instruction } from '@solana-program/token';
import {
  AccountRole,
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  signTransaction,
  type Instruction,
} from '@solana/kit';
import { isLocalChain, type Chain } from '../src/chain/chain';
import {
  TEST_TOKEN_PAYER_LAMPORTS,
  createTestToken,
  type TestTokenSpec,
} from '../src/chain/test-token';
import {
  rentExemptMinimum,
  tokenProgramAddress,
  type TokenProgramName,
} from '../src/chain/token-program';
import { buildTransaction, encodeTransaction } from '../src/chain/transfer-transaction';
import type { RpcChainServer } from './rpc-chain-server';

/** Puts lamports into an address on the test chain. */
export type Fund = (address: string, lamports: bigint) => Promise<void>;

/** The airdrop of the chain: the local chain's own, or the JSON-RPC test server's. */
export function funderOf(chain: Chain, rpc?: RpcChainServer | null): Fund {
  if (rpc) {
    return async (to, lamports) => {
      rpc.airdrop(to, lamports);
    };
  }
  if (isLocalChain(chain)) {
    return async (to, lamports) => {
      await chain.airdrop(to, lamports);
    };
  }
  throw new Error('an rpc chain needs its test server to fund accounts');
}

/**
 * A real mint, its whole supply in `owner`'s associated token account. Defaults: a Token-2022
 * mint "Test Frog" (TFROG), 1,000,000 tokens of 6 decimals, mint authority removed.
 */
export async function createToken(
  chain: Chain,
  fund: Fund,
  spec: Partial<TestTokenSpec> & { owner: string },
): Promise<string> {
  const program = spec.program ?? 'token-2022';
  const { mint } = await createTestToken(chain, (payer) => fund(payer, TEST_TOKEN_PAYER_LAMPORTS), {
    supply: 1_000_000n,
    decimals: 6,
    revokeMintAuthority: true,
    ...(program === 'token-2022' && !('metadata' in spec)
      ? { metadata: { name: 'Test Frog', symbol: 'TFROG', uri: '' } }
      : {}),
    ...spec,
    program,
  });
  return mint;
}

/**
 * A mint account of `program` created by the payer: initialized with a freeze authority, or left
 * uninitialized (82 zero bytes a token program owns, not yet a mint).
 */
async function createRawMint(
  chain: Chain,
  fund: Fund,
  spec: {
    program: TokenProgramName;
    decimals: number;
    freezeAuthority: string | null;
    initialize: boolean;
    /** Token-2022: an extension initialized before the mint (its instruction and its size). */
    extension?: { instruction: (mint: string) => Instruction; size: number };
  },
): Promise<string> {
  const payer = await generateKeyPairSigner();
  const mint = await generateKeyPairSigner();
  await fund(payer.address, TEST_TOKEN_PAYER_LAMPORTS);
  const programAddress = tokenProgramAddress(spec.program);
  // With an extension: the mint padded to a token account's size, the account type, one TLV entry.
  const space = spec.extension ? 165 + 1 + 4 + spec.extension.size : 82;
  const instructions = [
    getCreateAccountInstruction({
      payer,
      newAccount: mint,
      lamports: rentExemptMinimum(space),
      space,
      programAddress,
    }),
    ...(spec.extension ? [spec.extension.instruction(mint.address)] : []),
    ...(spec.initialize
      ? [
          getInitializeMint2Instruction(
            {
              mint: mint.address,
              decimals: spec.decimals,
              mintAuthority: payer.address,
              freezeAuthority: spec.freezeAuthority ? address(spec.freezeAuthority) : null,
            },
            { programAddress },
          ),
        ]
      : []),
  ];
  const recent = await chain.getLatestBlockhash();
  const signed = await signTransaction(
    [payer.keyPair, mint.keyPair],
    buildTransaction({ feePayer: payer.address, instructions, recent }),
  );
  await chain.sendAndConfirm(encodeTransaction(signed), recent.lastValidBlockHeight);
  return mint.address;
}

/** An initialized mint whose freeze authority is `freezeAuthority` (it could freeze holders). */
export const createMintWithFreezeAuthority = (
  chain: Chain,
  fund: Fund,
  spec: { freezeAuthority: string; program?: TokenProgramName; decimals?: number },
) =>
  createRawMint(chain, fund, {
    program: spec.program ?? 'spl-token',
    decimals: spec.decimals ?? 6,
    freezeAuthority: spec.freezeAuthority,
    initialize: true,
  });

/**
 * A Token-2022 mint with a permanent delegate (InitializePermanentDelegate, instruction 35): the
 * delegate may move anyone's tokens, the escrow's included.
 */
export const createMintWithPermanentDelegate = (chain: Chain, fund: Fund, delegate: string) =>
  createRawMint(chain, fund, {
    program: 'token-2022',
    decimals: 6,
    freezeAuthority: null,
    initialize: true,
    extension: {
      size: 32,
      instruction: (mint) => ({
        programAddress: tokenProgramAddress('token-2022'),
        accounts: [{ address: address(mint), role: AccountRole.WRITABLE }],
        data: Uint8Array.of(35, ...getAddressEncoder().encode(address(delegate))),
      }),
    },
  });

/** An account a token program owns with a mint's size, never initialized. */
export const createUninitializedMint = (chain: Chain, fund: Fund, program: TokenProgramName) =>
  createRawMint(chain, fund, { program, decimals: 0, freezeAuthority: null, initialize: false });
