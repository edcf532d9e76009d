// Ages, time left before a deadline, and dates, as the cards, comments and dashboards show them.
// A number is milliseconds since the epoch, as for `new Date(n)`: multiply seconds (trade
// timestamps) by 1000 first.

export type DateInput = Date | string | number;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3d ago", "5h ago", "12m ago" in the largest whole unit; "Just now" under a minute or in the future. */
export function relativeAge(date: DateInput, now: DateInput = new Date()): string {
  const elapsed = toTime(now) - toTime(date);
  if (elapsed >= DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  if (elapsed >= HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed >= MINUTE_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  return 'Just now';
}

/** Whole days left, rounded up (an hour left is 1 day); 0 once the deadline has passed. */
export function daysLeft(deadline: DateInput, now: DateInput = new Date()): number {
  return Math.max(0, Math.ceil((toTime(deadline) - toTime(now)) / DAY_MS));
}

/**
 * Time left as "{n} days", "Ended" once passed (a text to show: the campaign's phase is decided
 * from its deadline, not from this text). One day reads "1 day": the product's texts only show plurals, and "1 days" would read as a typo.
 */
export function formatTimeLeft(deadline: DateInput, now: DateInput = new Date()): string {
  const days = daysLeft(deadline, now);
  if (days === 0) return 'Ended';
  return days === 1 ? '1 day' : `${days} days`;
}

/** "Jan 5, 2025", in UTC so every viewer and test sees the same day. */
export function formatDate(date: DateInput): string {
  return dateFormat.format(toTime(date));
}

function toTime(date: DateInput): number {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${String(date)}`);
  return time;
}
