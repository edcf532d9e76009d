import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MINT_ADDRESS_PATTERN, SHORT_DESCRIPTION_MAX } from '@memetank/shared/constants';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../app-types';
import { createLocalChain } from '../chain/local-chain';
import { associatedTokenAddress, parseMint, parseTokenAccount } from '../chain/token-program';
import { loadConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import {
  claimableFunds,
  escrowLedger,
  projectComments,
  projectLikes,
  projects,
  tokenSnapshots,
  userInvestments,
  userProjects,
} from '../db/schema';
import { claimFund, escrowOwed, vaultSolBalance } from '../escrow';
import { createClock } from '../lib/clock';
import { demoUserWallet } from './demo-wallets';
import { createServices } from '../services';
import { DEMO_TOKEN_DECIMALS, DEMO_TOKEN_SUPPLY, seedDemoData } from './seed';
import { demoClaims, demoProjects } from './seed-data';
import { createTokenDataService } from '../market/token-data';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
const SOL = 1_000_000_000n;
// demoUserWallet()'s address: its key derives from a public string (local chain only).
const DEMO_WALLET = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';
const demoWallet = () => demoUserWallet();

/** The server's services on `handle` (queries go through `db`), a fresh local chain, clock at NOW. */
async function demoServices(handle: DatabaseHandle, db: Database = handle.db): Promise<Services> {
  const clock = createClock();
  clock.advance((NOW.getTime() - Date.now()) / 1000);
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'memetank-seed-')) });
  const services = await createServices(config, handle, await createLocalChain(), () => {}, clock);
  return { ...services, database: { ...handle, db } };
}

/** The vault's balance on chain, and the escrow ledger's sum. */
async function vaultAndLedger(services: Services) {
  const [ledger] = await services.database.db
    .select({ total: sql<string>`coalesce(sum(${escrowLedger.lamports}), 0)` })
    .from(escrowLedger);
  return {
    // The vault's SOL is its wrapped SOL (docs/decisions/078-two-of-three-custody.md).
    vault: await vaultSolBalance(services.chain, services.escrow?.vault ?? ''),
    ledger: BigInt(ledger?.total ?? '0'),
  };
}
/**
 * For every mint the ledger names: the vault's token account on chain, and the ledger's sum of
 * token movements for the mint.
 */
async function tokenVaultAndLedger(services: Services) {
  const sums = await services.database.db
    .select({
      mint: escrowLedger.mint,
      total: sql<string>`coalesce(sum(${escrowLedger.tokenAmount}), 0)`,
    })
    .from(escrowLedger)
    .where(sql`${escrowLedger.mint} is not null`)
    .groupBy(escrowLedger.mint);
  const vault = services.escrow?.vault ?? '';
  const onChain: Record<string, bigint> = {};
  const ledger: Record<string, bigint> = {};
  for (const { mint, total } of sums) {
    if (!mint) continue;
    // The demo tokens are Token-2022 mints; the local test USDC is an SPL Token mint.
    const program = mint === services.usdcMint ? 'spl-token' : 'token-2022';
    const account = await services.chain.getAccount(
      await associatedTokenAddress(vault, mint, program),
    );
    onChain[mint] = account ? (parseTokenAccount(account)?.amount ?? -1n) : 0n;
    ledger[mint] = BigInt(total);
  }
  return { vault: onChain, ledger };
}
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

/** Every table the seed writes, row counts by table. */
async function rowCounts(db: Database) {
  const tables = {
    projects,
    projectLikes,
    projectComments,
    userProjects,
    userInvestments,
    claimableFunds,
    tokenSnapshots,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = (await db.select().from(table)).length;
  }
  return counts;
}

/** The same database, except that inserting into `table` inside a transaction fails. */
function failingInsertInto(db: Database, table: unknown): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      const transaction: Database['transaction'] = (run, config) =>
        target.transaction(
          (tx) =>
            run(
              new Proxy(tx, {
                get(txTarget, txProperty, txReceiver) {
                  if (txProperty !== 'insert') return Reflect.get(txTarget, txProperty, txReceiver);
                  return (into: Parameters<typeof txTarget.insert>[0]) => {
                    if (into === table) throw new Error('simulated disk full');
                    return txTarget.insert(into);
                  };
                },
              }),
            ),
          config,
        );
      return transaction;
    },
  });
}

