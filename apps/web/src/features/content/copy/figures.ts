// The product's numbers as text, always derived from @memetank/shared/constants so prose and rules
// cannot drift apart.
import {
  FIRST_INVESTMENT_SOL,
  FUNDING_GOAL_MAX_SOL,
  FUNDING_GOAL_MIN_SOL,
  MIN_INVESTMENT_SOL,
  NETWORK_FEE_USD,
  PLATFORM_FEE_PERCENT,
  REVIEW_BUSINESS_DAYS,
  STATED_GOAL_MAX_SOL,
  STATED_GOAL_MIN_SOL,
  SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS,
} from '@memetank/shared/constants';
import { formatMinimumInvestment } from '@memetank/shared/currency';

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 5 });

/** 10000 -> "10,000"; 0.00025 -> "0.00025". */
export function num(value: number): string {
  return plain.format(value);
}

interface Range {
  min: number;
  max: number;
}

/** "0.1-0.5" with an en dash, and the unit after it when given: "0.1–0.5 SOL". */
export function range({ min, max }: Range, unit = ''): string {
  const text = `${num(min)}–${num(max)}`;
  if (!unit) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

export function sol(value: number): string {
  return `${num(value)} SOL`;
}

export const FEE = `${PLATFORM_FEE_PERCENT}%`;
export const MIN_INVESTMENT = sol(MIN_INVESTMENT_SOL);
/** The smallest investment the server takes, in a SOL campaign and in a USDC one. */
export const ENFORCED_MIN_INVESTMENT = formatMinimumInvestment('SOL');
export const ENFORCED_MIN_INVESTMENT_USDC = formatMinimumInvestment('USDC');
/** The goals the form accepts, in either currency. */
export const GOAL_BOUNDS = range({ min: FUNDING_GOAL_MIN_SOL, max: FUNDING_GOAL_MAX_SOL });
export const GOAL_RANGE = range({ min: STATED_GOAL_MIN_SOL, max: STATED_GOAL_MAX_SOL }, 'SOL');
export const FIRST_INVESTMENT = range(FIRST_INVESTMENT_SOL, 'SOL');
export const NETWORK_FEE = `about $${num(NETWORK_FEE_USD)}`;
/** What the FAQ and the terms say. */
export const REVIEW_DAYS = `${range(REVIEW_BUSINESS_DAYS)} business days`;
/** What the how-it-works and submission pages say. */
export const SUBMISSION_REVIEW_DAYS = `${range(SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS)} business days`;

/** ["Low", "Medium", "High"] -> "Low, Medium or High". */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
