// How busy the host of this virtual machine kept it during a phase of the bench: the CPU time the
// host took (Linux's "steal" in /proc/stat) and how long a fixed piece of JavaScript took at the
// phase's start and end (a busy neighbour slows the CPU without it being counted as steal). A
// ratio measured on a busy host is not comparable with one measured on a quiet one.
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} CpuTimes
 * @property {number} steal  ticks the host took, all CPUs together
 * @property {number} total  ticks of every kind (user to steal), all CPUs together
 */

/** The machine's CPU time counters now, or null where /proc/stat cannot be read (not Linux). */
export function cpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal [guest guest_nice]: guest time is
    // already counted in user and nice.
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (ticks.length < 8 || ticks.some((tick) => !Number.isFinite(tick))) return null;
    return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, tick) => sum + tick, 0) };
  } catch {
    return null;
  }
}

/**
 * The share (0 to 1) of the CPU time between `before` and `after` that the host took; null when
 * either is unknown or no time passed.
 * @param {CpuTimes | null} before @param {CpuTimes | null} after
 */
export function stolenShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}

/** "12.3%", or "unknown". @param {number | null} share */
export function formatShare(share) {
  return share === null ? 'unknown' : `${(share * 100).toFixed(1)}%`;
}

/**
 * Milliseconds a fixed integer loop (twenty million steps, no allocation) takes on this thread
 * now: about the same from run to run on a quiet machine, several times more on a busy host.
 */
export function referenceLoopMs() {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < 20_000_000; i += 1) sum = (sum + i * 7) % 1_000_003;
  const ms = performance.now() - start;
  // The sum is used, so the loop cannot be dropped as dead code.
  return sum < 0 ? Number.NaN : Math.round(ms);
}
