// The admin's project status badge (the risk badge is the app's one, src/components/risk-badge),
// and the mark of a pending project whose deadline passed during review.
import { DEADLINE_PASSED_BADGE, DEADLINE_PASSED_APPROVE_NOTE } from '@memetank/shared/api/admin';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STATUS_CLASSES: Record<string, string> = {
  pending: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-200',
  approved: 'border-transparent bg-success/15 text-emerald-800 dark:text-emerald-300',
  rejected: 'border-transparent bg-destructive/15 text-red-800 dark:text-red-200',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn('capitalize', STATUS_CLASSES[status])}>
      {status}
    </Badge>
  );
}

/** "Deadline passed" on a pending project: approving it asks for a new deadline first. */
export function DeadlinePassedBadge() {
  return (
    <Badge
      variant="outline"
      title={DEADLINE_PASSED_APPROVE_NOTE}
      className="border-transparent bg-destructive/15 whitespace-nowrap text-red-800 dark:text-red-200"
    >
      {DEADLINE_PASSED_BADGE}
    </Badge>
  );
}