describe('seedDemoData on an empty database', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let rows: (typeof projects.$inferSelect)[];
  let result: { seeded: boolean };
  let services: Services;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
    db = handle.db;
    services = await demoServices(handle);
    result = await seedDemoData(services, { demoWallet: await demoWallet(), now: NOW });
    rows = await db.select().from(projects).orderBy(asc(projects.createdAt));
  }, 120_000);
  afterAll(() => handle?.close());

  const approved = () => rows.filter((project) => project.status === 'approved');
  const open = () => approved().filter((project) => project.settledAt === null);

  it('uses the demo user wallet', async () => {
    expect((await demoWallet()).address).toBe(DEMO_WALLET);
  });

  it('backs every raised figure and investor count with recorded, confirmed investments', async () => {
    const investments = await db.select().from(userInvestments);
    expect(investments.length).toBeGreaterThan(20);
    for (const investment of investments) expect(investment.txSignature).toMatch(BASE58);
    for (const project of rows) {
      const mine = investments.filter((row) => row.projectId === project.id);
      const raised = mine.reduce((sum, row) => sum + row.amountUnits, 0n);
      expect(project.currentFundingUnits, project.name).toBe(raised);
      expect(project.investorCount, project.name).toBe(new Set(mine.map((r) => r.userId)).size);
    }
    // Every investment is a transfer the vault received: the ledger has it, and the vault holds
    // exactly what the ledger says, and at least what it owes.
    // SOL ones in lamports; the USDC campaign's in micro-USDC of the local test USDC mint.
    const [received] = await db
      .select({
        lamports: sql<string>`coalesce(sum(${escrowLedger.lamports}), 0)`,
        usdc: sql<string>`coalesce(sum(${escrowLedger.tokenAmount}) filter (where ${escrowLedger.mint} = ${services.usdcMint}), 0)`,
      })
      .from(escrowLedger)
      .where(eq(escrowLedger.kind, 'investment'));
    const invested = (currency: 'SOL' | 'USDC') =>
      investments
        .filter((row) => row.currency === currency)
        .reduce((sum, row) => sum + row.amountUnits, 0n);
    expect(BigInt(received?.lamports ?? '0')).toBe(invested('SOL'));
    expect(BigInt(received?.usdc ?? '0')).toBe(invested('USDC'));
    expect(invested('USDC')).toBeGreaterThan(0n);
    const { vault, ledger } = await vaultAndLedger(services);
    expect(vault).toBe(ledger);
    expect((await escrowOwed(db)).total).toBeLessThanOrEqual(vault);
  });

  it('settles the ended and pulled campaigns the way their pages say, on real investments', () => {
    for (const data of demoProjects) {
      const project = rows.find((row) => row.name === data.name);
      if (!project) throw new Error(`missing ${data.name}`);
      const ended = project.deadline.getTime() <= NOW.getTime();
      if (project.status === 'rejected' && project.currentFundingUnits > 0n) {
        expect(project.settlementOutcome, data.name).toBe('refunded');
      } else if (project.status === 'approved' && ended) {
        expect(project.settlementOutcome, data.name).toBe('funded');
        expect(project.currentFundingUnits).toBeGreaterThanOrEqual(project.fundingGoalUnits);
      } else {
        expect(project.settledAt, data.name).toBeNull();
      }
    }
    expect(rows.filter((row) => row.settlementOutcome === 'funded').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('seeds about 24 projects, mostly approved, with every status and risk level', () => {
    expect(result).toEqual({ seeded: true });
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(30);
    const byStatus = (status: string) => rows.filter((project) => project.status === status);
    expect(byStatus('approved').length).toBeGreaterThanOrEqual(15);
    expect(byStatus('pending').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('rejected').length).toBeGreaterThanOrEqual(2);
    expect(new Set(approved().map((project) => project.riskScore))).toEqual(
      new Set(['Low', 'Medium', 'High']),
    );
    expect(new Set(rows.map((project) => project.currency))).toEqual(new Set(['SOL', 'USDC']));
  });

  it('gives every project a real pitch: short description within 200 characters, long text, base58 addresses', () => {
    for (const project of rows) {
      expect(project.description.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX);
      expect(project.description.length).toBeGreaterThan(40);
      expect(project.longDescription?.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(`${project.name} ${project.description}`).not.toMatch(/lorem|ipsum|test project/i);
      expect(project.tokenAddress).toMatch(MINT_ADDRESS_PATTERN);
      expect(project.creatorWallet).toMatch(MINT_ADDRESS_PATTERN);
    }
    expect(new Set(rows.map((project) => project.tokenAddress)).size).toBe(rows.length);
  });

  it('uses emoji logos mostly, and a few image logos the web app serves', () => {
    const images = rows.filter((project) => project.logo.startsWith('/'));
    const emoji = rows.filter((project) => !/^(http|\/)/.test(project.logo));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(emoji.length).toBeGreaterThan(images.length);
    for (const project of images) {
      expect(existsSync(`${webPublic}${project.logo}`), project.logo).toBe(true);
    }
  });

  it('has funded projects, projects ending within 3 days, and approved deadlines within 30 days of submission', () => {
    const funded = approved().filter(
      (project) => project.currentFundingUnits >= project.fundingGoalUnits,
    );
    expect(funded.length).toBeGreaterThanOrEqual(2);
    const endingSoon = approved().filter(
      (project) => project.deadline.getTime() - NOW.getTime() < 3 * DAY,
    );
    expect(endingSoon.length).toBeGreaterThanOrEqual(1);
    for (const project of open()) {
      expect(project.deadline.getTime()).toBeGreaterThan(NOW.getTime());
      expect(project.deadline.getTime() - project.createdAt.getTime()).toBeLessThanOrEqual(
        30 * DAY,
      );
      expect(project.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(project.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 45 * DAY);
    }
    const unfunded = approved().find((project) => project.currentFundingUnits === 0n);
    expect(unfunded?.investorCount).toBe(0);
    for (const project of rows.filter((p) => p.currentFundingUnits > 0n)) {
      expect(project.investorCount).toBeGreaterThan(0);
    }
  });

  it('keeps likes_count equal to the like rows and comments_count equal to the comment rows', async () => {
    const likes = await db.select().from(projectLikes);
    const comments = await db.select().from(projectComments);
    for (const project of rows) {
      const projectLikeRows = likes.filter((like) => like.projectId === project.id);
      const projectComments = comments.filter((comment) => comment.projectId === project.id);
      expect(project.likesCount, project.name).toBe(projectLikeRows.length);
      expect(project.commentsCount, project.name).toBe(projectComments.length);
      expect(new Set(projectLikeRows.map((like) => like.userId)).size).toBe(projectLikeRows.length);
      if (project.status === 'approved') {
        expect(projectComments.length).toBeGreaterThanOrEqual(3);
        expect(projectComments.length).toBeLessThanOrEqual(10);
        expect(project.likesCount).toBeGreaterThan(0);
      }
      for (const comment of projectComments) {
        expect(comment.createdAt.getTime()).toBeGreaterThan(project.createdAt.getTime());
        expect(comment.createdAt.getTime()).toBeLessThan(NOW.getTime());
      }
    }
    const texts = comments.map((comment) => comment.comment);
    expect(new Set(texts).size).toBeGreaterThan(texts.length * 0.6);
  });

  it('posts each creator reply in the thread of the question it answers, after it, from the creator wallet', async () => {
    const comments = await db.select().from(projectComments);
    const withReplies = demoProjects.filter((data) => data.creatorReply);
    expect(withReplies.length).toBeGreaterThan(0);
    for (const data of withReplies) {
      const project = rows.find((p) => p.name === data.name);
      const thread = comments.filter((c) => c.projectId === project?.id);
      const question = thread.find((c) => c.comment === data.creatorReply?.to);
      const reply = thread.find((c) => c.comment === data.creatorReply?.text);
      expect(reply?.userId).toBe(project?.creatorWallet);
      expect(reply?.parentId).toBe(question?.id);
      expect(question?.parentId).toBeNull();
      expect(reply?.createdAt.getTime()).toBeGreaterThan(question?.createdAt.getTime() ?? Infinity);
    }
  });

  it('makes the demo wallet the creator of projects in all five dashboard statuses', async () => {
    const mine = await db.select().from(userProjects).where(eq(userProjects.userId, DEMO_WALLET));
    expect(new Set(mine.map((row) => row.status))).toEqual(
      new Set(['under_review', 'approved', 'completed', 'cancelled', 'rejected']),
    );
    for (const row of mine) {
      const project = rows.find((p) => p.id === row.projectId);
      expect(project?.creatorWallet).toBe(DEMO_WALLET);
      expect(row.submitDate).toEqual(project?.createdAt);
    }
    const statusOf = (status: string) =>
      rows.find((p) => p.id === mine.find((row) => row.status === status)?.projectId)?.status;
    expect(statusOf('under_review')).toBe('pending');
    expect(statusOf('approved')).toBe('approved');
    expect(statusOf('rejected')).toBe('rejected');
  });

  it('gives the demo wallet real investments of 0.1 to 5 SOL in approved projects', async () => {
    const mine = await db
      .select()
      .from(userInvestments)
      .where(eq(userInvestments.userId, DEMO_WALLET));
    const inApproved = mine.filter(
      (row) => rows.find((p) => p.id === row.projectId)?.status === 'approved',
    );
    expect(inApproved.length).toBeGreaterThanOrEqual(4);
    for (const row of mine) {
      expect(row.amountUnits).toBeGreaterThanOrEqual(SOL / 10n);
      expect(row.amountUnits).toBeLessThanOrEqual(5n * SOL);
      expect(await services.chain.getSignatureStatus(row.txSignature ?? '')).toEqual({
        state: 'confirmed',
      });
    }
  });

  it('gives the demo wallet claimed and unclaimed funds', async () => {
    const mine = await db
      .select()
      .from(claimableFunds)
      .where(eq(claimableFunds.userId, DEMO_WALLET));
    const claimed = mine.filter((row) => row.isClaimed);
    const unclaimed = mine.filter((row) => !row.isClaimed);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    expect(unclaimed.length).toBeGreaterThanOrEqual(2);
    for (const row of claimed) {
      // A real payout out of the vault, in the ledger: SOL, or tokens of the project's mint.
      expect(row.claimedDate).not.toBeNull();
      const [paid] = await db
        .select()
        .from(escrowLedger)
        .where(eq(escrowLedger.signature, row.claimSignature ?? ''));
      if (row.fundType === 'token_return' || row.fundType === 'token_allocation') {
        expect(paid?.kind).toBe('token_payout');
        expect(paid?.mint).toBe(row.mint);
        expect(BigInt(paid?.tokenAmount ?? '0')).toBe(-BigInt(row.tokenAmount ?? '0'));
      } else {
        expect(paid?.lamports).toBe(-row.amountUnits);
      }
    }
    for (const row of unclaimed) expect(row.claimedDate).toBeNull();
    expect(new Set(mine.map((row) => row.fundType)).size).toBeGreaterThanOrEqual(2);
  });

  it('gives every project a real Token-2022 mint on the chain, named in its metadata', async () => {
    for (const data of demoProjects) {
      const project = rows.find((row) => row.name === data.name);
      if (!project) throw new Error(`missing ${data.name}`);
      const account = await services.chain.getAccount(project.tokenAddress);
      const mint = account ? parseMint(account) : null;
      expect(mint, data.name).toEqual({
        program: 'token-2022',
        decimals: DEMO_TOKEN_DECIMALS,
        supply: DEMO_TOKEN_SUPPLY * 10n ** BigInt(DEMO_TOKEN_DECIMALS),
        // Only the noodles creator kept it, and was rejected at review for it.
        mintAuthority: data.mintAuthorityKept ? project.creatorWallet : null,
        freezeAuthority: null,
        metadata: {
          name: data.name,
          symbol: data.symbol,
          uri: data.logo.startsWith('/') ? data.logo : '',
        },
        // The metadata pointer and the metadata: nothing else the escrow would have to refuse.
        extensions: [18, 19],
      });
      expect(project.tokenProgram).toBe('token-2022');
      expect(project.tokenDecimals).toBe(DEMO_TOKEN_DECIMALS);
      expect(BigInt(project.tokenAllocation ?? '0')).toBeGreaterThan(0n);
      expect(BigInt(project.tokenAllocation ?? '0')).toBeLessThan(mint?.supply ?? 0n);
    }
    expect(demoProjects.filter((data) => data.mintAuthorityKept)).toHaveLength(1);
  });

  it('holds every approved campaign’s tokens in escrow before its first investment, as the ledger says', async () => {
    const ledger = await db.select().from(escrowLedger).orderBy(asc(escrowLedger.createdAt));
    const claims = await db.select().from(claimableFunds);
    for (const project of rows) {
      const deposits = ledger.filter(
        (row) => row.kind === 'token_deposit' && row.projectId === project.id,
      );
      const investments = await db
        .select()
        .from(userInvestments)
        .where(eq(userInvestments.projectId, project.id));
      if (
        project.status === 'pending' ||
        (investments.length === 0 && project.status !== 'approved')
      ) {
        // Never opened: nothing deposited, nothing invested.
        expect(project.tokenDeposit, project.name).toBe('awaiting');
        expect(deposits, project.name).toEqual([]);
        continue;
      }
      // Deposited once, exactly the allocation, by the creator, before any investment.
      expect(
        deposits.map((row) => [row.wallet, row.mint, row.tokenAmount]),
        project.name,
      ).toEqual([[project.creatorWallet, project.tokenAddress, project.tokenAllocation]]);
      const firstInvestment = ledger.find(
        (row) => row.kind === 'investment' && row.projectId === project.id,
      );
      if (firstInvestment) {
        expect(firstInvestment.createdAt.getTime()).toBeGreaterThanOrEqual(
          deposits[0]!.createdAt.getTime(),
        );
      }
      const returned = claims.find(
        (row) => row.projectId === project.id && row.fundType === 'token_return' && row.isClaimed,
      );
      const failed = project.settlementOutcome !== null && project.settlementOutcome !== 'funded';
      expect(project.tokenDeposit, project.name).toBe(
        returned && failed ? 'returned' : 'deposited',
      );
    }
    // The cancelled campaign's creator took its tokens back; every open campaign holds its own.
    const cancelled = demoProjects.find((data) => data.demoRole === 'cancelled');
    expect(rows.find((row) => row.name === cancelled?.name)?.tokenDeposit).toBe('returned');
    expect(demoClaims).toContainEqual({ project: cancelled?.key, fundType: 'token_return' });
    for (const project of open()) expect(project.tokenDeposit, project.name).toBe('deposited');
    const tokens = await tokenVaultAndLedger(services);
    expect(Object.keys(tokens.ledger).length).toBeGreaterThanOrEqual(open().length);
    expect(tokens.vault).toEqual(tokens.ledger);
  });

  it('pays a funded campaign’s tokens pro rata: the shares and the creator’s remainder make the deposit', async () => {
    const funded = rows.filter((row) => row.settlementOutcome === 'funded');
    expect(funded.length).toBeGreaterThanOrEqual(2);
    const claims = await db.select().from(claimableFunds);
    for (const project of funded) {
      const tokenRows = claims.filter(
        (row) =>
          row.projectId === project.id &&
          (row.fundType === 'token_allocation' || row.fundType === 'token_return'),
      );
      const investments = await db
        .select()
        .from(userInvestments)
        .where(eq(userInvestments.projectId, project.id));
      const allocation = BigInt(project.tokenAllocation ?? '0');
      for (const row of tokenRows.filter((r) => r.fundType === 'token_allocation')) {
        const contributed = investments
          .filter((investment) => investment.userId === row.userId)
          .reduce((sum, investment) => sum + investment.amountUnits, 0n);
        expect(BigInt(row.tokenAmount ?? '0')).toBe(
          (allocation * contributed) / project.currentFundingUnits,
        );
        expect(row.mint).toBe(project.tokenAddress);
      }
      const total = tokenRows.reduce((sum, row) => sum + BigInt(row.tokenAmount ?? '0'), 0n);
      expect(total, project.name).toBe(allocation);
    }
  });

  it('makes up no market data: no token snapshot, and every demo token looks up with no market and no trades', async () => {
    expect(await db.select().from(tokenSnapshots)).toEqual([]);
    // The token lookup as the server runs it on the local chain with no provider to reach: what a
    // project page gets for a demo token is the chain's facts, no figures and no trade to link.
    const lookup = createTokenDataService({
      db,
      coinApiUrl: 'http://127.0.0.1:9/',
      metadataApiUrl: 'http://127.0.0.1:9/',
      metadataApiKey: undefined,
      ttlMs: 60_000,
      log: { warn: () => {} },
      chain: services.chain,
    });
    for (const project of approved()) {
      const answer = await lookup.get(project.tokenAddress);
      expect(answer.trades, project.name).toEqual([]);
      expect(answer.token, project.name).toMatchObject({
        name: project.name,
        market_cap: null,
        usd_market_cap: null,
        ath_market_cap: null,
        bonding_curve_progress: null,
        complete: false,
      });
    }
  });

  it('spreads each campaign’s investments over the time it was open, each recorded at its own time', async () => {
    const investments = await db.select().from(userInvestments);
    const spread: number[] = [];
    for (const project of rows) {
      const mine = investments
        .filter((row) => row.projectId === project.id)
        .map((row) => row.investmentDate.getTime())
        .sort((a, b) => a - b);
      if (mine.length === 0) continue;
      const openUntil = Math.min(project.deadline.getTime(), NOW.getTime());
      for (const time of mine) {
        // After the campaign was submitted (and its tokens deposited), before it closed or now.
        expect(time, project.name).toBeGreaterThan(project.createdAt.getTime());
        expect(time, project.name).toBeLessThan(openUntil);
      }
      if (mine.length < 3) continue;
      expect(new Set(mine).size, project.name).toBe(mine.length);
      spread.push((mine.at(-1)! - mine[0]!) / (openUntil - project.createdAt.getTime()));
    }
    // Most campaigns' backers came over at least a third of the time they were open (one jump
    // of a flat line would be 0), and no two investments anywhere share a time.
    expect(spread.length).toBeGreaterThanOrEqual(10);
    expect(spread.filter((share) => share >= 1 / 3).length).toBeGreaterThan(spread.length / 2);
    expect(new Set(investments.map((row) => row.investmentDate.getTime())).size).toBe(
      investments.length,
    );
    // The server's clock was not moved: it is still "now", so the live campaigns are live.
    expect(Math.abs(services.clock.now().getTime() - NOW.getTime())).toBeLessThan(10 * 60_000);
  });

  it('does nothing on a database that already has projects', async () => {
    const before = await rowCounts(db);
    await expect(
      seedDemoData(services, { demoWallet: await demoWallet(), now: NOW }),
    ).resolves.toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(before);
  });

  it('lets every seeded claim be claimed, paying only what the vault holds: vault = ledger', async () => {
    const open = await db.select().from(claimableFunds).where(eq(claimableFunds.isClaimed, false));
    const demo = await demoWallet();
    const mine = open.filter((row) => row.userId === demo.address);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const row of mine) {
      await claimFund(services, demo.address, row.id);
      // Claimed once: a second claim is refused, nothing is paid twice.
      await expect(claimFund(services, demo.address, row.id)).rejects.toThrow();
    }
    // The others' claims too: every refund and payout is covered by the vault.
    for (const row of open.filter((r) => r.userId !== demo.address)) {
      await claimFund(services, row.userId, row.id);
    }
    const { vault, ledger } = await vaultAndLedger(services);
    expect(vault).toBe(ledger);
    const owed = await escrowOwed(db);
    expect(owed.claims).toBe(0n);
    expect(owed.total).toBeLessThanOrEqual(vault);
    const tokens = await tokenVaultAndLedger(services);
    expect(tokens.vault).toEqual(tokens.ledger);
    // Every token that came in for a settled campaign went out again, to an investor or back.
    for (const project of rows.filter((row) => row.settledAt !== null)) {
      expect(tokens.ledger[project.tokenAddress] ?? 0n, project.name).toBe(0n);
    }
  });

  describe('on a second empty database', () => {
    let second: DatabaseHandle;
    beforeAll(async () => {
      second = await openDatabase({ kind: 'pglite-memory' });
    }, 120_000);
    // The mints are fresh keys on every seed (a local chain outlives its database).
    const content = (project: typeof projects.$inferSelect) => ({
      ...project,
      tokenAddress: null,
      settledAt: null,
      updatedAt: null,
    });
    afterAll(() => second?.close());

    it('writes nothing when an insert fails mid-way', async () => {
      const failing = await demoServices(second, failingInsertInto(second.db, userProjects));
      await expect(
        seedDemoData(failing, { demoWallet: await demoWallet(), now: NOW }),
      ).rejects.toThrow('simulated disk full');
      const counts = await rowCounts(second.db);
      expect(
        Object.values(counts).every((count) => count === 0),
        JSON.stringify(counts),
      ).toBe(true);
    });

    it('then seeds exactly the same content for the same "now"', async () => {
      const services2 = await demoServices(second);
      await expect(
        seedDemoData(services2, { demoWallet: await demoWallet(), now: NOW }),
      ).resolves.toEqual({ seeded: true });
      const again = await second.db.select().from(projects).orderBy(asc(projects.createdAt));
      // The same content and the same money (settlement and payout times are real ones).
      expect(again.map(content)).toEqual(rows.map(content));
      // The same campaign histories: each project's investments, amounts and times.
      const byProject = async (database: Database) => {
        const projectRows = await database.select().from(projects);
        const investments = await database.select().from(userInvestments);
        return projectRows
          .map((project) => {
            const mine = investments
              .filter((row) => row.projectId === project.id)
              .map((row) => [row.investmentDate.getTime(), row.amountUnits] as const)
              .sort(([a], [b]) => a - b);
            return [project.name, mine] as const;
          })
          .sort(([a], [b]) => a.localeCompare(b));
      };
      expect(await byProject(second.db)).toEqual(await byProject(db));
      // Seeding sends every demo investment through the local chain: seconds on a busy machine.
    }, 60_000);
  });
});
