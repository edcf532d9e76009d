// The Fastify instance type every route module receives: zod-typed and carrying the services.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionCache } from './auth/session-cache';
import type { Chain } from './chain/chain';
import type { TestUsdc } from './chain/local-usdc';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Escrow, EscrowJobs } from './escrow';
import type { Clock } from './lib/clock';
import type { PeriodicJob } from './lib/periodic-job';
import type { SolPriceService } from './market/sol-price';
import type { AnswerCaches } from './projects/answer-cache';
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
  /**
   * Hot answers (list pages, a project's detail, related projects and comment pages), dropped on
   * any change to the projects table.
   */
  answerCaches: AnswerCaches;
  /**
   * Live sessions by token hash, per process; an ended session is dropped in every process by the
   * sessions trigger's notification (docs/decisions/057-session-cache.md).
   */
  sessionCache: SessionCache;
  /** Uploaded logos and pitch decks. */
  storage: Storage;
  /** "Now" for deadlines; only the local chain's dev route and tests move it. */
  clock: Clock;
  /** The escrow vault; null on a real cluster without ESCROW_SECRET_KEY (investing is off). */
  escrow: Escrow | null;
  /** Where platform fees are withdrawn to; null when none is configured. */
  treasuryWallet: string | null;
  /**
   * The mint USDC campaigns take (docs/decisions/055): USDC_MINT or Circle's on a real cluster,
   * the local chain's own test USDC on the embedded chain.
   */
  usdcMint: string;
  /** The local chain's test USDC, which the dev faucet mints; null on a real cluster. */
  testUsdc: TestUsdc | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Settlement and the reconciler (src/escrow/jobs.ts); `runNow` is for the dev clock. */
    escrowJobs: EscrowJobs;
    /** Followers told of campaigns ending within 48 hours; `runNow` is for the dev clock. */
    notificationJobs: PeriodicJob;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
