// The built-in explorer (issue 16): what the chain and the server's own records say about a
// signature or an address. The records are the escrow's (escrow/index.ts); a project an entry names
// is shown only to a viewer who may see it.
import type {
  ExplorerAddressResponse,
  ExplorerTxResponse,
  LedgerEntry,
} from '@memetank/shared/api/ledger';
import { EXPLORER_ADDRESS_ENTRIES_MAX } from '@memetank/shared/api/ledger';
import { isSignature } from '@solana/kit';
import type { Services } from '../../app-types';
import { unlessChainDown, type SignatureStatus } from '../../chain/chain';
import type { Database } from '../../db/client';
import {
  findBySignature,
  latestLedgerEntries,
  rowsForSignatures,
  vaultSolBalance,
  type ClaimRow,
  type EscrowLedgerRow,
} from '../../escrow';
import { isWalletAddress } from '../../lib/ed25519';
import { validationError } from '../../lib/errors';
import { projectVisibleTo, type ProjectViewer } from '../../projects/visibility';
import { findProjectHeaders, type ProjectHeader } from './queries';

const absolute = (lamports: bigint) => (lamports < 0n ? -lamports : lamports);

const payoutClaim = (claim: ClaimRow | undefined): LedgerEntry['claim'] =>
  claim ? { id: claim.id, fundType: claim.fundType, isClaimed: claim.isClaimed } : null;

/** The projects named by entries, as the viewer may see them (a hidden one is not named). */
async function projectNames(db: Database, ids: (string | null)[], viewer: ProjectViewer) {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const headers = await findProjectHeaders(db, unique);
  return new Map(
    headers
      .filter((header: ProjectHeader) => projectVisibleTo(header, viewer))
      .map((header) => [header.id, { id: header.id, name: header.name }]),
  );
}

function fromLedger(
  row: EscrowLedgerRow,
  related: { investmentId: string | null; claim: ClaimRow | undefined },
  projects: Map<string, { id: string; name: string }>,
): LedgerEntry {
  return {
    signature: row.signature,
    kind: row.kind,
    direction: row.lamports < 0n || row.kind === 'token_payout' ? 'out' : 'in',
    amountLamports: absolute(row.lamports).toString(),
    // Only token rows name a mint and the tokens moved.
    ...(row.mint && row.tokenAmount !== null
      ? { mint: row.mint, tokenAmount: absolute(BigInt(row.tokenAmount)).toString() }
      : {}),
    wallet: row.wallet,
    project: (row.projectId && projects.get(row.projectId)) || null,
    investmentId: row.kind === 'investment' ? related.investmentId : null,
    claim: row.kind === 'payout' || row.kind === 'token_payout' ? payoutClaim(related.claim) : null,
    time: row.createdAt.toISOString(),
  };
}

/** What the server's records say about a signature: the vault's entry, else a payout in flight. */
async function ledgerEntryFor(
  db: Database,
  usdcMint: string,
  signature: string,
  viewer: ProjectViewer,
): Promise<LedgerEntry | null> {
  const { entry, investment, claim } = await findBySignature(db, signature);
  const projectId = entry?.projectId ?? investment?.projectId ?? claim?.projectId ?? null;
  const projects = await projectNames(db, [projectId], viewer);
  if (entry) return fromLedger(entry, { investmentId: investment?.id ?? null, claim }, projects);
  if (investment) {
    return {
      signature,
      kind: 'investment',
      direction: 'in',
      ...(investment.currency === 'USDC'
        ? { amountLamports: '0', mint: usdcMint, tokenAmount: investment.units.toString() }
        : { amountLamports: investment.units.toString() }),
      wallet: investment.wallet,
      project: projects.get(investment.projectId) ?? null,
      investmentId: investment.id,
      claim: null,
      time: investment.investedAt.toISOString(),
    };
  }
  const paying = payoutClaim(claim);
  if (claim && paying) {
    return {
      signature,
      // In flight: what it moves, as its ledger row will say once it is confirmed.
      ...(claim.mint
        ? {
            kind: 'token_payout' as const,
            amountLamports: (claim.claimLamportsCost ?? 0n).toString(),
            mint: claim.mint,
            tokenAmount: claim.tokenAmount,
          }
        : { kind: 'payout' as const, amountLamports: claim.amountUnits.toString() }),
      direction: 'out',
      wallet: claim.userId,
      project: projects.get(claim.projectId) ?? null,
      investmentId: null,
      claim: paying,
      time: (claim.claimStartedAt ?? claim.claimableDate).toISOString(),
    };
  }
  return null;
}

function statusAnswer(status: SignatureStatus | null) {
  if (status === null) return { status: 'unavailable' as const, failure: null };
  if (status.state === 'failed') return { status: 'failed' as const, failure: status.reason };
  return { status: status.state, failure: null };
}

/** A transaction: its status on the server's chain, and what the server's ledger knows of it. */
export async function explorerTransaction(
  services: Pick<Services, 'database' | 'chain' | 'usdcMint'>,
  signature: string,
  viewer: ProjectViewer,
): Promise<ExplorerTxResponse> {
  if (!isSignature(signature)) throw validationError('Invalid params.signature: not a signature');
  const [status, ledger] = await Promise.all([
    unlessChainDown(services.chain.getSignatureStatus(signature)),
    ledgerEntryFor(services.database.db, services.usdcMint, signature, viewer),
  ]);
  return { signature, ...statusAnswer(status), ledger };
}

/** An address: its balance on the server's chain, and the ledger's latest entries naming it. */
export async function explorerAddress(
  services: Pick<Services, 'database' | 'chain' | 'escrow'>,
  address: string,
  viewer: ProjectViewer,
): Promise<ExplorerAddressResponse> {
  if (!isWalletAddress(address)) throw validationError('Invalid params.address: not an address');
  const db = services.database.db;
  const isVault = services.escrow?.vault === address;
  const [balance, rows] = await Promise.all([
    // The vault's SOL is its wrapped SOL (docs/decisions/078-two-of-three-custody.md).
    unlessChainDown(
      isVault ? vaultSolBalance(services.chain, address) : services.chain.getBalance(address),
    ),
    latestLedgerEntries(db, {
      wallet: isVault ? null : address,
      limit: EXPLORER_ADDRESS_ENTRIES_MAX,
    }),
  ]);
  const signatures = rows.map((row) => row.signature);
  const [{ investments, claims }, projects] = await Promise.all([
    rowsForSignatures(db, signatures),
    projectNames(
      db,
      rows.map((row) => row.projectId),
      viewer,
    ),
  ]);
  const investmentIds = new Map(investments.map((row) => [row.signature, row.id]));
  // A "Claim all" payout carries several claims, each with its own ledger row naming it.
  const claimsById = new Map(claims.map((row) => [row.id, row]));
  const claimsBySignature = new Map(claims.map((row) => [row.claimSignature, row]));
  return {
    address,
    balanceLamports: balance === null ? null : balance.toString(),
    isVault,
    entries: rows.map((row) =>
      fromLedger(
        row,
        {
          investmentId: investmentIds.get(row.signature) ?? null,
          claim:
            (row.claimId ? claimsById.get(row.claimId) : undefined) ??
            claimsBySignature.get(row.signature),
        },
        projects,
      ),
    ),
  };
}
