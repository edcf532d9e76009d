// The charts themselves, drawn by TradingView's lightweight-charts on a canvas. Only lazy-charts.tsx
// imports this file, through import(): the library (about 50 KB gzipped) is a chunk of its own that
// a page fetches when a chart comes near the screen (docs/decisions/050-charts-on-demand.md).
import {
  AreaSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  LineType,
  type DeepPartial,
  type ChartOptions,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { FundingHistory } from '@memetank/shared/api/ledger';
import type { Trade } from '@memetank/shared/api/tokens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  describeBackersPerDay,
  describeFunding,
  describePrices,
  fundingLine,
  newBackerBars,
  tradePrices,
  type ChartPoint,
  type FundingLine,
} from './chart-data';

/** The theme's colours as the canvas needs them (rgba), read from the CSS variables of index.css. */
interface Palette {
  text: string;
  grid: string;
  primary: (alpha?: number) => string;
  goal: string;
  deadline: string;
  up: string;
  down: string;
  font: string;
}

let probe: CanvasRenderingContext2D | null | undefined;

/**
 * A CSS variable's colour as rgba channels. The theme writes oklch(), which the library cannot
 * parse: a 1-pixel canvas turns any CSS colour into its channels.
 */
function channels(variable: string, fallback: [number, number, number]) {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!value || !probe) return fallback;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = value;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
  return [r, g, b] as [number, number, number];
}

const rgba = ([r, g, b]: [number, number, number], alpha = 1) => `rgba(${r}, ${g}, ${b}, ${alpha})`;

function readPalette(): Palette {
  const primary = channels('--primary', [124, 58, 237]);
  return {
    text: rgba(channels('--muted-foreground', [128, 128, 140])),
    grid: rgba(channels('--border', [128, 128, 140]), 0.6),
    primary: (alpha = 1) => rgba(primary, alpha),
    goal: rgba(channels('--foreground', [128, 128, 140]), 0.75),
    deadline: rgba(channels('--destructive', [220, 38, 38])),
    up: 'rgba(16, 185, 129, 1)',
    down: 'rgba(239, 68, 68, 1)',
    font: getComputedStyle(document.body).fontFamily,
  };
}

/** 'dark' or 'light' as the <html> element says now, following the theme toggle. */
function useDocumentTheme() {
  const read = () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function baseOptions(palette: Palette): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: palette.text,
      fontFamily: palette.font,
      fontSize: 11,
      // The credit is written beside each chart (lazy-charts.tsx, ChartAttribution).
      attributionLogo: false,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
    // A small chart inside a page: scrolling and pinching move the page, not the chart.
    handleScroll: false,
    handleScale: false,
  };
}

/**
 * Draws into `chart`; may say how many places its time axis has (`slots`: trailing empty places
 * count, which the library's own fit leaves out) and what to undo before the chart goes.
 */
type Draw = (
  chart: IChartApi,
  palette: Palette,
  box: HTMLDivElement,
) => { slots?: number; undo?: () => void } | void;

/** Draws with `draw` in a chart the size of its box, again when `draw` or the theme changes. */
function useChart(draw: Draw) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useDocumentTheme();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const palette = readPalette();
    const chart = createChart(element, baseOptions(palette));
    const drawn = draw(chart, palette, element);
    // Everything in view at every width (the box has no width yet on the first frame).
    const timeScale = chart.timeScale();
    const slots = drawn?.slots;
    const fit = () =>
      slots ? timeScale.setVisibleLogicalRange({ from: 0, to: slots - 1 }) : timeScale.fitContent();
    fit();
    timeScale.subscribeSizeChange(fit);
    return () => {
      timeScale.unsubscribeSizeChange(fit);
      drawn?.undo?.();
      chart.remove();
    };
  }, [draw, theme]);
  return box;
}

const at = (time: number) => time as UTCTimestamp;
const series = (points: ChartPoint[]) =>
  points.map((point) => ({ time: at(point.time), value: point.value }));

const sol = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const solFormat = { type: 'custom' as const, minMove: 0.000000001, formatter: sol.format };

interface ChartProps {
  height: number;
}

/** The chart's box; `label` says what it shows, in words, for screen readers. */
function ChartBox({
  box,
  label,
  height,
}: ChartProps & { label: string; box: React.RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-chart-ready=""
      className="relative w-full"
      style={{ height }}
    />
  );
}

/**
 * The deadline as a dashed vertical line over the chart, kept at its time as the chart resizes
 * (the library draws horizontal price lines only).
 */
