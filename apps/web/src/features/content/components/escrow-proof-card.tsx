// A live proof on the security page: the escrow vault's address (on the explorer), its balance on
// chain, what it owes (investments held, unclaimed refunds and payouts, fees not withdrawn) and
// the difference, from GET /api/escrow, read again every 30 seconds.
import type { EscrowProof } from '@memetank/shared/api/ledger';
import { formatSol } from '@memetank/shared/format-money';
import { relativeAge } from '@memetank/shared/format-time';
import { lamportsToSol } from '@memetank/shared/lamports';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { AddressLink } from '@/components/address-link';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { useEscrowProof } from '../api/get-escrow-proof';

export const ESCROW_PROOF_MESSAGES = {
  loadFailed: 'The vault’s figures could not be loaded.',
  disabled:
    'No escrow vault is configured on this deployment, so investing is off and no SOL is held.',
  unavailable: 'Unavailable: the chain could not be read',
  covered:
    'Covered: the vault holds everything it owes. The difference is its reserve: the rent-exempt minimum, and the SOL it keeps for the network fees and token accounts of token payouts.',
  short: 'Short: the vault holds less than it owes. Payouts are paused until it is covered.',
} as const;

/** "1.2346 SOL" for decimal lamports text, with a minus sign when negative. */
function solText(lamports: string): string {
  const negative = lamports.startsWith('-');
  const sol = lamportsToSol(negative ? lamports.slice(1) : lamports);
  return `${negative && sol > 0 ? '-' : ''}${formatSol(sol)}`;
}

/** The exact amount, for the title: "0.25 SOL (250000000 lamports)". */
function exact(lamports: string): string {
  const negative = lamports.startsWith('-');
  const sol = lamportsToSol(negative ? lamports.slice(1) : lamports);
  return `${negative ? '-' : ''}${sol} SOL (${lamports} lamports)`;
}

function Figure({
  label,
  lamports,
  testId,
  children,
}: {
  label: string;
  lamports: string | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1 rounded-lg bg-muted/60 p-4">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="space-y-1">
        <span
          className="block text-lg font-semibold tabular-nums"
          data-testid={testId}
          title={lamports === null ? undefined : exact(lamports)}
        >
          {lamports === null ? (
            <span className="text-sm font-normal text-muted-foreground">
              {ESCROW_PROOF_MESSAGES.unavailable}
            </span>
          ) : (
            solText(lamports)
          )}
        </span>
        {children}
      </dd>
    </div>
  );
}

function Proof({ proof }: { proof: Extract<EscrowProof, { enabled: true }> }) {
  const now = useNow();
  const difference = proof.differenceLamports;
  const short = difference !== null && difference.startsWith('-');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Vault address</span>
        <AddressLink address={proof.vault} length="long" label="Escrow vault" />
        <CopyAddressButton address={proof.vault} label="vault address" />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Balance on chain" lamports={proof.balanceLamports} testId="escrow-balance" />
        <Figure label="Owed" lamports={proof.owedLamports} testId="escrow-owed">
          <ul className="space-y-0.5 pt-1 text-xs text-muted-foreground">
            <li>Investments held: {solText(proof.owed.investmentsHeldLamports)}</li>
            <li>Unclaimed refunds and payouts: {solText(proof.owed.unclaimedClaimsLamports)}</li>
            <li>Fees not withdrawn: {solText(proof.owed.feesNotWithdrawnLamports)}</li>
          </ul>
        </Figure>
        <Figure label="Difference" lamports={difference} testId="escrow-difference" />
      </dl>
      {difference === null ? null : (
        <p
          role={short ? 'alert' : undefined}
          className={cn(
            'flex items-start gap-2 text-sm',
            short ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400',
          )}
        >
          {short ? (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {short ? ESCROW_PROOF_MESSAGES.short : ESCROW_PROOF_MESSAGES.covered}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        Checked{' '}
        <time dateTime={proof.checkedAt} title={proof.checkedAt}>
          {relativeAge(proof.checkedAt, now).toLowerCase()}
        </time>
        ; updated every 30 seconds.
      </p>
    </div>
  );
}

export function EscrowProofCard() {
  const escrow = useEscrowProof();
  return (
    <Card className="p-6" aria-busy={escrow.isPending} data-testid="escrow-proof">
      {escrow.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : escrow.isError && !escrow.data ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span role="alert" className="text-destructive">
            {ESCROW_PROOF_MESSAGES.loadFailed}
          </span>
          <Button variant="outline" size="sm" onClick={() => void escrow.refetch()}>
            Try again
          </Button>
        </div>
      ) : escrow.data?.enabled ? (
        <Proof proof={escrow.data} />
      ) : (
        <p className="text-sm text-muted-foreground">{ESCROW_PROOF_MESSAGES.disabled}</p>
      )}
    </Card>
  );
}
