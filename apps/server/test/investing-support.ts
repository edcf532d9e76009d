// What the investing tests share: an app on a chain (LiteSVM in-process, or LiteSVM behind a
// JSON-RPC server on 127.0.0.1 so the RPC client path runs), funded wallets, the invest flow
// through the HTTP API, and the escrow ledger's invariants.
import { webcrypto } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Chain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import { createTestToken, TEST_TOKEN_PAYER_LAMPORTS } from '../src/chain/test-token';
import {
  associatedTokenAddress,
  parseTokenAccount,
  type TokenProgramName,
} from '../src/chain/token-program';
import {
  campaignSettlements,
  claimableFunds,
  escrowLedger,
  projects,
  userInvestments,
} from '../src/db/schema';
import {
  escrowOwed,
  escrowOwedTokens,
  runEscrowJobs,
  tokenLedgerMismatches,
  vaultSolBalance,
  vaultTokenBalance,
  type CoSigner,
} from '../src/escrow';
import { createClock, type Clock } from '../src/lib/clock';
import { createTestApp, openTestDatabase, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';
import { createTestWallet, type TestWallet } from './wallet-signer';

export const SOL = 1_000_000_000n;
/** An investment's network fee: one signature, the investor's. */
export const NETWORK_FEE = 5_000n;
/**
 * A payout's network fee: two signatures, the hot key's and the co-signer's (the vault is a 2-of-3
 * multisig, docs/decisions/078-two-of-three-custody.md), deducted from what the recipient gets.
 */
export const PAYOUT_NETWORK_FEE = 10_000n;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type ChainKind = 'local' | 'rpc';

export interface InvestingWorld {
  t: TestApp;
  chain: Chain;
  clock: Clock;
  rpc: RpcChainServer | null;
  /** The vault: the 2-of-3 multisig that owns its token accounts. */
  vault: string;
  /** Its wrapped-SOL account: SOL investments pay it. */
  vaultSol: string;
  treasury: TestWallet;
  /** Lamports put in the vault outside the ledger (the operator's deposit on a real cluster). */
  unrecordedDeposits: bigint;
  /** The environment the app was configured with (another app of the same deployment). */
  env: NodeJS.ProcessEnv;
  fund(address: string, lamports: bigint): Promise<void>;
  close(): Promise<void>;
}

/** A 64-byte Solana secret key (seed + public key) as solana-keygen writes it. */
export async function keypairJson(): Promise<{ json: string; address: string }> {
  const wallet = await createTestWallet();
  const pkcs8 = new Uint8Array(
    await webcrypto.subtle.exportKey('pkcs8', wallet.keyPair.privateKey),
  );
  const seed = pkcs8.subarray(pkcs8.length - 32);
  const publicKey = new Uint8Array(
    await webcrypto.subtle.exportKey('raw', wallet.keyPair.publicKey),
  );
  return { json: JSON.stringify([...seed, ...publicKey]), address: wallet.address };
}

/**
 * A chain wrapper (createInvestingWorld's `wrapChain`) that runs the hook set in `next` once, just
 * before the next transaction is sent: a second click, or a settlement, while a payout or an
 * investment is in flight.
 */
export function sendHook() {
  const hook: { next: (() => Promise<void>) | null } = { next: null };
  const wrapChain = (chain: Chain): Chain =>
    Object.assign(Object.create(chain) as Chain, {
      async sendAndConfirm(wire: Uint8Array, lastValidBlockHeight: bigint) {
        const run = hook.next;
        hook.next = null;
        if (run) await run();
        return chain.sendAndConfirm(wire, lastValidBlockHeight);
      },
    });
  return Object.assign(hook, { wrapChain });
}

export async function createInvestingWorld(
  kind: ChainKind,
  options: {
    wrapChain?: (chain: Chain) => Chain;
    reachCoSigner?: (coSigner: CoSigner) => CoSigner;
    /** More configuration (e.g. the co-signer as its own service). */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<InvestingWorld> {
  const clock = createClock();
  const treasury = await createTestWallet();
  const rpc = kind === 'rpc' ? await startRpcChainServer() : null;
  const baseChain = rpc
    ? createRpcChain(rpc.url, { pollIntervalMs: 20 })
    : await createLocalChain();
  const chain = options.wrapChain ? options.wrapChain(baseChain) : baseChain;
  const env: NodeJS.ProcessEnv = { TREASURY_WALLET: treasury.address, ...options.env };
  let unrecordedDeposits = 0n;
  if (rpc) {
    // On a real cluster the operator brings the vault's three keys (the recovery key's address
    // only) and funds the hot key, which creates the multisig and pays payouts up front.
    const [hotKey, coSignerKey, recovery] = [
      await keypairJson(),
      await keypairJson(),
      await createTestWallet(),
    ];
    env.ESCROW_SECRET_KEY = hotKey.json;
    env.ESCROW_COSIGNER_SECRET_KEY = coSignerKey.json;
    env.ESCROW_RECOVERY_PUBKEY = recovery.address;
    env.SOLANA_RPC_URL = rpc.url;
    rpc.airdrop(hotKey.address, 200_000_000n);
    unrecordedDeposits = 10_000_000n;
  }
  // One vault per deployment: start from an empty database (on PostgreSQL the test files share
  // one), so no other test's vault is in this ledger.
  const database = await openTestDatabase();
  await resetDatabase(database);
  const t = await createTestApp({
    chain,
    clock,
    env,
    database,
    ...(options.reachCoSigner ? { reachCoSigner: options.reachCoSigner } : {}),
  });
  const escrow = t.app.services.escrow;
  if (!escrow) throw new Error('no escrow vault');
  const { vault, vaultSol } = escrow;
  if (rpc) {
    // ... and sends its reserve into the vault's wrapped SOL, outside the ledger.
    await escrow.ready();
    rpc.airdrop(vaultSol, unrecordedDeposits);
  }
  return {
    t,
    chain,
    clock,
    rpc,
    vault,
    vaultSol,
    treasury,
    unrecordedDeposits,
    env,
    async fund(address, lamports) {
      if (rpc) rpc.airdrop(address, lamports);
      else if (chain.kind === 'local' && 'airdrop' in chain) {
        await (chain as { airdrop(a: string, l: bigint): Promise<unknown> }).airdrop(
          address,
          lamports,
        );
      }
    },
    async close() {
      await t.close();
      await database.close();
      await rpc?.close();
    },
  };
}

export interface Investor {
  wallet: TestWallet;
  cookie: string;
}

export async function newInvestor(
  world: InvestingWorld,
  lamports = 10n * SOL,
  /** Test USDC (micro-USDC) from the local chain's faucet mint, for USDC campaigns. */
  usdc = 0n,
): Promise<Investor> {
  const wallet = await createTestWallet();
  await world.fund(wallet.address, lamports);
  if (usdc > 0n) await fundUsdc(world, wallet.address, usdc);
  return { wallet, cookie: await signIn(world.t.app, wallet) };
}

/** 1 USDC in micro-USDC. */
export const USDC = 1_000_000n;

/** Mints test USDC to `address` (the local chain's faucet mint). */
export async function fundUsdc(world: InvestingWorld, address: string, units: bigint) {
  const usdc = world.t.app.services.testUsdc;
  if (!usdc) throw new Error('test USDC exists on the local chain only');
  await usdc.mintTo(address, units);
}

/** The token side a test project gets: a real mint on the chain, its allocation in whole tokens. */
export interface TestTokenSide {
  program?: TokenProgramName;
  decimals?: number;
  /** Whole tokens minted to the creator. */
  supply?: bigint;
  /** Whole tokens offered to investors. */
  allocation?: bigint;
  /** Token-2022 only: the mint's metadata (name, symbol). */
  metadata?: { name: string; symbol: string; uri: string };
}

/** Lamports the creator gets for the deposit's fee and the escrow token account's rent. */
const CREATOR_LAMPORTS = 100_000_000n;

/** A real test mint whose supply belongs to `owner` (the chain's own token programs). */
export async function createMint(
  world: InvestingWorld,
  owner: string,
  token: TestTokenSide = {},
): Promise<string> {
  const { mint } = await createTestToken(
    world.chain,
    (payer) => world.fund(payer, TEST_TOKEN_PAYER_LAMPORTS),
    {
      owner,
      supply: token.supply ?? 1_000_000n,
      decimals: token.decimals ?? 6,
      program: token.program ?? 'spl-token',
      revokeMintAuthority: true,
      ...(token.metadata ? { metadata: token.metadata } : {}),
    },
  );
  return mint;
}

/**
 * An approved campaign as the real flow makes it: a creator wallet with keys holding a real mint,
 * the project row with its token side 'awaiting', then the deposit prepared, signed by the creator
 * and submitted, so it is open for investment. `deposit: false` stops before the deposit (the
 * campaign is then 'awaiting_deposit'); a pending project gets no deposit either.
 */
export async function openProject(
  world: InvestingWorld,
  overrides: {
    goal?: bigint;
    deadlineInMs?: number;
    creator?: TestWallet;
    status?: 'approved' | 'pending';
    deposit?: boolean;
    token?: TestTokenSide;
    /** The campaign's currency; `goal` is in its base units. */
    currency?: 'SOL' | 'USDC';
  } = {},
) {
  const wallet = overrides.creator ?? (await createTestWallet());
  await world.fund(wallet.address, CREATOR_LAMPORTS);
  const token = overrides.token ?? {};
  const decimals = token.decimals ?? 6;
  const mint = await createMint(world, wallet.address, token);
  const allocation = (token.allocation ?? 500_000n) * 10n ** BigInt(decimals);
  const row = await insertProject(world.t.database, {
    status: overrides.status ?? 'approved',
    fundingGoalUnits: overrides.goal ?? (overrides.currency === 'USDC' ? USDC : SOL),
    currency: overrides.currency ?? 'SOL',
    deadline: new Date(world.clock.now().getTime() + (overrides.deadlineInMs ?? 5 * DAY_MS)),
    creatorWallet: wallet.address,
    tokenAddress: mint,
    tokenProgram: token.program ?? 'spl-token',
    tokenDecimals: decimals,
    tokenAllocation: allocation.toString(),
    tokenDeposit: 'awaiting',
  });
  const creator: Investor = { wallet, cookie: await signIn(world.t.app, wallet) };
  if (row.status === 'approved' && overrides.deposit !== false) {
    const deposited = await depositTokens(world, creator, row.id);
    if (deposited.statusCode !== 200) throw new Error(`deposit failed: ${deposited.body}`);
  }
  const [current] = await world.t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, row.id));
  return { ...(current ?? row), creator, mint, allocation };
}

export function prepareDeposit(world: InvestingWorld, creator: Investor, projectId: string) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/token-deposit/prepare`,
    headers: { cookie: creator.cookie },
  });
}

export function submitDeposit(
  world: InvestingWorld,
  cookie: string,
  projectId: string,
  transaction: string,
) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/token-deposit`,
    headers: { cookie },
    payload: { transaction },
  });
}

