// Admin review: every project with search and status filter (and the other projects sharing its
// token mint), status changes, edits and deletes. Approving a project, or moving it to another
// mint, reads the mint on the configured chain first: the admin cannot approve a mint the chain
// does not know (docs/decisions/047).
// Each change and its audit-log row (who, what, before, after, when) share one transaction.
import {
  ADMIN_MESSAGES,
  DEPOSIT_HELD_MESSAGE,
  ESCROW_HELD_MESSAGE,
  FROZEN_TERM_REASONS,
  ALLOCATION_DOES_NOT_FIT,
  DEADLINE_PASSED_CODE,
  DEADLINE_PASSED_REASON,
  MINT_NOT_LISTABLE_CODE,
  type AdminProject,
  type AdminProjectsResponse,
  type AdminProjectUpdate,
  type FrozenTerm,
} from '@memetank/shared/api/admin';
import { SUBMIT_MESSAGES, type MintUse } from '@memetank/shared/api/submit';
import { U64_MAX } from '@memetank/shared/api/token-escrow';
import { TOKEN_LOOKUP_MESSAGES } from '@memetank/shared/api/tokens';
import { DEADLINE_MAX_DAYS } from '@memetank/shared/constants';
import { checkFundingGoal, fundingGoalMessages } from '@memetank/shared/funding-goal';
import type { ProjectStatus } from '@memetank/shared/api/projects';
import { normalizeLink, normalizeUploadedPitchDeck } from '@memetank/shared/links';
import { fromBaseUnits, type Currency } from '@memetank/shared/currency';
import type { Services } from '../../app-types';
import { ChainError } from '../../chain/chain';
import type { MintFacts } from '../../chain/token-program';
import { holdsInvestments } from '../../escrow';
import { AppError, notFound, validationError } from '../../lib/errors';
import { MINT_REFUSAL_MESSAGES, readListableMint } from '../../market/mint-facts';
import { forgetProject, notificationKeys, notify } from '../../notifications/notify';
import { escrowTokenAccountOf, toAdminProject, type ProjectRow } from '../../projects/project-view';
import {
  deleteProjectRow,
  insertAudit,
  latestAuditEntries,
  listAdminProjects,
  lockProject,
  moveCreatorRow,
  projectsSharingMints,
  updateProjectRow,
  type ProjectColumns,
  type Transaction,
} from './queries';

type Deps = Pick<Services, 'database' | 'clock'>;
type ReviewDeps = Pick<
  Services,
  'database' | 'clock' | 'chain' | 'escrow' | 'realtime' | 'usdcMint'
>;

/** The review's project with where its investors' tokens are (or will be) held in escrow. */
async function reviewed(
  deps: Pick<Services, 'escrow'>,
  row: ProjectRow,
  now: Date,
): Promise<AdminProject> {
  const escrowTokenAccount = await escrowTokenAccountOf(row, deps.escrow?.vault ?? null);
  return { ...toAdminProject(row, now), escrowTokenAccount };
}

const approveFailed = (reason: string) => ADMIN_MESSAGES.statusFailed('approve', reason);
const updateFailed = (reason: string) => `${ADMIN_MESSAGES.updateFailed}: ${reason}`;

/**
 * The mint as the chain holds it when it may be listed; else 409 MINT_NOT_LISTABLE with the
 * reason ("Failed to approve project: No token mint exists ..."), or 502 when the chain cannot
 * answer.
 */
async function listableMint(
  deps: Pick<Services, 'chain' | 'usdcMint'>,
  mint: string,
  failed: (reason: string) => string,
): Promise<MintFacts> {
  let read: Awaited<ReturnType<typeof readListableMint>>;
  try {
    read = await readListableMint(deps, mint);
  } catch (error) {
    if (error instanceof ChainError) {
      throw new AppError(502, 'CHAIN_ERROR', failed(TOKEN_LOOKUP_MESSAGES.chainUnavailable));
    }
    throw error;
  }
  if ('refusal' in read) {
    throw new AppError(409, MINT_NOT_LISTABLE_CODE, failed(MINT_REFUSAL_MESSAGES[read.refusal]));
  }
  return read.facts;
}

/** The project as the audit log keeps it: the admin view at the clock's now, JSON-ready. */
const snapshot = (row: ProjectRow | null, now: Date) => row && toAdminProject(row, now);

