// A job run on a timer, one run at a time: a run asked for while one is going waits for it.
export interface PeriodicJob {
  /** Runs the job now (after the current run, if one is going). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startPeriodicJob(
  run: () => Promise<unknown>,
  intervalMs: number,
  log: (error: unknown) => void,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const runOnce = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await run();
      } catch (error) {
        log(error);
      }
    });
    return running;
  };
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runNow: runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
