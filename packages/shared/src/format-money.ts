// How SOL, USD and token amounts are shown. One format per place: a wallet balance has 4 decimals,
// a transaction (an investment, a payout, a trade) 3, a funding or dashboard total 2, so one list
// or table never mixes "0.5000 SOL" with "1.20 SOL".
import {
  type Currency,
  SOL_BALANCE_DECIMALS,
  SOL_PRICE_DECIMALS,
  TRANSACTION_SOL_DECIMALS,
} from './constants';
import { formatDecimal } from './format-number';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** "1.2346 SOL": 4 decimals for a wallet balance; pass 3 for transactions, 2 for dashboard totals. */
export function formatSol(sol: number, decimals: number = SOL_BALANCE_DECIMALS): string {
  return `${formatDecimal(sol, decimals)} SOL`;
}

/** A transaction's SOL (an investment, a payout, a trade): "0.500 SOL", always 3 decimals. */
export function formatTransactionSol(sol: number): string {
  return formatSol(sol, TRANSACTION_SOL_DECIMALS);
}

/**
 * SOL raised or asked in short form, for lists of projects: "0.50 SOL", "1.20 SOL", "12.35K SOL".
 * 2 decimals at every size (unlike formatCompact's 4 below 1), so the amounts of one list read
 * alike.
 */
export function formatSolCompact(sol: number): string {
  return formatFundingCompact(sol, 'SOL');
}

/** A campaign's raised or asked amount in short form in its own currency: "0.50 USDC". */
export function formatFundingCompact(amount: number, currency: string): string {
  return `${compact(amount, 2)} ${currency}`;
}

/**
 * A campaign's amount in its own currency (a USDC campaign never shows SOL). SOL keeps the places'
 * decimals (`solDecimals`: 4 a balance, 3 a transaction, 2 a total); USDC always shows cents.
 */
export function formatCurrencyAmount(
  amount: number,
  currency: Currency,
  solDecimals: number = SOL_BALANCE_DECIMALS,
): string {
  return currency === 'SOL'
    ? formatSol(amount, solDecimals)
    : `${formatDecimal(amount, USDC_DECIMALS_SHOWN)} ${currency}`;
}

/** A transaction's amount in its currency: "0.500 SOL", "12.50 USDC". */
export function formatTransactionAmount(amount: number, currency: Currency): string {
  return formatCurrencyAmount(amount, currency, TRANSACTION_SOL_DECIMALS);
}

const USDC_DECIMALS_SHOWN = 2;

/** "$1,234.56". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** The SOL price in USD without the dollar sign, e.g. "187.23". */
export function formatPrice(price: number): string {
  return formatDecimal(price, SOL_PRICE_DECIMALS);
}

// Largest first; the first unit the amount reaches is used.
const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
  { size: 1, suffix: '' },
] as const;

/**
 * Money and token amounts in short form: "1.23B", "4.50M", "12.00K", "999.00", and 4 decimals
 * below 1 ("0.1235") so small amounts do not read as zero. Zero itself reads "0.00". An amount
 * that rounds up to 1,000 of a unit moves to the next one (999,999 -> "1.00M", not "1,000.00K").
 */
export function formatCompact(value: number): string {
  return compact(value, 4);
}

/** Raw token units (pump.fun tokens have 6 decimals) in compact form, e.g. 1234567000000 -> "1.23M". */
export function formatTokenAmount(raw: number, decimals = 6): string {
  return formatCompact(raw / 10 ** decimals);
}

/** `value` in short form, with `belowOneDecimals` decimals while it stays below 1. */
function compact(value: number, belowOneDecimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0.00';
  const text = compactMagnitude(Math.abs(value), belowOneDecimals);
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

function compactMagnitude(amount: number, belowOneDecimals: number): string {
  if (amount < 1) {
    const small = formatDecimal(amount, belowOneDecimals);
    if (Number(small) < 1) return small;
  }
  let index = COMPACT_UNITS.findIndex(({ size }) => amount >= size);
  if (index === -1) index = COMPACT_UNITS.length - 1;
  for (;;) {
    const unit = COMPACT_UNITS[index];
    const larger = COMPACT_UNITS[index - 1];
    if (!unit) throw new Error('unreachable: compact units exhausted');
    const figure = formatDecimal(amount / unit.size, 2);
    if (!larger || Number(figure.replaceAll(',', '')) < 1000) return `${figure}${unit.suffix}`;
    index -= 1;
  }
}
