// The server's "now" for campaign deadlines. Real time, plus an offset that only the local chain's
// dev route and tests move forward, so a deadline can pass without waiting days.
export interface Clock {
  now(): Date;
  /** Seconds the clock runs ahead of real time. */
  readonly offsetSeconds: number;
  advance(seconds: number): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    get offsetSeconds() {
      return Math.round(offsetMs / 1000);
    },
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
  };
}
