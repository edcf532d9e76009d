// The one debounce hook: a value once it has stayed the same for a while.
import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`. Until the first delay has passed it is
 * `initial`: the value itself by default (a search box starts applied), or e.g. null when nothing
 * may happen before the pause (the mint lookup).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T;
export function useDebouncedValue<T, I>(value: T, delayMs: number, initial: I): T | I;
export function useDebouncedValue<T, I>(value: T, delayMs: number, ...initial: [I?]): T | I {
  const [settled, setSettled] = useState<T | I>(() =>
    initial.length > 0 ? (initial[0] as I) : value,
  );
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
