import { z as Zod } from 'zod';

/**
 * The Solana cluster the server runs on, so the web app can link every signature and address to
 * an explorer that knows it: `local` is the server's embedded chain (no public explorer has it:
 * the app's own /explorer pages read it through the server); `custom` is an RPC endpoint that is
 * not one of the public clusters, with its origin only (never its path or query, which may hold
 * an API key), null when it cannot be told.
 */
export const CLUSTER_NAMES = ['local', 'mainnet-beta', 'devnet', 'testnet', 'custom'] as const;
export type ClusterName = (typeof CLUSTER_NAMES)[number];

export const chainClusterSchema = Zod.object({
  name: Zod.enum(CLUSTER_NAMES),
  /** The RPC endpoint's origin, for `custom` only; null otherwise. */
  url: Zod.string().nullable(),
});
export type ChainCluster = Zod.infer<typeof chainClusterSchema>;

export const healthResponseSchema = Zod.object({
  ok: Zod.boolean(),
  db: Zod.object({
    status: Zod.enum(['up', 'down']),
    kind: Zod.enum(['pglite', 'postgres']),
  }),
  chain: Zod.object({
    status: Zod.enum(['up', 'down']),
    kind: Zod.enum(['local', 'rpc']),
    cluster: chainClusterSchema,
    /**
     * The USDC mint USDC campaigns take (the local chain's own test USDC on the embedded chain);
     * null when the deployment has none (then no USDC campaign takes investments).
     */
    usdcMint: Zod.string().nullable(),
  }),
});

export type HealthResponse = Zod.infer<typeof healthResponseSchema>;

/**
 * GET /api/clock: the server clock's now, the one every deadline passes by (on the local chain the
 * dev clock may run it ahead of real time), so the submit form counts its 30 days from it.
 */
export const serverClockResponseSchema = Zod.object({ now: Zod.string() });
export type ServerClockResponse = Zod.infer<typeof serverClockResponseSchema>;
