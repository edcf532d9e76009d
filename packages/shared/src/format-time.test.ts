import { describe, expect, it, vi } from 'vitest';
import { daysLeft, formatDate, formatTimeLeft, relativeAge } from './format-time';

const now = new Date('2025-01-10T12:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);
const ahead = (ms: number) => new Date(now.getTime() + ms);

describe('relativeAge', () => {
  it('says "Just now" under one minute', () => {
    expect(relativeAge(now, now)).toBe('Just now');
    expect(relativeAge(ago(59_999), now)).toBe('Just now');
  });

  it('says "Just now" for a future date', () => {
    expect(relativeAge(ahead(DAY), now)).toBe('Just now');
  });

  it('picks the largest whole unit: m, h, then d ago', () => {
    expect(relativeAge(ago(MINUTE), now)).toBe('1m ago');
    expect(relativeAge(ago(12 * MINUTE + 30_000), now)).toBe('12m ago');
    expect(relativeAge(ago(HOUR - 1), now)).toBe('59m ago');
    expect(relativeAge(ago(HOUR), now)).toBe('1h ago');
    expect(relativeAge(ago(5 * HOUR + 59 * MINUTE), now)).toBe('5h ago');
    expect(relativeAge(ago(DAY - 1), now)).toBe('23h ago');
    expect(relativeAge(ago(DAY), now)).toBe('1d ago');
    expect(relativeAge(ago(3 * DAY + 23 * HOUR), now)).toBe('3d ago');
  });

  it('takes ISO strings and epoch milliseconds', () => {
    expect(relativeAge('2025-01-10T07:00:00Z', now)).toBe('5h ago');
    expect(relativeAge(now.getTime() - 3 * DAY, now.getTime())).toBe('3d ago');
  });

  it('rejects an invalid date with a RangeError', () => {
    expect(() => relativeAge('not a date', now)).toThrow(RangeError);
  });
});

describe('daysLeft', () => {
  it('rounds time left up to whole days', () => {
    expect(daysLeft(ahead(HOUR), now)).toBe(1);
    expect(daysLeft(ahead(1), now)).toBe(1);
    expect(daysLeft(ahead(DAY), now)).toBe(1);
    expect(daysLeft(ahead(DAY + 1), now)).toBe(2);
    expect(daysLeft(ahead(30 * DAY), now)).toBe(30);
  });

  it('is 0 at or after the deadline', () => {
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(ago(HOUR), now)).toBe(0);
    expect(daysLeft(ago(10 * DAY), now)).toBe(0);
  });
});

describe('formatTimeLeft', () => {
  it('says "{n} days", rounded up', () => {
    expect(formatTimeLeft(ahead(5 * DAY), now)).toBe('5 days');
    expect(formatTimeLeft(ahead(4 * DAY + HOUR), now)).toBe('5 days');
    expect(formatTimeLeft(ahead(30 * DAY), now)).toBe('30 days');
  });

  it('says "1 day" for exactly one day left', () => {
    expect(formatTimeLeft(ahead(HOUR), now)).toBe('1 day');
    expect(formatTimeLeft(ahead(DAY), now)).toBe('1 day');
  });

  it('says "Ended" once the deadline has passed', () => {
    expect(formatTimeLeft(now, now)).toBe('Ended');
    expect(formatTimeLeft(ago(DAY), now)).toBe('Ended');
  });
});

describe('formatDate', () => {
  it('shows a created date as "Jan 5, 2025" in UTC', () => {
    expect(formatDate('2025-01-05T10:00:00Z')).toBe('Jan 5, 2025');
    expect(formatDate(new Date('2024-12-31T23:59:59Z'))).toBe('Dec 31, 2024');
    expect(formatDate(Date.UTC(2025, 0, 1))).toBe('Jan 1, 2025');
  });

  it("shows the UTC day whatever the viewer's time zone", async () => {
    const original = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: already Jan 1 at 23:59 UTC on Dec 31
    try {
      vi.resetModules();
      const { formatDate: formatDateAway } = await import('./format-time');
      expect(formatDateAway('2024-12-31T23:59:59Z')).toBe('Dec 31, 2024');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('rejects an invalid date with a RangeError', () => {
    expect(() => formatDate('garbage')).toThrow(RangeError);
  });
});
