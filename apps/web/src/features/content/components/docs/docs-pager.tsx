import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { cn } from '@/lib/cn';
import { docsNeighbours, type DocsPage, type DocsSlug } from '../../copy/docs-pages';

function PagerLink({ page, direction }: { page: DocsPage; direction: 'previous' | 'next' }) {
  const next = direction === 'next';
  return (
    <Link
      to={page.path}
      rel={direction === 'next' ? 'next' : 'prev'}
      className={cn(
        'group flex flex-1 flex-col gap-1 rounded-xl border bg-card p-4 transition-colors hover:border-primary/60 hover:bg-accent/40 sm:max-w-[50%]',
        next ? 'items-end text-right sm:ml-auto' : 'items-start',
      )}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        {next ? null : <ArrowLeft className="size-3.5" aria-hidden="true" />}
        {next ? 'Next' : 'Previous'}
        {next ? <ArrowRight className="size-3.5" aria-hidden="true" /> : null}
      </span>
      <span className="font-semibold group-hover:text-primary">{page.title}</span>
    </Link>
  );
}

/** Previous and Next in the documentation's reading order; nothing past either end. */
export function DocsPager({ slug }: { slug: DocsSlug }) {
  const { previous, next } = docsNeighbours(slug);
  return (
    <nav
      aria-label="Documentation pages"
      className="mt-16 flex flex-col gap-3 border-t pt-8 sm:flex-row"
    >
      {previous ? <PagerLink page={previous} direction="previous" /> : null}
      {next ? <PagerLink page={next} direction="next" /> : null}
    </nav>
  );
}
