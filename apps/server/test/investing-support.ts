// What the investing tests share: an app on a chain (LiteSVM in-process, or LiteSVM behind a
// JSON-RPC server on 127.0.0.1 so the RPC client path runs), funded wallets, the invest flow
// through the HTTP API, and the escrow ledger's invariants.
import { webcrypto } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Chain } from '../src/chain/chain';
import { createLocalChain } from '../src/chain/local-chain';
import { createRpcChain } from '../src/chain/rpc-chain';
import {
  campaignSettlements,
  claimableFunds,
  escrowLedger,
  userInvestments,
} from '../src/db/schema';
import { escrowOwed } from '../src/escrow';
import { createClock, type Clock } from '../src/lib/clock';
import { createTestApp, openTestDatabase, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { startRpcChainServer, type RpcChainServer } from './rpc-chain-server';
import { createTestWallet, type TestWallet } from './wallet-signer';

export const SOL = 1_000_000_000n;
export const NETWORK_FEE = 5_000n;
export const DAY_MS = 24 * 60 * 60 * 1000;

export type ChainKind = 'local' | 'rpc';

export interface InvestingWorld {
  t: TestApp;
  chain: Chain;
  clock: Clock;
  rpc: RpcChainServer | null;
  vault: string;
  treasury: TestWallet;
  /** Lamports put in the vault outside the ledger (the operator's deposit on a real cluster). */
  unrecordedDeposits: bigint;
  /** The environment the app was configured with (another app of the same deployment). */
  env: NodeJS.ProcessEnv;
  fund(address: string, lamports: bigint): Promise<void>;
  close(): Promise<void>;
}

/** A 64-byte Solana secret key (seed + public key) as solana-keygen writes it. */
async function keypairJson(): Promise<{ json: string; address: string }> {
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

export async function createInvestingWorld(
  kind: ChainKind,
  options: { wrapChain?: (chain: Chain) => Chain } = {},
): Promise<InvestingWorld> {
  const clock = createClock();
  const treasury = await createTestWallet();
  const rpc = kind === 'rpc' ? await startRpcChainServer() : null;
  const baseChain = rpc
    ? createRpcChain(rpc.url, { pollIntervalMs: 20 })
    : await createLocalChain();
  const chain = options.wrapChain ? options.wrapChain(baseChain) : baseChain;
  const env: NodeJS.ProcessEnv = { TREASURY_WALLET: treasury.address };
  let unrecordedDeposits = 0n;
  if (rpc) {
    // On a real cluster the operator brings the vault's key and its rent-exempt reserve.
    const vaultKey = await keypairJson();
    env.ESCROW_SECRET_KEY = vaultKey.json;
    env.SOLANA_RPC_URL = rpc.url;
    rpc.airdrop(vaultKey.address, 10_000_000n);
    unrecordedDeposits = 10_000_000n;
  }
  // One vault per deployment: start from an empty database (on PostgreSQL the test files share
  // one), so no other test's vault is in this ledger.
  const database = await openTestDatabase();
  await resetDatabase(database);
  const t = await createTestApp({ chain, clock, env, database });
  const vault = t.app.services.escrow?.vault;
  if (!vault) throw new Error('no escrow vault');
  return {
    t,
    chain,
    clock,
    rpc,
    vault,
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

export async function newInvestor(world: InvestingWorld, lamports = 10n * SOL): Promise<Investor> {
  const wallet = await createTestWallet();
  await world.fund(wallet.address, lamports);
  return { wallet, cookie: await signIn(world.t.app, wallet) };
}

export async function openProject(
  world: InvestingWorld,
  overrides: {
    goal?: bigint;
    deadlineInMs?: number;
    creator?: string;
    status?: 'approved' | 'pending';
  } = {},
) {
  return insertProject(world.t.database, {
    status: overrides.status ?? 'approved',
    fundingGoalLamports: overrides.goal ?? SOL,
    deadline: new Date(world.clock.now().getTime() + (overrides.deadlineInMs ?? 5 * DAY_MS)),
    ...(overrides.creator ? { creatorWallet: overrides.creator } : {}),
  });
}

export function prepare(
  world: InvestingWorld,
  investor: Investor,
  projectId: string,
  amountSol: string | number,
) {
  return world.t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/investments/prepare`,
    headers: { cookie: investor.cookie },
    payload: { amountSol },
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
  amountSol: string | number,
) {
  const prepared = await prepare(world, investor, projectId, amountSol);
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
  }[];
}

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
  const balance = await world.chain.getBalance(world.vault);
  if (balance !== BigInt(ledger?.total ?? '0') + world.unrecordedDeposits) {
    throw new Error(`vault holds ${balance} but the ledger says ${ledger?.total}`);
  }
  const [invested] = await db
    .select({ total: sql<string>`coalesce(sum(${userInvestments.investmentLamports}), 0)` })
    .from(userInvestments);
  const [received] = await db
    .select({ total: sql<string>`coalesce(sum(${escrowLedger.lamports}), 0)` })
    .from(escrowLedger)
    .where(eq(escrowLedger.kind, 'investment'));
  if (invested?.total !== received?.total) {
    throw new Error(`investments ${invested?.total} but the vault received ${received?.total}`);
  }
  // Owed <= vault: what the ledger says the vault owes everyone is there.
  const owed = await escrowOwed(db);
  if (owed.total > balance) {
    throw new Error(`vault holds ${balance} but owes ${owed.total}`);
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
  const settlements = await db.select().from(campaignSettlements);
  for (const settlement of settlements) {
    // A late investment (confirmed after settlement) has its own refund and is not in "raised".
    const claims = (
      await db
        .select()
        .from(claimableFunds)
        .where(eq(claimableFunds.projectId, settlement.projectId))
    ).filter((c) => c.investmentId === null);
    const sum = (type: string) =>
      claims.filter((c) => c.fundType === type).reduce((s, c) => s + c.amountLamports, 0n);
    const [raised] = await db
      .select({ total: sql<string>`coalesce(sum(${userInvestments.investmentLamports}), 0)` })
      .from(userInvestments)
      .where(
        and(
          eq(userInvestments.projectId, settlement.projectId),
          sql`not exists (select 1 from ${claimableFunds} where ${claimableFunds.investmentId} = ${userInvestments.id})`,
        ),
      );
    const raisedLamports = BigInt(raised?.total ?? '0');
    if (settlement.raisedLamports !== raisedLamports) {
      throw new Error(
        `settlement raised ${settlement.raisedLamports}, investments ${raisedLamports}`,
      );
    }
    if (settlement.outcome === 'refunded' && sum('refund') !== raisedLamports) {
      throw new Error(`refunds ${sum('refund')} differ from investments ${raisedLamports}`);
    }
    if (
      settlement.outcome === 'funded' &&
      sum('creator_payout') + settlement.feeLamports !== raisedLamports
    ) {
      throw new Error(`payout ${sum('creator_payout')} + fee ${settlement.feeLamports} != raised`);
    }
  }
}
