// "Bonding Curve Progress": how far the token is along its launch curve, "Bonding" until it
// completes, "Bonded" once it has (complete, or progress at 100 or more).
import type { TokenData } from '@memetank/shared/api/tokens';
import { formatPercent, progressBarWidth } from '@memetank/shared/format-progress';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';

export function isBonded(token: Pick<TokenData, 'complete' | 'bonding_curve_progress'>): boolean {
  return token.complete || (token.bonding_curve_progress ?? 0) >= 100;
}

export interface BondingCurveCardProps {
  token: TokenData | undefined;
  isLoading: boolean;
}

export function BondingCurveCard({ token, isLoading }: BondingCurveCardProps) {
  const bonded = token ? isBonded(token) : false;
  const progress = token
    ? bonded
      ? Math.max(100, token.bonding_curve_progress ?? 100)
      : (token.bonding_curve_progress ?? 0)
    : 0;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>Bonding Curve Progress</CardTitle>
        {token ? (
          <Badge variant={bonded ? 'success' : 'secondary'} data-testid="bonding-status">
            {bonded ? 'Bonded' : 'Bonding'}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-2">
        {isLoading ? (
          <Skeleton className="h-8 w-full" />
        ) : token ? (
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
        ) : (
          <p className="text-sm text-muted-foreground">Market data is not available right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
