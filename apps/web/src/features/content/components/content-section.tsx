import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ContentSectionProps {
  /** The anchor: /page#id scrolls here. */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}

/** A titled block of a content page (h2), reachable by its anchor below the sticky header. */
export function ContentSection({
  id,
  title,
  lead,
  icon: Icon,
  className,
  children,
}: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <div className="mb-6 space-y-2">
        <h2
          id={headingId}
          className="flex items-center gap-3 text-2xl font-bold tracking-tight text-balance"
        >
          {Icon ? (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
          ) : null}
          {title}
        </h2>
        {lead ? <p className="max-w-3xl text-pretty text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
