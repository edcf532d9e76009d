// The escrow's background work, at start-up and then on a timer: keep the local vault's reserve,
// decide the transfers a crash or a lost answer left in flight (investments, payouts, fee
// withdrawals), settle campaigns whose deadline passed, and send back investments that landed
// after their campaign settled. Every step is idempotent, so several server processes may run it
// at once.
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job';
import type { EscrowDeps } from './deps';
import { reconcileFeeWithdrawals } from './fees';
import { reconcileIntents } from './intents';
import { reconcilePayouts, refundLateInvestments } from './payouts';
import { topUpLocalVault } from './reserve';
import { settleDueCampaigns } from './settlement';

type JobDeps = Pick<
  EscrowDeps,
  'database' | 'chain' | 'clock' | 'realtime' | 'escrow' | 'treasuryWallet' | 'usdcMint'
>;

export async function runEscrowJobs(
  deps: JobDeps,
  log: (error: unknown) => void = () => {},
): Promise<void> {
  if (!deps.escrow) return;
  await topUpLocalVault(deps);
  await reconcileIntents(deps);
  await reconcilePayouts(deps);
  await reconcileFeeWithdrawals(deps);
  await settleDueCampaigns(deps);
  await refundLateInvestments(deps, log);
}

export type EscrowJobs = PeriodicJob;

export function startEscrowJobs(
  deps: JobDeps & Pick<EscrowDeps, 'config'>,
  log: (error: unknown) => void,
): EscrowJobs {
  return startPeriodicJob(
    () => runEscrowJobs(deps, log),
    deps.config.escrow.jobsIntervalSeconds * 1000,
    log,
  );
}
