// A creator's project on the dashboard, opened on demand: its raise over time and its new backers
// per day in one small chart. Nothing is fetched, and the chart library not loaded, until the
// creator opens it.
import { ChartColumn } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ChartAttribution,
  ChartSlot,
  LazyFundingBackersChart,
} from '@/components/charts/lazy-charts';
import { Button } from '@/components/ui/button';
import { useFundingHistory } from '@/lib/funding-history';

export const PROJECT_CHART_MESSAGES = {
  show: 'Show raise and backers per day',
  hide: 'Hide raise and backers per day',
  loading: 'Loading the chart',
  loadFailed: 'The chart could not be loaded.',
  empty: 'No investments yet.',
  legend: 'Line: SOL raised (right scale). Bars: new backers per day (left scale).',
} as const;

export const PROJECT_CHART_HEIGHT = 160;

export function ProjectFundingChart({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-1">
      <Button
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-xs text-muted-foreground"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <ChartColumn aria-hidden="true" />
        {open ? PROJECT_CHART_MESSAGES.hide : PROJECT_CHART_MESSAGES.show}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <FundingPanel projectId={projectId} /> : null}
      </div>
    </div>
  );
}

function FundingPanel({ projectId }: { projectId: string }) {
  const history = useFundingHistory(projectId);
  const empty = history.data?.points.length === 0;

  if (history.isError || empty) {
    return (
      <p
        role={history.isError ? 'alert' : undefined}
        className="flex items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground"
        style={{ height: PROJECT_CHART_HEIGHT }}
      >
        {history.isError ? PROJECT_CHART_MESSAGES.loadFailed : PROJECT_CHART_MESSAGES.empty}
      </p>
    );
  }
  return (
    <div className="space-y-1 pt-1">
      <ChartSlot
        height={PROJECT_CHART_HEIGHT}
        near
        ready={history.data !== undefined}
        placeholderLabel={PROJECT_CHART_MESSAGES.loading}
      >
        {history.data ? (
          <LazyFundingBackersChart history={history.data} height={PROJECT_CHART_HEIGHT} />
        ) : null}
      </ChartSlot>
      <p className="text-xs text-muted-foreground">{PROJECT_CHART_MESSAGES.legend}</p>
      <ChartAttribution />
    </div>
  );
}
