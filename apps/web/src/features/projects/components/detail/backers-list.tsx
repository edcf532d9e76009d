// "Backers": the project's investments confirmed on chain, newest first, from the public ledger
// (GET /api/projects/:id/investments): the wallet, the amount, how long ago, and the transfer's
// signature on the explorer, so anyone can check the money went into escrow. A new investment
// shows up live: the page's event stream refetches the list on every `funding` event.
import { fromBaseUnits } from '@memetank/shared/currency';
import { formatTransactionAmount } from '@memetank/shared/format-money';
import { relativeAge } from '@memetank/shared/format-time';
import { HandCoins } from 'lucide-react';
import { useId } from 'react';
import { AddressLink } from '@/components/address-link';
import { TransactionLink } from '@/components/transaction-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { useWallet } from '@/lib/wallet';
import { useBackers } from '../../api/list-backers';

export const BACKERS_MESSAGES = {
  title: 'Backers',
  description:
    'Every investment confirmed on chain and held in escrow, newest first. Anyone can check each one on the explorer.',
  empty: 'No investments yet. Be the first to back this project!',
  loadFailed: 'Backers could not be loaded.',
  more: 'Show more backers',
} as const;

export function BackersList({ projectId }: { projectId: string }) {
  const backers = useBackers(projectId);
  const { isLocalChain } = useWallet();
  const now = useNow();
  const titleId = useId();
  const items = backers.data?.pages.flatMap((page) => page.items) ?? [];
  // Every page names the campaign's currency: each amount is base units of it.
  const currency = backers.data?.pages[0]?.currency ?? 'SOL';

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <HandCoins aria-hidden="true" className="size-5 text-primary" />
          {BACKERS_MESSAGES.title}
          {backers.data ? (
            <span className="text-sm font-normal text-muted-foreground">
              ({items.length}
              {backers.hasNextPage ? '+' : ''})
            </span>
          ) : null}
        </CardTitle>
        <CardDescription>{BACKERS_MESSAGES.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {backers.isPending ? (
          <div className="space-y-2" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : backers.isError && items.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span role="alert">{BACKERS_MESSAGES.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void backers.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{BACKERS_MESSAGES.empty}</p>
        ) : (
          <ul aria-label="Backers" className="divide-y">
            {items.map((backer) => {
              const amount = fromBaseUnits(backer.amountUnits, currency);
              return (
                <li
                  key={backer.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5 text-sm first:pt-0 last:pb-0"
                >
                  <AddressLink address={backer.wallet} label="Backer wallet" />
                  <span
                    className="font-semibold tabular-nums"
                    title={`${amount} ${currency}`}
                    data-testid="backer-amount"
                  >
                    {formatTransactionAmount(amount, currency)}
                  </span>
                  <time
                    dateTime={backer.investedAt}
                    title={backer.investedAt}
                    className="text-muted-foreground"
                  >
                    {relativeAge(backer.investedAt, now)}
                  </time>
                  <TransactionLink signature={backer.signature} isLocalChain={isLocalChain} />
                </li>
              );
            })}
          </ul>
        )}
        {backers.hasNextPage ? (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={backers.isFetchingNextPage}
              onClick={() => void backers.fetchNextPage()}
            >
              {backers.isFetchingNextPage ? 'Loading...' : BACKERS_MESSAGES.more}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