async function audit(
  tx: Transaction,
  now: Date,
  entry: {
    adminWallet: string;
    action: 'status' | 'update' | 'delete';
    projectId: string;
    before: ProjectRow | null;
    after: ProjectRow | null;
  },
) {
  await insertAudit(tx, {
    ...entry,
    before: snapshot(entry.before, now),
    after: snapshot(entry.after, now),
  });
}

/**
 * Every project, newest first, with search and status filter, as the admin sees it, each with the
 * other projects using its token mint.
 */
export async function adminProjects(
  deps: Deps & Pick<Services, 'escrow'>,
  query: { q?: string; status: 'all' | ProjectStatus },
): Promise<AdminProjectsResponse> {
  const [{ items, counts }, sharing] = await Promise.all([
    listAdminProjects(deps.database.db, query),
    projectsSharingMints(deps.database.db),
  ]);
  const now = deps.clock.now();
  const byMint = new Map<string, MintUse[]>();
  for (const { tokenAddress, ...use } of sharing) {
    byMint.set(tokenAddress, [...(byMint.get(tokenAddress) ?? []), use]);
  }
  const sameMint = (row: ProjectRow) =>
    (byMint.get(row.tokenAddress) ?? []).filter((other) => other.id !== row.id);
  return {
    items: await Promise.all(
      items.map(async (row) => ({
        ...(await reviewed(deps, row, now)),
        sameMintProjects: sameMint(row),
      })),
    ),
    counts,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
// As on submit: the picker works in whole local days, its last day may end a day after now + 30.
const APPROVAL_DEADLINE_MAX_MS = (DEADLINE_MAX_DAYS + 1) * DAY_MS;

/**
 * A pending project whose deadline passed during review (by the server's clock) is not approved as
 * it is: its campaign would open already ended. 409 DEADLINE_PASSED, before anything is written.
 */
function refuseDeadlinePassed(deadline: Date, now: Date, failed: (reason: string) => string) {
  if (deadline.getTime() <= now.getTime()) {
    throw new AppError(409, DEADLINE_PASSED_CODE, failed(DEADLINE_PASSED_REASON));
  }
}

/**
 * An edit approving a pending project: the deadline it keeps or sets must still be ahead (409
 * DEADLINE_PASSED), and a new one lies in the submission window (at most 30 days from now).
 */
function checkApprovalDeadline(columns: ProjectColumns, before: ProjectRow, now: Date) {
  if (columns.status !== 'approved' || before.status !== 'pending') return;
  refuseDeadlinePassed(columns.deadline ?? before.deadline, now, updateFailed);
  const set = columns.deadline?.getTime() ?? before.deadline.getTime();
  const moved = set !== before.deadline.getTime();
  if (moved && set > now.getTime() + APPROVAL_DEADLINE_MAX_MS) {
    throw validationError(`Invalid body.deadline: ${SUBMIT_MESSAGES.invalidDeadline.description}`);
  }
}

/**
 * Approve or reject from any status (the edit dialog can set any status too); 404 when gone.
 * Approving reads the mint on chain (409 MINT_NOT_LISTABLE); approving an approved project again
 * does not.
 */
export async function changeStatus(
  deps: ReviewDeps,
  input: {
    adminWallet: string;
    id: string;
    status: 'approved' | 'rejected';
    reason?: string | undefined;
  },
): Promise<AdminProject> {
  const { adminWallet, id, status } = input;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
    if (status === 'approved' && before.status === 'pending') {
      refuseDeadlinePassed(before.deadline, now, approveFailed);
    }
    if (status === 'approved' && before.status !== 'approved') {
      await listableMint(deps, before.tokenAddress, approveFailed);
    }
    const after = await updateProjectRow(tx, id, { status });
    if (!after) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
    await moveCreatorRow(tx, after);
    await audit(tx, now, { adminWallet, action: 'status', projectId: id, before, after });
    await tellCreator(deps, tx, { before, after, reason: input.reason, now });
    return reviewed(deps, after, now);
  });
}

/**
 * A goal typed in `currency` as its base units (docs/decisions/055), by the funding-goal rule of
 * submissions; a goal not above 0 is below the minimum here (the body holds a number).
 */
function goalUnits(goal: number, currency: Currency): bigint {
  const { units, refusal } = checkFundingGoal(goal, currency);
  if (units !== undefined) return units;
  const messages = fundingGoalMessages(currency);
  const message = refusal === 'required' ? messages.tooLow : messages[refusal];
  throw validationError(`Invalid body.fundingGoal: ${message}`);
}

