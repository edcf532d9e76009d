// The admin's risk and status badges.
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const RISK_CLASSES: Record<string, string> = {
  low: 'border-transparent bg-success/15 text-emerald-800 dark:text-emerald-300',
  medium: 'border-transparent bg-amber-500/15 text-amber-800 dark:text-amber-200',
  high: 'border-transparent bg-destructive/15 text-red-800 dark:text-red-200',
};

/** Low, medium, high; anything else is neutral. */
export function RiskBadge({ risk, className }: { risk: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(RISK_CLASSES[risk.toLowerCase()], className)}>
      {risk}
    </Badge>
  );
}

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
