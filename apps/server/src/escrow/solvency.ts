// The vault must always hold what it owes
// (docs/decisions/036-escrow-vault-settlement-and-payouts.md). Before any SOL leaves it (a claim's
// payout, a fee withdrawal) the server compares its balance on chain with what the ledger says it
// owes everyone; a shortfall stops every payout with a plain 503 and an error in the log, instead
// of paying some claimants out of the others' money or failing with a raw chain error.
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ChainError } from '../chain/chain';
import type { Database } from '../db/client';
import {
  campaignSettlements,
  claimableFunds,
  escrowLedger,
  projects,
  userInvestments,
} from '../db/schema';
import { AppError } from '../lib/errors';
import type { EscrowDeps } from './deps';

export const SHORTFALL_MESSAGE =
  'Payouts are paused: the escrow vault holds less than it owes. Nothing was sent; the team has been alerted. Please try again later.';

type Executor = Pick<Database, 'select'>;

/** The sum of `amount` over the rows of `table` that `where` selects; 0 when there are none. */
async function sumOf(
  db: Executor,
  table: PgTable,
  amount: SQL | AnyPgColumn,
  where?: SQL,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${amount}), 0)` })
    .from(table)
    .where(where);
  return BigInt(row?.total ?? '0');
}

/**
 * Platform fees of settled campaigns not yet withdrawn to the treasury. A pending withdrawal counts
 * as withdrawn, like a payout in flight: it has left the vault, or it will fail and be deleted.
 */
export async function feesNotWithdrawn(db: Executor): Promise<bigint> {
  const earned = await sumOf(db, campaignSettlements, campaignSettlements.feeLamports);
  const withdrawn = await sumOf(
    db,
    escrowLedger,
    sql`-${escrowLedger.lamports}`,
    eq(escrowLedger.kind, 'fee_withdrawal'),
  );
  return earned - withdrawn;
}

export interface EscrowOwed {
  /** Confirmed investments in campaigns not settled yet (settled ones owe through claims). */
  held: bigint;
  /** Refunds and creator payouts not paid and not being paid. */
  claims: bigint;
  fees: bigint;
  total: bigint;
}

/** What the vault owes everyone, from the ledger. */
export async function escrowOwed(db: Executor): Promise<EscrowOwed> {
  const held = await sumOf(
    db,
    userInvestments,
    userInvestments.investmentLamports,
    and(
      isNotNull(userInvestments.txSignature),
      // A project is deleted only once settled; then its claims carry what it owes.
      sql`exists (select 1 from ${projects} where ${projects.id} = ${userInvestments.projectId} and ${projects.settledAt} is null)`,
    ),
  );
  // A payout in flight has left the vault or will fail and be released: it is not counted, so a
  // landed but not yet completed payout never looks like a shortfall.
  const claims = await sumOf(
    db,
    claimableFunds,
    claimableFunds.amountLamports,
    and(
      eq(claimableFunds.isClaimed, false),
      isNull(claimableFunds.claimSignature),
      inArray(claimableFunds.fundType, ['refund', 'creator_payout']),
    ),
  );
  const fees = await feesNotWithdrawn(db);
  return { held, claims, fees, total: held + claims + fees };
}

export class EscrowShortfallError extends AppError {
  constructor() {
    super(503, 'ESCROW_SHORTFALL', SHORTFALL_MESSAGE);
    this.name = 'EscrowShortfallError';
  }
}

/**
 * Throws EscrowShortfallError (and logs an error) unless the vault's balance covers everything it
 * owes. Call it before sending any SOL out of the vault.
 */
export async function assertVaultSolvent(
  deps: Pick<EscrowDeps, 'database' | 'chain'>,
  vault: string,
): Promise<void> {
  let balance: bigint;
  try {
    balance = await deps.chain.getBalance(vault);
  } catch (error) {
    if (error instanceof ChainError) {
      throw new AppError(502, 'CHAIN_UNAVAILABLE', `${error.message}. Nothing was sent.`);
    }
    throw error;
  }
  const owed = await escrowOwed(deps.database.db);
  if (balance < owed.total) {
    console.error(
      `ESCROW_SHORTFALL: the vault ${vault} holds ${balance} lamports but owes ${owed.total} ` +
        `(investments held ${owed.held}, unpaid claims ${owed.claims}, fees ${owed.fees}); ` +
        'payouts are stopped until it is covered.',
    );
    throw new EscrowShortfallError();
  }
}
