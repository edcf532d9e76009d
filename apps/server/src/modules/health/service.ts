// Service health: the database (a `select 1` that must answer within HEALTH_DB_TIMEOUT_MS) and the
// chain, with the cluster named so clients can link to an explorer that knows it, and its USDC mint.
import type { HealthResponse } from '@memetank/shared/api/health';
import type { Services } from '../../app-types';
import { chainCluster } from '../../chain/cluster';

/** A database that has not answered `select 1` by then counts as down: health must answer fast. */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(
  deps: Pick<Services, 'database' | 'chain' | 'config' | 'usdcMint'>,
): Promise<HealthResponse> {
  const { database, chain, config, usdcMint } = deps;
  const dbStatus = await withinTimeout(database.ping(), HEALTH_DB_TIMEOUT_MS)
    .then(() => 'up' as const)
    .catch(() => 'down' as const);
  const chainHealth = await chain.health();
  return {
    ok: dbStatus === 'up' && chainHealth.status === 'up',
    db: { status: dbStatus, kind: database.kind },
    chain: { ...chainHealth, cluster: chainCluster(chain.kind, config.chain), usdcMint },
  };
}
