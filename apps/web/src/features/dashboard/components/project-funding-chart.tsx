// A creator's project on the dashboard, opened on demand: its raise over time and its new backers
// per day in one small chart. Nothing is fetched, and neither the panel's code nor the chart library
// loaded, until the creator opens it (project-funding-panel.tsx).
import { ChartColumn } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export const PROJECT_CHART_MESSAGES = {
  show: 'Show raise and backers per day',
  hide: 'Hide raise and backers per day',
  loading: 'Loading the chart',
} as const;

export const PROJECT_CHART_HEIGHT = 160;

const ProjectFundingPanel = lazy(async () => ({
  default: (await import('./project-funding-panel')).ProjectFundingPanel,
}));

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
        {open ? (
          <Suspense
            fallback={
              <Skeleton
                role="status"
                aria-label={PROJECT_CHART_MESSAGES.loading}
                className="mt-1 w-full"
                style={{ height: PROJECT_CHART_HEIGHT }}
              />
            }
          >
            <ProjectFundingPanel
              projectId={projectId}
              height={PROJECT_CHART_HEIGHT}
              loadingLabel={PROJECT_CHART_MESSAGES.loading}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
