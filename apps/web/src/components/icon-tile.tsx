// An icon on a coloured tile (the stat cards, the slides' points, notice cards): the tile's size,
// shape and colours come from the caller.
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export function IconTile({
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  /** The tile: size, rounding and colours. */
  className: string;
  iconClassName?: string;
}) {
  return (
    <span className={cn('flex shrink-0 items-center justify-center', className)}>
      <Icon className={iconClassName} aria-hidden="true" />
    </span>
  );
}
