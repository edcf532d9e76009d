import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Step {
  title: string;
  body: ReactNode;
}

/** Numbered steps in reading order (an ordered list, so the numbers are read out too). */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('grid gap-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 space-y-1.5">
            <h3 className="font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <div className="space-y-2 text-sm leading-relaxed text-muted-foreground">
              {step.body}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
