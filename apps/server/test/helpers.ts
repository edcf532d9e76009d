// Builds the app for API tests on the shared test database, reset to empty before each test.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppInstance } from '../src/app-types';
import type { Chain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { loadConfig } from '../src/config';
import type { CoSigner } from '../src/escrow';
import type { Clock } from '../src/lib/clock';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createServices } from '../src/services';

export const databaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ kind: 'postgres', url }, { migrate: false });
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return openDatabase(
    { kind: 'pglite-memory', loadDataDir: new Blob([snapshot]) },
    { migrate: false },
  );
}

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => `"${getTableName(table)}"`);

export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql.raw(`truncate ${tableNames.join(', ')} cascade`));
}

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** An app on the test database; `env` overrides configuration as the environment would. */
export async function createTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    webDistDir?: string;
    database?: DatabaseHandle;
    chain?: Chain;
    /** The server's clock (deadlines); tests move it with `advance`. */
    clock?: Clock;
    /** Between the server and its co-signer (an outage, a tampering server). */
    reachCoSigner?: (coSigner: CoSigner) => CoSigner;
    /** Extra routes registered before the app is ready (e.g. to exercise a guard). */
    routes?: (app: AppInstance) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'memetank-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MIN: '10000',
    RATE_LIMIT_WRITE_PER_MIN: '10000',
    RATE_LIMIT_STREAMS_PER_IP: '10000',
    RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: '10000',
    UPLOADS_IN_PROGRESS_PER_IP: '10000',
    // Tests run the escrow jobs when they mean to (start-up, the dev clock, the admin's settle).
    ESCROW_JOBS_INTERVAL_SECONDS: '3600',
    DEMO_DATA: 'false',
    // Tests write rows straight into the database and read the list at once; the cache has its
    // own tests (projects-list-cache.test.ts).
    PROJECT_LIST_CACHE_SECONDS: '0',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const chain = options.chain ?? (await createLocalChain());
  const services = await createServices(
    config,
    database,
    chain,
    undefined,
    options.clock,
    options.reachCoSigner,
  );
  const buildOptions: BuildAppOptions = { services };
  buildOptions.webDistDir = options.webDistDir ?? join(dataDir, 'no-web-build');
  const app = await buildApp(buildOptions);
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await chain.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Signs `wallet` in through the real SIWS flow (nonce, signature, verify) and returns the session
 * cookie header to send with later requests (`headers: { cookie }`).
 */
export async function signIn(
  app: AppInstance,
  wallet: { address: string; sign(message: string): Promise<string> },
): Promise<string> {
  const nonce = await app.inject({
    method: 'POST',
    url: '/api/auth/nonce',
    payload: { address: wallet.address },
  });
  if (nonce.statusCode !== 200) throw new Error(`nonce failed: ${nonce.body}`);
  const { message } = nonce.json<{ message: string }>();
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { address: wallet.address, message, signature: await wallet.sign(message) },
  });
  const cookie = verify.cookies.find((c) => c.name === 'memetank_session');
  if (verify.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${verify.body}`);
  return `memetank_session=${cookie.value}`;
}

/**
 * Waits until every notification sent so far on `channel` has reached this app: on PostgreSQL they
 * travel on the LISTEN connection after the writer's commit, in order, so a marker sent now arrives
 * after them (a late one would drop an answer a test has just cached). `payload` shapes the marker
 * as the channel's messages are shaped (the sessions channel carries lists).
 */
export async function notificationsSettled(
  t: TestApp,
  channel: string,
  payload: (marker: string) => unknown = (marker) => marker,
): Promise<void> {
  const sent = payload(randomUUID());
  const { realtime } = t.app.services;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the marker notification never came')), 5_000);
    const stop = realtime.subscribe(channel, {
      event(data) {
        if (JSON.stringify(data) !== JSON.stringify(sent)) return;
        clearTimeout(timer);
        stop();
        resolve();
      },
      resync() {},
      close() {},
    });
    realtime.publish(channel, sent).catch(reject);
  });
}
