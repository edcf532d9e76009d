// The one LISTEN connection a process holds: a dedicated `pg` client beside the pool on
// PostgreSQL (reconnected and re-LISTENed after a drop), or PGlite's own listen in one process.
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';

export interface ListenConnection {
  close(): Promise<void>;
}

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** A LISTEN connection is idle by nature: a ping now and then notices one that died quietly. */
const PING_INTERVAL_MS = 30_000;

/** The client drizzle was given (`db.$client`): a pg Pool or a PGlite instance. */
function driverClient(database: DatabaseHandle): unknown {
  return (database.db as unknown as { $client?: unknown }).$client;
}

export async function listenOnPostgres(
  database: DatabaseHandle,
  channel: string,
  handlers: {
    deliver(payload: string): void;
    /** Called once a connection is noticed lost: nothing is heard until `resync`. */
    lost(): void;
    /** Called after a lost connection is back and listening again. */
    resync(): void;
    log(message: string): void;
  },
): Promise<ListenConnection> {
  const pool = driverClient(database);
  if (!(pool instanceof pg.Pool)) throw new Error('Realtime needs the PostgreSQL pool');
  // The pool's own settings (URL, SSL, timeouts), for a client that lives outside it.
  const clientConfig: pg.ClientConfig = {
    ...pool.options,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };

  let closed = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_FIRST_MS;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client(clientConfig);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.deliver(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  };

  const reconnect = async () => {
    retryTimer = undefined;
    if (closed) return;
    try {
      const client = await connect();
      if (closed) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      retryDelay = RECONNECT_FIRST_MS;
      handlers.log('Realtime: listening again after a lost database connection.');
      handlers.resync();
    } catch (error) {
      handlers.log(`Realtime: reconnecting failed (${String(error)}); retrying.`);
      retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
      retryTimer = setTimeout(() => void reconnect(), retryDelay);
    }
  };

  function lost(client: pg.Client, error?: Error) {
    if (client !== current) return;
    current = null;
    client.removeAllListeners('notification');
    void client.end().catch(() => {});
    if (closed) return;
    handlers.log(`Realtime: LISTEN connection lost${error ? ` (${error.message})` : ''}.`);
    handlers.lost();
    retryTimer = setTimeout(() => void reconnect(), retryDelay);
  }

  current = await connect();
  const ping = setInterval(() => {
    const client = current;
    client?.query('select 1').catch((error: Error) => lost(client, error));
  }, PING_INTERVAL_MS);
  ping.unref();

  return {
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners('notification');
        await client.end().catch(() => {});
      }
    },
  };
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

export async function listenOnPglite(
  database: DatabaseHandle,
  channel: string,
  handlers: { deliver(payload: string): void },
): Promise<ListenConnection> {
  const client = driverClient(database) as Partial<PgliteListener> | undefined;
  if (typeof client?.listen !== 'function') throw new Error('Realtime needs the PGlite client');
  const unlisten = await client.listen(channel, (payload) => handlers.deliver(payload));
  let closed = false;
  return {
    async close() {
      if (closed) return;
      closed = true;
      // The database may already be closed (the app outlived it): nothing left to stop then.
      await unlisten().catch(() => {});
    },
  };
}
