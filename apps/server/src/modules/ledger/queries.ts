// The public ledger's database reads: a project's confirmed investments (newest first, keyset
// pages), and what the server's own records say about a signature or an address.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimableFunds, escrowLedger, projects, userInvestments } from '../../db/schema';

/** A project's fields that decide who may see it, and its name. */
export async function findProjectHeader(db: Database, id: string) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      creatorWallet: projects.creatorWallet,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

export type ProjectHeader = NonNullable<Awaited<ReturnType<typeof findProjectHeader>>>;

export async function findProjectHeaders(db: Database, ids: string[]): Promise<ProjectHeader[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      creatorWallet: projects.creatorWallet,
    })
    .from(projects)
    .where(inArray(projects.id, ids));
}

/** Where a page starts: strictly after this row in (investment_date, id) descending order. */
export interface InvestmentPosition {
  /** investment_date with PostgreSQL's microseconds, "2026-01-02T03:04:05.123456Z". */
  at: string;
  id: string;
}

/**
 * Up to `limit` recorded investments of the project with a confirmed signature (the demo's
 * investments without one are not on chain), newest first, after `from`; each with its position.
 */
export async function listConfirmedInvestments(
  db: Database,
  projectId: string,
  options: { limit: number; from?: InvestmentPosition | undefined },
) {
  const { from } = options;
  return db
    .select({
      id: userInvestments.id,
      wallet: userInvestments.userId,
      lamports: userInvestments.investmentLamports,
      signature: userInvestments.txSignature,
      investedAt: userInvestments.investmentDate,
      positionAt: sql<string>`to_char(${userInvestments.investmentDate} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.projectId, projectId),
        isNotNull(userInvestments.txSignature),
        from
          ? sql`(${userInvestments.investmentDate}, ${userInvestments.id}) < (${from.at}::timestamptz, ${from.id}::uuid)`
          : undefined,
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
        lamports: userInvestments.investmentLamports,
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
