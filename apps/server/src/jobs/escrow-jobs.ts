// The escrow's background work, at start-up and then on a timer: keep the local vault's reserve,
// finish investments and payouts a crash left in flight, and settle campaigns whose deadline
// passed. Every step is idempotent, so several server processes may run it at once.
import type { Services } from '../app-types';
import { topUpLocalVault } from '../escrow/vault-reserve';
import { reconcileIntents } from '../modules/investing/service';
import { reconcilePayouts } from '../modules/me/claims';
import { settleDueCampaigns } from '../escrow/settlement';

export async function runEscrowJobs(services: Services): Promise<void> {
  if (!services.escrow) return;
  await topUpLocalVault(services);
  await reconcileIntents(services);
  await reconcilePayouts(services);
  await settleDueCampaigns(services);
}

export interface EscrowJobs {
  /** Runs the jobs now (after the current run, if one is going). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startEscrowJobs(services: Services, log: (error: unknown) => void): EscrowJobs {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await runEscrowJobs(services);
      } catch (error) {
        log(error);
      }
    });
    return running;
  };
  const timer = setInterval(() => void run(), services.config.escrow.jobsIntervalSeconds * 1000);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
