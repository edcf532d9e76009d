// The vault must always hold what it owes
// (docs/decisions/036-escrow-vault-settlement-and-payouts.md). Before any SOL leaves it (a claim's
// payout, a fee withdrawal) the server compares its balance on chain with what the ledger says it
// owes everyone; a shortfall stops every payout with a plain 503 and an error in the log, instead
// of paying some claimants out of the others' money or failing with a raw chain error.
import { ChainError, isLocalChain, type Chain } from '../chain/chain';
import { associatedTokenAddress, parseMint, parseTokenAccount } from '../chain/token-program';
import type { Database } from '../db/client';
import type { Currency } from '@memetank/shared/currency';
import { AppError } from '../lib/errors';
import type { EscrowDeps } from './deps';
import { LOCAL_FEE_ALLOWANCE, topUpLocalVaultIn, vaultSolBalance } from './reserve';
import {
  advisoryXactLock,
  inFlightPayoutLamports,
  ledgerMints,
  ledgerTokenSum,
  settledFeeUnits,
  unpaidSolClaimUnits,
  unpaidTokenClaims,
  unsettledDepositedTokens,
  unsettledInvestmentUnits,
  withdrawnFeeUnits,
} from './queries';

export const SHORTFALL_MESSAGE =
  'Payouts are paused: the escrow vault holds less than it owes. Nothing was sent; the team has been alerted. Please try again later.';

type Executor = Pick<Database, 'select'>;

/**
 * Platform fees in `currency` (base units) of settled campaigns not yet withdrawn to the treasury.
 * A pending withdrawal counts as withdrawn, like a payout in flight: it has left the vault, or it
 * will fail and be deleted. A USDC withdrawal is the one fee_withdrawal row with a mint (its
 * lamports are its network fee, paid from the vault's SOL reserve like a token payout's).
 */
export async function feesNotWithdrawn(db: Executor, currency: Currency = 'SOL'): Promise<bigint> {
  const earned = await settledFeeUnits(db, currency);
  const withdrawn = await withdrawnFeeUnits(db, currency);
  return earned - withdrawn;
}

/** Confirmed investments in `currency` of campaigns not settled yet (settled ones owe by claims). */
async function investmentsHeld(db: Executor, currency: Currency): Promise<bigint> {
  return unsettledInvestmentUnits(db, currency);
}

export interface EscrowOwed {
  /** Confirmed investments in campaigns not settled yet (settled ones owe through claims). */
  held: bigint;
  /** Refunds and creator payouts not paid and not being paid. */
  claims: bigint;
  fees: bigint;
  total: bigint;
}

/** What the vault owes everyone in SOL (lamports), from the ledger. */
export async function escrowOwed(db: Executor): Promise<EscrowOwed> {
  const held = await investmentsHeld(db, 'SOL');
  // A payout in flight has left the vault or will fail and be released: it is not counted, so a
  // landed but not yet completed payout never looks like a shortfall.
  const claims = await unpaidSolClaimUnits(db);
  const fees = await feesNotWithdrawn(db, 'SOL');
  return { held, claims, fees, total: held + claims + fees };
}

export class EscrowShortfallError extends AppError {
  constructor() {
    super(503, 'ESCROW_SHORTFALL', SHORTFALL_MESSAGE);
    this.name = 'EscrowShortfallError';
  }
}

/** The vault's SOL on chain (its wrapped SOL); 502 CHAIN_UNAVAILABLE (nothing sent) when it cannot be read. */
async function vaultBalance(chain: Chain, vault: string): Promise<bigint> {
  try {
    return await vaultSolBalance(chain, vault);
  } catch (error) {
    if (error instanceof ChainError) {
      throw new AppError(502, 'CHAIN_UNAVAILABLE', `${error.message}. Nothing was sent.`);
    }
    throw error;
  }
}

/**
 * Throws EscrowShortfallError (and logs an error) unless the vault's balance covers everything it
 * owes. Call it before sending any SOL out of the vault.
 */
export async function assertVaultSolvent(
  deps: Pick<EscrowDeps, 'database' | 'chain'>,
  vault: string,
  /** Lamports the payout costs the vault beyond what it owes (a token payout's fee and rent). */
  extra = 0n,
): Promise<void> {
  const balance = await vaultBalance(deps.chain, vault);
  const owed = await escrowOwed(deps.database.db);
  if (balance < owed.total + extra) {
    console.error(
      `ESCROW_SHORTFALL: the vault ${vault} holds ${balance} lamports but owes ${owed.total} ` +
        `(investments held ${owed.held}, unpaid claims ${owed.claims}, fees ${owed.fees}) ` +
        `and this payout costs ${extra}; ` +
        'payouts are stopped until it is covered.',
    );
    throw new EscrowShortfallError();
  }
}

/** Serializes the payouts that spend the vault's own SOL (a transaction-scoped advisory lock). */
const SURPLUS_LOCK = 0x6d656d73;

