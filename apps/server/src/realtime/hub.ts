// Realtime fan-out across server processes. `publish` is a PostgreSQL NOTIFY (sent on commit when
// it runs in the writer's transaction); each process holds one LISTEN connection and hands every
// event to its own subscribers of the event's channel (`comments:{projectId}`, ...).
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { listenOnPglite, listenOnPostgres, type ListenConnection } from './listen-connection';

/**
 * The one PostgreSQL channel every process LISTENs on. Our own channel names travel in the
 * payload, so subscribing never waits for a LISTEN round trip and a reconnect re-LISTENs once.
 */
export const NOTIFY_CHANNEL = 'memetank_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

export interface Subscriber {
  /** An event published on the subscribed channel, as it was given to `publish`. */
  event(data: unknown): void;
  /**
   * The LISTEN connection is noticed lost: no event reaches this process until `resync`. A
   * subscriber that trusts what it holds only while it would hear of a change stops trusting it.
   */
  lost?(): void;
  /**
   * The LISTEN connection was lost and is back: events may have been missed, so the subscriber
   * should make its client catch up (an event stream closes, and the browser reconnects and
   * refetches).
   */
  resync(): void;
  /** The hub is shutting down (the app is closing). */
  close(): void;
}

/** Runs SQL: the database or the writer's transaction. */
export type SqlExecutor = Pick<Database, 'execute'>;

export interface RealtimeHub {
  /**
   * Announces `data` (JSON, under ~7.9 kB) to every subscriber of `channel` in every process.
   * Pass the writer's transaction so the event goes out only if and when it commits.
   */
  publish(channel: string, data: unknown, executor?: SqlExecutor): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, subscriber: Subscriber): () => void;
  /** How many subscribers this process holds (all channels). */
  subscriberCount(): number;
  /** Ends every subscription and the LISTEN connection. Idempotent. */
  close(): Promise<void>;
}

interface Envelope {
  channel: string;
  data: unknown;
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value === 'object' && value !== null && 'channel' in value && 'data' in value) {
      const { channel, data } = value as { channel: unknown; data: unknown };
      if (typeof channel === 'string') return { channel, data };
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}

export async function createRealtimeHub(
  database: DatabaseHandle,
  log: (message: string) => void = () => {},
): Promise<RealtimeHub> {
  const channels = new Map<string, Set<Subscriber>>();
  let closed = false;

  const everySubscriber = () => [...channels.values()].flatMap((set) => [...set]);
  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      log(`Realtime subscriber failed: ${String(error)}`);
    }
  };

  const deliver = (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) return;
    for (const subscriber of [...(channels.get(envelope.channel) ?? [])]) {
      safely(() => subscriber.event(envelope.data));
    }
  };
  const resync = () => {
    for (const subscriber of everySubscriber()) safely(() => subscriber.resync());
  };
  const lost = () => {
    for (const subscriber of everySubscriber()) safely(() => subscriber.lost?.());
  };

  const connection: ListenConnection =
    database.kind === 'postgres'
      ? await listenOnPostgres(database, NOTIFY_CHANNEL, { deliver, lost, resync, log })
      : await listenOnPglite(database, NOTIFY_CHANNEL, { deliver });

  return {
    async publish(channel, data, executor = database.db) {
      const payload = JSON.stringify({ channel, data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Realtime payload on ${channel} is too large for NOTIFY`);
      }
      await executor.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
    },
    subscribe(channel, subscriber) {
      if (closed) {
        subscriber.close();
        return () => {};
      }
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(subscriber);
      return () => {
        const current = channels.get(channel);
        if (!current?.delete(subscriber)) return;
        if (current.size === 0) channels.delete(channel);
      };
    },
    subscriberCount: () => everySubscriber().length,
    async close() {
      if (closed) return;
      closed = true;
      const subscribers = everySubscriber();
      channels.clear();
      for (const subscriber of subscribers) safely(() => subscriber.close());
      await connection.close();
    },
  };
}
