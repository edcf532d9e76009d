import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckListProps {
  items: readonly ReactNode[];
  icon?: LucideIcon;
  className?: string;
}

/** A bulleted list whose bullets are check marks (or another icon). */
export function CheckList({ items, icon: Icon = CircleCheck, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-sm leading-relaxed sm:text-base">
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 text-muted-foreground">{item}</span>
        </li>
      ))}
    </ul>
  );
}
