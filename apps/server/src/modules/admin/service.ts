// Admin review: every project with search and status filter, status changes, edits and deletes.
// Each change and its audit-log row (who, what, before, after, when) share one transaction.
import {
  ADMIN_MESSAGES,
  ESCROW_HELD_MESSAGE,
  FROZEN_TERM_REASONS,
  FUNDING_GOAL_TOO_LOW_MESSAGE,
  type AdminProjectUpdate,
  type FrozenTerm,
} from '@memetank/shared/api/admin';
import { FUNDING_GOAL_MIN_SOL } from '@memetank/shared/constants';
import type { ProjectStatus } from '@memetank/shared/api/projects';
import { normalizeLink, normalizeUploadedPitchDeck } from '@memetank/shared/links';
import { solToLamports } from '@memetank/shared/lamports';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, projects, userInvestments, userProjects } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toAdminProject, type ProjectRow } from '../../projects/project-view';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminProjects(
  db: Database,
  query: { q?: string; status: 'all' | ProjectStatus },
) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(projects.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(
        ilike(projects.name, pattern),
        ilike(projects.description, pattern),
        ilike(projects.creatorWallet, pattern),
        sql`${projects.id}::text ilike ${pattern}`,
      ) as SQL,
    );
  }
  const [items, [counts]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(and(...filters))
      .orderBy(desc(projects.createdAt), desc(projects.id)),
    db
      .select({
        all: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${projects.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${projects.status} = 'approved'))::int`,
        rejected: sql<number>`(count(*) filter (where ${projects.status} = 'rejected'))::int`,
      })
      .from(projects),
  ]);
  return { items, counts: counts ?? { all: 0, pending: 0, approved: 0, rejected: 0 } };
}

/** The project as the audit log keeps it: the admin view, JSON-ready. */
const snapshot = (row: ProjectRow) => toAdminProject(row);

async function lockProject(tx: Transaction, id: string): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

async function audit(
  tx: Transaction,
  entry: {
    adminWallet: string;
    action: 'status' | 'update' | 'delete';
    projectId: string;
    before: ProjectRow | null;
    after: ProjectRow | null;
  },
) {
  await tx.insert(adminAuditLog).values({
    adminWallet: entry.adminWallet,
    action: entry.action,
    projectId: entry.projectId,
    before: entry.before && snapshot(entry.before),
    after: entry.after && snapshot(entry.after),
  });
}

/** The creator's dashboard row follows a review decision (not once completed or cancelled). */
async function moveCreatorRow(tx: Transaction, project: ProjectRow) {
  const status = project.status === 'pending' ? 'under_review' : project.status;
  await tx
    .update(userProjects)
    .set({ status })
    .where(
      and(
        eq(userProjects.projectId, project.id),
        eq(userProjects.userId, project.creatorWallet),
        inArray(userProjects.status, ['under_review', 'approved', 'rejected']),
      ),
    );
}

/** Approve or reject from any status (the edit dialog can set any status too); null when gone. */
export async function changeStatus(
  db: Database,
  adminWallet: string,
  id: string,
  status: 'approved' | 'rejected',
): Promise<ProjectRow | null> {
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) return null;
    const [after] = await tx
      .update(projects)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    if (!after) return null;
    await moveCreatorRow(tx, after);
    await audit(tx, { adminWallet, action: 'status', projectId: id, before, after });
    return after;
  });
}

const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

function lamports(field: string, sol: number): bigint {
  try {
    return solToLamports(sol);
  } catch {
    throw invalid(`Invalid body.${field}: at most 9 decimals`);
  }
}

const optionalText = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** A link the schema accepted: empty is null, "x.com/a" is stored as "https://x.com/a". */
const optionalLink = (value: string | null | undefined) =>
  value === undefined ? undefined : (normalizeLink(value) ?? null);

const MIN_GOAL_LAMPORTS = solToLamports(FUNDING_GOAL_MIN_SOL);

// Dates PostgreSQL and the web app both handle.
const DEADLINE_MIN_MS = Date.UTC(1970, 0, 1);
const DEADLINE_MAX_MS = Date.UTC(9999, 11, 31);

/** The PATCH body as columns: SOL to exact lamports, empty optional text to null. */
function toColumns(update: AdminProjectUpdate): Partial<typeof projects.$inferInsert> {
  const columns: Partial<typeof projects.$inferInsert> = {
    name: update.name,
    description: update.description,
    longDescription: optionalText(update.longDescription),
    logo: update.logo?.trim(),
    tokenAddress: update.tokenAddress?.trim(),
    currency: update.currency,
    riskScore: update.riskScore,
    status: update.status,
    upvotes: update.upvotes,
    pitchDeckUrl:
      update.pitchDeckUrl === undefined
        ? undefined
        : (normalizeUploadedPitchDeck(update.pitchDeckUrl) ?? null),
    twitterUrl: optionalLink(update.twitterUrl),
    telegramUrl: optionalLink(update.telegramUrl),
    discordUrl: optionalLink(update.discordUrl),
    websiteUrl: optionalLink(update.websiteUrl),
  };
  if (update.fundingGoal !== undefined) {
    columns.fundingGoalLamports = lamports('fundingGoal', update.fundingGoal);
    if (columns.fundingGoalLamports < MIN_GOAL_LAMPORTS) {
      throw invalid(`Invalid body.fundingGoal: ${FUNDING_GOAL_TOO_LOW_MESSAGE}`);
    }
  }
  if (update.deadline !== undefined) {
    const deadline = new Date(update.deadline);
    const time = deadline.getTime();
    if (Number.isNaN(time) || time < DEADLINE_MIN_MS || time > DEADLINE_MAX_MS) {
      throw invalid('Invalid body.deadline: not a date between 1970 and 9999');
    }
    columns.deadline = deadline;
  }
  if (columns.logo === '') throw invalid('Invalid body.logo: must not be empty');
  if (columns.tokenAddress === '') throw invalid('Invalid body.tokenAddress: must not be empty');
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function updateProject(
  db: Database,
  adminWallet: string,
  id: string,
  update: AdminProjectUpdate,
): Promise<ProjectRow | null> {
  const columns = toColumns(update);
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) return null;
    const frozen = changedTerm(columns, before);
    if (frozen && (await holdsInvestments(tx, before.id))) {
      throw new AppError(
        409,
        'TERMS_FROZEN',
        `${ADMIN_MESSAGES.updateFailed}: ${FROZEN_TERM_REASONS[frozen]}`,
      );
    }
    const [after] = await tx
      .update(projects)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    if (!after) return null;
    if (after.status !== before.status) await moveCreatorRow(tx, after);
    await audit(tx, { adminWallet, action: 'update', projectId: id, before, after });
    return after;
  });
}

/**
 * The first of the campaign's terms the edit changes, or null: investors committed under its goal,
 * currency, token and deadline (which may move later, never earlier: no early payout), and a
 * campaign back in pending would never settle. Unchanged values sent again are fine.
 */
function changedTerm(
  columns: Partial<typeof projects.$inferInsert>,
  before: ProjectRow,
): FrozenTerm | null {
  if (
    columns.fundingGoalLamports !== undefined &&
    columns.fundingGoalLamports !== before.fundingGoalLamports
  ) {
    return 'fundingGoal';
  }
  if (columns.currency !== undefined && columns.currency !== before.currency) return 'currency';
  if (columns.tokenAddress !== undefined && columns.tokenAddress !== before.tokenAddress) {
    return 'tokenAddress';
  }
  if (columns.deadline && columns.deadline < before.deadline) return 'deadline';
  if (columns.status === 'pending' && before.status !== 'pending') return 'status';
  return null;
}

/**
 * Any investment is recorded on the project, settled or not: its terms are frozen. The one rule
 * for "money is in"; `holdsEscrow` narrows it to the SOL still owed.
 */
async function holdsInvestments(tx: Pick<Database, 'select'>, projectId: string) {
  const [held] = await tx
    .select({ id: userInvestments.id })
    .from(userInvestments)
    .where(eq(userInvestments.projectId, projectId))
    .limit(1);
  return Boolean(held);
}

/** The project has investments and is not settled yet: its escrowed SOL is still owed. */
async function holdsEscrow(tx: Pick<Database, 'select'>, project: ProjectRow): Promise<boolean> {
  if (project.settledAt) return false;
  return holdsInvestments(tx, project.id);
}

/** Deletes the project (likes and comments go with it; dashboard rows stay). False when gone. */
export async function deleteProject(db: Database, adminWallet: string, id: string) {
  return db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) return false;
    // Escrowed SOL is owed to investors until settlement creates their claims (which outlive the
    // project): deleting first would strand it.
    if (await holdsEscrow(tx, before)) {
      throw new AppError(409, 'ESCROW_HELD', ESCROW_HELD_MESSAGE);
    }
    const deleted = await tx
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (deleted.length !== 1) return false;
    await audit(tx, { adminWallet, action: 'delete', projectId: id, before, after: null });
    return true;
  });
}

export const AUDIT_LOG_LIMIT = 500;

export async function listAuditLog(db: Database) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    adminWallet: row.adminWallet,
    action: row.action,
    projectId: row.projectId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
