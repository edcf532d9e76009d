// Shown when the project does not exist or could not be loaded.
import { SearchX } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NOT_FOUND } from './detail-messages';

export function ProjectNotFound() {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 p-8 sm:p-10">
        <span className="flex size-14 items-center justify-center rounded-full bg-muted">
          <SearchX aria-hidden="true" className="size-7 text-muted-foreground" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">{NOT_FOUND.title}</h1>
        <p className="text-muted-foreground">{NOT_FOUND.description}</p>
        <Link to="/" className={buttonVariants()}>
          Back to Projects
        </Link>
      </CardContent>
    </Card>
  );
}
