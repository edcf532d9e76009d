import { Spinner } from '@/components/ui/spinner';

/**
 * Shown in the page area while a page's code loads on a first visit straight to it. It fills the
 * window, so the footer stays below the fold and does not jump down when the page arrives.
 */
export function PageLoading() {
  return (
    <div role="status" className="min-h-dvh">
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" />
        <span className="sr-only">Loading...</span>
      </div>
    </div>
  );
}
