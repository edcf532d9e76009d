// A live proof on the security page: the escrow vault's address (on the explorer), its balance on
// chain, what it owes (investments held, unclaimed refunds and payouts, fees not withdrawn) and
// the difference, from GET /api/escrow, read again every 30 seconds; and the same for its USDC
// (USDC campaigns) when the deployment has a USDC mint.
import type { CustodyProof, EscrowProof } from '@memetank/shared/api/ledger';
import { type Currency, fromBaseUnits } from '@memetank/shared/currency';
import { formatCurrencyAmount } from '@memetank/shared/format-money';
import { relativeAge } from '@memetank/shared/format-time';
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
    'Covered: the vault holds everything it owes. The difference is its reserve: the SOL it keeps for the network fees and token accounts of token payouts.',
  short: 'Short: the vault holds less than it owes. Payouts are paused until it is covered.',
  custody: (threshold: number, signers: number) =>
    `${threshold} of ${signers} keys must sign every transfer out of the vault (an SPL Token multisig on chain): no single key can move it.`,
} as const;

/** What each of the vault's keys is, in the words of the Security page. */
export const CUSTODY_ROLE_LABELS: Record<CustodyProof['signers'][number]['role'], string> = {
  hot: 'Server key',
  'co-signer': 'Co-signer key',
  recovery: 'Recovery key (held offline)',
  unknown: 'Other key',
};

const BASE_UNIT_NAMES: Record<Currency, string> = { SOL: 'lamports', USDC: 'base units' };

/** "1.2346 SOL" ("1.25 USDC") for decimal base-unit text, with a minus sign when negative. */
function amountText(units: string, currency: Currency = 'SOL'): string {
  const negative = units.startsWith('-');
  const amount = fromBaseUnits(negative ? units.slice(1) : units, currency);
  return `${negative && amount > 0 ? '-' : ''}${formatCurrencyAmount(amount, currency)}`;
}

/** The exact amount, for the title: "0.25 SOL (250000000 lamports)". */
function exact(units: string, currency: Currency): string {
  const negative = units.startsWith('-');
  const amount = fromBaseUnits(negative ? units.slice(1) : units, currency);
  return `${negative ? '-' : ''}${amount} ${currency} (${units} ${BASE_UNIT_NAMES[currency]})`;
}

function Figure({
  label,
  lamports,
  currency = 'SOL',
  testId,
  children,
}: {
  label: string;
  /** Base units of `currency` (lamports for SOL). */
  lamports: string | null;
  currency?: Currency;
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
          title={lamports === null ? undefined : exact(lamports, currency)}
        >
          {lamports === null ? (
            <span className="text-sm font-normal text-muted-foreground">
              {ESCROW_PROOF_MESSAGES.unavailable}
            </span>
          ) : (
            amountText(lamports, currency)
          )}
        </span>
        {children}
      </dd>
    </div>
  );
}

function Custody({ custody }: { custody: CustodyProof }) {
  return (
    <section aria-label="Custody" className="space-y-1 text-sm">
      <p>{ESCROW_PROOF_MESSAGES.custody(custody.threshold, custody.signers.length)}</p>
      <ul className="space-y-0.5 text-xs text-muted-foreground">
        {custody.signers.map((signer) => (
          <li key={signer.address} className="flex flex-wrap items-center gap-2">
            {CUSTODY_ROLE_LABELS[signer.role]}
            <AddressLink address={signer.address} label={CUSTODY_ROLE_LABELS[signer.role]} />
          </li>
        ))}
        <li className="flex flex-wrap items-center gap-2">
          Its SOL, as wrapped SOL
          <AddressLink address={custody.solAccount} label="Wrapped SOL account" />
        </li>
      </ul>
    </section>
  );
}

function Proof({ proof }: { proof: Extract<EscrowProof, { enabled: true }> }) {
  const now = useNow();
  const difference = proof.differenceLamports;
  const usdc = proof.usdc;
  // Short when either side holds less than it owes: SOL and USDC are owed and paid apart.
  const short = [difference, usdc?.differenceUnits].some((value) => value?.startsWith('-'));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Vault address</span>
        <AddressLink address={proof.vault} length="long" label="Escrow vault" />
        <CopyAddressButton address={proof.vault} label="vault address" />
      </div>
      {proof.custody ? <Custody custody={proof.custody} /> : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Balance on chain" lamports={proof.balanceLamports} testId="escrow-balance" />
        <Figure label="Owed" lamports={proof.owedLamports} testId="escrow-owed">
          <ul className="space-y-0.5 pt-1 text-xs text-muted-foreground">
            <li>Investments held: {amountText(proof.owed.investmentsHeldLamports)}</li>
            <li>Unclaimed refunds and payouts: {amountText(proof.owed.unclaimedClaimsLamports)}</li>
            <li>Fees not withdrawn: {amountText(proof.owed.feesNotWithdrawnLamports)}</li>
          </ul>
        </Figure>
        <Figure label="Difference" lamports={difference} testId="escrow-difference" />
      </dl>
      {usdc ? (
        <section aria-label="USDC" className="space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-medium">
            USDC <span className="font-normal text-muted-foreground">(USDC campaigns)</span>
          </h3>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Figure
              label="USDC balance on chain"
              lamports={usdc.balanceUnits}
              currency="USDC"
              testId="escrow-usdc-balance"
            />
            <Figure
              label="USDC owed"
              lamports={usdc.owedUnits}
              currency="USDC"
              testId="escrow-usdc-owed"
            >
              <p className="pt-1 text-xs text-muted-foreground">
                Investments held, unclaimed refunds and payouts, and fees not withdrawn.
              </p>
            </Figure>
            <Figure
              label="USDC difference"
              lamports={usdc.differenceUnits}
              currency="USDC"
              testId="escrow-usdc-difference"
            />
          </dl>
        </section>
      ) : null}
      {difference === null && !short ? null : (
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
