import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Percent; the bar is drawn between 0 and 100 whatever the value. */
  value: number;
}

export function Progress({ value, className, ...props }: ProgressProps) {
  const width = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width * 10) / 10}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
