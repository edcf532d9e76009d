import { Spinner } from '@/components/ui/spinner';

/** Shown in the page area while a page's code loads on a first visit straight to it. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
