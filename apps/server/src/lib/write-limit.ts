// The rate limit every write route shares (RATE_LIMIT_WRITE_PER_MIN per client), as a route's
// `config`: `{ config: writeLimit(config), ... }`.

export function writeLimit(config: { rateLimit: { writePerMinute: number } }) {
  return { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } };
}
