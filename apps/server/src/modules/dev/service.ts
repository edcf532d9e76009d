// The local chain's dev tools: a faucet (test SOL and test USDC) for the demo wallets, test tokens (real Token-2022 mints
// with their name, symbol and image in the metadata extension), and moving the server's clock
// forward (then settling what became due) to try settlement without waiting for a deadline.
import {
  U64_MAX,
  wholeTokensToBaseUnits,
  type CreateTestTokenRequest,
} from '@memetank/shared/api/token-escrow';
import { FAUCET_USDC, type FaucetResponse } from '@memetank/shared/api/wallets';
import { LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import { fromBaseUnits, toBaseUnits } from '@memetank/shared/currency';
import { lamportsToSol } from '@memetank/shared/lamports';
import { normalizeLogo } from '@memetank/shared/links';
import type { Services } from '../../app-types';
import { ChainError, SYSTEM_PROGRAM, type LocalChain } from '../../chain/chain';
import type { TestUsdc } from '../../chain/local-usdc';
import { TEST_TOKEN_PAYER_LAMPORTS, createTestToken } from '../../chain/test-token';
import { isWalletAddress } from '../../lib/ed25519';
import { AppError, validationError } from '../../lib/errors';

const FAUCET_LAMPORTS = 2n * BigInt(LAMPORTS_PER_SOL);
const FAUCET_USDC_UNITS = toBaseUnits(FAUCET_USDC, 'USDC');

export const FAUCET_MESSAGES = {
  /** 400: the address holds an account of a program (a mint, a token account, the vault, a program). */
  notAWallet: (owner: string) =>
    `Invalid body.address: not a wallet: its account belongs to the program ${owner}, and the faucet only funds wallets`,
  /** 502: the local chain refused the airdrop or the USDC. */
  refused: (reason: string) => `The local chain refused the faucet: ${reason}`,
} as const;

/**
 * Airdrops 2 test SOL and mints 1,000 test USDC to the wallet `address`; what it holds after. An
 * address whose account a program owns (the escrow vault, a mint, a program) is no wallet: refused,
 * nothing paid.
 */
export async function faucet(
  deps: { chain: LocalChain; testUsdc: TestUsdc },
  address: string,
): Promise<FaucetResponse> {
  if (!isWalletAddress(address)) {
    throw validationError('Invalid body.address: not a wallet address');
  }
  const { lamports, usdc } = await refusedAs502(async () => {
    const account = await deps.chain.getAccount(address);
    if (account && account.owner !== SYSTEM_PROGRAM) {
      throw validationError(FAUCET_MESSAGES.notAWallet(account.owner));
    }
    const { balance } = await deps.chain.airdrop(address, FAUCET_LAMPORTS);
    return { lamports: balance, usdc: await deps.testUsdc.mintTo(address, FAUCET_USDC_UNITS) };
  });
  // The USDC account's rent came from the mint authority: the wallet's SOL is what the airdrop left.
  return {
    lamports: lamports.toString(),
    sol: lamportsToSol(lamports),
    usdc: fromBaseUnits(usdc, 'USDC'),
  };
}

/** `work`, with what the chain refuses (or cannot answer) as 502 CHAIN_ERROR in the faucet's words. */
async function refusedAs502<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChainError) {
      throw new AppError(502, 'CHAIN_ERROR', FAUCET_MESSAGES.refused(error.message));
    }
    throw error;
  }
}

const CONTROL_CHARACTER = /\p{Cc}/u;

/** The most whole tokens a mint of `decimals` can hold: its supply is a u64 of base units. */
export const maxWholeSupply = (decimals: number) => U64_MAX / 10n ** BigInt(decimals);

/** An image the metadata may name: an upload or page of this site, or an http(s) URL (no emoji). */
function metadataUri(image: string | undefined): string {
  const logo = normalizeLogo(image);
  if (logo === undefined || (logo !== null && !/^(\/|https?:\/\/)/i.test(logo))) {
    throw validationError('Invalid body.image: must be an http(s) URL or an image uploaded here');
  }
  return logo ?? '';
}

/**
 * Creates a Token-2022 mint carrying `name`, `symbol` and `image` in its metadata extension,
 * mints `supply` whole tokens to `owner`, then removes the mint authority or hands it to `owner`.
 * A throwaway payer funded by an airdrop pays, so the owner's SOL is untouched.
 */
export async function createDevToken(
  deps: { chain: LocalChain },
  input: { owner: string; request: CreateTestTokenRequest },
) {
  const { owner, request } = input;
  const uri = metadataUri(request.image);
  // The chain's metadata takes no control characters (a NUL in the name left the mint short of
  // its rent): refused here in words rather than failing on chain.
  for (const field of ['name', 'symbol'] as const) {
    if (CONTROL_CHARACTER.test(request[field])) {
      throw validationError(`Invalid body.${field}: must not contain control characters`);
    }
  }
  if (BigInt(request.supply) <= 0n) {
    throw validationError('Invalid body.supply: must be a positive whole number of tokens');
  }
  if (wholeTokensToBaseUnits(request.supply, request.decimals) === null) {
    throw new AppError(
      400,
      'SUPPLY_TOO_LARGE',
      `A supply of at most ${maxWholeSupply(request.decimals).toLocaleString('en-US')} whole tokens fits a mint with ${request.decimals} decimals.`,
    );
  }
  return createTestToken(
    deps.chain,
    async (payer) => {
      await deps.chain.airdrop(payer, TEST_TOKEN_PAYER_LAMPORTS);
    },
    {
      owner,
      supply: BigInt(request.supply),
      decimals: request.decimals,
      program: 'token-2022',
      metadata: { name: request.name, symbol: request.symbol, uri },
      revokeMintAuthority: request.revokeMintAuthority,
    },
  );
}

/** Moves the clock `seconds` forward, then runs the escrow jobs (`settle`) for what is now due. */
export async function advanceClock(
  deps: Pick<Services, 'clock'>,
  seconds: number,
  settle: () => Promise<void>,
) {
  deps.clock.advance(seconds);
  await settle();
  return { now: deps.clock.now().toISOString(), offsetSeconds: deps.clock.offsetSeconds };
}
