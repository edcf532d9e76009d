// Investing with escrow (docs/decisions/036): the Solana Pay transaction-request flow (prepare,
// the wallet signs, submit), campaign states, live funding events, payouts and the admin's
// settlement and fee withdrawal.
import { z as Zod } from 'zod';
import { CURRENCY_DECIMALS, formatMinimumInvestment } from '../currency';
import { deprecatedLamports } from './deprecated-fields';
import {
  CURRENCIES,
  type Currency,
  ENFORCED_MIN_INVESTMENT_SOL,
  INVESTMENT_MAX_SOL,
  SOL_AMOUNT_INPUT_MAX,
} from '../constants';

/** Below this the invest box and the prepare answer warn (the suggested minimum, MIN_INVESTMENT_SOL). */
export const SUGGESTED_MIN_INVESTMENT_SOL = 0.1;

/** The creator receives the raised SOL minus this share (basis points: 300 = 3%). */
export const PLATFORM_FEE_BPS = 300n;

/**
 * A campaign's state, derived from its deadline, raised vs goal and its settlement:
 * - awaiting_deposit: approved, before the deadline, but the creator's token deposit has not landed
 *   in escrow: not open for investment yet (docs/decisions/047);
 * - funding: before the deadline, open for investment;
 * - funded: the deadline passed with the goal reached; payout and token allocations are claimable;
 * - refunding: the deadline passed with the goal missed; every investor can claim a refund;
 * - settled: settled and every claim paid (or nothing was owed);
 * - ended_without_deposit: the deadline passed before the creator's token deposit landed: the
 *   campaign never opened, so nobody invested and nothing is refunded (before and after its
 *   settlement, which owes nothing).
 */
