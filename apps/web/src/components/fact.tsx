// One labelled fact of a description list (<dt> and <dd>), across both columns on wider screens
// when `wide`: a mint's figures (`figure`, the default: numbers in even widths) or a field of the
// admin's project panel (`field`: the label in small capitals).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const LOOKS = {
  figure: { box: 'gap-0.5', label: 'text-xs text-muted-foreground', value: 'tabular-nums' },
  field: {
    box: 'gap-1',
    label: 'text-xs font-medium tracking-wide text-muted-foreground uppercase',
    value: 'text-sm',
  },
} as const;

export function Fact({
  label,
  wide = false,
  look = 'figure',
  children,
}: {
  label: string;
  /** Across both columns on wider screens. */
  wide?: boolean;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  const styles = LOOKS[look];
  return (
    <div className={cn('grid grid-cols-1', styles.box, wide && 'sm:col-span-2')}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
