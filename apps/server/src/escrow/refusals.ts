// Payouts the co-signer refused (issue 37, docs/decisions/078-two-of-three-custody.md): nothing is
// sent, and the admin sees what the payout was and the co-signer's reason on the escrow card (GET
// /api/admin/escrow). Recording one never changes the answer: when it cannot be written, the
// refusal is logged and the claimant still gets 502 PAYOUT_REFUSED.
import { PAYOUT_REFUSALS_SHOWN, type PayoutRefusal } from '@memetank/shared/api/ledger';
import { FUND_TYPES } from '@memetank/shared/api/me';
import type { EscrowDeps } from './deps';
import { insertPayoutRefusal, listPayoutRefusals, projectNames, type ClaimRow } from './queries';
import { PayoutRefused } from './vault';

/** A reason is the co-signer's text: kept whole up to this many characters. */
const REASON_MAX = 500;

/** What a payout about to be co-signed pays: its claims (none for a fee withdrawal). */
export interface PayoutAsked {
  kind: PayoutRefusal['kind'];
  claims: readonly Pick<ClaimRow, 'id' | 'fundType' | 'projectId'>[];
  /** The decimals of what it pays: SOL's 9, USDC's 6, the mint's for a token. */
  decimals: number;
}

type RefusalDeps = Pick<EscrowDeps, 'database' | 'clock'>;

/**
 * Runs `prepare` (the vault building and co-signing a payout); when the co-signer refuses, the
 * refusal is recorded before the 502 goes on.
 */
export async function recordingRefusal<T>(
  deps: RefusalDeps,
  asked: PayoutAsked,
  prepare: () => Promise<T>,
): Promise<T> {
  try {
    return await prepare();
  } catch (error) {
    if (error instanceof PayoutRefused) await recordRefusal(deps, asked, error);
    throw error;
  }
}

async function recordRefusal(deps: RefusalDeps, asked: PayoutAsked, refused: PayoutRefused) {
  const { payout } = refused;
  try {
    await insertPayoutRefusal(deps.database.db, {
      kind: asked.kind,
      claims: asked.claims.map((claim) => ({
        id: claim.id,
        fundType: claim.fundType,
        projectId: claim.projectId,
      })),
      recipient: payout.to,
      mint: payout.mint,
      amount: payout.amounts.reduce((total, amount) => total + BigInt(amount), 0n).toString(),
      decimals: asked.decimals,
      reason: refused.reason.slice(0, REASON_MAX),
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    console.error('COSIGNER_REFUSAL_NOT_RECORDED', refused.reason, error);
  }
}

const isFundType = (value: string): value is (typeof FUND_TYPES)[number] =>
  (FUND_TYPES as readonly string[]).includes(value);

/** The latest refusals, as the admin's escrow status lists them. */
export async function recentRefusals(
  deps: Pick<EscrowDeps, 'database' | 'usdcMint'>,
): Promise<PayoutRefusal[]> {
  const db = deps.database.db;
  const rows = await listPayoutRefusals(db, PAYOUT_REFUSALS_SHOWN);
  const ids = [...new Set(rows.flatMap((row) => row.claims.map((claim) => claim.projectId)))];
  const names = new Map((await projectNames(db, ids)).map((project) => [project.id, project.name]));
  return rows.map((row) => ({
    id: row.id,
    time: row.createdAt.toISOString(),
    kind: row.kind,
    claims: row.claims.flatMap((claim) =>
      isFundType(claim.fundType)
        ? [
            {
              id: claim.id,
              fundType: claim.fundType,
              project: { id: claim.projectId, name: names.get(claim.projectId) ?? null },
            },
          ]
        : [],
    ),
    recipient: row.recipient,
    currency: row.mint === null ? 'SOL' : row.mint === deps.usdcMint ? 'USDC' : 'token',
    mint: row.mint,
    amountUnits: row.amount,
    decimals: row.decimals,
    reason: row.reason,
  }));
}
