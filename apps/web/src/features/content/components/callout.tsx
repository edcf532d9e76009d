import { cva, type VariantProps } from 'class-variance-authority';
import { Info, Lightbulb, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const calloutVariants = cva('flex gap-3 rounded-xl border p-4 sm:p-5', {
  variants: {
    tone: {
      info: 'border-primary/30 bg-primary/5',
      warning: 'border-destructive/40 bg-destructive/5',
      tip: 'border-success/40 bg-success/5',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons: Record<NonNullable<VariantProps<typeof calloutVariants>['tone']>, LucideIcon> = {
  info: Info,
  warning: TriangleAlert,
  tip: Lightbulb,
};

const iconColours = {
  info: 'text-primary',
  warning: 'text-destructive',
  tip: 'text-success',
} as const;

interface CalloutProps extends VariantProps<typeof calloutVariants> {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A highlighted note: info, a warning or a tip. */
export function Callout({ tone = 'info', title, children, className }: CalloutProps) {
  const key = tone ?? 'info';
  const Icon = icons[key];
  return (
    <div className={cn(calloutVariants({ tone }), className)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconColours[key])} aria-hidden="true" />
      <div className="min-w-0 space-y-1.5">
        <p className="font-semibold">{title}</p>
        <div className="space-y-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
