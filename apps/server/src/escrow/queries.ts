// All the escrow's SQL. First the reads the rest of the server needs through escrow/index.ts (the
// public ledger, the explorer, the admin's frozen terms): a project's confirmed investments (newest
// first, keyset pages, or summed over time for its funding history), what the server's own records
// say about a signature or an address, and whether a campaign holds money. Then every statement of
// the money files (reserve, deposit, fees, solvency, investments, intents, payouts, settlement),
// one named function each, in a section per file. Only src/escrow queries the money tables, and in
// src/escrow only this file (eslint-boundaries.js).
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Currency } from '@memetank/shared/currency';
import type { Database } from '../db/client';
import {
  campaignSettlements,
  claimableFunds,
  escrowLedger,
  investmentIntents,
  payoutRefusals,
  projects,
  userInvestments,
  userProjects,
} from '../db/schema';
import { afterPosition, exactTimestamp, type KeysetPosition } from '../lib/keyset-cursor';

/**
 * Not an investment refunded on its own: one confirmed after its campaign settled, or in another
 * currency than the campaign's (decision 055), has a refund tied to it and never counts.
 */
function notRefundedOnItsOwn(db: Pick<Database, 'select'>) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(claimableFunds)
      .where(
        and(
          eq(claimableFunds.investmentId, userInvestments.id),
          eq(claimableFunds.fundType, 'refund'),
        ),
      ),
  );
}

/**
 * Up to `limit` recorded investments of the project with a confirmed signature (the demo's
 * investments without one are not on chain) that count for it, newest first, after `from`; each
 * with its position.
 */
export async function listConfirmedInvestments(
  db: Database,
  projectId: string,
  options: { limit: number; from?: KeysetPosition | undefined },
) {
  const { from } = options;
  return db
    .select({
      id: userInvestments.id,
      wallet: userInvestments.userId,
      units: userInvestments.amountUnits,
      signature: userInvestments.txSignature,
      investedAt: userInvestments.investmentDate,
      cursorAt: exactTimestamp(userInvestments.investmentDate),
    })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.projectId, projectId),
        isNotNull(userInvestments.txSignature),
        notRefundedOnItsOwn(db),
        from ? afterPosition(userInvestments.investmentDate, userInvestments.id, from) : undefined,
      ),
    )
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id))
    .limit(options.limit);
}

export type EscrowLedgerRow = typeof escrowLedger.$inferSelect;
export type ClaimRow = typeof claimableFunds.$inferSelect;

/** What the server recorded under a signature: the vault's entry, the investment, the claim. */
export async function findBySignature(db: Database, signature: string) {
  const [[entry], [investment], [claim]] = await Promise.all([
    db.select().from(escrowLedger).where(eq(escrowLedger.signature, signature)),
    db
      .select({
        id: userInvestments.id,
        projectId: userInvestments.projectId,
        wallet: userInvestments.userId,
        units: userInvestments.amountUnits,
        currency: userInvestments.currency,
        investedAt: userInvestments.investmentDate,
      })
      .from(userInvestments)
      .where(eq(userInvestments.txSignature, signature)),
    db.select().from(claimableFunds).where(eq(claimableFunds.claimSignature, signature)),
  ]);
  return { entry, investment, claim };
}

/**
 * The vault's latest ledger entries, newest first: all of them for the vault, else those naming
 * `wallet` (its investments, payouts to it, fee withdrawals to it).
 */
export async function latestLedgerEntries(
  db: Database,
  options: { wallet: string | null; limit: number },
) {
  return db
    .select()
    .from(escrowLedger)
    .where(options.wallet === null ? undefined : eq(escrowLedger.wallet, options.wallet))
    .orderBy(desc(escrowLedger.createdAt), desc(escrowLedger.id))
    .limit(options.limit);
}

/** The investment rows and claims behind ledger entries, by their signatures. */
export async function rowsForSignatures(db: Database, signatures: string[]) {
  if (signatures.length === 0) return { investments: [], claims: [] };
  const [investments, claims] = await Promise.all([
    db
      .select({ id: userInvestments.id, signature: userInvestments.txSignature })
      .from(userInvestments)
      .where(inArray(userInvestments.txSignature, signatures)),
    db.select().from(claimableFunds).where(inArray(claimableFunds.claimSignature, signatures)),
  ]);
  return { investments, claims };
}

// ---------------------------------------------------------------------------------------------
// Funding history

