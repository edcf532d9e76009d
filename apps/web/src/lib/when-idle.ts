// Runs work the first paint does not need once the browser is idle (or after `timeout` ms at the
// latest); returns a function that cancels it.
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, Math.min(timeout, 2000));
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(callback, { timeout });
  return () => window.cancelIdleCallback(idle);
}
