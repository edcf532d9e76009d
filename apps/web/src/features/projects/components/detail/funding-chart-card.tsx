// "Funding Over Time": the raise as the escrow ledger recorded it, against the goal and up to the
// deadline. Its data loads when the card comes near the screen, and the chart library only then and
// only when there is an investment to draw (a campaign without one says so instead), in a box of
// fixed height, so nothing below it moves.
import type { ProjectDetail } from '@memetank/shared/api/projects';
import type { Currency } from '@memetank/shared/currency';
import { ChartLine } from 'lucide-react';
import { useId } from 'react';
import { ChartAttribution, ChartSlot, LazyFundingChart } from '@/components/charts/lazy-charts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFundingHistory } from '@/lib/funding-history';
import { useNearViewport } from '@/lib/use-near-viewport';

export const FUNDING_CHART_MESSAGES = {
  title: 'Funding Over Time',
  /** In the campaign's currency: "USDC raised, …" for a USDC campaign. */
  description: (currency: Currency) =>
    `${currency} raised, from every investment the escrow ledger recorded, against the goal and up to the deadline.`,
  loading: 'Loading the funding chart',
  loadFailed: 'The funding chart could not be loaded.',
  empty: 'No investments yet: the chart starts with the first confirmed one.',
} as const;

export const FUNDING_CHART_HEIGHT = 240;

export function FundingChartCard({ project }: { project: Pick<ProjectDetail, 'id' | 'currency'> }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const history = useFundingHistory(project.id, near);
  const titleId = useId();
  const empty = history.data?.points.length === 0;

  return (
    <Card ref={ref} role="region" aria-labelledby={titleId} data-testid="funding-chart-card">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <ChartLine aria-hidden="true" className="size-5 text-primary" />
          {FUNDING_CHART_MESSAGES.title}
        </CardTitle>
        <CardDescription>
          {FUNDING_CHART_MESSAGES.description(history.data?.currency ?? project.currency)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {history.isError || empty ? (
          <p
            role={history.isError ? 'alert' : undefined}
            className="flex items-center justify-center rounded-lg border border-dashed px-4 text-center text-sm text-muted-foreground"
            style={{ height: FUNDING_CHART_HEIGHT }}
          >
            {history.isError ? FUNDING_CHART_MESSAGES.loadFailed : FUNDING_CHART_MESSAGES.empty}
          </p>
        ) : (
          <ChartSlot
            height={FUNDING_CHART_HEIGHT}
            near={near}
            ready={history.data !== undefined}
            placeholderLabel={FUNDING_CHART_MESSAGES.loading}
          >
            {history.data ? (
              <LazyFundingChart history={history.data} height={FUNDING_CHART_HEIGHT} />
            ) : null}
          </ChartSlot>
        )}
        <ChartAttribution />
      </CardContent>
    </Card>
  );
}
