import { describe, expect, it } from 'vitest';
import {
  ENFORCED_MIN_INVESTMENT_SOL,
  FUNDING_GOAL_MIN_SOL,
  MIN_INVESTMENT_LAMPORTS,
  MIN_INVESTMENT_SOL,
  MINT_ADDRESS_PATTERN,
} from './constants';
import { solToLamports } from './lamports';

describe('MINT_ADDRESS_PATTERN', () => {
  const mint = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

  it('accepts 32 to 44 base58 characters', () => {
    expect(MINT_ADDRESS_PATTERN.test(mint)).toBe(true);
    expect(MINT_ADDRESS_PATTERN.test('1'.repeat(32))).toBe(true);
    expect(MINT_ADDRESS_PATTERN.test('z'.repeat(44))).toBe(true);
  });

  it('rejects 31 or 45 characters', () => {
    expect(MINT_ADDRESS_PATTERN.test('1'.repeat(31))).toBe(false);
    expect(MINT_ADDRESS_PATTERN.test('1'.repeat(45))).toBe(false);
  });

  it('rejects 0, O, I, l and other characters outside base58', () => {
    for (const bad of ['0', 'O', 'I', 'l', ' ', '-']) {
      expect(MINT_ADDRESS_PATTERN.test(mint.slice(0, 40) + bad), bad).toBe(false);
    }
  });
});

describe('MIN_INVESTMENT_LAMPORTS', () => {
  // The refund transfer's network fee and the rent-exempt minimum of a new (emptied) account.
  const NETWORK_FEE_LAMPORTS = 5_000;
  const RENT_EXEMPT_MINIMUM_LAMPORTS = 890_880;

  it('is 0.001 SOL, the SOL the invest box states', () => {
    expect(solToLamports(ENFORCED_MIN_INVESTMENT_SOL)).toBe(BigInt(MIN_INVESTMENT_LAMPORTS));
    expect(MIN_INVESTMENT_LAMPORTS).toBe(1_000_000);
  });

  it('leaves a refund that pays its fee and keeps a new account rent-exempt', () => {
    expect(MIN_INVESTMENT_LAMPORTS).toBeGreaterThanOrEqual(100 * NETWORK_FEE_LAMPORTS);
    expect(MIN_INVESTMENT_LAMPORTS - NETWORK_FEE_LAMPORTS).toBeGreaterThan(
      RENT_EXEMPT_MINIMUM_LAMPORTS,
    );
  });

  it('is below the smallest funding goal and the suggested minimum', () => {
    expect(BigInt(MIN_INVESTMENT_LAMPORTS)).toBeLessThan(solToLamports(FUNDING_GOAL_MIN_SOL));
    expect(BigInt(MIN_INVESTMENT_LAMPORTS)).toBeLessThan(solToLamports(MIN_INVESTMENT_SOL));
  });
});