/** The database or a transaction on it: the funding history reads in one snapshot. */
type Reader = Pick<Database, 'select' | '$with' | 'with'>;

/**
 * The investments a project's funding counts: recorded with the vault's `investment` entry of the
 * same signature, less those confirmed after settlement (each has a refund of its own, tied to it,
 * and never counted in the raise).
 */
function countedInvestments(db: Reader, projectId: string) {
  return db.$with('counted').as(
    db
      .select({
        id: userInvestments.id,
        wallet: userInvestments.userId,
        lamports: userInvestments.amountUnits,
        at: userInvestments.investmentDate,
      })
      .from(userInvestments)
      .innerJoin(
        escrowLedger,
        and(
          eq(escrowLedger.signature, userInvestments.txSignature),
          eq(escrowLedger.kind, 'investment'),
        ),
      )
      .where(and(eq(userInvestments.projectId, projectId), notRefundedOnItsOwn(db))),
  );
}

/** How many counted investments, their sum, their distinct wallets and their time span. */
export async function fundingTotals(db: Reader, projectId: string) {
  const counted = countedInvestments(db, projectId);
  const [row] = await db
    .with(counted)
    .select({
      investments: sql<number>`count(*)::int`,
      backers: sql<number>`count(distinct ${counted.wallet})::int`,
      raised: sql<string>`coalesce(sum(${counted.lamports}), 0)::text`,
      firstEpoch: sql<number | null>`extract(epoch from min(${counted.at}))::float8`,
      lastEpoch: sql<number | null>`extract(epoch from max(${counted.at}))::float8`,
    })
    .from(counted);
  return row ?? { investments: 0, backers: 0, raised: '0', firstEpoch: null, lastEpoch: null };
}

/** Every counted investment, oldest first (when there are few). */
export async function fundingSteps(db: Reader, projectId: string) {
  const counted = countedInvestments(db, projectId);
  return db
    .with(counted)
    .select({ at: counted.at, lamports: sql<string>`${counted.lamports}::text` })
    .from(counted)
    .orderBy(asc(counted.at), asc(counted.id));
}

/**
 * The counted investments summed over `buckets` stretches of `widthSeconds` from `fromEpoch`,
 * oldest first: each stretch's sum and its last investment's time.
 */
export async function fundingBuckets(
  db: Reader,
  projectId: string,
  span: { fromEpoch: number; widthSeconds: number; buckets: number },
) {
  const counted = countedInvestments(db, projectId);
  const bucket = sql<number>`least(floor((extract(epoch from ${counted.at})::float8 - ${span.fromEpoch}::float8) / ${span.widthSeconds}::float8), ${span.buckets - 1})::int`;
  return db
    .with(counted)
    .select({
      bucket: bucket.as('bucket'),
      at: sql<Date>`max(${counted.at})`.mapWith(counted.at),
      lamports: sql<string>`sum(${counted.lamports})::text`,
    })
    .from(counted)
    .groupBy(sql`bucket`)
    .orderBy(sql`bucket`);
}

