import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-number';

describe('formatDecimal', () => {
  it('shows exactly the given decimals with thousands separators', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1,234.50');
    expect(formatDecimal(1234.5, 0)).toBe('1,235');
    expect(formatDecimal(0, 4)).toBe('0.0000');
  });

  it('rounds a written half away from zero', () => {
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(-1.005, 2)).toBe('-1.01');
  });

  it('drops the minus sign when the value rounds to zero', () => {
    expect(formatDecimal(-0.004, 2)).toBe('0.00');
    expect(formatDecimal(-0, 2)).toBe('0.00');
  });
});
