import { describe, expect, it } from 'vitest';
import { MINT_ADDRESS_PATTERN } from './constants';

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
