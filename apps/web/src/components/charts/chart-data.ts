// What the charts draw, from the API's answers: times in seconds since the epoch (UTC), strictly
// increasing as the chart library needs them, and amounts in the campaign's currency (SOL or USDC)
// as numbers (only for drawing); and the same
// in words for screen readers. Used by charts.tsx, so it travels in the charts' chunk; a page
// imports only what it needs to decide whether there is a chart to draw.
import type { FundingHistory } from '@memetank/shared/api/ledger';
import type { Trade } from '@memetank/shared/api/tokens';
import { LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatDate } from '@memetank/shared/format-time';
import { fromBaseUnits } from '@memetank/shared/currency';

/** One point of a chart: `time` in whole seconds since the epoch. */
export interface ChartPoint {
  time: number;
  value: number;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Keeps the last value of each second, in time order: the library refuses two points at once. */
function byTime(points: ChartPoint[]): ChartPoint[] {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const out: ChartPoint[] = [];
  for (const point of sorted) {
    if (out.at(-1)?.time === point.time) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

export interface FundingLine {
  /**
   * Raised (in the history's currency) at each step of an even grid of time, from the project's submission to the answer's
   * time (or the deadline, once past): the chart library spaces points evenly whatever their times,
   * so only an even grid keeps distances in time true.
   */
  points: ChartPoint[];
  /** The rest of the grid, up to the deadline: empty places, so the time axis reaches it. */
  ahead: number[];
  /** In the history's currency, as the points. */
  goal: number;
  raised: number;
  /** The grid time whose step holds the deadline: where the chart marks it. */
  deadline: number;
}

const MINUTE = 60;
const DAY = 86_400;
/** Grid steps that divide a day, so a day's midnight (UTC) is always on the grid. */
const STEPS = [1, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440].map((minutes) => minutes * MINUTE);

/** The smallest step of STEPS (or whole days) that cuts `span` seconds in at most `most` steps. */
function gridStep(span: number, most: number): number {
  const fits = STEPS.find((step) => span / step <= most);
  return fits ?? Math.ceil(span / most / DAY) * DAY;
}

/**
 * The raise on an even grid: about `resolution` steps over the campaign (300 on the detail page),
 * or one a day (`'day'`, the dashboard's, whose bars are days).
 */
export function fundingLine(
  history: FundingHistory,
  resolution: number | 'day' = 300,
): FundingLine {
  const investments = history.points.map((point) => ({
    time: seconds(point.at),
    value: fromBaseUnits(point.raisedUnits, history.currency),
  }));
  const deadline = seconds(history.deadline);
  const lastInvestment = investments.at(-1)?.time ?? 0;
  const end = Math.max(Math.min(seconds(history.asOf), deadline), lastInvestment);
  const axisEnd = Math.max(end, deadline);
  const begin = Math.min(seconds(history.createdAt), investments[0]?.time ?? Infinity);
  const step = resolution === 'day' ? DAY : gridStep(axisEnd - begin, resolution);
  const first = Math.floor(begin / step) * step;

  const points: ChartPoint[] = [];
  const ahead: number[] = [];
  let next = 0;
  let raised = 0;
  // Each grid time shows what was raised by the end of its step.
  for (let time = first; time <= axisEnd + step - 1; time += step) {
    if (time > end) {
      ahead.push(time);
      continue;
    }
    while (next < investments.length && investments[next]!.time < time + step) {
      raised = investments[next]!.value;
      next += 1;
    }
    points.push({ time, value: raised });
  }
  return {
    points,
    ahead,
    goal: fromBaseUnits(history.goalUnits, history.currency),
    raised: fromBaseUnits(history.raisedUnits, history.currency),
    deadline: first + Math.floor((deadline - first) / step) * step,
  };
}

/** New backers per UTC day, each bar at the day's midnight (UTC). */
export function newBackerBars(history: FundingHistory): ChartPoint[] {
  return byTime(
    history.backersPerDay.map((day) => ({
      time: seconds(`${day.day}T00:00:00Z`),
      value: day.newBackers,
    })),
  );
}

/** A trade the price chart can draw: one that moved both SOL and tokens. */
export const pricedTrade = (trade: Trade) => trade.token_amount > 0 && trade.sol_amount > 0;

/**
 * The token's price at each trade, in SOL per whole token (6 decimals, as the market panel counts
 * them): the SOL the trade moved over the tokens it moved. Trades that moved no tokens are skipped.
 */
export function tradePrices(trades: readonly Trade[]): ChartPoint[] {
  return byTime(
    trades.filter(pricedTrade).map((trade) => ({
      time: Math.floor(trade.timestamp),
      value: trade.sol_amount / LAMPORTS_PER_SOL / (trade.token_amount / 1e6),
    })),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The funding chart in words, for screen readers: what it draws, and when the campaign ends. */
export function describeFunding(history: FundingHistory): string {
  const line = fundingLine(history);
  const amount = (value: number) => `${formatDecimal(value, 2)} ${history.currency}`;
  return `Funding over time: ${amount(line.raised)} raised of a ${amount(line.goal)} goal from ${plural(history.backers, 'backer')}; the campaign ends ${formatDate(history.deadline)}.`;
}

/** The price chart in words: the trades it draws and the first and last price. */
export function describePrices(prices: ChartPoint[], symbol: string): string {
  const first = prices[0];
  const last = prices.at(-1);
  if (!first || !last) return `No ${symbol} trades to chart.`;
  const price = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });
  return `${symbol} price over its last ${plural(prices.length, 'trade')}: from ${price.format(first.value)} to ${price.format(last.value)} SOL per token.`;
}

/** New backers per day in words: "New backers per day: Nov 26, 2026: 2; Nov 27, 2026: 1." */
export function describeBackersPerDay(history: FundingHistory): string {
  if (history.backersPerDay.length === 0) return 'No backers yet.';
  const days = history.backersPerDay.map((day) => `${formatDate(day.day)}: ${day.newBackers}`);
  return `New backers per day: ${days.join('; ')}.`;
}
