// One of the dashboard's three lists: a titled card with its loading, error and empty states.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface DashboardListProps {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  isLoading: boolean;
  /** The list's load error ("Failed to fetch projects", ...), when the list could not be read. */
  error: string | null;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

export function DashboardList({
  title,
  icon: Icon,
  action,
  isLoading,
  error,
  isEmpty,
  empty,
  children,
}: DashboardListProps) {
  const headingId = `dashboard-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {action}
      </CardHeader>
      <CardContent className="flex-1">
        {isLoading ? (
          <div className="grid grid-cols-1 gap-3" aria-label={`Loading ${title}`}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : error ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
          >
            {error}
          </p>
        ) : isEmpty ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {empty}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}
