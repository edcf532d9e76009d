// The public ledger's database reads: a project's confirmed investments (newest first, keyset
// pages), and what the server's own records say about a signature or an address.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimableFunds, escrowLedger, projects, userInvestments } from '../../db/schema';
import { afterPosition, exactTimestamp, type KeysetPosition } from '../../lib/keyset-cursor';

const projectHeader = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  creatorWallet: projects.creatorWallet,
};

/** A project's fields that decide who may see it, and its name. */
export type ProjectHeader = { id: string; name: string; status: string; creatorWallet: string };

export async function findProjectHeaders(db: Database, ids: string[]): Promise<ProjectHeader[]> {
  if (ids.length === 0) return [];
  return db.select(projectHeader).from(projects).where(inArray(projects.id, ids));
}

/**
 * Up to `limit` recorded investments of the project with a confirmed signature (the demo's
 * investments without one are not on chain), newest first, after `from`; each with its position.
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
      lamports: userInvestments.investmentLamports,
      signature: userInvestments.txSignature,
      investedAt: userInvestments.investmentDate,
      positionAt: exactTimestamp(userInvestments.investmentDate),
    })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.projectId, projectId),
        isNotNull(userInvestments.txSignature),
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
