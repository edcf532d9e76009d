// /explorer/tx/:signature: a transaction on the server's chain (confirmed, failed, not found) and
// what MemeTank's ledger knows of it: the investment or payout it is, the project and the wallet.
// The explorer links of the local test chain lead here (no public explorer knows that chain).
import type { ExplorerTxResponse, LedgerEntry } from '@memetank/shared/api/ledger';
import { formatDate, relativeAge } from '@memetank/shared/format-time';
import { CircleCheck, CircleHelp, CircleX, CloudOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from '@/lib/router/router';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { useUsdcMint } from '@/lib/usdc';
import { useExplorerTransaction } from '../api/get-explorer';
import {
  ChainNote,
  ExplorerAddressLink,
  ExplorerPage,
  entryAmount,
  entryLabel,
  EntryProjectLink,
  entryVaultCost,
} from '../components/explorer-parts';

export const TX_STATUS: Record<
  ExplorerTxResponse['status'],
  { label: string; icon: LucideIcon; className: string }
> = {
  confirmed: {
    label: 'Confirmed',
    icon: CircleCheck,
    className: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  },
  failed: {
    label: 'Failed',
    icon: CircleX,
    className: 'border-destructive/40 bg-destructive/10 text-red-800 dark:text-red-300',
  },
  unknown: {
    label: 'Not found on this chain',
    icon: CircleHelp,
    className: 'border-border bg-muted text-muted-foreground',
  },
  unavailable: {
    label: 'Chain unavailable',
    icon: CloudOff,
    className: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
};

export const NOT_IN_LEDGER =
  'Not in MemeTank’s ledger: this transaction is none of the escrow vault’s investments, payouts, reserve deposits or fee withdrawals.';
export const MALFORMED_SIGNATURE = 'This is not a transaction signature.';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

function LedgerCard({ entry }: { entry: LedgerEntry | null }) {
  const now = useNow();
  const usdcMint = useUsdcMint();
  return (
    <Card>
      <CardHeader>
        <CardTitle>In MemeTank’s ledger</CardTitle>
      </CardHeader>
      <CardContent>
        {entry === null ? (
          <p className="text-sm text-muted-foreground">{NOT_IN_LEDGER}</p>
        ) : (
          <dl className="divide-y" aria-label="Ledger entry">
            <Row label="Type">{entryLabel(entry, usdcMint)}</Row>
            <Row label="Amount">
              <span className="font-semibold tabular-nums">{entryAmount(entry, usdcMint)}</span>{' '}
              <span className="text-muted-foreground">
                {entry.direction === 'in' ? 'into the escrow vault' : 'out of the escrow vault'}
              </span>
            </Row>
            {entryVaultCost(entry) ? (
              <Row label="SOL paid by the vault">
                <span className="tabular-nums">{entryVaultCost(entry)}</span>{' '}
                <span className="text-muted-foreground">(network fee and token account rent)</span>
              </Row>
            ) : null}
            {entry.wallet ? (
              <Row label={entry.direction === 'in' ? 'From' : 'To'}>
                <ExplorerAddressLink address={entry.wallet} />
              </Row>
            ) : null}
            <Row label="Project">
              {entry.project ? (
                <EntryProjectLink project={entry.project} />
              ) : entry.kind === 'investment' || entry.kind === 'payout' ? (
                <span className="text-muted-foreground">Not listed (hidden or removed)</span>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </Row>
            {entry.claim ? (
              <Row label="Claim">{entry.claim.isClaimed ? 'Paid' : 'Being paid'}</Row>
            ) : null}
            <Row label="Recorded">
              <time dateTime={entry.time} title={entry.time}>
                {formatDate(entry.time)} ({relativeAge(entry.time, now)})
              </time>
            </Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** Each key's role in the vault's custody (docs/decisions/078-two-of-three-custody.md). */
export const SIGNER_ROLES: Record<ExplorerTxResponse['signers'][number]['role'], string> = {
  hot: 'Hot key (the server’s)',
  'co-signer': 'Co-signer key',
  recovery: 'Recovery key',
  unknown: 'Another key',
};
export const SIGNERS_NOTE =
  'The keys whose signatures this transaction carries, read from the transaction the server sent: two of the vault’s three keys sign every payout.';

function SignersCard({ signers }: { signers: ExplorerTxResponse['signers'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed by</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm text-muted-foreground">{SIGNERS_NOTE}</p>
        <dl className="divide-y" aria-label="Signers">
          {signers.map((signer) => (
            <Row key={signer.address} label={SIGNER_ROLES[signer.role]}>
              <ExplorerAddressLink address={signer.address} />
            </Row>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Transaction({ tx }: { tx: ExplorerTxResponse }) {
  const status = TX_STATUS[tx.status];
  const Icon = status.icon;
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-start gap-1">
            <code className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all">
              {tx.signature}
            </code>
            <CopyAddressButton address={tx.signature} label="signature" />
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted-foreground">Status</span>
            <Badge variant="outline" className={cn(status.className)} data-testid="tx-status">
              <Icon aria-hidden="true" />
              {status.label}
            </Badge>
            {tx.failure ? <span className="text-destructive">{tx.failure}</span> : null}
          </div>
          <ChainNote href={(explorer) => explorer.tx(tx.signature)} />
        </CardContent>
      </Card>
      <LedgerCard entry={tx.ledger} />
      {tx.signers.length > 0 ? <SignersCard signers={tx.signers} /> : null}
    </div>
  );
}

export default function ExplorerTxRoute() {
  const { signature = '' } = useParams();
  return (
    <ExplorerPage
      title="Transaction"
      description="What the chain and MemeTank’s own ledger say about this transaction."
      query={useExplorerTransaction(signature)}
      malformed={MALFORMED_SIGNATURE}
    >
      {(tx) => <Transaction tx={tx} />}
    </ExplorerPage>
  );
}
