import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ScrollRegionProps {
  /** What the region holds, read out when it takes focus. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Wide content (a table, code) that scrolls sideways on narrow screens. It takes keyboard focus
 * so it can be scrolled with the arrow keys, not only with a mouse or a finger.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
