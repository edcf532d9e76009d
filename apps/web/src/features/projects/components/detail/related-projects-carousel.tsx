// "More Projects to Explore": up to 8 other approved projects in a carousel with previous / next
// arrows, 1, 2 or 3 per view as the screen widens; left out on small screens.
import type { ProjectSummary } from '@memetank/shared/api/projects';
import { formatPercent, progressBarWidth, progressPercent } from '@memetank/shared/format-progress';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useSyncExternalStore } from 'react';
import { Link } from '@/lib/router/router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/** Whether the carousel can move back / forward, kept in step with Embla's own events. */
function useScrollState(api: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  const canPrevious = useSyncExternalStore(subscribe, () => api?.canScrollPrev() ?? false);
  const canNext = useSyncExternalStore(subscribe, () => api?.canScrollNext() ?? false);
  return { canPrevious, canNext };
}

export function RelatedProjectsCarousel({ projects }: { projects: ProjectSummary[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const { canPrevious, canNext } = useScrollState(api);
  if (projects.length === 0) return null;

  return (
    <section aria-labelledby="related-projects-title" className="hidden space-y-4 sm:block">
      <div className="flex items-center justify-between gap-4">
        <h2 id="related-projects-title" className="text-2xl font-bold tracking-tight">
          More Projects to Explore
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous projects"
            disabled={!canPrevious}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next projects"
            disabled={!canNext}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div ref={viewportRef} className="overflow-hidden" data-testid="related-viewport">
        <ul className="-ml-4 flex touch-pan-y" aria-label="More projects">
          {projects.map((project) => (
            <li
              key={project.id}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <RelatedProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RelatedProjectCard({ project }: { project: ProjectSummary }) {
  const percent = progressPercent(project.currentFunding, project.fundingGoal);
  return (
    <Link
      to={`/project/${project.id}`}
      className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="flex items-center gap-3">
        <ProjectLogo logo={project.logo} name={project.name} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{project.name}</h3>
          <RiskBadge risk={project.riskScore} />
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
      <div className="mt-auto space-y-1.5">
        <Progress value={progressBarWidth(percent)} aria-label={`${project.name} funding`} />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">{formatPercent(percent)}</span>
          <span>{project.timeLeft}</span>
        </div>
      </div>
    </Link>
  );
}