/**
 * The goal's columns for an edit: the typed goal in the campaign's currency (the new one when it
 * changes), or the same whole amount re-expressed when only the currency changes.
 */
function goalColumns(update: AdminProjectUpdate, before: ProjectRow): ProjectColumns {
  const currency = update.currency ?? before.currency;
  if (update.fundingGoal !== undefined) {
    return { fundingGoalUnits: goalUnits(update.fundingGoal, currency) };
  }
  if (currency === before.currency) return {};
  const goal = fromBaseUnits(before.fundingGoalUnits, before.currency);
  return { fundingGoalUnits: goalUnits(goal, currency) };
}

const optionalText = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/** A link the schema accepted: empty is null, "x.com/a" is stored as "https://x.com/a". */
const optionalLink = (value: string | null | undefined) =>
  value === undefined ? undefined : (normalizeLink(value) ?? null);

// Dates PostgreSQL and the web app both handle.
const DEADLINE_MIN_MS = Date.UTC(1970, 0, 1);
const DEADLINE_MAX_MS = Date.UTC(9999, 11, 31);

/** The PATCH body as columns (the goal aside: see goalColumns), empty optional text to null. */
function toColumns(update: AdminProjectUpdate): ProjectColumns {
  const columns: ProjectColumns = {
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
  if (update.deadline !== undefined) {
    const deadline = new Date(update.deadline);
    const time = deadline.getTime();
    if (Number.isNaN(time) || time < DEADLINE_MIN_MS || time > DEADLINE_MAX_MS) {
      throw validationError('Invalid body.deadline: not a date between 1970 and 9999');
    }
    columns.deadline = deadline;
  }
  if (columns.logo === '') throw validationError('Invalid body.logo: must not be empty');
  if (columns.tokenAddress === '')
    throw validationError('Invalid body.tokenAddress: must not be empty');
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export async function updateProject(
  deps: ReviewDeps,
  input: { adminWallet: string; id: string; update: AdminProjectUpdate },
): Promise<AdminProject> {
  const { adminWallet, id } = input;
  const columns = toColumns(input.update);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
    Object.assign(columns, goalColumns(input.update, before));
    const frozen = changedTerm(columns, before);
    if (
      frozen === 'settled' ||
      frozen === 'tokenDeposited' ||
      (frozen && (await holdsInvestments(tx, before.id)))
    ) {
      throw new AppError(409, 'TERMS_FROZEN', updateFailed(FROZEN_TERM_REASONS[frozen]));
    }
    checkApprovalDeadline(columns, before, now);
    Object.assign(columns, await tokenSideOf(deps, columns, before));
    const after = await updateProjectRow(tx, id, columns);
    if (!after) throw notFound(ADMIN_MESSAGES.noProjectUpdated);
    if (after.status !== before.status) await moveCreatorRow(tx, after);
    await audit(tx, now, { adminWallet, action: 'update', projectId: id, before, after });
    await tellCreator(deps, tx, { before, after, reason: undefined, now });
    return reviewed(deps, after, now);
  });
}

/**
 * The creator's notification when the project was approved or rejected (not when it already was):
 * a rejection carries the admin's reason, trimmed, or null when none was given.
 */
async function tellCreator(
  deps: Pick<Services, 'realtime'>,
  tx: Transaction,
  change: { before: ProjectRow; after: ProjectRow; reason: string | undefined; now: Date },
): Promise<void> {
  const { before, after, now } = change;
  if (after.status === before.status || after.status === 'pending') return;
  const reason = change.reason?.trim() || null;
  await notify(deps.realtime, tx, [
    {
      wallet: after.creatorWallet,
      projectId: after.id,
      dedupeKey: notificationKeys.reviewed(after.id, now),
      data:
        after.status === 'approved'
          ? { kind: 'project_approved' }
          : { kind: 'project_rejected', reason },
    },
  ]);
}

/**
 * What an edit that moves the project to another mint, or approves it, must check on chain: the
 * mint must be listable (409 MINT_NOT_LISTABLE). A new mint brings its program and decimals, and
 * the allocation keeps its number of whole tokens (the creator deposits it after approval).
 */
