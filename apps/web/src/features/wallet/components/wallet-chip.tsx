import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The pill the header's price, balance and address sit in. */
export function WalletChip({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border bg-card/70 px-3 text-sm font-medium whitespace-nowrap tabular-nums shadow-xs',
        className,
      )}
      {...props}
    />
  );
}
