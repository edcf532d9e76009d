// "Bonding Curve Progress": how far the token is along its launch curve, "Bonding" until it
// completes, "Bonded" once it has (complete, or progress at 100 or more); "No market yet" when no
// market data provider has the token (no curve to show, rather than "Bonding 0.0%").
import type { TokenData } from '@memetank/shared/api/tokens';
import { formatPercent, progressBarWidth } from '@memetank/shared/format-progress';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { NO_MARKET } from './detail-messages';
import { hasMarket } from './market-figures';

export function isBonded(token: Pick<TokenData, 'complete' | 'bonding_curve_progress'>): boolean {
  return token.complete || (token.bonding_curve_progress ?? 0) >= 100;
}

export interface BondingCurveCardProps {
  token: TokenData | undefined;
  isLoading: boolean;
}

export function BondingCurveCard({ token, isLoading }: BondingCurveCardProps) {
  const market = token && hasMarket(token) ? token : undefined;
  const bonded = market ? isBonded(market) : false;
  const progress = market
    ? bonded
      ? Math.max(100, market.bonding_curve_progress ?? 100)
      : (market.bonding_curve_progress ?? 0)
    : 0;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>Bonding Curve Progress</CardTitle>
        {market ? (
          <Badge variant={bonded ? 'success' : 'secondary'} data-testid="bonding-status">
            {bonded ? 'Bonded' : 'Bonding'}
          </Badge>
        ) : token ? (
          <Badge variant="outline" data-testid="bonding-status">
            {NO_MARKET.title}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-2">
        {isLoading ? (
          <Skeleton className="h-8 w-full" />
        ) : market ? (
          <>
            <Progress value={progressBarWidth(progress)} aria-label="Bonding curve progress" />
            <div className="flex justify-between text-sm">
              <span className="text-muted-foreground">
                {bonded ? 'Graduated from the curve' : 'Progress to graduation'}
              </span>
              <span className="font-semibold tabular-nums" data-testid="bonding-percent">
                {formatPercent(progress)}
              </span>
            </div>
          </>
        ) : token ? (
          <p className="text-sm text-muted-foreground">{NO_MARKET.description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Market data is not available right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