async function tokenSideOf(
  deps: Pick<Services, 'chain' | 'usdcMint'>,
  columns: ProjectColumns,
  before: ProjectRow,
): Promise<ProjectColumns> {
  const mint = columns.tokenAddress ?? before.tokenAddress;
  const mintMoves = mint !== before.tokenAddress;
  const approves = columns.status === 'approved' && before.status !== 'approved';
  if (!mintMoves && !approves) return {};
  const facts = await listableMint(deps, mint, updateFailed);
  if (!mintMoves || before.tokenAllocation === null || before.tokenDecimals === null) return {};
  const wholeTokens = BigInt(before.tokenAllocation) / 10n ** BigInt(before.tokenDecimals);
  const tokenAllocation = wholeTokens * 10n ** BigInt(facts.decimals);
  if (tokenAllocation > U64_MAX) {
    throw new AppError(409, 'ALLOCATION_TOO_LARGE', updateFailed(ALLOCATION_DOES_NOT_FIT));
  }
  return {
    tokenProgram: facts.program,
    tokenDecimals: facts.decimals,
    tokenAllocation: tokenAllocation.toString(),
  };
}

/**
 * The first of the campaign's terms the edit changes, or null: investors committed under its goal,
 * currency, token and deadline (which may move later, never earlier: no early payout), and a
 * campaign back in pending would never settle. Once settled, the deadline is fixed and a refunded
 * rejection stays rejected, investments or not. Unchanged values sent again are fine.
 */
function changedTerm(columns: ProjectColumns, before: ProjectRow): FrozenTerm | null {
  // Settled: the outcome is decided and its claims exist; a new deadline would list it as
  // running again, and approving a refunded rejection would show a campaign that paid back.
  if (before.settledAt) {
    const deadlineMoves =
      columns.deadline !== undefined && columns.deadline.getTime() !== before.deadline.getTime();
    const approvesRejected = columns.status === 'approved' && before.status === 'rejected';
    if (deadlineMoves || approvesRejected) return 'settled';
  }
  // The currency first: changing it re-expresses the goal too (goalColumns).
  if (columns.currency !== undefined && columns.currency !== before.currency) return 'currency';
  if (
    columns.fundingGoalUnits !== undefined &&
    columns.fundingGoalUnits !== before.fundingGoalUnits
  ) {
    return 'fundingGoal';
  }
  if (columns.tokenAddress !== undefined && columns.tokenAddress !== before.tokenAddress) {
    // The deposit is of this mint: moving it would strand the tokens in escrow.
    if (before.tokenDeposit === 'deposited' || before.tokenDeposit === 'returned') {
      return 'tokenDeposited';
    }
    return 'tokenAddress';
  }
  if (columns.deadline && columns.deadline < before.deadline) return 'deadline';
  if (columns.status === 'pending' && before.status !== 'pending') return 'status';
  return null;
}

/**
 * The project is not settled yet and holds investments or the creator's token deposit: what is in
 * escrow is owed until settlement creates the claims (which outlive the project).
 */
async function heldInEscrow(
  tx: Transaction,
  project: ProjectRow,
): Promise<'investments' | 'deposit' | null> {
  if (project.settledAt) return null;
  if (await holdsInvestments(tx, project.id)) return 'investments';
  return project.tokenDeposit === 'deposited' ? 'deposit' : null;
}

/** Deletes the project (likes and comments go with it; dashboard rows stay); 404 when gone. */
export async function deleteProject(
  deps: Deps & Pick<Services, 'realtime'>,
  input: { adminWallet: string; id: string },
) {
  const { adminWallet, id } = input;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await lockProject(tx, id);
    if (!before) throw notFound(ADMIN_MESSAGES.notFoundForDelete);
    // Escrowed SOL and deposited tokens are owed until settlement creates their claims (which
    // outlive the project): deleting first would strand them.
    const held = await heldInEscrow(tx, before);
    if (held) {
      throw new AppError(
        409,
        'ESCROW_HELD',
        held === 'investments' ? ESCROW_HELD_MESSAGE : DEPOSIT_HELD_MESSAGE,
      );
    }
    if (!(await deleteProjectRow(tx, id))) throw notFound(ADMIN_MESSAGES.notFoundForDelete);
    await forgetProject(deps.realtime, tx, id);
    await audit(tx, now, { adminWallet, action: 'delete', projectId: id, before, after: null });
  });
}

export const AUDIT_LOG_LIMIT = 500;

export async function listAuditLog(deps: Pick<Services, 'database'>) {
  const rows = await latestAuditEntries(deps.database.db, AUDIT_LOG_LIMIT);
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
