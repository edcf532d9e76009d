// Server configuration from the environment, parsed with zod at start. A bad value stops the
// server with a message naming the variable (README.md, "Configuration").
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { chainCluster } from './chain/cluster';

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

// A trusted proxy: an IP address, a CIDR subnet or one of proxy-addr's names for private ranges.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string) => {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  return (
    isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix))
  );
};

const trustProxy = z
  .string()
  .transform((value): boolean | string => {
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(text)) return true;
    if (['false', '0', 'no'].includes(text)) return false;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .join(',');
  })
  .refine((value) => typeof value === 'boolean' || value.split(',').every(isProxyAddress), {
    error: 'must be true, false or comma-separated proxy IP addresses or CIDR subnets',
  });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

// Where visitors reach the site, as an origin: "https://memetank.example" (a trailing slash is
// dropped); no path, query or fragment, since the app is served at the origin's root.
const publicOrigin = httpUrl
  .refine(
    (value) => {
      // Not a URL at all: the check above has said so already.
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    },
    { error: 'must be an http(s) origin such as https://memetank.example, without a path' },
  )
  .transform((value) => new URL(value).origin);

/** The listen address as an origin: the default PUBLIC_URL (IPv6 in brackets, as URLs write it). */
function listenOrigin(host: string, port: number): string {
  const name = isIP(host) === 6 ? `[${host}]` : host;
  try {
    return new URL(`http://${name}:${port}`).origin;
  } catch {
    return `http://127.0.0.1:${port}`;
  }
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  // The origin absolute links to the site are built from (share previews): never the request's
  // Host header, which any client may forge (docs/decisions/067). Unset: the listen address.
  PUBLIC_URL: publicOrigin.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  // Longest a PostgreSQL statement may run, waiting for locks included (0: no limit).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(15_000),
  ADMIN_WALLETS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((item) => BASE58_ADDRESS.test(item)), {
      error: 'must be comma-separated base58 wallet addresses',
    })
    .optional(),
  SOLANA_RPC_URL: httpUrl.optional(),
  // The escrow vault's keypair (docs/decisions/036): 64 bytes as a JSON array or base58.
  ESCROW_SECRET_KEY: z.string().optional(),
  // The vault is a 2-of-3 multisig (docs/decisions/078): beside that hot key, the co-signer's key
  // (64 bytes, like it) and the recovery key's address, whose private key never touches the server.
  ESCROW_COSIGNER_SECRET_KEY: z.string().optional(),
  // Or the co-signer as its own service (escrow/co-signer-http.ts): its URL (loopback or a private
  // address), the secret the server authenticates its requests with, and its public key.
  ESCROW_COSIGNER_URL: httpUrl.optional(),
  ESCROW_COSIGNER_SECRET: z.string().min(32, 'must be 32 characters or more').optional(),
  ESCROW_COSIGNER_PUBKEY: z
    .string()
    .regex(BASE58_ADDRESS, 'must be a base58 wallet address')
    .optional(),
  ESCROW_RECOVERY_PUBKEY: z
    .string()
    .regex(BASE58_ADDRESS, 'must be a base58 wallet address')
    .optional(),
  TREASURY_WALLET: z.string().regex(BASE58_ADDRESS, 'must be a base58 wallet address').optional(),
  // The mint USDC campaigns take (docs/decisions/055). Real clusters only: the local chain creates
  // its own test USDC. Unset: the cluster's Circle USDC (devnet's on a devnet URL, else mainnet's).
  USDC_MINT: z.string().regex(BASE58_ADDRESS, 'must be a base58 mint address').optional(),
  // How often settlement and the reconciler of investments and payouts run.
  ESCROW_JOBS_INTERVAL_SECONDS: positiveInt(15),
  DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.optional(),
  // A request must arrive whole (headers and body) within this time, else 408.
  REQUEST_TIMEOUT_SECONDS: positiveInt(120),
  // Uploads one client address may have in progress at once, per process.
  UPLOADS_IN_PROGRESS_PER_IP: positiveInt(2),
  RATE_LIMIT_AUTH_PER_MIN: positiveInt(10),
  RATE_LIMIT_WRITE_PER_MIN: positiveInt(60),
  // Live event streams one client address may hold open at once, per server process.
  RATE_LIMIT_STREAMS_PER_IP: positiveInt(50),
  // Token lookups (GET /api/tokens/:mint) one client address may make a minute: each may cost
  // calls to the metadata and token-data providers (docs/decisions/041).
  RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN: positiveInt(30),
  TOKEN_DATA_API_URL: httpUrl.default('https://frontend-api-v3.pump.fun'),
  // Helius DAS (JSON-RPC getAsset) lives on the RPC host, not on api.helius.xyz.
  TOKEN_METADATA_API_URL: httpUrl.default('https://mainnet.helius-rpc.com'),
  TOKEN_METADATA_API_KEY: z.string().optional(),
  TOKEN_DATA_TTL_SECONDS: positiveInt(60),
  // How long a process may answer a page of the project list, a project's detail, its related
  // projects or a page of its comments from memory (0: never). Any change to the projects table
  // drops the cached answers of every process at once (docs/decisions/038, 053).
  PROJECT_LIST_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(5),
  SOL_PRICE_API_URL: httpUrl.default(
    'https://api.coingecko.com/api/v3/simple/price?ids=solana&vs_currencies=usd',
  ),
  // A fixed SOL price in USD answered instead of the provider's, so the USD views can be tried
  // offline; local chain only, and marked as a fixed demo price wherever it is shown.
  SOL_PRICE_USD: z.coerce
    .number({ error: 'must be a number of US dollars' })
    .positive('must be greater than 0')
    .refine(Number.isFinite, { error: 'must be a number of US dollars' })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** PUBLIC_URL: the site's origin ("https://memetank.example"), for absolute URLs. */
  publicUrl: string;
  /**
   * PUBLIC_URL when it is set: the site sign-in messages name (domain and URI), whatever Host a
   * request carries. Unset (a local run reached as localhost, 127.0.0.1 or a LAN address): null,
   * and a message names the host the request was sent to.
   */
  signInOrigin: string | null;
  dataDir: string;
  /** Uploaded logos and pitch decks (local-disk storage): DATA_DIR/uploads. */
  uploadsDir: string;
  database:
    | { kind: 'postgres'; url: string; statementTimeoutMs: number }
    | { kind: 'pglite'; dataDir: string };
  adminWallets: string[] | undefined;
  chain: { kind: 'rpc'; url: string } | { kind: 'local' };
  escrow: {
    /** Unset: on the local chain a key generated in DATA_DIR; on a real cluster no investing. */
    secretKey: string | undefined;
    coSignerSecretKey: string | undefined;
    /** The co-signer as its own service; null: in the server's process (decision 078). */
    coSignerService: {
      url: string;
      secret: string | undefined;
      address: string | undefined;
    } | null;
    recoveryPubkey: string | undefined;
    /** Where the admin withdraws platform fees; unset on the local chain = the demo admin. */
    treasuryWallet: string | undefined;
    jobsIntervalSeconds: number;
    /**
     * The USDC mint on a real cluster (USDC_MINT, or Circle's for the cluster); null on the local
     * chain, which creates its own test USDC at start (src/chain/local-usdc.ts).
     */
    usdcMint: string | null;
  };
  demoData: boolean;
  /**
   * Which proxies' X-Forwarded-Proto/-Host/-For are believed (Fastify's `trustProxy`): false, true
   * (any), or comma-separated addresses. Decides HTTPS (Secure cookie, HSTS) and the client's IP.
   */
  trustProxy: boolean | string;
  /** Longest a request may take to arrive whole (Fastify's `requestTimeout`). */
  requestTimeoutMs: number;
  rateLimit: {
    authPerMinute: number;
    writePerMinute: number;
    streamsPerIp: number;
    uploadsInProgressPerIp: number;
    tokenLookupsPerMinute: number;
  };
  providers: {
    tokenDataUrl: string;
    tokenMetadataUrl: string;
    tokenMetadataKey: string | undefined;
    /** How long a token snapshot is served before the providers are asked again. */
    tokenDataTtlSeconds: number;
    solPriceUrl: string;
    /** SOL_PRICE_USD: a fixed demo price answered instead of the provider's (local chain only). */
    fixedSolPriceUsd: number | null;
  };
  /** Seconds a page of the project list may be answered from memory; 0 turns the cache off. */
  projectListCacheSeconds: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment; throws ConfigError naming every bad variable. */
