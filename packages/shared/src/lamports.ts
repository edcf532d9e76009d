// Exact conversion between lamports (integers on chain) and SOL (decimals people type and read).
import { LAMPORTS_PER_SOL, SOL_DECIMALS } from './constants';

const LAMPORTS_PER_SOL_BIG = BigInt(LAMPORTS_PER_SOL);

/** SOL as a number, for display and sums; throws a RangeError unless given whole, non-negative lamports. */
export function lamportsToSol(lamports: bigint | number | string): number {
  const value = toLamports(lamports);
  const whole = value / LAMPORTS_PER_SOL_BIG;
  const fraction = (value % LAMPORTS_PER_SOL_BIG).toString().padStart(SOL_DECIMALS, '0');
  // Parsing the decimal text rounds once, to the nearest number; dividing floats could round twice.
  return Number(`${whole}.${fraction}`);
}

/**
 * Lamports for a SOL amount, computed on its decimal digits so 0.1 is exactly 100,000,000.
 * Accepts "1", "1.5", ".5" or a number; throws a RangeError on a negative, non-finite or malformed
 * amount, or one with more than 9 decimals that are not zeros.
 */
export function solToLamports(sol: number | string): bigint {
  // A negative or non-finite number prints as "-1", "NaN" or "Infinity", which the pattern rejects.
  const text = typeof sol === 'number' ? plainDecimal(sol) : sol;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || (whole === '' && !match[2]) || fraction.length > SOL_DECIMALS) {
    throw invalidSol(sol);
  }
  return BigInt(whole || '0') * LAMPORTS_PER_SOL_BIG + BigInt(fraction.padEnd(SOL_DECIMALS, '0'));
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

function invalidSol(sol: number | string): RangeError {
  return new RangeError(
    `Invalid SOL amount "${String(sol)}": expected a decimal of at least 0 with at most ${SOL_DECIMALS} decimals`,
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
