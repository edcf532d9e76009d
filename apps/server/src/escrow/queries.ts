// The escrow's SQL that the rest of the server reads through escrow/index.ts (the public ledger, the
// explorer, the admin's frozen terms): a project's confirmed investments (newest first, keyset
// pages, or summed over time for its funding history), what the server's own records say about a
// signature or an address, and whether a campaign holds money. Only src/escrow queries the money
// tables.
import { and, asc, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { claimableFunds, escrowLedger, projects, userInvestments } from '../db/schema';
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
