// Load on loopback, bounded in time: autocannon against an HTTP server, and the database ceiling's
// bare `pg` loop running a request's statements at the same concurrency. Both give req/s, p50, p99.
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * @typedef {object} LoadResult
 * @property {number} rps      completed requests per second (2xx only)
 * @property {number} p50      ms
 * @property {number} p99      ms
 * @property {number} requests 2xx answers in the measured window
 * @property {number} errors   connection errors, timeouts and non-2xx answers
 */

/**
 * @param {{ url: string, connections: number, seconds: number, warmupSeconds: number,
 *   headers?: Record<string, string> }} options
 * @returns {Promise<LoadResult>}
 */
export async function httpLoad(options) {
  const run = (/** @type {number} */ seconds) =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration: seconds,
      pipelining: 1,
      timeout: 10,
      headers: options.headers ?? {},
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const result = await run(options.seconds);
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || options.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: ok,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Nearest-rank percentile of sorted numbers. */
export function percentile(/** @type {number[]} */ sorted, /** @type {number} */ p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/**
 * The database ceiling: `connections` loops, each running `statements` one after the other (one
 * "request") as fast as the pool allows, through a pool as large as the server's.
 * @param {{ url: string, statements: import('./sql-capture.mjs').Statement[], connections: number,
 *   poolSize: number, seconds: number, warmupSeconds: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function databaseLoad(options) {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  pool.on('error', () => {});
  try {
    const once = async () => {
      for (const statement of options.statements) {
        await pool.query({ text: statement.text, values: statement.values });
      }
    };
    const run = async (/** @type {number} */ seconds) => {
      /** @type {number[]} */
      const latencies = [];
      let errors = 0;
      const until = performance.now() + seconds * 1000;
      const loop = async () => {
        while (performance.now() < until) {
          const start = performance.now();
          try {
            await once();
            latencies.push(performance.now() - start);
          } catch {
            errors += 1;
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: options.connections }, loop));
      const elapsed = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return {
        rps: latencies.length / elapsed,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        requests: latencies.length,
        errors,
      };
    };
    if (options.warmupSeconds > 0) await run(options.warmupSeconds);
    return await run(options.seconds);
  } finally {
    await pool.end();
  }
}
