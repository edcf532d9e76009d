// The escrow's background work, at start-up and then on a timer: keep the local vault's reserve,
// finish investments and payouts a crash left in flight, settle campaigns whose deadline passed,
// and send back investments that landed after their campaign settled. Every step is idempotent, so several server processes may run it at once.
import type { Services } from '../app-types';
import { topUpLocalVault } from '../escrow/vault-reserve';
import { reconcileIntents } from '../modules/investing/service';
import { reconcilePayouts, refundLateInvestments } from '../modules/me/claims';
import { settleDueCampaigns } from '../escrow/settlement';
import { startPeriodicJob, type PeriodicJob } from './periodic-job';

export async function runEscrowJobs(
  services: Services,
  log: (error: unknown) => void = () => {},
): Promise<void> {
  if (!services.escrow) return;
  await topUpLocalVault(services);
  await reconcileIntents(services);
  await reconcilePayouts(services);
  await settleDueCampaigns(services);
  await refundLateInvestments(services, log);
}

export type EscrowJobs = PeriodicJob;

export function startEscrowJobs(services: Services, log: (error: unknown) => void): EscrowJobs {
  return startPeriodicJob(
    () => runEscrowJobs(services, log),
    services.config.escrow.jobsIntervalSeconds * 1000,
    log,
  );
}
