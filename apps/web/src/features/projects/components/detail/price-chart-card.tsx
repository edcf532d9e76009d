// "Token Price": the token's price at each of its market trades (the trades the token market panel
// shows, from the same query). Shown only when there are trades; like the funding chart, its code
// loads when it comes near the screen, in a box of fixed height.
import type { Trade } from '@memetank/shared/api/tokens';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { ChartAttribution, ChartSlot, LazyPriceChart } from '@/components/charts/lazy-charts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useNearViewport } from '@/lib/use-near-viewport';

export const PRICE_CHART_MESSAGES = {
  title: 'Token Price',
  description: 'SOL per token at each of the latest market trades.',
  loading: 'Loading the price chart',
} as const;

export const PRICE_CHART_HEIGHT = 200;

export function PriceChartCard({
  trades,
  symbol,
}: {
  trades: readonly Trade[] | undefined;
  symbol: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const titleId = useId();
  if (!trades || trades.length === 0) return null;

  return (
    <Card ref={ref} role="region" aria-labelledby={titleId} data-testid="price-chart-card">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-primary" />
          {PRICE_CHART_MESSAGES.title}
        </CardTitle>
        <CardDescription>{PRICE_CHART_MESSAGES.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <ChartSlot
          height={PRICE_CHART_HEIGHT}
          near={near}
          ready
          placeholderLabel={PRICE_CHART_MESSAGES.loading}
        >
          <LazyPriceChart trades={trades} symbol={symbol} height={PRICE_CHART_HEIGHT} />
        </ChartSlot>
        <ChartAttribution />
      </CardContent>
    </Card>
  );
}
