// The opened chart of a creator's project on the dashboard (project-funding-chart.tsx loads this
// file when the creator first opens it): the project's funding history, then its raise over time
// and its new backers per day in one small chart.
import type { Currency } from '@memetank/shared/currency';
import {
  ChartAttribution,
  ChartSlot,
  LazyFundingBackersChart,
} from '@/components/charts/lazy-charts';
import { useFundingHistory } from '@/lib/funding-history';

export const PROJECT_PANEL_MESSAGES = {
  loadFailed: 'The chart could not be loaded.',
  empty: 'No investments yet.',
  /** The line is in the campaign's currency (the history's). */
  legend: (currency: Currency) =>
    `Line: ${currency} raised (right scale). Bars: new backers per day (left scale).`,
} as const;

export function ProjectFundingPanel({
  projectId,
  height,
  loadingLabel,
}: {
  projectId: string;
  height: number;
  /** The same words as the placeholder shown while this file loads. */
  loadingLabel: string;
}) {
  const history = useFundingHistory(projectId);
  const empty = history.data?.points.length === 0;

  if (history.isError || empty) {
    return (
      <p
        role={history.isError ? 'alert' : undefined}
        className="flex items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground"
        style={{ height }}
      >
        {history.isError ? PROJECT_PANEL_MESSAGES.loadFailed : PROJECT_PANEL_MESSAGES.empty}
      </p>
    );
  }
  return (
    <div className="space-y-1 pt-1">
      <ChartSlot
        height={height}
        near
        ready={history.data !== undefined}
        placeholderLabel={loadingLabel}
      >
        {history.data ? <LazyFundingBackersChart history={history.data} height={height} /> : null}
      </ChartSlot>
      {history.data ? (
        <p className="text-xs text-muted-foreground">
          {PROJECT_PANEL_MESSAGES.legend(history.data.currency)}
        </p>
      ) : null}
      <ChartAttribution />
    </div>
  );
}
