import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatCurrencyAmount,
  formatPrice,
  formatSol,
  formatSolCompact,
  formatTokenAmount,
  formatTransactionAmount,
  formatTransactionSol,
  formatUsd,
} from './format-money';

describe('formatSol', () => {
  it('shows a balance with 4 decimals and the SOL suffix', () => {
    expect(formatSol(1.23456)).toBe('1.2346 SOL');
    expect(formatSol(0)).toBe('0.0000 SOL');
    expect(formatSol(1)).toBe('1.0000 SOL');
  });

  it('takes other decimals for transactions and dashboard totals', () => {
    expect(formatSol(0.12345, 3)).toBe('0.123 SOL');
    expect(formatSol(2.5, 2)).toBe('2.50 SOL');
  });

  it('rounds .xxxx5 up and separates thousands', () => {
    expect(formatSol(0.00005)).toBe('0.0001 SOL');
    expect(formatSol(1234.5)).toBe('1,234.5000 SOL');
  });
});

describe('formatTransactionSol', () => {
  it('shows every transaction with 3 decimals, below and above 1 SOL alike', () => {
    expect(formatTransactionSol(0.5)).toBe('0.500 SOL');
    expect(formatTransactionSol(1.2)).toBe('1.200 SOL');
    expect(formatTransactionSol(0.25)).toBe('0.250 SOL');
    expect(formatTransactionSol(0.0005)).toBe('0.001 SOL');
    expect(formatTransactionSol(1234.5)).toBe('1,234.500 SOL');
  });
});

describe('formatSolCompact', () => {
  it('gives amounts of one list the same 2 decimals below and above 1 SOL', () => {
    const list = [0.5, 1.2, 0.1235, 12.345].map(formatSolCompact);
    expect(list).toEqual(['0.50 SOL', '1.20 SOL', '0.12 SOL', '12.35 SOL']);
    for (const text of list) expect(text).toMatch(/^\d+\.\d{2} SOL$/);
  });

  it('suffixes K, M and B like formatCompact', () => {
    expect(formatSolCompact(500)).toBe('500.00 SOL');
    expect(formatSolCompact(10_000)).toBe('10.00K SOL');
    expect(formatSolCompact(999_999)).toBe('1.00M SOL');
    expect(formatSolCompact(2.5e9)).toBe('2.50B SOL');
  });

  it('shows zero, a rounding to 1 and a negative amount', () => {
    expect(formatSolCompact(0)).toBe('0.00 SOL');
    expect(formatSolCompact(0.999)).toBe('1.00 SOL');
    expect(formatSolCompact(-0.5)).toBe('-0.50 SOL');
    expect(formatSolCompact(-0.001)).toBe('0.00 SOL');
  });
});

describe('formatUsd', () => {
  it('shows two decimals, a dollar sign and thousands separators', () => {
    expect(formatUsd(1234.56)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
  });

  it('rounds .xx5 up', () => {
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(2.675)).toBe('$2.68');
  });

  it('puts the minus before the dollar sign, and none on an amount that rounds to zero', () => {
    expect(formatUsd(-1234.5)).toBe('-$1,234.50');
    expect(formatUsd(-0.001)).toBe('$0.00');
  });
});

describe('formatPrice', () => {
  it('shows the SOL price with two decimals', () => {
    expect(formatPrice(187.234)).toBe('187.23');
    expect(formatPrice(187.235)).toBe('187.24');
    expect(formatPrice(200)).toBe('200.00');
    expect(formatPrice(1.005)).toBe('1.01');
    expect(formatPrice(1234.5)).toBe('1,234.50');
  });
});

describe('formatCompact', () => {
  it('suffixes B, M and K from exactly 1e9, 1e6 and 1e3', () => {
    expect(formatCompact(1e9)).toBe('1.00B');
    expect(formatCompact(1e6)).toBe('1.00M');
    expect(formatCompact(1e3)).toBe('1.00K');
    expect(formatCompact(1_234_567)).toBe('1.23M');
    expect(formatCompact(2_500_000_000)).toBe('2.50B');
    expect(formatCompact(45_600)).toBe('45.60K');
  });

  it('keeps the smaller unit just below each threshold', () => {
    expect(formatCompact(999)).toBe('999.00');
    expect(formatCompact(999_000)).toBe('999.00K');
    expect(formatCompact(999_000_000)).toBe('999.00M');
  });

  it('moves to the next unit when rounding reaches 1,000', () => {
    expect(formatCompact(999.999)).toBe('1.00K');
    expect(formatCompact(999_999)).toBe('1.00M');
    expect(formatCompact(999_999_999)).toBe('1.00B');
    expect(formatCompact(0.99999)).toBe('1.00');
  });

  it('shows 4 decimals below 1 and 2 at or above 1', () => {
    expect(formatCompact(0.12345)).toBe('0.1235');
    expect(formatCompact(0.5)).toBe('0.5000');
    expect(formatCompact(1)).toBe('1.00');
    expect(formatCompact(12.345)).toBe('12.35');
  });

  it('shows zero as "0.00"', () => {
    expect(formatCompact(0)).toBe('0.00');
    expect(formatCompact(-0)).toBe('0.00');
  });

  it('keeps the sign of a negative amount unless it rounds to zero', () => {
    expect(formatCompact(-1_234_567)).toBe('-1.23M');
    expect(formatCompact(-0.5)).toBe('-0.5000');
    expect(formatCompact(-999)).toBe('-999.00');
    expect(formatCompact(-0.00001)).toBe('0.0000');
  });

  it('separates thousands beyond a thousand billion', () => {
    expect(formatCompact(1.5e12)).toBe('1,500.00B');
  });
});

describe('formatTokenAmount', () => {
  it('shows raw pump.fun units (6 decimals) in K/M/B', () => {
    expect(formatTokenAmount(1_234_567_000_000)).toBe('1.23M');
    expect(formatTokenAmount(1_000_000_000_000_000)).toBe('1.00B');
    expect(formatTokenAmount(500_000)).toBe('0.5000');
    expect(formatTokenAmount(0)).toBe('0.00');
  });

  it('takes the token decimals', () => {
    expect(formatTokenAmount(1_500_000_000_000, 9)).toBe('1.50K');
    expect(formatTokenAmount(42, 0)).toBe('42.00');
  });
});

describe('formatCurrencyAmount', () => {
  it('shows SOL with the decimals of the place and USDC in cents, each with its own name', () => {
    expect(formatCurrencyAmount(1.23456, 'SOL')).toBe('1.2346 SOL');
    expect(formatCurrencyAmount(1234.5, 'USDC')).toBe('1,234.50 USDC');
    expect(formatTransactionAmount(0.5, 'SOL')).toBe('0.500 SOL');
    expect(formatTransactionAmount(12.5, 'USDC')).toBe('12.50 USDC');
  });
});
