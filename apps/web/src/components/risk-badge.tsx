// A project's risk score as a coloured badge, the same on every screen: Low, Medium and High have
// their own colours; any other value is shown as it is, in a neutral badge. Cards and the detail
// page say "Medium Risk"; the admin's tables, where the column is already headed "Risk", say
// just "Medium" (`levelOnly`).
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const RISK_STYLES = new Map([
  ['low', 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'],
  ['medium', 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300'],
  ['high', 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300'],
]);

export interface RiskBadgeProps {
  /** "Low", "Medium", "High" (any case); anything else is neutral. */
  risk: string | null | undefined;
  /** Just the level ("Medium"), without " Risk". */
  levelOnly?: boolean;
  className?: string;
}

export function RiskBadge({ risk, levelOnly = false, className }: RiskBadgeProps) {
  const value = risk?.trim() ?? '';
  const level = value.toLowerCase();
  const style = RISK_STYLES.get(level);

  if (!style) {
    return (
      <Badge variant="secondary" data-risk="neutral" className={className}>
        {value === '' ? 'Unrated' : value}
      </Badge>
    );
  }
  const name = `${level.charAt(0).toUpperCase()}${level.slice(1)}`;
  const label = levelOnly ? name : `${name} Risk`;
  return (
    <Badge
      variant="outline"
      data-risk={level}
      className={cn('border-transparent', style, className)}
    >
      {label}
    </Badge>
  );
}
