// The long-lived services every route reaches through `app.services`, built once at start.
import type { Services } from './app-types';
import type { Chain } from './chain/chain';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loadDevWallets } from './lib/demo-wallets';
import { createSolPriceService } from './market/sol-price';
import { createRealtimeHub } from './realtime/hub';
import { createLocalDiskStorage } from './storage/local-disk-storage';

/** ADMIN_WALLETS, or on the local chain (unset) the demo admin generated in DATA_DIR. */
async function resolveAdminWallets(config: Config, chain: Chain): Promise<Set<string>> {
  if (config.adminWallets) return new Set(config.adminWallets);
  if (chain.kind !== 'local') return new Set();
  const wallets = await loadDevWallets(config.dataDir);
  return new Set(wallets.filter((wallet) => wallet.label === 'Demo admin').map((w) => w.address));
}

export async function createServices(
  config: Config,
  database: DatabaseHandle,
  chain: Chain,
  log: (message: string) => void = () => {},
): Promise<Services> {
  return {
    config,
    database,
    chain,
    adminWallets: await resolveAdminWallets(config, chain),
    solPrice: createSolPriceService({ url: config.providers.solPriceUrl, log }),
    storage: createLocalDiskStorage(config.uploadsDir),
    realtime: await createRealtimeHub(database, log),
  };
}
