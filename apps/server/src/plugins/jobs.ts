// The background jobs: settlement and the reconcilers (every process: each step is a conditional
// update, decided once), the ending-soon notices and the clean-up of unreferenced uploads (one
// process of the cluster at a time, db/cluster-lock.ts). Each runs once before the server takes
// requests, then on its timer, and stops before the server closes.
import type { AppInstance } from '../app-types';
import { runInOneProcess } from '../db/cluster-lock';
import { startEscrowJobs } from '../escrow';
import { ENDING_SOON_CHECK_INTERVAL_MS, notifyEndingCampaigns } from '../jobs/ending-soon';
import { removeUnreferencedUploads, UPLOAD_CLEANUP_INTERVAL_MS } from '../jobs/upload-cleanup';
import { startPeriodicJob } from '../lib/periodic-job';

export function jobsPlugin(app: AppInstance) {
  const { services } = app;
  // Settlement and the reconcilers: a first run before the server takes requests, then a timer.
  const jobs = startEscrowJobs(services, (error) =>
    app.log.error({ err: error }, 'escrow jobs failed'),
  );
  app.decorate('escrowJobs', jobs);
  app.addHook('onReady', () => jobs.runNow());
  app.addHook('preClose', () => jobs.stop());
  // Followers of campaigns ending within 48 hours: at start, then every minute.
  const notificationJobs = startPeriodicJob(
    () => runInOneProcess(services.database, 'ending-soon', () => notifyEndingCampaigns(services)),
    ENDING_SOON_CHECK_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'ending-soon notifications failed'),
  );
  app.decorate('notificationJobs', notificationJobs);
  app.addHook('onReady', async () => {
    void notificationJobs.runNow();
  });
  app.addHook('preClose', () => notificationJobs.stop());
  // Uploads no project points at, a day after they were written: at start, then every hour.
  const uploadCleanup = startPeriodicJob(
    () =>
      runInOneProcess(services.database, 'upload-cleanup', () =>
        removeUnreferencedUploads(services),
      ),
    UPLOAD_CLEANUP_INTERVAL_MS,
    (error) => app.log.error({ err: error }, 'upload clean-up failed'),
  );
  app.addHook('onReady', async () => {
    void uploadCleanup.runNow();
  });
  app.addHook('preClose', () => uploadCleanup.stop());
}
