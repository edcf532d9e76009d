// The token side of a campaign (docs/decisions/047-token-escrow.md): the tokens a creator offers
// investors, deposited in escrow before the campaign opens, paid out pro rata on success and given
// back on failure. Amounts are token base units as decimal strings (a u64 exceeds 2^53): never a
// float on a money path.
import { z as Zod } from 'zod';
import { SIGNED_TRANSACTION_MAX } from './investing';

export const TOKEN_PROGRAMS = ['spl-token', 'token-2022'] as const;
export type TokenProgram = (typeof TOKEN_PROGRAMS)[number];

/** awaiting: approved campaigns wait for it; deposited: in escrow; returned: given back. */
export const TOKEN_DEPOSIT_STATES = ['awaiting', 'deposited', 'returned'] as const;
export type TokenDepositState = (typeof TOKEN_DEPOSIT_STATES)[number];

/** The largest u64: no supply, balance or allocation exceeds it. */
export const U64_MAX = (1n << 64n) - 1n;

/** A whole number of tokens as typed ("1000000", "1,000,000" is refused): digits only, no sign. */
export const WHOLE_TOKENS_PATTERN = /^\d{1,20}$/;

/**
 * Whole tokens (as typed, or a number) in base units, or null when it is not a positive whole
 * number or does not fit a u64 once scaled by the decimals.
 */
export function wholeTokensToBaseUnits(value: string | number, decimals: number): bigint | null {
  const text =
    typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '') : value.trim();
  if (!WHOLE_TOKENS_PATTERN.test(text)) return null;
  const units = BigInt(text) * 10n ** BigInt(decimals);
  if (units <= 0n || units > U64_MAX) return null;
  return units;
}

/**
 * Base units as tokens for people: "1,234.5" (grouped, trailing zeros dropped). Exact for any u64:
 * integer arithmetic only.
 */
export function formatTokenAmount(baseUnits: string | bigint, decimals: number): string {
  const units = typeof baseUnits === 'bigint' ? baseUnits : BigInt(baseUnits);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction =
    decimals > 0 ? (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An investor's share of the allocation: floor(allocation × contributed / raised) base units. The
 * shares never add up to more than the allocation; the remainder goes back to the creator.
 */
export function tokenShare(allocation: bigint, contributed: bigint, raised: bigint): bigint {
  if (raised <= 0n) return 0n;
  return (allocation * contributed) / raised;
}

/** The words of the token side, in the web app and in the API's errors. */
export const TOKEN_ESCROW_MESSAGES = {
  mintNotFound: 'No token mint exists at this address on the configured Solana cluster.',
  notAMint: 'This address is not a token mint (SPL Token or Token-2022).',
  freezeAuthority:
    'This mint has a freeze authority: its holder could freeze investors’ tokens. Only mints without a freeze authority can be listed.',
  unsafeExtensions:
    'This Token-2022 mint uses extensions the escrow cannot hold safely (such as a transfer fee, a transfer hook or a permanent delegate). Only mints without them can be listed.',
  currencyMint:
    'This is the mint of a currency campaigns are paid in (USDC or wrapped SOL), not a project’s token. Enter your project’s own token mint.',
  mintAuthorityRisk:
    'The mint authority is live: its holder can mint more tokens and dilute investors.',
  allocationRequired: 'Enter the number of tokens offered to investors (a positive whole number).',
  allocationTooLarge: 'You cannot offer more tokens than your wallet holds.',
  awaitingDeposit:
    'This campaign opens once the creator deposits the investors’ tokens into escrow.',
  depositNotAwaited: 'This campaign is not waiting for a token deposit.',
  depositCreatorOnly: 'Only the project’s creator can deposit its tokens.',
  depositInsufficient: 'Your wallet does not hold enough of this token for the deposit.',
  depositSuccessTitle: 'Tokens Deposited',
  depositSuccess: (amount: string, symbol: string) =>
    `${amount} ${symbol} are held in escrow for investors. The campaign is open for investment.`,
  heldInEscrow: (amount: string, symbol: string) =>
    `${amount} ${symbol} held in escrow for investors`,
} as const;

/** POST /api/projects/:id/token-deposit/prepare (creator only, once approved, before the deadline). */
export const prepareTokenDepositResponseSchema = Zod.object({
  /** Base64 wire transaction (the creator's signature slot empty) to sign. */
  transaction: Zod.string(),
  intentId: Zod.uuid(),
  mint: Zod.string(),
  /** Base units, as a decimal string: exactly the agreed allocation. */
  amount: Zod.string(),
  decimals: Zod.number().int(),
  /** The escrow's token account for this mint (created by the transaction when missing). */
  escrowTokenAccount: Zod.string(),
  memo: Zod.string(),
  expiresAt: Zod.string(),
});
export type PrepareTokenDepositResponse = Zod.infer<typeof prepareTokenDepositResponseSchema>;

/** POST /api/projects/:id/token-deposit */
export const submitTokenDepositRequestSchema = Zod.object({
  transaction: Zod.string().max(SIGNED_TRANSACTION_MAX),
});
export const submitTokenDepositResponseSchema = Zod.object({
  signature: Zod.string(),
  tokenDeposit: Zod.enum(TOKEN_DEPOSIT_STATES),
  escrowTokenAccount: Zod.string(),
});
export type SubmitTokenDepositResponse = Zod.infer<typeof submitTokenDepositResponseSchema>;

/** GET /api/wallets/:address/tokens/:mint: what the wallet holds of the mint (0 with no account). */
export const walletTokenBalanceResponseSchema = Zod.object({
  /** Base units, as a decimal string. */
  amount: Zod.string(),
  decimals: Zod.number().int(),
});
export type WalletTokenBalance = Zod.infer<typeof walletTokenBalanceResponseSchema>;

/** POST /api/dev/tokens (local chain only): a real Token-2022 test mint. */
export const createTestTokenRequestSchema = Zod.object({
  name: Zod.string().trim().min(1).max(32),
  symbol: Zod.string().trim().min(1).max(10),
  /** An http(s) or same-site image URL written into the metadata. */
  image: Zod.string().trim().max(200).optional(),
  /** Whole tokens minted to the session's wallet. */
  supply: Zod.union([
    Zod.number().int().positive(),
    Zod.string().trim().regex(WHOLE_TOKENS_PATTERN),
  ]),
  decimals: Zod.number().int().min(0).max(9).default(6),
  /** True: nobody can mint more (the safe choice). False: the wallet keeps the mint authority. */
  revokeMintAuthority: Zod.boolean().default(true),
});
export type CreateTestTokenRequest = Zod.infer<typeof createTestTokenRequestSchema>;
export const createTestTokenResponseSchema = Zod.object({
  mint: Zod.string(),
  signature: Zod.string(),
});
