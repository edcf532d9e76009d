import { CircleCheck, Hourglass } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Marks a mechanism the product describes but has not built (fully) yet. */
export function PlannedBadge({
  label = 'Planned',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
        className,
      )}
    >
      <Hourglass aria-hidden="true" />
      {label}
    </Badge>
  );
}

/** Marks a mechanism that works today. */
export function LiveBadge({ label = 'Live', className }: { label?: string; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" />
      {label}
    </Badge>
  );
}
