// Exact conversion between lamports (integers on chain) and SOL (decimals people type and read).
import { SOL_DECIMALS } from './constants';

/** SOL as a number, for display and sums; throws a RangeError unless given whole, non-negative lamports. */
export function lamportsToSol(lamports: bigint | number | string): number {
  return unitsToDecimal(lamports, SOL_DECIMALS);
}

/**
 * Whole, non-negative base units of a currency with `decimals` decimals as a number of whole units
 * (lamports to SOL, micro-USDC to USDC); throws a RangeError on anything else.
 */
export function unitsToDecimal(units: bigint | number | string, decimals: number): number {
  const value = toLamports(units);
  const scale = 10n ** BigInt(decimals);
  const whole = value / scale;
  const fraction = (value % scale).toString().padStart(decimals, '0');
  // Parsing the decimal text rounds once, to the nearest number; dividing floats could round twice.
  return Number(decimals === 0 ? `${whole}` : `${whole}.${fraction}`);
}

/**
 * Lamports for a SOL amount, computed on its decimal digits so 0.1 is exactly 100,000,000.
 * Accepts "1", "1.5", ".5" or a number; throws a RangeError on a negative, non-finite or malformed
 * amount, or one with more than 9 decimals that are not zeros.
 */
export function solToLamports(sol: number | string): bigint {
  return decimalToUnits(sol, SOL_DECIMALS, 'SOL');
}

/**
 * Base units for a decimal amount of a currency with `decimals` decimals (`name` for the error),
 * computed on its digits. Throws a RangeError on a negative, non-finite or malformed amount, or one
 * with more decimals than the currency has that are not zeros.
 */
export function decimalToUnits(amount: number | string, decimals: number, name: string): bigint {
  // A negative or non-finite number prints as "-1", "NaN" or "Infinity", which the pattern rejects.
  const text = typeof amount === 'number' ? plainDecimal(amount) : amount;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || (whole === '' && !match[2]) || fraction.length > decimals) {
    throw new RangeError(
      `Invalid ${name} amount "${String(amount)}": expected a decimal of at least 0 with at most ${decimals} decimals`,
    );
  }
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
}

function toLamports(lamports: bigint | number | string): bigint {
  if (typeof lamports === 'bigint' && lamports >= 0n) return lamports;
  if (typeof lamports === 'number' && Number.isSafeInteger(lamports) && lamports >= 0) {
    return BigInt(lamports);
  }
  if (typeof lamports === 'string' && /^\d+$/.test(lamports)) return BigInt(lamports);
  throw new RangeError(
    `Invalid lamports "${String(lamports)}": expected a whole number of at least 0`,
  );
}

/** A non-negative finite number as plain decimal text: 1e-9 -> "0.000000001", 1e21 -> "1000...". */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1] ?? ''}${match[2] ?? ''}`;
  const point = 1 + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits.padEnd(point, '0');
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}
