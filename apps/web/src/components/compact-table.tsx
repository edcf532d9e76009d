// A small read-only table inside a card (the explorer's ledger entries, a token's latest trades):
// it scrolls sideways on a narrow screen, and its headings are one row of muted labels.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface CompactColumn {
  label: string;
  /** More classes for the heading cell (alignment, hiding it on small screens). */
  className?: string;
}

export function CompactTable({
  label,
  columns,
  className,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly CompactColumn[];
  className?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table className={cn('w-full text-sm', className)} aria-label={label}>
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn(
                  'py-2 font-medium',
                  index < columns.length - 1 && 'pr-3',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