/** The creator's deposit through the API: prepare, sign in the wallet, submit. */
export async function depositTokens(world: InvestingWorld, creator: Investor, projectId: string) {
  const prepared = await prepareDeposit(world, creator, projectId);
  if (prepared.statusCode !== 200) throw new Error(`deposit prepare failed: ${prepared.body}`);
  const signed = await creator.wallet.signTransaction(prepared.json().transaction);
  return submitDeposit(world, creator.cookie, projectId, signed);
}

/** What `owner` holds of `mint` on chain, in base units (0 without a token account). */
export async function tokenBalance(
  world: InvestingWorld,
  owner: string,
  mint: string,
  program: TokenProgramName = 'spl-token',
): Promise<bigint> {
  const account = await world.chain.getAccount(await associatedTokenAddress(owner, mint, program));
  return account ? (parseTokenAccount(account)?.amount ?? 0n) : 0n;
}

export function prepare(
  world: InvestingWorld,
  investor: Investor,
  projectId: string,
  amount: string | number,
) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/investments/prepare`,
    headers: { cookie: investor.cookie },
    payload: { amount },
  });
}

export function submit(
  world: InvestingWorld,
  cookie: string,
  projectId: string,
  transaction: string,
) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/investments`,
    headers: { cookie },
    payload: { transaction },
  });
}

