// The charts as a page uses them: each loads the chart library (charts.tsx, a chunk of its own) on
// first use, showing a placeholder of the chart's exact height meanwhile, so nothing below moves.
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const charts = () => import('./charts');

export const LazyFundingChart = lazy(async () => ({ default: (await charts()).FundingChart }));
export const LazyFundingBackersChart = lazy(async () => ({
  default: (await charts()).FundingBackersChart,
}));
export const LazyPriceChart = lazy(async () => ({ default: (await charts()).PriceChart }));

/**
 * A box of `height` pixels: the placeholder until `ready` (the data is there and the box near the
 * screen) and the chart's code has loaded, then the chart.
 */
export function ChartSlot({
  height,
  ready,
  placeholderLabel,
  children,
}: {
  height: number;
  ready: boolean;
  placeholderLabel: string;
  children: ReactNode;
}) {
  const placeholder = (
    <Skeleton role="status" aria-label={placeholderLabel} className="w-full" style={{ height }} />
  );
  return (
    <div style={{ minHeight: height }}>
      {ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