export const CAMPAIGN_STATES = [
  'awaiting_deposit',
  'funding',
  'funded',
  'refunding',
  'settled',
  'ended_without_deposit',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * What every card and the detail page say about a campaign, from one phase:
 * - awaiting_deposit: before the deadline, waiting for the creator's token deposit;
 * - open: before the deadline, taking investments. Reaching the goal does not close it: it takes
 *   investments (over-funding) until the deadline, marked "Goal reached";
 * - ended: the deadline passed, awaiting its settlement;
 * - funded: settled with the goal reached: token allocations and the creator's payout are claimable;
 * - refunding: settled with the goal missed: every investor can claim a refund;
 * - settled: settled and every claim paid (or nothing was owed);
 * - ended_without_deposit: the deadline passed while it still waited for the creator's token
 *   deposit: it never opened, nobody invested, nothing is owed.
 */
export const CAMPAIGN_PHASES = [
  'awaiting_deposit',
  'open',
  'ended',
  'funded',
  'refunding',
  'settled',
  'ended_without_deposit',
] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/**
 * What a project answer carries about its campaign (ProjectSummary and the admin's rows have
 * these fields): the server's state by its clock, the deadline, and the settlement's time.
 */
export interface CampaignFacts {
  campaign: CampaignState;
  /** ISO timestamp. */
  deadline: string;
  /** ISO timestamp, null before the settlement. */
  settledAt: string | null;
}

/**
 * The campaign's phase at `now` (milliseconds since the epoch), the one rule the server and the
 * browser both apply: settled or not, and past the deadline by the server's clock (its state reads
 * `funded` or `refunding` from the deadline on, before the settlement runs) or by `now` (the
 * viewer's clock reaching the deadline while the page is open; the server refuses investments from
 * that moment).
 */
export function campaignPhase(project: CampaignFacts, now: number): CampaignPhase {
  const awaiting = project.campaign === 'awaiting_deposit';
  if (project.campaign === 'ended_without_deposit') return 'ended_without_deposit';
  if (project.campaign === 'settled') return 'settled';
  if (project.settledAt) return project.campaign === 'refunding' ? 'refunding' : 'funded';
  if (project.campaign === 'funded' || project.campaign === 'refunding') return 'ended';
  if (deadlinePassed(project.deadline, now)) return awaiting ? 'ended_without_deposit' : 'ended';
  return awaiting ? 'awaiting_deposit' : 'open';
}

/**
 * Whether `deadline` (ISO timestamp) has come at `now` (ms): the one comparison behind every
 * deadline rule (a text such as timeLeft's "Ended" is only shown, never decided from).
 */
export const deadlinePassed = (deadline: string, now: number) => Date.parse(deadline) <= now;

/** Whether the campaign still counts down to its deadline (awaiting its deposit, or open). */
export const beforeDeadline = (project: CampaignFacts, now: number) => {
  const phase = campaignPhase(project, now);
  return phase === 'open' || phase === 'awaiting_deposit';
};

/** The words of each phase: its badge, the card's button, and why the invest box is closed. */
export const CAMPAIGN_PHASE_WORDS: Record<
  CampaignPhase,
  { badge: string; action: string; closed: string | null }
> = {
  awaiting_deposit: {
    badge: 'Awaiting Deposit',
    action: 'Opens After Deposit',
    closed:
      'Not open yet: the campaign opens once the creator deposits the investors’ tokens into escrow.',
  },
  open: { badge: 'Funding', action: 'Invest Now', closed: null },
  ended: {
    badge: 'Awaiting Settlement',
    action: 'Funding Ended',
    closed: 'Funding closed: the deadline has passed and the campaign is being settled.',
  },
  funded: {
    badge: 'Funded',
    action: 'Funded ✓',
    closed:
      'Funding closed: the goal was reached. Investors’ token allocations and the creator’s payout can be claimed on the Dashboard.',
  },
  refunding: {
    badge: 'Refunding',
    action: 'Refunds Open',
    closed:
      'Funding closed: the goal was missed and refunds are being paid. Investors can claim a full refund on the Dashboard.',
  },
  settled: {
    badge: 'Settled',
    action: 'Campaign Settled',
    closed: 'Funding closed: this campaign is settled and every claim has been paid.',
  },
  ended_without_deposit: {
    badge: 'Ended Without Deposit',
    action: 'Funding Ended',
    closed:
      'Funding closed: the deadline passed before the creator deposited the investors’ tokens, so the campaign never opened. Nobody invested and nothing is owed.',
  },
};

/** The mark of an open campaign whose raised SOL reached its goal (funded: raised >= goal). */
export const GOAL_REACHED = {
  badge: 'Goal reached',
  note: 'Goal reached: this campaign still takes investments until its deadline.',
} as const;

/** Whether the raised amount reached the goal (the product's "funded"). */
export const goalReached = (project: { currentFunding: number; fundingGoal: number }) =>
  project.currentFunding >= project.fundingGoal;

/** An amount in SOL as typed ("0.5") or as a number; at most 9 decimals, above 0, at most INVESTMENT_MAX_SOL. */
export const investAmountSchema = Zod.union([
  Zod.number(),
  Zod.string().trim().max(SOL_AMOUNT_INPUT_MAX),
]);

/** A signed wire transaction in base64 (a Solana transaction is at most 1232 bytes). */
export const SIGNED_TRANSACTION_MAX = 4000;

/**
 * POST /api/projects/:id/investments/prepare: `{ amount }`, or `{ amountSol }`, the field's name
 * before USDC campaigns (docs/api-changes.md): still accepted, deprecated, and the answer then
 * carries a `Deprecation` header. Sent both, `amount` counts.
 */
export const prepareInvestmentRequestSchema = Zod.union([
  Zod.object({
    /** In the campaign's currency (SOL or USDC), as typed. */
    amount: investAmountSchema,
  }),
  Zod.object({
    // Written out, not investAmountSchema.meta(...): a chain from Zod is pure for the web's
    // bundler (apps/web/vite-tree-shaking.ts), a method of another name would keep zod in every page.
    amountSol: Zod.union([Zod.number(), Zod.string().trim().max(SOL_AMOUNT_INPUT_MAX)]).meta({
      deprecated: true,
      description: 'Deprecated alias of `amount` (its name before USDC campaigns); send `amount`.',
    }),
  }),
]).transform((body) =>
  'amount' in body
    ? { amount: body.amount, usedDeprecatedAmountSol: false }
    : { amount: body.amountSol, usedDeprecatedAmountSol: true },
);
export const prepareInvestmentResponseSchema = Zod.object({
  /** Base64 wire transaction (legacy message, the investor's signature slot empty) to sign. */
  transaction: Zod.string(),
  intentId: Zod.uuid(),
  /** Base units of `currency` (lamports or micro-USDC), as a decimal string. */
  amountUnits: Zod.string(),
  amountLamports: deprecatedLamports,
  /** The campaign's currency: what the transaction moves (SOL, or USDC by an SPL transfer). */
  currency: Zod.enum(CURRENCIES),
  /** The escrow vault the transfer pays (a USDC transfer pays the vault's USDC token account). */
  vault: Zod.string(),
  /** The memo naming the project. */
  memo: Zod.string(),
  /** ISO time after which the prepared transaction is refused: prepare again. */
  expiresAt: Zod.string(),
  /** Set when the amount is below the suggested minimum. */
  warning: Zod.string().nullable(),
});
export type PrepareInvestmentResponse = Zod.infer<typeof prepareInvestmentResponseSchema>;

/** POST /api/projects/:id/investments: the prepared transaction, signed by the wallet. */
export const submitInvestmentRequestSchema = Zod.object({
  /** Base64 wire transaction. */
  transaction: Zod.string().min(1).max(SIGNED_TRANSACTION_MAX),
});
export const submitInvestmentResponseSchema = Zod.object({
  investment: Zod.object({
    id: Zod.uuid(),
    projectId: Zod.uuid(),
    /** In `currency`. */
    amount: Zod.number(),
    currency: Zod.enum(CURRENCIES),
    signature: Zod.string(),
    investmentDate: Zod.string(),
  }),
  /** The project's funding after this investment. */
  funding: Zod.lazy(() => fundingChangeEventSchema),
});
export type SubmitInvestmentResponse = Zod.infer<typeof submitInvestmentResponseSchema>;

/**
 * One event on GET /api/projects/:id/events (SSE `event: funding`): the project's funding changed
 * (an investment, a settlement or a claim).
 */
export const fundingChangeEventSchema = Zod.object({
  type: Zod.literal('funding'),
  projectId: Zod.uuid(),
  /** In the campaign's currency. */
  currentFunding: Zod.number(),
  investorCount: Zod.number().int(),
  campaign: Zod.enum(CAMPAIGN_STATES),
});
export type FundingChangeEvent = Zod.infer<typeof fundingChangeEventSchema>;

/** Error codes of the investing routes, with their messages (the web app shows `message`). */
export const INVEST_ERRORS = {
  NOT_OPEN: 'This project is not open for investment.',
  DEADLINE_PASSED: 'The funding deadline for this project has passed.',
  INVALID_AMOUNT: 'Enter an amount greater than 0 SOL (at most 9 decimals).',
  AMOUNT_TOO_LARGE: `Enter an amount of at most ${INVESTMENT_MAX_SOL.toLocaleString('en-US')} SOL.`,
  /** Below MIN_INVESTMENT_LAMPORTS: its refund could not be paid. */
  AMOUNT_TOO_SMALL: `The minimum investment is ${ENFORCED_MIN_INVESTMENT_SOL} SOL.`,
  INSUFFICIENT_BALANCE: 'Insufficient balance for this investment and its network fee.',
  TRANSACTION_MISMATCH: 'The signed transaction is not the one prepared for this investment.',
  WRONG_SIGNER: 'The transaction must be signed by your signed-in wallet.',
  TRANSACTION_EXPIRED: 'The transaction expired before it was sent. Please try again.',
  TRANSACTION_FAILED: 'Transaction failed',
  ESCROW_UNAVAILABLE: 'Investing is not available: no escrow vault is configured.',
  /** 409: approved, but the creator's token deposit has not landed (docs/decisions/047). */
  AWAITING_DEPOSIT:
    'This campaign opens once the creator deposits the investors’ tokens into escrow.',
} as const;
export type InvestErrorCode = keyof typeof INVEST_ERRORS;

/**
 * An error's message for a campaign in `currency`: the amount errors name the campaign's currency
 * and its own minimum (INVEST_ERRORS holds the SOL words).
 */
export function investErrorMessage(code: InvestErrorCode, currency: Currency): string {
  if (currency === 'SOL') return INVEST_ERRORS[code];
  switch (code) {
    case 'INVALID_AMOUNT':
      return `Enter an amount greater than 0 ${currency} (at most ${CURRENCY_DECIMALS[currency]} decimals).`;
    case 'AMOUNT_TOO_LARGE':
      return `Enter an amount of at most ${INVESTMENT_MAX_SOL.toLocaleString('en-US')} ${currency}.`;
    case 'AMOUNT_TOO_SMALL':
      return `The minimum investment is ${formatMinimumInvestment(currency)}.`;
    case 'INSUFFICIENT_BALANCE':
      return `Insufficient ${currency} balance for this investment, or not enough SOL for its network fee.`;
    default:
      return INVEST_ERRORS[code];
  }
}

/** What the invest box says (toasts) besides the server's errors. */
export const INVEST_MESSAGES = {
  belowSuggested: `Below the suggested minimum of ${SUGGESTED_MIN_INVESTMENT_SOL} SOL.`,
  /** Beside the amount field: the enforced minimum (MIN_INVESTMENT_LAMPORTS). */
  minimum: `Minimum ${ENFORCED_MIN_INVESTMENT_SOL} SOL`,
  /** The empty amount field: a hint, never a value one could take for the amount. */
  amountPlaceholder: 'Enter an amount',
  walletDeclined: 'Transaction was declined in your wallet.',
  /** 409 at submission: the campaign's currency changed after the transaction was prepared. */
  currencyChanged: (currency: Currency) =>
    `This campaign now takes ${currency}. Please enter your amount again.`,
  success: (amount: string, name: string, currency: Currency = 'SOL') =>
    `You invested ${amount} ${currency} in ${name}.`,
  successTitle: 'Investment Confirmed',
  failedTitle: 'Investment Failed',
} as const;

/** Messages of the claim payout (dashboard) beyond the dashboard's claim toasts. */
export const CLAIM_MESSAGES = {
  /** 409 CLAIM_IN_PROGRESS: another claim of the same row is being paid. */
  inProgress: 'This claim is already being paid. Refresh in a moment.',
  /**
   * A token_allocation row from before tokens were held in escrow (no mint): recorded only, since
   * no tokens were ever deposited for it (docs/decisions/047-token-escrow.md).
   */
  allocationRecorded:
    'Your allocation is recorded. This campaign predates token escrow, so no tokens are held for it.',
  /** A token claim paid on chain: the amount in tokens (the fee and any account rent paid by escrow). */
  tokensSent: (amount: string) =>
    `Funds claimed successfully. ${amount} tokens sent to your wallet (network fee and token account rent paid by the escrow).`,
  /** A USDC campaign's refund or creator payout paid on chain (the fee and any rent paid by escrow). */
  usdcSent: (amount: string) =>
    `Funds claimed successfully. ${amount} USDC sent to your wallet (network fee and token account rent paid by the escrow).`,
  /** 502 PAYOUT_FAILED */
  payoutFailed: 'The payout transaction failed. Please try again.',
  /** "Claim all" paid `claims` funds in `transactions` transactions (docs/decisions/068-claim-all.md). */
  allClaimed: (claims: number, transactions: number) =>
    `${claims} ${claims === 1 ? 'fund' : 'funds'} claimed in ${transactions} ${transactions === 1 ? 'transaction' : 'transactions'} and added to your wallet.`,
  /** "Claim all" with nothing open: every fund is claimed or being paid. */
  nothingToClaim: 'Nothing to claim: every fund is already claimed or being paid.',
  /** "Claim all" stopped after paying some: the rest stay open. */
  allClaimedPartly: (claims: number, open: number, reason: string) =>
    `${claims} ${claims === 1 ? 'fund' : 'funds'} claimed; ${open} left to claim (${reason})`,
} as const;

/** POST /api/admin/escrow/withdraw-fees */
export const withdrawFeesResponseSchema = Zod.object({
  /** SOL sent to the treasury (0 when only USDC fees were available). */
  amount: Zod.number(),
  /** USDC sent to the treasury. */
  amountUsdc: Zod.number(),
  /** The last withdrawal's signature (one per currency with fees). */
  signature: Zod.string(),
  message: Zod.string(),
});

export type WithdrawFeesResponse = Zod.infer<typeof withdrawFeesResponseSchema>;

/** POST /api/admin/projects/:id/settle */
export const settleResponseSchema = Zod.object({
  campaign: Zod.enum(CAMPAIGN_STATES),
  message: Zod.string(),
});

export const ADMIN_ESCROW_MESSAGES = {
  /** 409 DEADLINE_NOT_PASSED */
  deadlineNotPassed: 'This campaign can only be settled after its deadline.',
  settled: 'Campaign settled.',
  alreadySettled: 'Campaign was already settled.',
  /** 409 NO_FEES */
  noFees: 'There are no fees to withdraw.',
  /** 503 NO_TREASURY */
  noTreasury: 'No treasury wallet is configured (TREASURY_WALLET).',
  /** `amounts`: "1.5 SOL", "30 USDC" or "1.5 SOL and 30 USDC". */
  withdrawn: (amounts: string) => `Withdrew ${amounts} of fees to the treasury.`,
} as const;

/** POST /api/dev/clock (local chain only): move the server's clock forward to pass deadlines. */
export const devClockRequestSchema = Zod.object({
  advanceSeconds: Zod.number()
    .int()
    .min(0)
    .max(400 * 24 * 3600),
});
export const devClockResponseSchema = Zod.object({
  /** The server's time now, ISO. */
  now: Zod.string(),
  offsetSeconds: Zod.number().int(),
});
