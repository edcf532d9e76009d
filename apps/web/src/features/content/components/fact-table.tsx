import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ScrollRegion } from './scroll-region';

interface FactTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row's first cell is its header. */
  rows: readonly (readonly ReactNode[])[];
  className?: string;
}

/** A small data table that scrolls sideways on narrow screens instead of squashing. */
export function FactTable({ caption, columns, rows, className }: FactTableProps) {
  return (
    <ScrollRegion label={caption} className={cn('rounded-xl border', className)}>
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3 text-muted-foreground">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
