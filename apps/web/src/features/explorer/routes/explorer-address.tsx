// /explorer/address/:address: an address's balance on the server's chain and MemeTank's ledger
// entries naming it (its investments, the payouts it received); for the escrow vault, the whole
// ledger's latest. The explorer links of the local test chain lead here.
import type { ExplorerAddressResponse } from '@memetank/shared/api/ledger';
import { formatSol } from '@memetank/shared/format-money';
import { relativeAge } from '@memetank/shared/format-time';
import { lamportsToSol } from '@memetank/shared/lamports';
import { Vault } from 'lucide-react';
import { Link, useParams } from '@/lib/router/router';
import { CompactTable } from '@/components/compact-table';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { useUsdcMint } from '@/lib/usdc';
import { useExplorerAddress } from '../api/get-explorer';
import {
  ChainNote,
  ExplorerAddressLink,
  ExplorerPage,
  ExplorerTxLink,
  entryAmount,
  entryLabel,
  EntryProjectLink,
} from '../components/explorer-parts';

export const NO_ENTRIES = 'MemeTank’s ledger has no investments or payouts for this address.';
export const MALFORMED_ADDRESS = 'This is not a Solana address.';
export const CHAIN_UNAVAILABLE = 'Unavailable: the chain could not be read';

function Entries({ account }: { account: ExplorerAddressResponse }) {
  const now = useNow();
  const usdcMint = useUsdcMint();
  return (
    <Card>
      <CardHeader>
        <CardTitle>In MemeTank’s ledger</CardTitle>
        <CardDescription>
          {account.isVault
            ? 'The latest SOL and tokens into and out of the escrow vault, newest first.'
            : 'The latest investments from this address and payouts to it, newest first.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {account.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_ENTRIES}</p>
        ) : (
          <CompactTable
            label="Ledger entries"
            columns={[
              { label: 'Type' },
              { label: 'Amount', className: 'text-right' },
              { label: 'Project' },
              ...(account.isVault ? [{ label: 'Wallet' }] : []),
              { label: 'Age' },
              { label: 'Transaction' },
            ]}
          >
            {account.entries.map((entry) => (
              <tr key={entry.signature} className="border-b last:border-0">
                <td className="py-2 pr-3">{entryLabel(entry, usdcMint)}</td>
                <td
                  className={cn(
                    'py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums',
                    entry.direction === 'in'
                      ? 'text-emerald-700 dark:text-emerald-400'
                      : 'text-foreground',
                  )}
                >
                  {entryAmount(entry, usdcMint)}
                </td>
                <td className="py-2 pr-3">
                  {entry.project ? (
                    <EntryProjectLink project={entry.project} />
                  ) : (
                    <span className="text-muted-foreground">-</span>
                  )}
                </td>
                {account.isVault ? (
                  <td className="py-2 pr-3">
                    {entry.wallet ? <ExplorerAddressLink address={entry.wallet} /> : null}
                  </td>
                ) : null}
                <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground">
                  <time dateTime={entry.time} title={entry.time}>
                    {relativeAge(entry.time, now)}
                  </time>
                </td>
                <td className="py-2">
                  <ExplorerTxLink signature={entry.signature} />
                </td>
              </tr>
            ))}
          </CompactTable>
        )}
      </CardContent>
    </Card>
  );
}

function Account({ account }: { account: ExplorerAddressResponse }) {
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-start gap-1">
            <code className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all">
              {account.address}
            </code>
            <CopyAddressButton address={account.address} label="address" />
          </div>
          {account.isVault ? (
            <p className="flex items-center gap-2 text-sm font-medium">
              <Vault aria-hidden="true" className="size-4 text-primary" />
              <span>
                MemeTank’s escrow vault.{' '}
                <Link
                  to="/security#escrow-vault"
                  className="text-primary underline underline-offset-4"
                >
                  What it holds and owes
                </Link>
              </span>
            </p>
          ) : null}
          <dl className="flex flex-wrap items-baseline gap-3 text-sm">
            <dt className="text-muted-foreground">Balance</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="address-balance">
              {account.balanceLamports === null ? (
                <span className="text-sm font-normal text-muted-foreground">
                  {CHAIN_UNAVAILABLE}
                </span>
              ) : (
                formatSol(lamportsToSol(account.balanceLamports))
              )}
            </dd>
          </dl>
          <ChainNote href={(explorer) => explorer.address(account.address)} />
        </CardContent>
      </Card>
      <Entries account={account} />
    </div>
  );
}

export default function ExplorerAddressRoute() {
  const { address = '' } = useParams();
  return (
    <ExplorerPage
      title="Address"
      description="Its balance on the chain and what MemeTank’s own ledger records for it."
      query={useExplorerAddress(address)}
      malformed={MALFORMED_ADDRESS}
    >
      {(account) => <Account account={account} />}
    </ExplorerPage>
  );
}