function markDeadline(chart: IChartApi, palette: Palette, box: HTMLDivElement, time: number) {
  const line = document.createElement('div');
  line.dataset.deadlineMark = '';
  line.setAttribute('aria-hidden', 'true');
  Object.assign(line.style, {
    position: 'absolute',
    top: '0',
    bottom: '26px',
    width: '0',
    borderLeft: `1px dashed ${palette.deadline}`,
    pointerEvents: 'none',
    zIndex: '3',
  });
  const label = document.createElement('span');
  label.textContent = 'Deadline';
  Object.assign(label.style, {
    position: 'absolute',
    top: '0',
    right: '4px',
    color: palette.deadline,
    font: `600 11px ${palette.font}`,
    whiteSpace: 'nowrap',
  });
  line.append(label);
  box.append(line);
  const place = () => {
    const x = chart.timeScale().timeToCoordinate(at(time));
    line.style.display = x === null ? 'none' : '';
    if (x !== null) line.style.left = `${Math.round(x)}px`;
  };
  const timeScale = chart.timeScale();
  timeScale.subscribeVisibleLogicalRangeChange(place);
  timeScale.subscribeSizeChange(place);
  return () => {
    timeScale.unsubscribeVisibleLogicalRangeChange(place);
    timeScale.unsubscribeSizeChange(place);
    line.remove();
  };
}

/** Raised so far as a stepped area from 0, the goal as a dashed line, the deadline marked. */
function drawFunding(
  chart: IChartApi,
  palette: Palette,
  box: HTMLDivElement,
  funding: FundingLine,
) {
  const area = chart.addSeries(AreaSeries, {
    lineColor: palette.primary(),
    topColor: palette.primary(0.35),
    bottomColor: palette.primary(0.02),
    lineWidth: 2,
    lineType: LineType.WithSteps,
    priceFormat: solFormat,
    priceLineVisible: false,
    // The goal stays in view even while far above what is raised.
    autoscaleInfoProvider: () => ({
      priceRange: { minValue: 0, maxValue: Math.max(funding.goal, funding.raised) * 1.08 },
    }),
  });
  area.setData([
    ...series(funding.points),
    // Empty places up to the deadline: the time axis reaches it.
    ...funding.ahead.map((time) => ({ time: at(time) })),
  ]);
  area.createPriceLine({
    price: funding.goal,
    color: palette.goal,
    lineStyle: LineStyle.Dashed,
    lineWidth: 1,
    axisLabelVisible: true,
    title: 'Goal',
  });
  return {
    slots: funding.points.length + funding.ahead.length,
    undo: markDeadline(chart, palette, box, funding.deadline),
  };
}

/** The detail page's: the raise over the campaign, about 300 steps. */
export function FundingChart({ history, height }: ChartProps & { history: FundingHistory }) {
  const draw = useCallback<Draw>(
    (chart, palette, box) => drawFunding(chart, palette, box, fundingLine(history)),
    [history],
  );
  return <ChartBox box={useChart(draw)} label={describeFunding(history)} height={height} />;
}

/** The dashboard's: the raise (right scale) over new backers per day as bars (left scale). */
export function FundingBackersChart({ history, height }: ChartProps & { history: FundingHistory }) {
  const draw = useCallback<Draw>(
    (chart, palette, box) => {
      chart.applyOptions({
        leftPriceScale: { visible: true, borderVisible: false },
        timeScale: { timeVisible: false },
      });
      const bars = chart.addSeries(HistogramSeries, {
        priceScaleId: 'left',
        color: palette.primary(0.45),
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      bars.setData(series(newBackerBars(history)));
      // One place a day, so each day's bar sits on its own day.
      return drawFunding(chart, palette, box, fundingLine(history, 'day'));
    },
    [history],
  );
  const label = `${describeFunding(history)} ${describeBackersPerDay(history)}`;
  return <ChartBox box={useChart(draw)} label={label} height={height} />;
}

const tokenPrice = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** The token's price at each trade (SOL per token). */
export function PriceChart({
  trades,
  symbol,
  height,
}: ChartProps & { trades: readonly Trade[]; symbol: string }) {
  const prices = useMemo(() => tradePrices(trades), [trades]);
  const draw = useCallback<Draw>(
    (chart, palette) => {
      const line = chart.addSeries(LineSeries, {
        color: palette.up,
        lineWidth: 2,
        pointMarkersVisible: prices.length < 40,
        priceFormat: { type: 'custom', minMove: 1e-12, formatter: tokenPrice.format },
        priceLineVisible: false,
      });
      line.setData(series(prices));
      const first = prices[0];
      const last = prices.at(-1);
      if (first && last && last.value < first.value) line.applyOptions({ color: palette.down });
    },
    [prices],
  );
  return <ChartBox box={useChart(draw)} label={describePrices(prices, symbol)} height={height} />;
}