/** Circle's USDC mints: devnet's for an RPC URL naming devnet, mainnet's for any other. */
export const CIRCLE_USDC_MINTS = {
  mainnet: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  devnet: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
} as const;

function circleUsdcMint(rpcUrl: string): string {
  const cluster = chainCluster('rpc', { kind: 'rpc', url: rpcUrl }).name;
  return cluster === 'devnet' ? CIRCLE_USDC_MINTS.devnet : CIRCLE_USDC_MINTS.mainnet;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name} ${issue.message} (got ${JSON.stringify(present[name] ?? '')})`;
      }),
    );
  }
  const e = parsed.data;
  // Demo data (its wallets' keys derive from public strings, its claims are paid from the vault)
  // and the fixed demo price exist only on the embedded local chain, never on a real cluster.
  const localChainOnly: string[] = [];
  if (e.DEMO_DATA && e.SOLANA_RPC_URL) {
    localChainOnly.push(
      'DEMO_DATA=true cannot be used with SOLANA_RPC_URL: demo data exists only on the embedded local chain (unset DEMO_DATA or SOLANA_RPC_URL)',
    );
  }
  if (e.USDC_MINT && !e.SOLANA_RPC_URL) {
    localChainOnly.push(
      'USDC_MINT needs SOLANA_RPC_URL: the embedded local chain creates its own test USDC (unset USDC_MINT or set SOLANA_RPC_URL)',
    );
  }
  if (e.SOL_PRICE_USD !== undefined && e.SOLANA_RPC_URL) {
    localChainOnly.push(
      'SOL_PRICE_USD cannot be used with SOLANA_RPC_URL: the fixed demo price exists only on the embedded local chain (unset SOL_PRICE_USD or SOLANA_RPC_URL)',
    );
  }
  if (localChainOnly.length > 0) throw new ConfigError(localChainOnly);
  const dataDir = resolve(e.DATA_DIR);
  const database = e.DATABASE_URL
    ? ({
        kind: 'postgres',
        url: e.DATABASE_URL,
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      } as const)
    : ({ kind: 'pglite', dataDir } as const);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT),
    signInOrigin: e.PUBLIC_URL ?? null,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    database,
    adminWallets: e.ADMIN_WALLETS,
    chain: e.SOLANA_RPC_URL ? { kind: 'rpc', url: e.SOLANA_RPC_URL } : { kind: 'local' },
    escrow: {
      secretKey: e.ESCROW_SECRET_KEY,
      coSignerSecretKey: e.ESCROW_COSIGNER_SECRET_KEY,
      coSignerService: e.ESCROW_COSIGNER_URL
        ? {
            url: e.ESCROW_COSIGNER_URL,
            secret: e.ESCROW_COSIGNER_SECRET,
            address: e.ESCROW_COSIGNER_PUBKEY,
          }
        : null,
      recoveryPubkey: e.ESCROW_RECOVERY_PUBKEY,
      treasuryWallet: e.TREASURY_WALLET,
      jobsIntervalSeconds: e.ESCROW_JOBS_INTERVAL_SECONDS,
      usdcMint: e.SOLANA_RPC_URL ? (e.USDC_MINT ?? circleUsdcMint(e.SOLANA_RPC_URL)) : null,
    },
    demoData: e.DEMO_DATA ?? (database.kind === 'pglite' && !e.SOLANA_RPC_URL),
    trustProxy: e.TRUST_PROXY ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    rateLimit: {
      uploadsInProgressPerIp: e.UPLOADS_IN_PROGRESS_PER_IP,
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MIN,
      writePerMinute: e.RATE_LIMIT_WRITE_PER_MIN,
      streamsPerIp: e.RATE_LIMIT_STREAMS_PER_IP,
      tokenLookupsPerMinute: e.RATE_LIMIT_TOKEN_LOOKUPS_PER_MIN,
    },
    providers: {
      tokenDataUrl: e.TOKEN_DATA_API_URL,
      tokenMetadataUrl: e.TOKEN_METADATA_API_URL,
      tokenMetadataKey: e.TOKEN_METADATA_API_KEY,
      tokenDataTtlSeconds: e.TOKEN_DATA_TTL_SECONDS,
      solPriceUrl: e.SOL_PRICE_API_URL,
      fixedSolPriceUsd: e.SOL_PRICE_USD ?? null,
    },
    projectListCacheSeconds: e.PROJECT_LIST_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}
