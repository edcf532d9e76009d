// How SOL, USD and token amounts are shown.
import { SOL_BALANCE_DECIMALS, SOL_PRICE_DECIMALS } from './constants';
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
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0.00';
  const text = compactMagnitude(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Raw token units (pump.fun tokens have 6 decimals) in compact form, e.g. 1234567000000 -> "1.23M". */
export function formatTokenAmount(raw: number, decimals = 6): string {
  return formatCompact(raw / 10 ** decimals);
}

function compactMagnitude(amount: number): string {
  if (amount < 1) {
    const small = formatDecimal(amount, 4);
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
