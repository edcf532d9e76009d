import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

interface ContentHeroProps {
  eyebrow: string;
  eyebrowIcon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The opening band of a standalone content page: a small label, the page's one h1, a lead. */
export function ContentHero({
  eyebrow,
  eyebrowIcon: Icon,
  title,
  description,
  actions,
  children,
}: ContentHeroProps) {
  return (
    <section className="bg-hero-glow border-b">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
        <Badge variant="outline" className="mb-5 gap-1.5 bg-background/60 px-3 py-1 backdrop-blur">
          <Icon className="text-solana-purple" aria-hidden="true" />
          {eyebrow}
        </Badge>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        {actions ? (
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            {actions}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
