// The pending projects beside the chosen one's detail panel.
import { ClipboardCheck, MousePointerClick } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { deadlinePassedInReview, type AdminProjectRow } from '@memetank/shared/api/admin';
import { shortId } from '@memetank/shared/format-address';
import { formatDate } from '@memetank/shared/format-time';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { StatusChange } from '../api/admin-projects';
import { DeadlinePassedBadge } from './admin-badges';
import { ProjectDetailPanel } from './project-detail-panel';

interface PendingViewProps {
  projects: AdminProjectRow[];
  selected: AdminProjectRow | null;
  busyId: string | null;
  onSelect(id: string): void;
  onChangeStatus(id: string, status: StatusChange): void;
}

/**
 * The projects whose deadline passed during review first (they wait on the admin for a new one),
 * each group in the server's order (newest first).
 */
function overdueFirst(projects: AdminProjectRow[], now: number) {
  const marked = projects.map((project) => ({
    project,
    passed: deadlinePassedInReview(project, now),
  }));
  return [...marked.filter((row) => row.passed), ...marked.filter((row) => !row.passed)];
}

export function PendingView({
  projects,
  selected,
  busyId,
  onSelect,
  onChangeStatus,
}: PendingViewProps) {
  const panel = useRef<HTMLDivElement>(null);
  const now = useNow();
  const selectedId = selected?.id ?? null;
  // On narrow screens the panel sits under the list: bring the chosen project into view.
  useEffect(() => {
    if (selectedId && window.matchMedia?.('(max-width: 1023px)').matches) {
      panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [selectedId]);

  if (projects.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
          <ClipboardCheck className="size-10 text-success" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No Pending Projects</h2>
          <p className="text-sm text-muted-foreground">All projects have been reviewed</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul aria-label="Pending projects" className="grid grid-cols-1 gap-2">
        {overdueFirst(projects, now).map(({ project, passed }) => {
          const isSelected = selected?.id === project.id;
          return (
            <li key={project.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={busyId === project.id}
                onClick={() => onSelect(project.id)}
                className={cn(
                  'flex w-full cursor-pointer items-center gap-3 rounded-xl border bg-card p-3 text-left transition-colors hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-wait disabled:opacity-50',
                  isSelected && 'border-primary bg-primary/5 ring-1 ring-primary',
                )}
              >
                <ProjectLogo
                  logo={project.logo}
                  name={project.name}
                  decorative
                  className="size-10 text-xl"
                />
                <span className="grid min-w-0 grid-cols-1 flex-1 gap-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium">{project.name}</span>
                    <RiskBadge risk={project.riskScore} levelOnly />
                  </span>
                  <span className="truncate text-sm text-muted-foreground">
                    {project.description}
                  </span>
                  {passed ? (
                    <span>
                      <DeadlinePassedBadge />
                    </span>
                  ) : null}
                  <span className="flex justify-between gap-2 text-xs text-muted-foreground">
                    <span>{formatDate(project.createdAt)}</span>
                    <span className="font-mono">{shortId(project.id)}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Card ref={panel} className="scroll-mt-20 lg:sticky lg:top-20">
        <CardContent className={cn('p-6', selected && busyId === selected.id && 'opacity-60')}>
          {selected ? (
            <ProjectDetailPanel
              project={selected}
              busy={busyId === selected.id}
              onChangeStatus={(status) => onChangeStatus(selected.id, status)}
            />
          ) : (
            <div className="flex flex-col items-center gap-3 py-12 text-center">
              <MousePointerClick className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-lg font-semibold">Select a Project</h2>
              <p className="text-sm text-muted-foreground">
                Choose a pending project from the list to review its details.
              </p>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
