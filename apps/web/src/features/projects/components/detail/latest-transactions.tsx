// "Latest Market Trades" (first named "Latest Transactions"): the token's trades on its market,
// newest first, 20 at a time ("Show More" adds 20): buy or sell, SOL with 3 decimals, tokens,
// trader, age, and the signature linked to the explorer. Investments in the campaign are not
// trades: they are listed under "Backers". Only a provider's trades are listed (each a real
// transaction to link); a token with no market says "No market yet".
import type { Trade } from '@memetank/shared/api/tokens';
import { TRANSACTIONS_PAGE_SIZE } from '@memetank/shared/constants';
import { shortAddress } from '@memetank/shared/format-address';
import { formatTokenAmount } from '@memetank/shared/format-money';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { CompactTable } from '@/components/compact-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useExplorer } from '@/lib/explorer';
import { useNow } from '@/lib/use-now';
import { NO_MARKET } from './detail-messages';
import { TradeSide, tradeAge, tradeSol } from './trade-parts';

export interface LatestTransactionsProps {
  trades: Trade[] | undefined;
  isLoading: boolean;
  /** No market data provider has the token (hasMarket): "No market yet" instead of "No trades yet". */
  noMarket?: boolean;
}

export function LatestTransactions({
  trades,
  isLoading,
  noMarket = false,
}: LatestTransactionsProps) {
  const [shown, setShown] = useState(TRANSACTIONS_PAGE_SIZE);
  const now = useNow();
  const explorer = useExplorer();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Latest Market Trades</CardTitle>
        <CardDescription>
          Buys and sells of the token on its market; investments in this campaign are listed under
          Backers.
          {trades && trades.length > 0
            ? ` Showing ${Math.min(shown, trades.length)} of ${trades.length}.`
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-9 w-full" />
            ))}
          </div>
        ) : !trades ? (
          <p className="text-sm text-muted-foreground">Market data is not available right now.</p>
        ) : trades.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {noMarket ? NO_MARKET.trades : 'No trades yet.'}
          </p>
        ) : (
          <>
            <CompactTable
              label="Latest market trades"
              className="sm:min-w-[36rem]"
              columns={[
                { label: 'Type' },
                { label: 'SOL', className: 'text-right' },
                { label: 'Tokens', className: 'hidden text-right sm:table-cell' },
                { label: 'Trader', className: 'hidden sm:table-cell' },
                { label: 'Age' },
                { label: 'Transaction' },
              ]}
            >
              {trades.slice(0, shown).map((trade) => (
                <tr key={trade.signature} className="border-b last:border-0 hover:bg-muted/40">
                  <td className="py-2 pr-3">
                    <TradeSide isBuy={trade.is_buy} />
                  </td>
                  <td className="py-2 pr-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {tradeSol(trade)}
                  </td>
                  <td className="hidden py-2 pr-3 text-right text-muted-foreground tabular-nums sm:table-cell">
                    {formatTokenAmount(trade.token_amount)}
                  </td>
                  <td
                    className="hidden py-2 pr-3 font-mono text-xs sm:table-cell"
                    title={trade.user}
                  >
                    {shortAddress(trade.user)}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground">
                    {tradeAge(trade, now)}
                  </td>
                  <td className="py-2">
                    <a
                      href={explorer.tx(trade.signature)}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={trade.signature}
                      className="inline-flex items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline"
                    >
                      {shortAddress(trade.signature)}
                      <ExternalLink aria-hidden="true" className="size-3" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </td>
                </tr>
              ))}
            </CompactTable>
            {shown < trades.length ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => setShown((count) => count + TRANSACTIONS_PAGE_SIZE)}
                >
                  Show More
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
