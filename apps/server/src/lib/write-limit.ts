// The rate limit every write route shares (RATE_LIMIT_WRITE_PER_MIN per client), as a route's
// `config`: `{ config: writeLimit(config), ... }`.
import type { Config } from '../config';

export function writeLimit(config: Pick<Config, 'rateLimit'>) {
  return { rateLimit: { max: config.rateLimit.writePerMinute, timeWindow: '1 minute' } };
}
