// The detail page's shape while the project loads. At least as tall as the window, as the page is:
// the footer stays below the fold instead of jumping down when the project arrives.
import { Skeleton } from '@/components/ui/skeleton';

export function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading project"
      className="grid min-h-dvh content-start gap-6 lg:grid-cols-3"
    >
      <div className="space-y-6 lg:col-span-2">
        <div className="space-y-4 rounded-xl border p-6">
          <div className="flex gap-4">
            <Skeleton className="size-24 rounded-xl" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-9 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-5 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-7 w-24 rounded-full" />
            <Skeleton className="h-7 w-28 rounded-full" />
            <Skeleton className="h-7 w-24 rounded-full" />
          </div>
        </div>
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
      <div className="space-y-6">
        <Skeleton className="h-56 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
      <span className="sr-only">Loading project...</span>
    </div>
  );
}