/** Prepare, sign in the wallet, submit: the submit response. */
export async function invest(
  world: InvestingWorld,
  investor: Investor,
  projectId: string,
  amount: string | number,
) {
  const prepared = await prepare(world, investor, projectId, amount);
  if (prepared.statusCode !== 200) throw new Error(`prepare failed: ${prepared.body}`);
  const signed = await investor.wallet.signTransaction(prepared.json().transaction);
  return submit(world, investor.cookie, projectId, signed);
}

export async function signInAdmin(world: InvestingWorld): Promise<string> {
  const admin = await createTestWallet();
  (world.t.app.services.adminWallets as Set<string>).add(admin.address);
  return signIn(world.t.app, admin);
}

export function claim(world: InvestingWorld, cookie: string, id: string) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/me/claimables/${id}/claim`,
    headers: { cookie },
  });
}

/** "Claim all": every open claim of the signed-in wallet. */
export function claimAllOf(world: InvestingWorld, cookie: string) {
  return world.t.app.inject({
    method: 'POST',
    url: '/api/me/claimables/claim-all',
    headers: { cookie },
  });
}

export async function claimablesOf(world: InvestingWorld, cookie: string) {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/me/claimables',
    headers: { cookie },
  });
  return response.json().items as {
    id: string;
    projectId: string;
    amount: number;
    fundType: string;
    isClaimed: boolean;
    claimSignature: string | null;
    mint: string | null;
    tokenAmount: string | null;
  }[];
}

/** The claimable row of `fundType` ("refund", "tokens", ...) that `who` has on the project. */
export async function claimOf(
  world: InvestingWorld,
  who: Investor,
  projectId: string,
  fundType: string,
) {
  const rows = await claimablesOf(world, who.cookie);
  const row = rows.find((c) => c.projectId === projectId && c.fundType === fundType);
  if (!row) throw new Error(`no ${fundType} claim`);
  return row;
}

/** Moves the clock `days` on (past a test campaign's deadline) and runs the escrow's jobs. */
export async function pastDeadline(world: InvestingWorld, days = 2) {
  world.clock.advance((days * DAY_MS) / 1000);
  await runEscrowJobs(world.t.app.services);
}

/** The vault's SOL: its wrapped-SOL amount (docs/decisions/078-two-of-three-custody.md). */
export const vaultLamports = (world: Pick<InvestingWorld, 'chain' | 'vault'>) =>
  vaultSolBalance(world.chain, world.vault);

/**
 * The escrow's invariants: the vault's balance on chain is the ledger's sum (plus deposits made
 * outside it); investments in the ledger match the recorded ones; every settled campaign's claims
 * add up (refunds = investments; payout + fee = raised).
 */
export async function checkLedger(world: InvestingWorld): Promise<void> {
  const db = world.t.database.db;
  const [ledger] = await db
    .select({ total: sql<string>`coalesce(sum(${escrowLedger.lamports}), 0)` })
    .from(escrowLedger);
  const balance = await vaultLamports(world);
  if (balance !== BigInt(ledger?.total ?? '0') + world.unrecordedDeposits) {
    throw new Error(`vault holds ${balance} but the ledger says ${ledger?.total}`);
  }
  // Every recorded investment is in the ledger in its currency: SOL as lamports, USDC as tokens
  // of the USDC mint.
  for (const currency of ['SOL', 'USDC'] as const) {
    const [invested] = await db
      .select({ total: sql<string>`coalesce(sum(${userInvestments.amountUnits}), 0)` })
      .from(userInvestments)
      .where(eq(userInvestments.currency, currency));
    const [received] = await db
      .select({
        total: sql<string>`coalesce(sum(${currency === 'SOL' ? escrowLedger.lamports : escrowLedger.tokenAmount}), 0)`,
      })
      .from(escrowLedger)
      .where(
        and(
          eq(escrowLedger.kind, 'investment'),
          currency === 'SOL' ? isNull(escrowLedger.mint) : isNotNull(escrowLedger.mint),
        ),
      );
    if (BigInt(invested?.total ?? '0') !== BigInt(received?.total ?? '0')) {
      throw new Error(
        `${currency} investments ${invested?.total} but the vault received ${received?.total}`,
      );
    }
  }
  // Owed <= vault: what the ledger says the vault owes everyone is there, in SOL and in USDC.
  const owed = await escrowOwed(db);
  if (owed.total > balance) {
    throw new Error(`vault holds ${balance} but owes ${owed.total}`);
  }
  const { usdcMint } = world.t.app.services;
  const owedUsdc = await escrowOwedTokens(db, usdcMint, usdcMint);
  const heldUsdc = await vaultTokenBalance(world.chain, world.vault, usdcMint);
  if (owedUsdc > heldUsdc) {
    throw new Error(`vault holds ${heldUsdc} micro-USDC but owes ${owedUsdc}`);
  }
  // One investment, one claim: no wallet has two claims of a kind per campaign, and no late
  // investment two refunds.
  const [duplicate] = await db
    .select({ n: sql<number>`count(*)` })
    .from(claimableFunds)
    .groupBy(
      claimableFunds.projectId,
      claimableFunds.userId,
      claimableFunds.fundType,
      claimableFunds.investmentId,
    )
    .having(sql`count(*) > 1`);
  if (duplicate) throw new Error('two claims for the same investments');
  // Per mint: the vault's token account holds exactly what the ledger says.
  const mismatches = await tokenLedgerMismatches(world.t.app.services, world.vault);
  if (mismatches.length > 0) {
    throw new Error(
      `token balances differ from the ledger: ${JSON.stringify(mismatches, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
  }
  // A claim is paid once: one ledger row naming it, with its payout's signature (shared by the
  // claims a "Claim all" transaction carried) and its amount; none for an unpaid claim.
  const payouts = await db
    .select()
    .from(escrowLedger)
    .where(inArray(escrowLedger.kind, ['payout', 'token_payout']));
  const paidClaims = await db
    .select()
    .from(claimableFunds)
    .where(and(eq(claimableFunds.isClaimed, true), isNotNull(claimableFunds.claimSignature)));
  if (payouts.length !== paidClaims.length) {
    throw new Error(`${payouts.length} payouts in the ledger for ${paidClaims.length} paid claims`);
  }
  for (const claim of paidClaims) {
    const rows = payouts.filter((row) => row.claimId === claim.id);
    const row = rows[0];
    const exact =
      rows.length === 1 &&
      row?.signature === claim.claimSignature &&
      (claim.mint
        ? row.kind === 'token_payout' &&
          BigInt(row.tokenAmount ?? '0') === -BigInt(claim.tokenAmount ?? '0')
        : row.kind === 'payout' && row.lamports === -claim.amountUnits);
    if (!exact) throw new Error(`claim ${claim.id} is not paid exactly once`);
  }
  const settlements = await db.select().from(campaignSettlements);
  for (const settlement of settlements) {
    await checkTokenClaims(world, settlement.projectId);
    // A late investment (confirmed after settlement) has its own refund and is not in "raised".
    const claims = (
      await db
        .select()
        .from(claimableFunds)
        .where(eq(claimableFunds.projectId, settlement.projectId))
    ).filter((c) => c.investmentId === null);
    const sum = (type: string) =>
      claims.filter((c) => c.fundType === type).reduce((s, c) => s + c.amountUnits, 0n);
    const [raised] = await db
      .select({ total: sql<string>`coalesce(sum(${userInvestments.amountUnits}), 0)` })
      .from(userInvestments)
      .where(
        and(
          eq(userInvestments.projectId, settlement.projectId),
          eq(userInvestments.currency, settlement.currency),
          sql`not exists (select 1 from ${claimableFunds} where ${claimableFunds.investmentId} = ${userInvestments.id})`,
        ),
      );
    const raisedUnits = BigInt(raised?.total ?? '0');
    if (settlement.raisedUnits !== raisedUnits) {
      throw new Error(`settlement raised ${settlement.raisedUnits}, investments ${raisedUnits}`);
    }
    if (settlement.outcome === 'refunded' && sum('refund') !== raisedUnits) {
      throw new Error(`refunds ${sum('refund')} differ from investments ${raisedUnits}`);
    }
    if (
      settlement.outcome === 'funded' &&
      sum('creator_payout') + settlement.feeUnits !== raisedUnits
    ) {
      throw new Error(`payout ${sum('creator_payout')} + fee ${settlement.feeUnits} != raised`);
    }
  }
}

/**
 * A settled campaign's token claims share out exactly its deposit: the investors' shares plus the
 * creator's remainder (or the whole deposit back) equal the allocation, never more.
 */
async function checkTokenClaims(world: InvestingWorld, projectId: string): Promise<void> {
  const db = world.t.database.db;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project?.tokenAllocation || project.tokenDeposit === 'awaiting') return;
  const [deposits] = await db
    .select({ n: sql<number>`count(*)` })
    .from(escrowLedger)
    .where(and(eq(escrowLedger.kind, 'token_deposit'), eq(escrowLedger.projectId, projectId)));
  // Only the one deposit is shared out (a stray second one has its own return).
  if (Number(deposits?.n ?? 0) !== 1) return;
  const claims = await db
    .select()
    .from(claimableFunds)
    .where(
      and(eq(claimableFunds.projectId, projectId), eq(claimableFunds.mint, project.tokenAddress)),
    );
  const total = claims.reduce((sum, claim) => sum + BigInt(claim.tokenAmount ?? '0'), 0n);
  if (total !== BigInt(project.tokenAllocation)) {
    throw new Error(`token claims ${total} differ from the deposit ${project.tokenAllocation}`);
  }
}
