import { describe, expect, it } from 'vitest';
import { lamportsToSol, solToLamports } from './lamports';

describe('solToLamports', () => {
  it('converts 0.1, 1e-9 and 10000 SOL exactly', () => {
    expect(solToLamports(0.1)).toBe(100_000_000n);
    expect(solToLamports('0.1')).toBe(100_000_000n);
    expect(solToLamports(1e-9)).toBe(1n);
    expect(solToLamports('0.000000001')).toBe(1n);
    expect(solToLamports(10_000)).toBe(10_000_000_000_000n);
    expect(solToLamports('10000')).toBe(10_000_000_000_000n);
  });

  it('converts 0, exactly 1 and amounts a float product would miss', () => {
    expect(solToLamports(0)).toBe(0n);
    expect(solToLamports(1)).toBe(1_000_000_000n);
    // 1.005 * 1e9 is 1004999999.9999999 and 8.2 * 1e9 is 8199999999.999999 in floating point.
    expect(solToLamports(1.005)).toBe(1_005_000_000n);
    expect(solToLamports(8.2)).toBe(8_200_000_000n);
    expect(solToLamports(1.5e-7)).toBe(150n);
    expect(solToLamports(1e21)).toBe(10n ** 30n);
  });

  it('accepts ".5", "5." and trailing zeros past the ninth decimal', () => {
    expect(solToLamports('.5')).toBe(500_000_000n);
    expect(solToLamports('5.')).toBe(5_000_000_000n);
    expect(solToLamports('1.2500000000')).toBe(1_250_000_000n);
  });

  it('rejects more than 9 decimals with a RangeError', () => {
    expect(() => solToLamports('1.0000000001')).toThrow(RangeError);
    expect(() => solToLamports(1e-10)).toThrow(RangeError);
    expect(() => solToLamports(0.1 + 0.2)).toThrow(RangeError);
  });

  it('rejects negative, NaN, infinite and malformed amounts with a RangeError', () => {
    for (const bad of [
      -1,
      -1e-9,
      Number.NaN,
      Infinity,
      -Infinity,
      '-1',
      '',
      '.',
      'abc',
      '1e3',
      ' 1',
    ]) {
      expect(() => solToLamports(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('lamportsToSol', () => {
  it('divides by 1e9 for bigint, number and string lamports', () => {
    expect(lamportsToSol(0n)).toBe(0);
    expect(lamportsToSol(1n)).toBe(1e-9);
    expect(lamportsToSol(100_000_000)).toBe(0.1);
    expect(lamportsToSol('1000000000')).toBe(1);
    expect(lamportsToSol(1_100_000_000n)).toBe(1.1);
    expect(lamportsToSol(10_000_000_000_000n)).toBe(10_000);
  });

  it('round-trips through solToLamports', () => {
    for (const sol of ['0.1', '0.000000001', '1.23456789', '10000', '123456.789']) {
      expect(lamportsToSol(solToLamports(sol))).toBe(Number(sol));
    }
  });

  it('rejects fractional, negative, unsafe and malformed lamports with a RangeError', () => {
    for (const bad of [1.5, -1, -1n, 2 ** 53, Number.NaN, Infinity, '1.5', '-1', '', 'abc']) {
      expect(() => lamportsToSol(bad), String(bad)).toThrow(RangeError);
    }
  });
});
