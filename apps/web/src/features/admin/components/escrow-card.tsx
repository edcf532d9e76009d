// The escrow vault at a glance: its address and balance, the platform fees of settled campaigns
// waiting to be withdrawn (SOL, and USDC of USDC campaigns: never added together), the treasury
// they go to, the button that withdraws them, and the payouts the co-signer refused.
import type { EscrowStatus } from '@memetank/shared/api/ledger';
import { shortAddressLong } from '@memetank/shared/format-address';
import { formatCurrencyAmount, formatSol } from '@memetank/shared/format-money';
import { ExternalLink, Landmark, Vault } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { explorerAccountUrl } from '@/lib/explorer-links';
import { ESCROW_LOAD_FAILED } from '../api/admin-escrow';
import { PayoutRefusals } from './payout-refusals';

const NOT_CONFIGURED = 'Not configured';

/** The vault's three keys (docs/decisions/078-two-of-three-custody.md). */
const CUSTODY_ROLES: Record<
  NonNullable<EscrowStatus['custody']>['signers'][number]['role'],
  string
> = {
  hot: 'Server key',
  'co-signer': 'Co-signer key',
  recovery: 'Recovery key',
  unknown: 'Other key',
};

interface EscrowCardProps {
  escrow: EscrowStatus | undefined;
  isLoading: boolean;
  isError: boolean;
  /** From useWallet(): the local test chain has no public explorer. */
  isLocalChain: boolean;
  withdrawing: boolean;
  onWithdraw(): void;
}

/** Why "Withdraw Fees" is disabled, or null when it is not. */
export function withdrawBlockedReason(escrow: EscrowStatus): string | null {
  if (!escrow.treasuryWallet) return 'No treasury wallet is configured (TREASURY_WALLET).';
  if (escrow.feesAvailable <= 0 && escrow.feesAvailableUsdc <= 0) {
    return 'There are no fees to withdraw.';
  }
  return null;
}

function Address({
  address,
  label,
  isLocalChain,
}: {
  address: string | null;
  label: string;
  isLocalChain: boolean;
}) {
  if (!address) return <span className="text-muted-foreground">{NOT_CONFIGURED}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono text-sm" title={address}>
        {shortAddressLong(address)}
      </span>
      <CopyAddressButton address={address} label={label} />
      {isLocalChain ? null : (
        <a
          href={explorerAccountUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${label} on the explorer (opens in a new tab)`}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      )}
    </span>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1 rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export function EscrowCard({
  escrow,
  isLoading,
  isError,
  isLocalChain,
  withdrawing,
  onWithdraw,
}: EscrowCardProps) {
  const blocked = escrow ? withdrawBlockedReason(escrow) : null;
  return (
    <Card role="region" aria-labelledby="admin-escrow-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="admin-escrow-title" className="flex items-center gap-2 text-lg">
            <Vault aria-hidden="true" className="size-5 text-primary" />
            Escrow
          </CardTitle>
          <CardDescription>
            The platform’s escrow vault: investments wait here until their campaign settles.
          </CardDescription>
        </div>
        {escrow ? (
          <span title={blocked ?? undefined}>
            <Button
              onClick={onWithdraw}
              disabled={blocked !== null || withdrawing}
              aria-describedby={blocked ? 'admin-withdraw-blocked' : undefined}
            >
              {withdrawing ? (
                <Spinner className="size-4 text-current" />
              ) : (
                <Landmark aria-hidden="true" />
              )}
              {withdrawing ? 'Withdrawing...' : 'Withdraw Fees'}
            </Button>
            {blocked ? (
              <span id="admin-withdraw-blocked" className="sr-only">
                {blocked}
              </span>
            ) : null}
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
        ) : isError || !escrow ? (
          <p role="alert" className="text-sm text-destructive">
            {ESCROW_LOAD_FAILED}
          </p>
        ) : (
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label="Vault">
              <Address address={escrow.vault} label="vault address" isLocalChain={isLocalChain} />
            </Figure>
            <Figure label="Vault balance">
              {escrow.vaultBalance === null ? (
                <span className="text-muted-foreground">Unavailable</span>
              ) : (
                formatSol(escrow.vaultBalance)
              )}
            </Figure>
            <Figure label="Fees available">
              <span className="block">{formatSol(escrow.feesAvailable)}</span>
              <span className="block" data-testid="fees-available-usdc">
                {formatCurrencyAmount(escrow.feesAvailableUsdc, 'USDC')}
              </span>
            </Figure>
            <Figure label="Treasury wallet">
              <Address
                address={escrow.treasuryWallet}
                label="treasury wallet"
                isLocalChain={isLocalChain}
              />
            </Figure>
            {escrow.custody ? (
              <Figure label="Custody">
                <span className="block">
                  {escrow.custody.threshold} of {escrow.custody.signers.length} keys sign every
                  payout
                </span>
                <ul className="space-y-0.5 text-sm">
                  {escrow.custody.signers.map((signer) => (
                    <li key={signer.address} className="flex flex-wrap items-center gap-1">
                      <span className="text-muted-foreground">{CUSTODY_ROLES[signer.role]}</span>
                      <Address
                        address={signer.address}
                        label={`${CUSTODY_ROLES[signer.role].toLowerCase()}`}
                        isLocalChain={isLocalChain}
                      />
                    </li>
                  ))}
                </ul>
              </Figure>
            ) : null}
          </dl>
        )}
        {escrow && !isLoading && !isError ? <PayoutRefusals refusals={escrow.refusals} /> : null}
      </CardContent>
    </Card>
  );
}
