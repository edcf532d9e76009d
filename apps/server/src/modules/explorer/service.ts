// The built-in explorer (issue 16): what the chain and the server's own records say about a
// signature or an address. The records are the escrow's (escrow/index.ts); a project an entry names
// is shown only to a viewer who may see it.
import type {
  ExplorerAddressResponse,
  ExplorerTxResponse,
  LedgerEntry,
} from '@memetank/shared/api/ledger';
import { CUSTODY_ROLES, EXPLORER_ADDRESS_ENTRIES_MAX } from '@memetank/shared/api/ledger';
import { CURRENCY_DECIMALS } from '@memetank/shared/currency';
import { isSignature } from '@solana/kit';
import type { Services } from '../../app-types';
import { unlessChainDown, type SignatureStatus } from '../../chain/chain';
import type { Database } from '../../db/client';
import {
  custodyOf,
  findBySignature,
  latestLedgerEntries,
  rowsForSignatures,
  transactionSigners,
  vaultSolBalance,
  type ClaimRow,
  type EscrowLedgerRow,
} from '../../escrow';
import { isWalletAddress } from '../../lib/ed25519';
import { validationError } from '../../lib/errors';
import { readMint } from '../../market/mint-facts';
import { projectVisibleTo, type ProjectViewer } from '../../projects/visibility';
import { findProjectHeaders, type ProjectHeader } from './queries';

const absolute = (lamports: bigint) => (lamports < 0n ? -lamports : lamports);

const payoutClaim = (claim: ClaimRow | undefined): LedgerEntry['claim'] =>
  claim ? { id: claim.id, fundType: claim.fundType, isClaimed: claim.isClaimed } : null;

const unique = (ids: (string | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => typeof id === 'string')),
];

/** The projects named by entries (every one, for their tokens) and those the viewer may see. */
async function projectsNamed(db: Database, ids: (string | null)[], viewer: ProjectViewer) {
  const headers = await findProjectHeaders(db, unique(ids));
  return {
    headers,
    // A hidden project is not named.
    names: new Map(
      headers
        .filter((header: ProjectHeader) => projectVisibleTo(header, viewer))
        .map((header) => [header.id, { id: header.id, name: header.name }]),
    ),
  };
}

/** How a token row's amount reads: the mint's decimals and symbol. */
type TokenFacts = { tokenDecimals: number | null; tokenSymbol: string | null };

/**
 * The decimals and symbol of each mint the entries moved: USDC's own for the USDC mint, else what
 * the chain holds (the mint's decimals, its metadata's symbol). When the chain cannot be read,
 * the decimals a project recorded for its token (checked on chain at submission; a mint's
 * decimals never change), and no symbol.
 */
async function tokenFactsOf(
  chain: Services['chain'],
  usdcMint: string,
  mints: (string | null | undefined)[],
  headers: ProjectHeader[],
): Promise<Map<string, TokenFacts>> {
  const read = async (mint: string): Promise<[string, TokenFacts]> => {
    if (mint === usdcMint) {
      return [mint, { tokenDecimals: CURRENCY_DECIMALS.USDC, tokenSymbol: 'USDC' }];
    }
    const reading = await unlessChainDown(readMint(chain, mint));
    if (reading?.kind === 'mint') {
      const symbol = reading.facts.metadata?.symbol.trim() || null;
      return [mint, { tokenDecimals: reading.facts.decimals, tokenSymbol: symbol }];
    }
    const recorded = headers.find((header) => header.tokenAddress === mint)?.tokenDecimals;
    return [mint, { tokenDecimals: recorded ?? null, tokenSymbol: null }];
  };
  return new Map(await Promise.all(unique(mints).map(read)));
}

const noFacts: TokenFacts = { tokenDecimals: null, tokenSymbol: null };

/** A token row's mint, the tokens moved and how they read; nothing for a SOL row. */
function tokenSide(
  mint: string | null,
  tokenAmount: string | null,
  tokens: Map<string, TokenFacts>,
) {
  if (!mint || tokenAmount === null) return {};
  return {
    mint,
    tokenAmount: absolute(BigInt(tokenAmount)).toString(),
    ...(tokens.get(mint) ?? noFacts),
  };
}

