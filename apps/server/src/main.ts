// Starts the server: configuration, database (migrated, demo data on an empty one), chain, HTTP.
// SIGTERM/SIGINT drain in-flight requests, then close the database cleanly.
import { buildApp } from './app';
import { isLocalChain } from './chain/chain';
import { createChain } from './chain/create-chain';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoData } from './demo/seed';
import { demoUserWallet } from './demo/demo-wallets';
import { createServices } from './services';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function start(config: Config) {
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });
  const chain = await createChain(config.chain, config.dataDir);
  const services = await createServices(config, database, chain, (message) =>
    console.warn(message),
  );
  if (config.demoData) {
    // loadConfig refuses DEMO_DATA with SOLANA_RPC_URL; this is the last line of defence.
    if (!isLocalChain(chain)) fail('DEMO_DATA works only on the embedded local chain.');
    const demoWallet = await demoUserWallet();
    // Real investments through the invest flow, settled and claimed on the local chain.
    const { seeded } = await seedDemoData(services, { demoWallet });
    if (seeded) console.log(`Demo data added (demo wallet ${demoWallet.address}).`);
  }
  const app = await buildApp({
    services,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      await chain.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const chainName = config.chain.kind === 'local' ? 'the embedded local chain' : config.chain.url;
  console.log(
    `MemeTank is running at http://${config.host}:${config.port} (${where}, ${chainName})`,
  );
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
// If start-up stalls on a promise that never settles, Node would exit quietly with code 0.
let started = false;
process.on('beforeExit', () => {
  if (!started) fail('MemeTank stopped before it finished starting (start-up never completed).');
});
start(config)
  .then(() => {
    started = true;
  })
  .catch((error: unknown) => {
    console.error('MemeTank could not start:', error);
    process.exit(1);
  });
