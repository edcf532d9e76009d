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

/**
 * Real time, for what must never move with the dev clock, and never for a rule about deadlines
 * (those read `Clock.now()`): sign-in nonces and sessions (a clock moved days ahead would sign
 * everyone out), the freshness of a signed statement (the browser signs with its own real time),
 * the SOL price's age, and the age of stored files.
 */
export const wallTime = (): Date => new Date();
