// Funding and bonding-curve progress: the percent as text and the width of its bar.
import { PROGRESS_DECIMALS } from './constants';
import { formatDecimal } from './format-number';

/** "45.7%": one decimal. */
export function formatPercent(value: number): string {
  return `${formatDecimal(value, PROGRESS_DECIMALS)}%`;
}

/** Raised as a percent of the goal, uncapped (150 when over-funded); 0 when there is no goal. */
export function progressPercent(current: number, goal: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(goal) || goal <= 0) return 0;
  return (current / goal) * 100;
}

/** The bar's fill, kept within [0, max] even when the text says 150.0%. */
export function progressBarWidth(percent: number, max = 100): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(Math.max(percent, 0), max);
}