/** Per UTC day, the wallets whose first counted investment fell on it: the latest `days` days. */
export async function newBackersByDay(db: Reader, projectId: string, days: number) {
  const counted = countedInvestments(db, projectId);
  const firsts = db.$with('firsts').as(
    db
      .with(counted)
      .select({ first: sql<Date>`min(${counted.at})`.as('first') })
      .from(counted)
      .groupBy(counted.wallet),
  );
  const day = sql<string>`to_char(${firsts.first} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .with(firsts)
    .select({ day: day.as('day'), newBackers: sql<number>`count(*)::int` })
    .from(firsts)
    .groupBy(sql`day`)
    .orderBy(desc(sql`day`))
    .limit(days);
}

/**
 * Any investment is recorded on the project, settled or not: its terms are frozen, and deleting it
 * needs its escrow answered for first. The one rule for "money is in".
 */
export async function holdsInvestments(tx: Pick<Database, 'select'>, projectId: string) {
  const [held] = await tx
    .select({ id: userInvestments.id })
    .from(userInvestments)
    .where(eq(userInvestments.projectId, projectId))
    .limit(1);
  return held !== undefined;
}

/** A wallet's open (unclaimed) claim of `fundType` in a project, if settlement made one. */
export async function findOpenClaim(
  db: Pick<Database, 'select'>,
  claim: { projectId: string; wallet: string; fundType: ClaimRow['fundType'] },
) {
  const [row] = await db
    .select({ id: claimableFunds.id })
    .from(claimableFunds)
    .where(
      and(
        eq(claimableFunds.projectId, claim.projectId),
        eq(claimableFunds.userId, claim.wallet),
        eq(claimableFunds.fundType, claim.fundType),
        eq(claimableFunds.isClaimed, false),
      ),
    );
  return row;
}

/**
 * A wallet's investments, newest first, each with the `columns` of its project the caller shows
 * (null once the project is deleted).
 */
export async function listWalletInvestments<Columns extends SelectedFieldsFlat>(
  db: Database,
  wallet: string,
  columns: Columns,
) {
  return db
    .select({ row: userInvestments, project: columns })
    .from(userInvestments)
    .leftJoin(projects, eq(projects.id, userInvestments.projectId))
    .where(eq(userInvestments.userId, wallet))
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id));
}

const walletClaimSelection = {
  row: claimableFunds,
  project: { name: projects.name, logo: projects.logo, tokenDecimals: projects.tokenDecimals },
};

/**
 * A wallet's claims (all of them, or those among `ids`), newest first, each with its project
 * (null once deleted). Another wallet's claim is never among them.
 */
export async function listWalletClaims(db: Database, wallet: string, ids?: readonly string[]) {
  if (ids?.length === 0) return [];
  return db
    .select(walletClaimSelection)
    .from(claimableFunds)
    .leftJoin(projects, eq(projects.id, claimableFunds.projectId))
    .where(
      and(
        eq(claimableFunds.userId, wallet),
        ids ? inArray(claimableFunds.id, [...ids]) : undefined,
      ),
    )
    .orderBy(desc(claimableFunds.claimableDate), desc(claimableFunds.id));
}

// ---------------------------------------------------------------------------------------------
// The money files' statements (reserve, deposit, fees, solvency, investments, intents, payouts,
// settlement): each runs on the executor it is given, the database or the transaction its caller
// holds, so every statement stays in the transaction, under the lock and with the conditions its
// money file decides. The order of operations is the money file's.

/** Takes the transaction-scoped advisory lock `key` (held until the transaction ends). */
export async function advisoryXactLock(tx: Pick<Database, 'execute'>, key: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/** Enters one row in the vault's ledger. */
export async function insertLedgerEntry(
  db: Pick<Database, 'insert'>,
  entry: typeof escrowLedger.$inferInsert,
) {
  await db.insert(escrowLedger).values(entry);
}

// ---------------------------------------------------------------------------------------------
// Token deposit (deposit.ts)

/** The project row, if it exists. */
export async function findProject(db: Pick<Database, 'select'>, projectId: string) {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return project;
}

/** The project's creator, if the project exists. */
export async function findProjectCreator(db: Pick<Database, 'select'>, projectId: string) {
  const [owner] = await db
    .select({ creator: projects.creatorWallet })
    .from(projects)
    .where(eq(projects.id, projectId));
  return owner;
}

/** A token deposit of the project already sent and not decided yet (other than `ownIntent`). */
export async function findTokenDepositInFlight(
  db: Pick<Database, 'select'>,
  projectId: string,
  ownIntent?: string,
) {
  const [inFlight] = await db
    .select({ id: investmentIntents.id })
    .from(investmentIntents)
    .where(
      and(
        eq(investmentIntents.projectId, projectId),
        eq(investmentIntents.kind, 'token_deposit'),
        eq(investmentIntents.status, 'sent'),
        ownIntent ? ne(investmentIntents.id, ownIntent) : undefined,
      ),
    )
    .limit(1);
  return inFlight;
}

/** Records a prepared intent (an investment or a token deposit). */
export async function insertIntent(
  db: Pick<Database, 'insert'>,
  intent: typeof investmentIntents.$inferInsert,
) {
  await db.insert(investmentIntents).values(intent);
}

// ---------------------------------------------------------------------------------------------
// Fee withdrawals (fees.ts)

/** The pending withdrawal with this signature, if it is still pending. */
const pendingWithdrawal = (signature: string) =>
  and(
    eq(escrowLedger.kind, 'fee_withdrawal'),
    eq(escrowLedger.signature, signature),
    eq(escrowLedger.state, 'pending'),
  );

/** Marks the withdrawal of `signature` confirmed, if it is still pending. */
export async function confirmPendingWithdrawal(db: Pick<Database, 'update'>, signature: string) {
  await db.update(escrowLedger).set({ state: 'confirmed' }).where(pendingWithdrawal(signature));
}

/** Deletes the withdrawal of `signature`, if it is still pending (its fees are available again). */
export async function deletePendingWithdrawal(db: Pick<Database, 'delete'>, signature: string) {
  await db.delete(escrowLedger).where(pendingWithdrawal(signature));
}

/** Up to `limit` pending fee withdrawals. */
export async function listPendingWithdrawals(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select()
    .from(escrowLedger)
    .where(and(eq(escrowLedger.kind, 'fee_withdrawal'), eq(escrowLedger.state, 'pending')))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// What the vault owes (solvency.ts): sums from the ledger, the settlements, the claims

/** The sum of `amount` over the rows of `table` that `where` selects; 0 when there are none. */
async function sumOf(
  db: Pick<Database, 'select'>,
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

/** The platform fees in `currency` of every settled campaign. */
export async function settledFeeUnits(db: Pick<Database, 'select'>, currency: Currency) {
  return sumOf(
    db,
    campaignSettlements,
    campaignSettlements.feeUnits,
    eq(campaignSettlements.currency, currency),
  );
}

/**
 * The fees in `currency` withdrawn (or being withdrawn) so far: the USDC withdrawals are the
 * fee_withdrawal rows with a mint (their token amounts), the SOL ones those without (lamports).
 */
export async function withdrawnFeeUnits(db: Pick<Database, 'select'>, currency: Currency) {
  return currency === 'USDC'
    ? sumOf(
        db,
        escrowLedger,
        sql`-${escrowLedger.tokenAmount}`,
        and(eq(escrowLedger.kind, 'fee_withdrawal'), isNotNull(escrowLedger.mint)),
      )
    : sumOf(
        db,
        escrowLedger,
        sql`-${escrowLedger.lamports}`,
        and(eq(escrowLedger.kind, 'fee_withdrawal'), isNull(escrowLedger.mint)),
      );
}

/** Confirmed investments in `currency` of campaigns not settled yet. */
export async function unsettledInvestmentUnits(db: Pick<Database, 'select'>, currency: Currency) {
  return sumOf(
    db,
    userInvestments,
    userInvestments.amountUnits,
    and(
      isNotNull(userInvestments.txSignature),
      eq(userInvestments.currency, currency),
      // A project is deleted only once settled; then its claims carry what it owes.
      sql`exists (select 1 from ${projects} where ${projects.id} = ${userInvestments.projectId} and ${projects.settledAt} is null)`,
    ),
  );
}

/** SOL refunds and creator payouts not paid and not being paid (a payout in flight is not). */
export async function unpaidSolClaimUnits(db: Pick<Database, 'select'>) {
  return sumOf(
    db,
    claimableFunds,
    claimableFunds.amountUnits,
    and(
      eq(claimableFunds.isClaimed, false),
      isNull(claimableFunds.claimSignature),
      eq(claimableFunds.currency, 'SOL'),
      inArray(claimableFunds.fundType, ['refund', 'creator_payout']),
    ),
  );
}

/**
 * Lamports promised to payouts in flight (signed and marked, not completed): the SOL claims being
 * paid and what each token payout in flight costs the vault beyond its tokens (fee and rent), and
 * the pending fee withdrawals (a SOL one's fees, a USDC one's fee).
 */
export async function inFlightPayoutLamports(db: Pick<Database, 'select'>) {
  const claims = await sumOf(
    db,
    claimableFunds,
    sql`case when ${claimableFunds.currency} = 'SOL' and ${claimableFunds.fundType} in ('refund', 'creator_payout') then ${claimableFunds.amountUnits} else 0 end + coalesce(${claimableFunds.claimLamportsCost}, 0)`,
    and(eq(claimableFunds.isClaimed, false), isNotNull(claimableFunds.claimSignature)),
  );
  const withdrawals = await sumOf(
    db,
    escrowLedger,
    sql`-${escrowLedger.lamports}`,
    and(eq(escrowLedger.kind, 'fee_withdrawal'), eq(escrowLedger.state, 'pending')),
  );
  return claims + withdrawals;
}

/** The token allocations of `mint` deposited by campaigns not settled yet. */
export async function unsettledDepositedTokens(db: Pick<Database, 'select'>, mint: string) {
  return sumOf(
    db,
    projects,
    projects.tokenAllocation,
    and(
      eq(projects.tokenAddress, mint),
      eq(projects.tokenDeposit, 'deposited'),
      isNull(projects.settledAt),
    ),
  );
}

/** The claims paid in `mint` not paid and not being paid. */
export async function unpaidTokenClaims(db: Pick<Database, 'select'>, mint: string) {
  return sumOf(
    db,
    claimableFunds,
    claimableFunds.tokenAmount,
    and(
      eq(claimableFunds.mint, mint),
      eq(claimableFunds.isClaimed, false),
      isNull(claimableFunds.claimSignature),
    ),
  );
}

/** The ledger's sum of the token amounts of `mint`: deposits minus payouts. */
export async function ledgerTokenSum(db: Pick<Database, 'select'>, mint: string) {
  return sumOf(db, escrowLedger, escrowLedger.tokenAmount, eq(escrowLedger.mint, mint));
}

/** The ledger's rows with a mint, one per distinct mint. */
export async function ledgerMints(db: Pick<Database, 'selectDistinct'>) {
  return db
    .selectDistinct({ mint: escrowLedger.mint })
    .from(escrowLedger)
    .where(isNotNull(escrowLedger.mint));
}

// ---------------------------------------------------------------------------------------------
// Intents (investments.ts, intents.ts)

/** The intent prepared for the message of this hash, if any. */
export async function findIntentByMessageHash(db: Pick<Database, 'select'>, hash: string) {
  const [intent] = await db
    .select()
    .from(investmentIntents)
    .where(eq(investmentIntents.messageHash, hash));
  return intent;
}

/** The intent as it is now, if it exists. */
export async function findIntent(db: Pick<Database, 'select'>, intentId: string) {
  const [current] = await db
    .select()
    .from(investmentIntents)
    .where(eq(investmentIntents.id, intentId));
  return current;
}

/**
 * Moves the intent from 'prepared' to 'sent' with its signed transaction; answers its id only when
 * this call moved it (one submission only does).
 */
export async function markPreparedIntentSent(
  db: Pick<Database, 'update'>,
  intentId: string,
  sent: { signature: string; transaction: string; updatedAt: Date },
) {
  const [moved] = await db
    .update(investmentIntents)
    .set({
      status: 'sent',
      signature: sent.signature,
      transaction: sent.transaction,
      updatedAt: sent.updatedAt,
    })
    .where(and(eq(investmentIntents.id, intentId), eq(investmentIntents.status, 'prepared')))
    .returning({ id: investmentIntents.id });
  return moved;
}

/** Marks the intent failed or expired, unless it was recorded. */
export async function markIntentUnlessRecorded(
  db: Pick<Database, 'update'>,
  intentId: string,
  mark: { status: 'failed' | 'expired'; error: string | null; updatedAt: Date },
) {
  await db
    .update(investmentIntents)
    .set({ status: mark.status, error: mark.error, updatedAt: mark.updatedAt })
    .where(and(eq(investmentIntents.id, intentId), ne(investmentIntents.status, 'recorded')));
}

/** Marks the intent recorded under `signature`. */
export async function markIntentRecorded(
  tx: Pick<Database, 'update'>,
  intentId: string,
  recorded: { signature: string; updatedAt: Date },
) {
  await tx
    .update(investmentIntents)
    .set({
      status: 'recorded',
      signature: recorded.signature,
      error: null,
      updatedAt: recorded.updatedAt,
    })
    .where(eq(investmentIntents.id, intentId));
}

/** Up to `limit` intents sent and not decided yet (with their signature). */
export async function listSentIntents(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select()
    .from(investmentIntents)
    .where(and(eq(investmentIntents.status, 'sent'), isNotNull(investmentIntents.signature)))
    .limit(limit);
}

/** Expires every prepared intent whose expiry is before `now`. */
export async function expirePreparedIntents(db: Pick<Database, 'update'>, now: Date) {
  await db
    .update(investmentIntents)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(investmentIntents.status, 'prepared'), lt(investmentIntents.expiresAt, now)));
}

// ---------------------------------------------------------------------------------------------
// Recording investments and token deposits (intents.ts)

/** The project row, locked for the rest of the transaction (`select ... for update`). */
export async function lockProject(tx: Pick<Database, 'select'>, projectId: string) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(eq(projects.id, projectId))
    .for('update');
  return project;
}

/** Inserts the investment unless one has its signature; answers its id only when inserted. */
export async function insertInvestmentOnce(
  tx: Pick<Database, 'insert'>,
  investment: typeof userInvestments.$inferInsert,
) {
  const [inserted] = await tx
    .insert(userInvestments)
    .values(investment)
    .onConflictDoNothing({ target: userInvestments.txSignature })
    .returning({ id: userInvestments.id });
  return inserted;
}

/**
 * Enters a token deposit in the ledger unless an entry without a claim has its signature; answers
 * its id only when entered.
 */
export async function insertTokenDepositOnce(
  tx: Pick<Database, 'insert'>,
  entry: typeof escrowLedger.$inferInsert,
) {
  const [inserted] = await tx
    .insert(escrowLedger)
    .values(entry)
    .onConflictDoNothing({
      target: escrowLedger.signature,
      where: sql`${escrowLedger.claimId} is null`,
    })
    .returning({ id: escrowLedger.id });
  return inserted;
}

/** Records a claim. */
export async function insertClaim(
  tx: Pick<Database, 'insert'>,
  claim: typeof claimableFunds.$inferInsert,
) {
  await tx.insert(claimableFunds).values(claim);
}

/** Counts one more open claim on the project; answers the project as it is now. */
export async function addOpenClaim(tx: Pick<Database, 'update'>, projectId: string) {
  const [updated] = await tx
    .update(projects)
    .set({ openClaims: sql`${projects.openClaims} + 1` })
    .where(eq(projects.id, projectId))
    .returning();
  return updated;
}

/** Another investment of the wallet in the project than `investmentId`, if any. */
export async function findEarlierInvestment(
  tx: Pick<Database, 'select'>,
  investment: { projectId: string; wallet: string; investmentId: string },
) {
  const [earlier] = await tx
    .select({ id: userInvestments.id })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.projectId, investment.projectId),
        eq(userInvestments.userId, investment.wallet),
        ne(userInvestments.id, investment.investmentId),
      ),
    )
    .limit(1);
  return earlier;
}

/**
 * Adds `units` to the project's funding, and one investor unless `investorCount` (the locked
 * row's) is kept; answers the project as it is now.
 */
export async function addProjectFunding(
  tx: Pick<Database, 'update'>,
  projectId: string,
  funding: { units: bigint; newInvestor: boolean; investorCount: number },
) {
  const [updated] = await tx
    .update(projects)
    .set({
      currentFundingUnits: sql`${projects.currentFundingUnits} + ${funding.units}`,
      investorCount: funding.newInvestor
        ? sql`${projects.investorCount} + 1`
        : funding.investorCount,
    })
    .where(eq(projects.id, projectId))
    .returning();
  return updated;
}

/**
 * After a token deposit is entered: the campaign opens ('deposited'), or a settled project counts
 * the deposit's token_return claim ('claim'), or nothing changes ('none'); answers the project.
 */
export async function applyTokenDeposit(
  tx: Pick<Database, 'update'>,
  projectId: string,
  change: 'deposited' | 'claim' | 'none',
) {
  const [updated] = await tx
    .update(projects)
    .set(
      change === 'deposited'
        ? { tokenDeposit: 'deposited' }
        : change === 'claim'
          ? { openClaims: sql`${projects.openClaims} + 1` }
          : {},
    )
    .where(eq(projects.id, projectId))
    .returning();
  return updated;
}

/** The investment recorded under `signature`, if any. */
export async function findInvestmentBySignature(db: Pick<Database, 'select'>, signature: string) {
  const [investment] = await db
    .select()
    .from(userInvestments)
    .where(eq(userInvestments.txSignature, signature));
  return investment;
}

// ---------------------------------------------------------------------------------------------
// Claims and payouts (payouts.ts)

/** Enters several rows in the vault's ledger in one statement. */
export async function insertLedgerEntries(
  tx: Pick<Database, 'insert'>,
  entries: (typeof escrowLedger.$inferInsert)[],
) {
  await tx.insert(escrowLedger).values(entries);
}

/** The claim `id` when it is the wallet's own, if any. */
export async function findOwnClaim(db: Pick<Database, 'select'>, wallet: string, id: string) {
  const [row] = await db
    .select()
    .from(claimableFunds)
    .where(and(eq(claimableFunds.id, id), eq(claimableFunds.userId, wallet)));
  return row;
}

/**
 * Stores the payout's signature on every claim of `ids` not claimed and not in flight (one
 * conditional UPDATE); `lamportsCost` (null for SOL) is carried by the claim `first`, the others
 * 0. Answers the ids it took.
 */
export async function markClaimsInFlight(
  tx: Pick<Database, 'update'>,
  ids: string[],
  payout: {
    signature: string;
    transaction: string;
    lastValidBlockHeight: bigint;
    lamportsCost: bigint | null;
    first: string;
    startedAt: Date;
  },
) {
  const { lamportsCost, first } = payout;
  return tx
    .update(claimableFunds)
    .set({
      claimSignature: payout.signature,
      claimTransaction: payout.transaction,
      claimLastValidBlockHeight: payout.lastValidBlockHeight,
      claimLamportsCost:
        lamportsCost === null
          ? null
          : sql`case when ${claimableFunds.id} = ${first} then ${lamportsCost.toString()}::bigint else 0 end`,
      claimStartedAt: payout.startedAt,
    })
    .where(
      and(
        inArray(claimableFunds.id, ids),
        eq(claimableFunds.isClaimed, false),
        isNull(claimableFunds.claimSignature),
      ),
    )
    .returning({ id: claimableFunds.id });
}

/**
 * The project's deposit is 'returned' when it is still 'deposited', the campaign refunded, and the
 * token return of `mint` pays back at least the allocation.
 */
export async function markProjectDepositReturned(
  tx: Pick<Database, 'update'>,
  claim: { projectId: string; mint: string; tokenAmount: string },
) {
  await tx
    .update(projects)
    .set({ tokenDeposit: 'returned' })
    .where(
      and(
        eq(projects.id, claim.projectId),
        eq(projects.tokenDeposit, 'deposited'),
        eq(projects.settlementOutcome, 'refunded'),
        eq(projects.tokenAddress, claim.mint),
        sql`${projects.tokenAllocation} <= ${claim.tokenAmount}`,
      ),
    );
}

/** Clears the payout `signature` from every unclaimed claim it carried. */
export async function releaseClaimsOf(db: Pick<Database, 'update'>, signature: string) {
  await db
    .update(claimableFunds)
    .set({
      claimSignature: null,
      claimTransaction: null,
      claimLastValidBlockHeight: null,
      claimLamportsCost: null,
      claimStartedAt: null,
    })
    .where(and(eq(claimableFunds.claimSignature, signature), eq(claimableFunds.isClaimed, false)));
}

/**
 * Marks claimed at `now` the unclaimed legacy allocation `id` (never in flight) or every unclaimed
 * claim of the payout `signature`; answers the rows it marked.
 */
export async function markClaimsClaimed(
  tx: Pick<Database, 'update'>,
  target: { id: string } | { signature: string },
  now: Date,
) {
  const signature = 'signature' in target ? target.signature : null;
  return tx
    .update(claimableFunds)
    .set({ isClaimed: true, claimedDate: now })
    .where(
      and(
        eq(claimableFunds.isClaimed, false),
        signature === null
          ? and(
              eq(claimableFunds.id, (target as { id: string }).id),
              isNull(claimableFunds.claimSignature),
            )
          : eq(claimableFunds.claimSignature, signature),
      ),
    )
    .returning();
}

/** `count` fewer open claims on the settled project (never below 0); answers it, if settled. */
export async function closeOpenClaims(
  tx: Pick<Database, 'update'>,
  projectId: string,
  count: number,
) {
  const [project] = await tx
    .update(projects)
    .set({ openClaims: sql`greatest(${projects.openClaims} - ${count}, 0)` })
    .where(and(eq(projects.id, projectId), isNotNull(projects.settledAt)))
    .returning();
  return project;
}

/** Up to `limit` unclaimed claims with a payout in flight. */
export async function listClaimsInFlight(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select()
    .from(claimableFunds)
    .where(and(eq(claimableFunds.isClaimed, false), isNotNull(claimableFunds.claimSignature)))
    .limit(limit);
}

/** Up to `limit` open refunds tied to an investment of their own (confirmed after settlement). */
export async function listLateRefunds(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select({ id: claimableFunds.id, wallet: claimableFunds.userId })
    .from(claimableFunds)
    .where(
      and(
        isNotNull(claimableFunds.investmentId),
        eq(claimableFunds.fundType, 'refund'),
        eq(claimableFunds.isClaimed, false),
        isNull(claimableFunds.claimSignature),
      ),
    )
    .limit(limit);
}

/** The wallet's claims not claimed and not in flight, oldest first. */
export async function listOpenClaims(db: Pick<Database, 'select'>, wallet: string) {
  return db
    .select()
    .from(claimableFunds)
    .where(
      and(
        eq(claimableFunds.userId, wallet),
        eq(claimableFunds.isClaimed, false),
        isNull(claimableFunds.claimSignature),
      ),
    )
    .orderBy(asc(claimableFunds.claimableDate), asc(claimableFunds.id));
}

// ---------------------------------------------------------------------------------------------
// Settlement (settlement.ts)

/** Enters several claims in one statement. */
export async function insertClaims(
  tx: Pick<Database, 'insert'>,
  claims: (typeof claimableFunds.$inferInsert)[],
) {
  await tx.insert(claimableFunds).values(claims);
}

/** A campaign's investments backed by a confirmed transfer into the vault. */
const confirmedInvestmentOf = (projectId: string | typeof projects.id) =>
  and(eq(userInvestments.projectId, projectId), isNotNull(userInvestments.txSignature));

/** An intent of the project sent and not decided yet, if any. */
export async function findIntentInFlight(tx: Pick<Database, 'select'>, projectId: string) {
  const [inFlight] = await tx
    .select({ id: investmentIntents.id })
    .from(investmentIntents)
    .where(and(eq(investmentIntents.projectId, projectId), eq(investmentIntents.status, 'sent')))
    .limit(1);
  return inFlight;
}

/** Per wallet, the sum of its confirmed investments in the project in `currency`. */
export async function confirmedContributions(
  tx: Pick<Database, 'select'>,
  projectId: string,
  currency: Currency,
) {
  return tx
    .select({
      wallet: userInvestments.userId,
      units: sql<string>`sum(${userInvestments.amountUnits})`,
    })
    .from(userInvestments)
    .where(and(confirmedInvestmentOf(projectId), eq(userInvestments.currency, currency)))
    .groupBy(userInvestments.userId);
}

/** Records a campaign's settlement. */
export async function insertSettlement(
  tx: Pick<Database, 'insert'>,
  settlement: typeof campaignSettlements.$inferInsert,
) {
  await tx.insert(campaignSettlements).values(settlement);
}

/** Marks the project settled at `now` with its outcome and its open claims counted; answers it. */
export async function markProjectSettled(
  tx: Pick<Database, 'update'>,
  projectId: string,
  settled: { now: Date; outcome: 'funded' | 'refunded' },
) {
  const [updated] = await tx
    .update(projects)
    .set({
      settledAt: settled.now,
      settlementOutcome: settled.outcome,
      openClaims: sql`(select count(*) from ${claimableFunds} where ${claimableFunds.projectId} = ${projectId} and not ${claimableFunds.isClaimed})`,
    })
    .where(eq(projects.id, projectId))
    .returning();
  return updated;
}

/** The creator's still 'approved' row of the project becomes `status`. */
export async function closeCreatorProject(
  tx: Pick<Database, 'update'>,
  project: { projectId: string; creator: string },
  status: 'completed' | 'cancelled',
) {
  await tx
    .update(userProjects)
    .set({ status })
    .where(
      and(
        eq(userProjects.projectId, project.projectId),
        eq(userProjects.userId, project.creator),
        eq(userProjects.status, 'approved'),
      ),
    );
}

/**
 * Up to `limit` campaigns due for settlement at `now`: approved ones past their deadline, and
 * rejected ones holding confirmed investments or the creator's deposit.
 */
export async function listDueCampaigns(db: Pick<Database, 'select'>, now: Date, limit: number) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        isNull(projects.settledAt),
        or(
          and(eq(projects.status, 'approved'), lte(projects.deadline, now)),
          and(
            eq(projects.status, 'rejected'),
            or(
              exists(
                db
                  .select({ id: userInvestments.id })
                  .from(userInvestments)
                  .where(confirmedInvestmentOf(projects.id)),
              ),
              // A rejected project holding the creator's deposit gives it back.
              eq(projects.tokenDeposit, 'deposited'),
            ),
          ),
        ),
      ),
    )
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Refused payouts (refusals.ts)

/** Records a payout the co-signer refused. */
export async function insertPayoutRefusal(
  db: Pick<Database, 'insert'>,
  refusal: typeof payoutRefusals.$inferInsert,
) {
  await db.insert(payoutRefusals).values(refusal);
}

/** The latest `limit` refusals, newest first. */
export async function listPayoutRefusals(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select()
    .from(payoutRefusals)
    .orderBy(desc(payoutRefusals.createdAt), desc(payoutRefusals.id))
    .limit(limit);
}

/** The names of the projects `ids` that still exist. */
export async function projectNames(db: Pick<Database, 'select'>, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, ids));
}
