// The dashboard's rules: the signed-in wallet's investments and claimable funds in their API shape
// (a deleted project shown as the audit log recorded it), and its claims paid through the escrow
// (one, or all at once), answered with the rows as they are after the payout.
import {
  DASHBOARD_MESSAGES,
  paysProjectTokens,
  UNKNOWN_PROJECT,
  type ClaimableFund,
  type UserInvestment,
} from '@memetank/shared/api/me';
import { CURRENCY_DECIMALS, fromBaseUnits } from '@memetank/shared/currency';
import type { Services } from '../../app-types';
import type { Database } from '../../db/client';
import {
  claimAll,
  claimFund,
  listWalletClaims,
  listWalletInvestments,
  type ClaimRow,
} from '../../escrow';
import { notFound } from '../../lib/errors';
import { deletedProjects, goneIds, projectColumns, summary } from './queries';

/** The wallet's investments; time left is counted from `now`, the server clock's. */
export async function listUserInvestments(
  db: Database,
  wallet: string,
  now: Date,
): Promise<UserInvestment[]> {
  const rows = await listWalletInvestments(db, wallet, projectColumns);
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => ({
    id: row.id,
    projectId: row.projectId,
    investmentAmount: fromBaseUnits(row.amountUnits, row.currency),
    currency: row.currency,
    investmentDate: row.investmentDate.toISOString(),
    txSignature: row.txSignature,
    project: summary(project, deleted.get(row.projectId), now),
  }));
}

type ClaimableRow = ClaimRow;

function toClaimable(
  row: ClaimableRow,
  project: { name: string; logo: string; tokenDecimals?: number | null } | null | undefined,
) {
  return {
    id: row.id,
    projectId: row.projectId,
    amount: fromBaseUnits(row.amountUnits, row.currency),
    currency: row.currency,
    fundType: row.fundType,
    isClaimed: row.isClaimed,
    claimableDate: row.claimableDate.toISOString(),
    claimedDate: row.claimedDate?.toISOString() ?? null,
    claimSignature: row.claimSignature,
    mint: row.mint,
    tokenAmount: row.tokenAmount,
    tokenDecimals: !row.mint
      ? null
      : paysProjectTokens(row.fundType)
        ? (project?.tokenDecimals ?? null)
        : CURRENCY_DECIMALS.USDC,
    project: {
      name: project?.name ?? UNKNOWN_PROJECT.name,
      logo: project?.logo ?? UNKNOWN_PROJECT.logo,
    },
  } satisfies ClaimableFund;
}

export async function listClaimables(db: Database, wallet: string): Promise<ClaimableFund[]> {
  const rows = await listWalletClaims(db, wallet);
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => toClaimable(row, project ?? deleted.get(row.projectId)));
}

/** One of the wallet's own rows, with its API shape; null when the wallet has no such row. */
export async function findClaimable(
  db: Database,
  wallet: string,
  id: string,
): Promise<{ row: ClaimableRow; claimable: ClaimableFund } | null> {
  const [found] = await listWalletClaims(db, wallet, [id]);
  if (!found) return null;
  const deleted = found.project ? undefined : await deletedProjects(db, [found.row.projectId]);
  const project = found.project ?? deleted?.get(found.row.projectId);
  return { row: found.row, claimable: toClaimable(found.row, project) };
}

/** The wallet's own rows among `ids`, with their API shape, newest first. */
export async function findClaimables(
  db: Database,
  wallet: string,
  ids: readonly string[],
): Promise<ClaimableFund[]> {
  const rows = await listWalletClaims(db, wallet, ids);
  const deleted = await deletedProjects(db, goneIds(rows));
  return rows.map(({ row, project }) => toClaimable(row, project ?? deleted.get(row.projectId)));
}

/** Pays one of the wallet's own claims; answers it as it is after the payout, and the payout's words. */
export async function claimOne(deps: Services, wallet: string, id: string) {
  const { message } = await claimFund(deps, wallet, id);
  const found = await findClaimable(deps.database.db, wallet, id);
  if (!found) throw notFound(DASHBOARD_MESSAGES.claimNotFound);
  return { claimable: found.claimable, message };
}

/** Pays every open claim of the wallet in as few transactions as fit ("Claim all"). */
export async function claimEverything(deps: Services, wallet: string) {
  const { ids, signatures, message } = await claimAll(deps, wallet);
  return { claimables: await findClaimables(deps.database.db, wallet, ids), signatures, message };
}
