// Fixed-decimal number text shared by the money and progress formatters.

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * `value` with exactly `decimals` decimals and en-US thousands separators, e.g. "1,234.50".
 * Halves round away from zero on the number as written (1.005 -> "1.01"), and a value that rounds
 * to zero carries no minus sign.
 */
export function formatDecimal(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}
