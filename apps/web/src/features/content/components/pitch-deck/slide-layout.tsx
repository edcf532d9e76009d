import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';
import { cn } from '@/lib/cn';

interface SlideProps {
  kicker: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A slide's frame: a small label, a headline (h2) and its body. */
export function Slide({ kicker, title, lead, children, className }: SlideProps) {
  return (
    <div className={cn('flex h-full flex-col gap-6', className)}>
      <div className="space-y-3">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{kicker}</p>
        <h2 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h2>
        {lead ? (
          <p className="max-w-3xl text-base text-pretty text-muted-foreground sm:text-lg">{lead}</p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

interface PointProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** An icon with a short title and a sentence, for the grids on the slides. */
export function SlidePoint({ icon, title, children }: PointProps) {
  return (
    <div className="flex gap-3 rounded-xl border bg-background/60 p-4">
      <IconTile icon={icon} className="size-9 rounded-lg bg-primary/10 text-primary" />
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</p>
      </div>
    </div>
  );
}
