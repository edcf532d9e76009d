// The token-market panel: the token's symbol, market cap, price and supply, and its 5 latest trades
// (the full list is "Latest Market Trades"); "No market yet" when no market data provider has the
// token, instead of a row of dashes.
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { MARKET_PANEL_TRADES } from '@memetank/shared/constants';
import { formatCompact, formatTokenAmount } from '@memetank/shared/format-money';
import { Activity } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/lib/use-now';
import { NO_MARKET, lastTradesLabel } from './detail-messages';
import { formatMarketCap, formatTokenPrice, hasMarket, tokenPriceSol } from './market-figures';
import { TradeSide, tradeAge, tradeSol } from './trade-parts';

export interface TokenMarketPanelProps {
  market: TokenResponse | undefined;
  isLoading: boolean;
}

export function TokenMarketPanel({ market, isLoading }: TokenMarketPanelProps) {
  const now = useNow();
  const token = market?.token;
  const price = token ? tokenPriceSol(token) : null;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5 text-primary" /> Token Market
        </CardTitle>
        {token ? (
          <span className="rounded-full bg-muted px-2.5 py-0.5 font-mono text-xs font-semibold">
            ${token.symbol}
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {isLoading ? (
          <Skeleton className="h-28 w-full" />
        ) : !market || !token ? (
          <p className="text-sm text-muted-foreground">Market data is not available right now.</p>
        ) : !hasMarket(token) ? (
          <div className="space-y-1" data-testid="no-market">
            <p className="font-semibold">{NO_MARKET.title}</p>
            <p className="text-sm text-muted-foreground">{NO_MARKET.description}</p>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label="Market Cap" value={formatMarketCap(token) ?? '—'} />
              <Figure
                label="Price"
                value={price === null ? '—' : `${formatTokenPrice(price)} SOL`}
              />
              <Figure
                label="Total Supply"
                value={token.total_supply === null ? '—' : formatTokenAmount(token.total_supply)}
              />
            </dl>
            <div>
              {market.trades.length === 0 ? (
                <p className="text-sm text-muted-foreground">No trades yet.</p>
              ) : (
                <>
                  <h3 className="mb-2 text-sm font-semibold">
                    {lastTradesLabel(Math.min(market.trades.length, MARKET_PANEL_TRADES))}
                  </h3>
                  <ul aria-label="Latest trades" className="divide-y rounded-lg border">
                    {market.trades.slice(0, MARKET_PANEL_TRADES).map((trade) => (
                      <li
                        key={trade.signature}
                        className="flex items-center gap-3 px-3 py-2 text-sm"
                      >
                        <TradeSide isBuy={trade.is_buy} />
                        <span className="font-medium tabular-nums">{tradeSol(trade)}</span>
                        <span className="hidden text-muted-foreground tabular-nums sm:inline">
                          {formatCompact(trade.token_amount / 1e6)} {token.symbol}
                        </span>
                        <span className="ml-auto text-xs whitespace-nowrap text-muted-foreground">
                          {tradeAge(trade, now)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
