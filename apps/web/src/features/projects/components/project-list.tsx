// The home list's results: cards a page at a time, the next page loaded as the reader nears the
// end (or with "Load more"), and the loading, error and empty states.
import type { ProjectSummary } from '@memetank/shared/api/projects';
import type { ProjectSort } from '@memetank/shared/constants';
import { AlertTriangle, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useProjectList } from '../api/list-projects';
import type { ProjectListView } from '../hooks/use-project-list-params';
import { ProjectCard } from './project-card';

export const LIST_MESSAGES = {
  loading: 'Loading projects...',
  loadingMore: 'Loading more projects...',
  errorTitle: 'Error Loading Projects',
  errorFallback: 'Failed to fetch projects',
  emptyTitle: 'No projects found',
  emptyHint: 'Try adjusting your search terms or filters',
} as const;

export interface ProjectListProps {
  q: string;
  sort: ProjectSort;
  view: ProjectListView;
  /** Offered in the empty state when a search is applied. */
  onClearSearch?(): void;
}

export function ProjectList({ q, sort, view, onClearSearch }: ProjectListProps) {
  const list = useProjectList({ q, sort });
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  const projects = useMemo(() => uniqueProjects(list.data?.pages), [list.data]);

  const canLoadMore = hasNextPage && !isFetchingNextPage && !list.isPlaceholderData;
  const loadMore = () => {
    if (canLoadMore) void fetchNextPage({ cancelRefetch: false });
  };
  // A failed page is not retried by scrolling; the reader presses "Load more" again.
  const sentinel = useLoadWhenVisible(canLoadMore && !isFetchNextPageError, loadMore);

  if (list.isPending) {
    // As tall as the window: the cards that replace it are taller, so the footer stays out of sight
    // instead of jumping down when they arrive.
    return (
      <div
        role="status"
        className="flex min-h-dvh flex-col items-center gap-3 py-20 text-muted-foreground"
      >
        <Spinner className="size-8" />
        <p>{LIST_MESSAGES.loading}</p>
      </div>
    );
  }

  if (list.isError && projects.length === 0) {
    return (
      <StateCard
        icon={<AlertTriangle className="text-destructive" />}
        title={LIST_MESSAGES.errorTitle}
        role="alert"
      >
        <p>{list.error.message || LIST_MESSAGES.errorFallback}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </StateCard>
    );
  }

  if (projects.length === 0) {
    return (
      <StateCard
        icon={<SearchX className="text-muted-foreground" />}
        title={LIST_MESSAGES.emptyTitle}
      >
        <p>{LIST_MESSAGES.emptyHint}</p>
        {q && onClearSearch ? (
          <Button variant="outline" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : null}
      </StateCard>
    );
  }

  return (
    <div className="space-y-8">
      <ul
        aria-label="Projects"
        aria-busy={list.isPlaceholderData || undefined}
        className={cn(
          'grid grid-cols-1 gap-4 transition-opacity sm:gap-6',
          view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
          list.isPlaceholderData && 'opacity-60',
        )}
      >
        {projects.map((project) => (
          <li key={project.id} className="flex *:min-w-0 *:flex-1">
            <ProjectCard project={project} view={view} />
          </li>
        ))}
      </ul>

      <div ref={sentinel} className="flex min-h-10 flex-col items-center gap-3">
        {isFetchingNextPage ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {LIST_MESSAGES.loadingMore}
          </p>
        ) : null}
        {isFetchNextPageError ? (
          <p role="alert" className="text-sm text-destructive">
            {list.error?.message || LIST_MESSAGES.errorFallback}
          </p>
        ) : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="outline" onClick={loadMore} disabled={list.isPlaceholderData}>
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Pages flattened, each project once (a project can move between pages while a reader scrolls). */
function uniqueProjects(pages: { items: ProjectSummary[] }[] | undefined): ProjectSummary[] {
  const seen = new Set<string>();
  const projects: ProjectSummary[] = [];
  for (const page of pages ?? []) {
    for (const project of page.items) {
      if (seen.has(project.id)) continue;
      seen.add(project.id);
      projects.push(project);
    }
  }
  return projects;
}

/**
 * A ref for an element near the end of the list: `load` runs when it comes within 300 px of the
 * viewport while `enabled`. Browsers without IntersectionObserver keep the "Load more" button.
 */
function useLoadWhenVisible(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}

function StateCard({
  icon,
  title,
  role,
  children,
}: {
  icon: ReactNode;
  title: string;
  role?: 'alert';
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-14 text-center text-muted-foreground [&>svg]:size-10"
    >
      {icon}
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      {children}
    </div>
  );
}