function fromLedger(
  row: EscrowLedgerRow,
  related: { investmentId: string | null; claim: ClaimRow | undefined },
  projects: Map<string, { id: string; name: string }>,
  tokens: Map<string, TokenFacts>,
): LedgerEntry {
  return {
    signature: row.signature,
    kind: row.kind,
    direction: row.lamports < 0n || row.kind === 'token_payout' ? 'out' : 'in',
    amountLamports: absolute(row.lamports).toString(),
    // Only token rows name a mint and the tokens moved.
    ...tokenSide(row.mint, row.tokenAmount, tokens),
    wallet: row.wallet,
    project: (row.projectId && projects.get(row.projectId)) || null,
    investmentId: row.kind === 'investment' ? related.investmentId : null,
    claim: row.kind === 'payout' || row.kind === 'token_payout' ? payoutClaim(related.claim) : null,
    time: row.createdAt.toISOString(),
  };
}

type Signers = ExplorerTxResponse['signers'];

const isRole = (role: string): role is Signers[number]['role'] =>
  (CUSTODY_ROLES as readonly string[]).includes(role);

/**
 * Who signed a transfer out of the vault: as its ledger row recorded them from the wire sent, else
 * (a payout in flight, a row from before they were recorded) read from the claim's stored wire.
 */
async function signersFor(
  services: Pick<Services, 'escrow'>,
  records: Awaited<ReturnType<typeof findBySignature>>,
): Promise<Signers> {
  const recorded = records.entry?.signers;
  if (recorded) {
    return recorded.map((signer) => ({
      role: isRole(signer.role) ? signer.role : 'unknown',
      address: signer.address,
    }));
  }
  const wire = records.claim?.claimTransaction;
  return wire ? transactionSigners(wire, custodyOf(services)) : [];
}

/** What the server's records say about a signature: the vault's entry, else a payout in flight. */
async function ledgerEntryFor(
  services: Pick<Services, 'database' | 'chain' | 'usdcMint' | 'escrow'>,
  signature: string,
  viewer: ProjectViewer,
): Promise<{ ledger: LedgerEntry | null; signers: Signers }> {
  const records = await findBySignature(services.database.db, signature);
  return {
    ledger: await recordedEntry(services, records, signature, viewer),
    signers: await signersFor(services, records),
  };
}

async function recordedEntry(
  services: Pick<Services, 'database' | 'chain' | 'usdcMint'>,
  { entry, investment, claim }: Awaited<ReturnType<typeof findBySignature>>,
  signature: string,
  viewer: ProjectViewer,
): Promise<LedgerEntry | null> {
  const { database, chain, usdcMint } = services;
  const projectId = entry?.projectId ?? investment?.projectId ?? claim?.projectId ?? null;
  const { headers, names: projects } = await projectsNamed(database.db, [projectId], viewer);
  const investedMint = investment?.currency === 'USDC' ? usdcMint : null;
  const tokens = await tokenFactsOf(
    chain,
    usdcMint,
    [entry ? entry.mint : (investedMint ?? claim?.mint)],
    headers,
  );
  if (entry) {
    return fromLedger(entry, { investmentId: investment?.id ?? null, claim }, projects, tokens);
  }
  if (investment) {
    return {
      signature,
      kind: 'investment',
      direction: 'in',
      ...(investedMint
        ? {
            amountLamports: '0',
            ...tokenSide(investedMint, investment.units.toString(), tokens),
          }
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
            ...tokenSide(claim.mint, claim.tokenAmount, tokens),
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
  services: Pick<Services, 'database' | 'chain' | 'usdcMint' | 'escrow'>,
  signature: string,
  viewer: ProjectViewer,
): Promise<ExplorerTxResponse> {
  if (!isSignature(signature)) throw validationError('Invalid params.signature: not a signature');
  const [status, { ledger, signers }] = await Promise.all([
    unlessChainDown(services.chain.getSignatureStatus(signature)),
    ledgerEntryFor(services, signature, viewer),
  ]);
  return { signature, ...statusAnswer(status), ledger, signers };
}

/** An address: its balance on the server's chain, and the ledger's latest entries naming it. */
export async function explorerAddress(
  services: Pick<Services, 'database' | 'chain' | 'escrow' | 'usdcMint'>,
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
  const [{ investments, claims }, { headers, names: projects }] = await Promise.all([
    rowsForSignatures(db, signatures),
    projectsNamed(
      db,
      rows.map((row) => row.projectId),
      viewer,
    ),
  ]);
  const tokens = await tokenFactsOf(
    services.chain,
    services.usdcMint,
    rows.map((row) => row.mint),
    headers,
  );
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
        tokens,
      ),
    ),
  };
}
