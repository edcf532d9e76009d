// The long-lived services every route reaches through `app.services`, built once at start.
import type { Services } from './app-types';
import { createSessionCache } from './auth/session-cache';
import { ChainError, isLocalChain, type Chain } from './chain/chain';
import { loadTestUsdc } from './chain/local-usdc';
import { CIRCLE_USDC_MINTS, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import {
  EscrowKeyError,
  createHttpCoSigner,
  createInProcessCoSigner,
  createMultisigEscrow,
  loadCustodyKeys,
  loadEscrowSigner,
  readCustodyRecord,
  vaultAddresses,
  type CoSigner,
  type Escrow,
} from './escrow';
import { createClock, type Clock } from './lib/clock';
import { loadDevWallets } from './demo/demo-wallets';
import { createSolPriceService } from './market/sol-price';
import { createAnswerCaches } from './projects/answer-cache';
import { createRealtimeHub } from './realtime/hub';
import { createLocalDiskStorage } from './storage/local-disk-storage';

/** ADMIN_WALLETS, or on the local chain (unset) the demo admin generated in DATA_DIR. */
async function resolveAdminWallets(config: Config, chain: Chain): Promise<Set<string>> {
  if (config.adminWallets) return new Set(config.adminWallets);
  if (chain.kind !== 'local') return new Set();
  return new Set([await demoAdminWallet(config)]);
}

async function demoAdminWallet(config: Config): Promise<string> {
  const wallets = await loadDevWallets(config.dataDir);
  const admin = wallets.find((wallet) => wallet.label === 'Demo admin');
  if (!admin) throw new Error('The demo admin wallet is missing from the dev wallets');
  return admin.address;
}

/** TREASURY_WALLET, or on the local chain the demo admin's wallet. */
async function resolveTreasury(config: Config, chain: Chain): Promise<string | null> {
  if (config.escrow.treasuryWallet) return config.escrow.treasuryWallet;
  return chain.kind === 'local' ? demoAdminWallet(config) : null;
}

/**
 * The vault (docs/decisions/078-two-of-three-custody.md): the 2-of-3 multisig of the hot key, the
 * co-signer (in this process for now) and the recovery key; null without a hot key (investing is
 * off). On the local chain it is created on chain now; on a real cluster when first needed.
 */
async function createEscrow(
  config: Config,
  chain: Chain,
  log: (message: string) => void,
  reachCoSigner: (coSigner: CoSigner) => CoSigner,
): Promise<Escrow | null> {
  const hot = await loadEscrowSigner({
    secretKey: config.escrow.secretKey,
    dataDir: config.dataDir,
    localChain: chain.kind === 'local',
  });
  if (!hot) return null;
  // The current multisig: the first seed, or the one the last rotation recorded (decision 081).
  const custody = readCustodyRecord(config.dataDir);
  const { seed } = custody;
  const recoveryPubkey = config.escrow.recoveryPubkey ?? custody.recovery;
  const { vault, vaultSol } = await vaultAddresses(hot.address, seed);
  const service = config.escrow.coSignerService;
  if (service) {
    // The co-signer runs on its own: the server has its address and the secret, never its key.
    if (!service.secret || !service.address) {
      throw new EscrowKeyError(
        'ESCROW_COSIGNER_URL needs ESCROW_COSIGNER_SECRET and ESCROW_COSIGNER_PUBKEY',
      );
    }
    const recovery = recoveryPubkey ?? (isLocalChain(chain) ? await demoAdminWallet(config) : null);
    if (!recovery) throw new EscrowKeyError('ESCROW_COSIGNER_URL needs ESCROW_RECOVERY_PUBKEY');
    if (new Set([hot.address, service.address, recovery]).size !== 3) {
      throw new EscrowKeyError(
        'The hot key, the co-signer key and the recovery key must be three keys',
      );
    }
    const remote = createHttpCoSigner({
      url: service.url,
      secret: service.secret,
      address: service.address,
    });
    return readyEscrow(
      await createMultisigEscrow({ hot, coSigner: reachCoSigner(remote), recovery, seed }, chain),
      chain,
      log,
    );
  }
  const keys = await loadCustodyKeys({
    hot,
    coSignerSecretKey: config.escrow.coSignerSecretKey,
    recoveryPubkey,
    dataDir: config.dataDir,
    localChain: chain.kind === 'local',
    localRecovery: () => demoAdminWallet(config),
  });
  const coSigner = createInProcessCoSigner(keys.coSignerKey, {
    vault,
    vaultSol,
    hotKey: hot.address,
  });
  const escrow = await createMultisigEscrow(
    { hot, coSigner: reachCoSigner(coSigner), recovery: keys.recovery, seed },
    chain,
  );
  return readyEscrow(escrow, chain, log);
}

async function readyEscrow(
  escrow: Escrow,
  chain: Chain,
  log: (message: string) => void,
): Promise<Escrow> {
  // A chain that cannot answer now does not stop the server: the vault is created when first needed.
  if (isLocalChain(chain)) {
    await escrow.ready().catch((error: unknown) => {
      if (!(error instanceof ChainError)) throw error;
      log(`The escrow vault is not ready yet: ${error.message}`);
    });
  }
  return escrow;
}

export async function createServices(
  config: Config,
  database: DatabaseHandle,
  chain: Chain,
  log: (message: string) => void = () => {},
  clock: Clock = createClock(),
  /**
   * How the server reaches the co-signer: directly in this process (stage 1 of decision 078);
   * tests put an outage or a compromised server's tampering in between.
   */
  reachCoSigner: (coSigner: CoSigner) => CoSigner = (coSigner) => coSigner,
): Promise<Services> {
  const escrow = await createEscrow(config, chain, log, reachCoSigner);
  const realtime = await createRealtimeHub(database, log);
  const testUsdc = isLocalChain(chain) ? await loadTestUsdc(chain, config.dataDir) : null;
  const usdcMint = testUsdc?.mint ?? config.escrow.usdcMint ?? CIRCLE_USDC_MINTS.mainnet;
  return {
    config,
    database,
    chain,
    adminWallets: await resolveAdminWallets(config, chain),
    solPrice: createSolPriceService({ url: config.providers.solPriceUrl, log }),
    storage: createLocalDiskStorage(config.uploadsDir),
    realtime,
    answerCaches: createAnswerCaches({
      ttlSeconds: config.projectListCacheSeconds,
      clock,
      realtime,
    }),
    sessionCache: createSessionCache({ realtime }),
    clock,
    escrow,
    treasuryWallet: await resolveTreasury(config, chain),
    usdcMint,
    testUsdc,
  };
}
