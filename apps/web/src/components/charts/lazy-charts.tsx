// The charts as a page uses them: each loads the chart library (charts.tsx, a chunk of its own) on
// first use, showing a placeholder of the chart's exact height meanwhile, so nothing below moves.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { whenIdle } from '@/lib/when-idle';

const charts = () => import('./charts');

export const LazyFundingChart = lazy(async () => ({ default: (await charts()).FundingChart }));
export const LazyFundingBackersChart = lazy(async () => ({
  default: (await charts()).FundingBackersChart,
}));
export const LazyPriceChart = lazy(async () => ({ default: (await charts()).PriceChart }));

/**
 * A box of `height` pixels. Until it comes `near` the screen, an empty box; then a loading
 * placeholder until `ready` (its data is there) and the browser is idle (the chart's code and its
 * drawing never compete with what the visitor is doing), then the chart.
 */
export function ChartSlot({
  height,
  near,
  ready,
  placeholderLabel,
  children,
}: {
  height: number;
  near: boolean;
  ready: boolean;
  placeholderLabel: string;
  children: ReactNode;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!near || !ready || idle) return;
    return whenIdle(() => setIdle(true), 1500);
  }, [near, ready, idle]);
  const loading = (
    <Skeleton role="status" aria-label={placeholderLabel} className="w-full" style={{ height }} />
  );
  return (
    <div data-chart-slot="" style={{ minHeight: height }}>
      {!near ? (
        <div aria-hidden="true" className="w-full rounded-md bg-muted/40" style={{ height }} />
      ) : ready && idle ? (
        <Suspense fallback={loading}>{children}</Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

/**
 * The credit lightweight-charts' licence asks for (its NOTICE and a link to tradingview.com), in
 * words beside the chart instead of its logo on the canvas, which covers the start of a small chart.
 */
export function ChartAttribution() {
  return (
    <p className="text-xs text-muted-foreground">
      Charts:{' '}
      <a
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
        className="underline-offset-4 hover:underline"
      >
        TradingView Lightweight Charts™
      </a>
      , © 2025 TradingView, Inc.
    </p>
  );
}
