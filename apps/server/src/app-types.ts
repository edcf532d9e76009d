// The Fastify instance type every route module receives: zod-typed and carrying the services.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Chain } from './chain/chain';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { SolPriceService } from './market/sol-price';
import type { RealtimeHub } from './realtime/hub';
import type { Storage } from './storage/storage';

export interface Services {
  config: Config;
  database: DatabaseHandle;
  chain: Chain;
  /** Wallets allowed on admin routes. */
  adminWallets: ReadonlySet<string>;
  solPrice: SolPriceService;
  /** Realtime fan-out over PostgreSQL LISTEN/NOTIFY; the app closes it when it closes. */
  realtime: RealtimeHub;
  /** Uploaded logos and pitch decks. */
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
