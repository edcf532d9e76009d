// Pieces the explorer's two pages share: which chain they read, an amount in or out of the vault,
// a ledger entry's kind, links between the explorer's pages, and the loading and error states.
import { LEDGER_ENTRY_LABELS, type LedgerEntry } from '@memetank/shared/api/ledger';
import { formatTokenAmount } from '@memetank/shared/api/token-escrow';
import { fromBaseUnits } from '@memetank/shared/currency';
import { shortAddress } from '@memetank/shared/format-address';
import { formatTransactionAmount, formatTransactionSol } from '@memetank/shared/format-money';
import { lamportsToSol } from '@memetank/shared/lamports';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router/router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useExplorer } from '@/lib/explorer';
import { UNKNOWN_TOKEN_SYMBOL } from '@/lib/tokens';
import { isMalformed } from '../api/get-explorer';

export const EXPLORER_MESSAGES = {
  localChain:
    'This is MemeTank’s local test chain, which runs inside the server: no public explorer knows it, so this page reads it through the server.',
  loadFailed: 'The explorer could not read this right now.',
} as const;

/** Which chain the page reads; on a public cluster, the same thing on its public explorer. */
export function ChainNote({
  href,
}: {
  href: (explorer: ReturnType<typeof useExplorer>) => string;
}) {
  const explorer = useExplorer();
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {explorer.isLocal ? (
        EXPLORER_MESSAGES.localChain
      ) : (
        <span>
          Read from the server’s chain and MemeTank’s ledger.{' '}
          <a
            href={href(explorer)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
          >
            View on {explorer.name}
            <ExternalLink aria-hidden="true" className="size-3" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </span>
      )}
    </p>
  );
}

type AmountFacts = Pick<
  LedgerEntry,
  'amountLamports' | 'direction' | 'mint' | 'tokenAmount' | 'tokenDecimals' | 'tokenSymbol'
>;

/** Whether the entry moved USDC (a USDC campaign's investment, refund or payout). */
const movesUsdc = (entry: Pick<LedgerEntry, 'mint'>, usdcMint: string | null) =>
  usdcMint !== null && entry.mint === usdcMint;

/** What a token row moved, in the token's units and symbol; null for a SOL row. */
function tokensMoved(entry: AmountFacts, usdcMint: string | null): string | null {
  const { mint, tokenAmount } = entry;
  if (!mint || !tokenAmount) return null;
  if (movesUsdc(entry, usdcMint) || (entry.tokenSymbol === 'USDC' && entry.tokenDecimals === 6)) {
    return formatTransactionAmount(fromBaseUnits(tokenAmount, 'USDC'), 'USDC');
  }
  // A server from before the mint's decimals were told: its base units, said to be so.
  if (typeof entry.tokenDecimals !== 'number')
    return `${formatTokenAmount(tokenAmount, 0)} base units`;
  return `${formatTokenAmount(tokenAmount, entry.tokenDecimals)} ${entry.tokenSymbol || UNKNOWN_TOKEN_SYMBOL}`;
}

/**
 * "+0.250 SOL" into the vault, "-0.300 SOL" out of it: a transaction's 3 decimals; a token row in
 * what it moved, with the mint's decimals and symbol ("+400,000 TFROG", "+12.50 USDC"), not in the
 * SOL its network fee cost.
 */
export function entryAmount(entry: AmountFacts, usdcMint: string | null = null): string {
  const amount =
    tokensMoved(entry, usdcMint) ?? formatTransactionSol(lamportsToSol(entry.amountLamports));
  return `${entry.direction === 'in' ? '+' : '-'}${amount}`;
}

/**
 * The SOL a token row cost the vault (a token payout's network fee and any token account rent),
 * "0.002 SOL"; null for a SOL row or when it cost the vault nothing.
 */
export function entryVaultCost(entry: AmountFacts): string | null {
  if (!entry.mint || !entry.tokenAmount || BigInt(entry.amountLamports) === 0n) return null;
  return formatTransactionSol(lamportsToSol(entry.amountLamports));
}

/**
 * "Investment", "Payout (refund)", "Payout (creator payout)", "Token payout (tokens returned)"; a
 * USDC refund or payout (a token payout of the USDC mint) is a payout, not a token payout.
 */
export function entryLabel(
  entry: Pick<LedgerEntry, 'kind' | 'claim' | 'mint'>,
  usdcMint: string | null = null,
): string {
  const kind = entry.kind === 'token_payout' && movesUsdc(entry, usdcMint) ? 'payout' : entry.kind;
  const label = LEDGER_ENTRY_LABELS[kind];
  if (!entry.claim) return label;
  return `${label} (${CLAIM_WORDS[entry.claim.fundType]})`;
}

/** What the claim an entry pays is, in the dashboard's words ("Tokens Returned"), lower case. */
const CLAIM_WORDS: Record<NonNullable<LedgerEntry['claim']>['fundType'], string> = {
  refund: 'refund',
  creator_payout: 'creator payout',
  token_allocation: 'token allocation',
  token_return: 'tokens returned',
};

/** The project an entry belongs to, linked to its page. */
export function EntryProjectLink({ project }: { project: { id: string; name: string } }) {
  return (
    <Link to={`/project/${project.id}`} className="text-primary underline-offset-4 hover:underline">
      {project.name}
    </Link>
  );
}

export function ExplorerTxLink({ signature }: { signature: string }) {
  return (
    <Link
      to={`/explorer/tx/${encodeURIComponent(signature)}`}
      title={signature}
      className="font-mono text-xs text-primary underline-offset-4 hover:underline"
    >
      {shortAddress(signature)}
    </Link>
  );
}

export function ExplorerAddressLink({ address }: { address: string }) {
  return (
    <Link
      to={`/explorer/address/${encodeURIComponent(address)}`}
      title={address}
      className="font-mono text-xs text-primary underline-offset-4 hover:underline"
    >
      {shortAddress(address)}
    </Link>
  );
}

export function ExplorerLoading() {
  return (
    <div role="status" className="space-y-3" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

export function ExplorerError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span role="alert" className="text-destructive">
        {EXPLORER_MESSAGES.loadFailed}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * One explorer page: its title, then the answer of `query` as `children` renders it, a skeleton
 * while it loads, `malformed` when the server says the signature or address is not one, and a
 * retry on any other failure.
 */
export function ExplorerPage<T>(props: {
  title: string;
  description: string;
  query: UseQueryResult<T, Error>;
  malformed: string;
  children(data: T): ReactNode;
}) {
  const { query } = props;
  return (
    <PageContainer className="max-w-4xl space-y-6">
      <title>{`${props.title} | MemeTank`}</title>
      <PageHeader title={props.title} description={props.description} />
      {query.isPending ? (
        <ExplorerLoading />
      ) : query.isError ? (
        isMalformed(query.error) ? (
          <p role="alert" className="text-sm text-destructive">
            {props.malformed}
          </p>
        ) : (
          <ExplorerError onRetry={() => void query.refetch()} />
        )
      ) : (
        props.children(query.data)
      )}
    </PageContainer>
  );
}