/**
 * Marks a payout that spends the vault's own SOL (a token payout's fee and rent, a USDC fee
 * withdrawal's fee: no claimant is owed them, they come out of the vault's reserve) in flight in
 * `tx` with `mark`, then checks the vault covers it. Two such payouts checked apart could each find
 * the reserve enough and together spend money owed to others, so both steps run under one lock held
 * to the end of `tx` (the next payout's check sees this one), and the check counts every payout in
 * flight: the SOL claims being paid and the costs already marked, this one's included. A SOL payout
 * in flight that has already landed is counted twice until it completes: the check errs towards
 * refusing. On the local chain the vault is topped up to cover them first (after `mark`, so a
 * refused mark airdrops nothing). Throws EscrowShortfallError, and `tx` then marks nothing, when
 * the vault cannot cover it.
 */
export async function markVaultSolSpend(
  tx: Pick<Database, 'select' | 'execute' | 'insert'>,
  deps: Pick<EscrowDeps, 'chain' | 'escrow'>,
  vault: string,
  mark: () => Promise<void>,
): Promise<void> {
  await advisoryXactLock(tx, SURPLUS_LOCK);
  await mark();
  const owed = await escrowOwed(tx);
  const inFlight = await inFlightPayoutLamports(tx);
  const needed = owed.total + inFlight;
  if (isLocalChain(deps.chain)) await topUpLocalVaultIn(tx, deps, needed + LOCAL_FEE_ALLOWANCE);
  const balance = await vaultBalance(deps.chain, vault);
  if (balance < needed) {
    console.error(
      `ESCROW_SHORTFALL: the vault ${vault} holds ${balance} lamports but owes ${owed.total} and ` +
        `has ${inFlight} in payouts in flight, this one's cost included; it is not sent.`,
    );
    throw new EscrowShortfallError();
  }
}

/**
 * The tokens of `mint` the vault owes (docs/decisions/047-token-escrow.md): the deposits of
 * campaigns not settled yet (settled ones owe through their claims) and the claims paid in `mint`
 * not paid and not being paid. For the USDC mint also the USDC investments of campaigns not
 * settled yet and the USDC fees not withdrawn (docs/decisions/055-usdc-campaigns.md).
 */
export async function escrowOwedTokens(
  db: Executor,
  mint: string,
  usdcMint: string,
): Promise<bigint> {
  const deposits = await unsettledDepositedTokens(db, mint);
  const claims = await unpaidTokenClaims(db, mint);
  if (mint !== usdcMint) return deposits + claims;
  const held = await investmentsHeld(db, 'USDC');
  const fees = await feesNotWithdrawn(db, 'USDC');
  return deposits + claims + held + fees;
}

/** What the ledger says the vault's token account for `mint` holds: deposits minus payouts. */
export async function ledgerTokens(db: Executor, mint: string): Promise<bigint> {
  return ledgerTokenSum(db, mint);
}

/**
 * The per-mint check: for every mint in the ledger, the vault's token account on chain holds
 * exactly the ledger's sum. Answers the mints that differ (empty when all agree).
 */
export async function tokenLedgerMismatches(
  deps: Pick<EscrowDeps, 'database' | 'chain'>,
  vault: string,
): Promise<{ mint: string; onChain: bigint; ledger: bigint }[]> {
  const db = deps.database.db;
  const rows = await ledgerMints(db);
  const mismatches: { mint: string; onChain: bigint; ledger: bigint }[] = [];
  for (const mint of new Set(rows.map((row) => row.mint as string))) {
    const onChain = await vaultTokenBalance(deps.chain, vault, mint);
    const ledger = await ledgerTokens(db, mint);
    if (onChain !== ledger) mismatches.push({ mint, onChain, ledger });
  }
  return mismatches;
}

/** The vault's balance of `mint` on chain (0 without a token account). */
export async function vaultTokenBalance(
  chain: Pick<Chain, 'getAccount'>,
  vault: string,
  mint: string,
): Promise<bigint> {
  const account = await chain.getAccount(mint);
  const facts = account ? parseMint(account) : null;
  if (!facts) return 0n;
  const tokens = await chain.getAccount(await associatedTokenAddress(vault, mint, facts.program));
  return tokens ? (parseTokenAccount(tokens)?.amount ?? 0n) : 0n;
}

/**
 * Throws EscrowShortfallError (and logs an error) unless the vault's token account for `mint`
 * holds every token of it the vault owes. Call it before sending any token out of the vault.
 */
export async function assertVaultHoldsTokens(
  deps: Pick<EscrowDeps, 'database' | 'chain' | 'usdcMint'>,
  vault: string,
  mint: string,
): Promise<void> {
  let held: bigint;
  try {
    held = await vaultTokenBalance(deps.chain, vault, mint);
  } catch (error) {
    if (error instanceof ChainError) {
      throw new AppError(502, 'CHAIN_UNAVAILABLE', `${error.message}. Nothing was sent.`);
    }
    throw error;
  }
  const owed = await escrowOwedTokens(deps.database.db, mint, deps.usdcMint);
  if (held < owed) {
    console.error(
      `ESCROW_SHORTFALL: the vault ${vault} holds ${held} base units of ${mint} but owes ${owed}; ` +
        'token payouts of this mint are stopped until it is covered.',
    );
    throw new EscrowShortfallError();
  }
}
