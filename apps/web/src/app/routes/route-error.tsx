// Shown when a page throws or its code fails to load (e.g. a stale chunk after a deploy).
import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { Button, buttonVariants } from '@/components/ui/button';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] w-full max-w-lg flex-col items-center justify-center gap-6 px-4 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          An unexpected error occurred while showing this page. Please try again.
        </p>
      </div>
      {import.meta.env.DEV ? (
        <pre className="w-full overflow-x-auto rounded-md bg-muted p-3 text-left text-xs">
          {describe(error)}
        </pre>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </div>
    </div>
  );
}
