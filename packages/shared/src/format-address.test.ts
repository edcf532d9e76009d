import { describe, expect, it } from 'vitest';
import { shortAddress, shortAddressLong, shortId } from './format-address';

const wallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

describe('shortAddress', () => {
  it('shows the first 4 and last 4 characters in the header', () => {
    expect(shortAddress(wallet)).toBe('7xKX...gAsU');
  });

  it('returns an address no longer than 8 characters unchanged', () => {
    expect(shortAddress('12345678')).toBe('12345678');
    expect(shortAddress('')).toBe('');
    expect(shortAddress('123456789')).toBe('1234...6789');
  });
});

describe('shortAddressLong', () => {
  it('shows the first 8 and last 8 characters of the creator wallet', () => {
    expect(shortAddressLong(wallet)).toBe('7xKXtg2C...uJosgAsU');
  });

  it('returns an address no longer than 16 characters unchanged', () => {
    expect(shortAddressLong('1234567890123456')).toBe('1234567890123456');
    expect(shortAddressLong('12345678901234567')).toBe('12345678...01234567');
  });
});

describe('shortId', () => {
  it('shows the first 8 characters of an id or wallet', () => {
    expect(shortId('3f2b9c1e-8d4a-4f6b-9e2d-1a2b3c4d5e6f')).toBe('3f2b9c1e');
    expect(shortId(wallet)).toBe('7xKXtg2C');
    expect(shortId('abc')).toBe('abc');
  });
});
