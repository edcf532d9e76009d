// Demo data for an empty database (DEMO_DATA, the embedded local chain only): the catalogue in
// seed-data.ts turned into rows with a seeded PRNG, relative to "now". Likes and comments are
// written as rows (they are not money). No market data is made up: a demo token has no market
// until a provider has one (docs/decisions/066). Money is never written by hand: every
// project's token is a real Token-2022 mint on the local chain, made by its creator's wallet (keys
// derived from the PRNG); approved campaigns get their investors' tokens deposited through the real
// deposit flow; demo wallets funded by the local chain's faucet invest through the real invest flow
// (prepare, sign, submit, record), campaigns whose deadline passed are settled by the real
// settlement, and the demo claims are real payouts, so every raised figure, investor count, token
// held in escrow and claim is backed by a recorded, confirmed transaction and the vault equals the
// ledger, for SOL and for every mint, from the first second. The deposits and investments are
// sent in the order of their campaigns' history, each at its own time on a clock of the seed's
// (the flow reads it, as it reads the server's), so the funding charts and ages read like real
// campaigns while the server's own clock is never moved.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEADLINE_MAX_DAYS, LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import { CURRENCY_DECIMALS, toBaseUnits, type Currency } from '@memetank/shared/currency';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { eq, sql } from 'drizzle-orm';
import type { TestUsdc } from '../chain/local-usdc';
import type { EscrowDeps } from '../escrow';
import { isLocalChain, type LocalChain } from '../chain/chain';
import { createTestToken, TEST_TOKEN_PAYER_LAMPORTS } from '../chain/test-token';
import { decodeTransaction, encodeTransaction } from '../chain/transfer-transaction';
import { projectComments, projectLikes, projects, userProjects } from '../db/schema';
import {
  claimFund,
  findOpenClaim,
  prepareInvestment,
  prepareTokenDeposit,
  settleDueCampaigns,
  submitInvestment,
  submitTokenDeposit,
  topUpLocalVault,
} from '../escrow';
import type { Clock } from '../lib/clock';
import {
  communityComments,
  demoClaims,
  demoInvestments,
  demoLikes,
  demoProjects,
  type DemoProjectData,
} from './seed-data';
import { Rng } from './seed-random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COMMUNITY_WALLETS = 120;
/** Real wallets (keys made here, funded by the faucet) that make the community's investments. */
const INVESTOR_WALLETS = 8;
/** The most investors (one transfer each) a demo campaign gets besides the demo wallet. */
const MAX_INVESTORS = 6;
/** Spending money the demo wallet keeps after its investments, for trying the invest flow. */
const DEMO_WALLET_SPARE = 5n * BigInt(LAMPORTS_PER_SOL);
/** Room for network fees (5,000 lamports a transfer). */
const FEE_ROOM = 10_000_000n;
/**
 * What a creator spends on its deposit: the fee, and the rent of the escrow's token account for
 * the mint (about 0.0021 SOL for a Token-2022 account), which the deposit creates.
 */
const DEPOSIT_ROOM = 10_000_000n;
/** Every demo token: a pump.fun-sized supply (the snapshots' total_supply) with 6 decimals. */
export const DEMO_TOKEN_SUPPLY = 1_000_000_000n;
export const DEMO_TOKEN_DECIMALS = 6;
const TOKEN_UNIT = 10n ** BigInt(DEMO_TOKEN_DECIMALS);
/**
 * The tokens a creator offers investors: 5 to 15 million whole tokens (0.5-1.5% of the supply),
 * about the bag the demo stories say their creators hold.
 */
const INVESTOR_TOKENS_MILLIONS = { min: 5, max: 15 } as const;

/** The longest after its submission a campaign is approved and its creator deposits. */
const DEPOSIT_WITHIN = 3 * HOUR;
/**
 * No demo transfer is sent this close to its campaign's deadline, its removal or "now": a prepared
 * intent lives 2 minutes (or to the deadline), and a transfer must land while the campaign is open.
 */
const TRANSFER_MARGIN = 10 * MINUTE;

export const DEMO_PROJECT_COUNT = demoProjects.length;

export interface SeedDemoOptions {
  /** The wallet that owns the demo dashboard (its projects, investments, claims), and its key. */
  demoWallet: { address: string; secretKey: string };
  now?: Date;
}

type ProjectRow = typeof projects.$inferSelect;

/** A project's token: its creator's wallet (which made the mint and holds the supply) and mint. */
interface DemoToken {
  creator: KeyPairSigner;
  mint: string;
}

/** One planned transfer into the vault: by the demo wallet, or by investor wallet `index`. */
interface PlannedInvestment {
  projectId: string;
  investor: 'demo' | number;
  /** Base units of the campaign's currency. */
  units: bigint;
  currency: Currency;
  /** When it is sent and recorded: the seed's clock reads this time while it goes through. */
  at: Date;
}

interface DemoRows {
  projects: ProjectRow[];
  likes: (typeof projectLikes.$inferInsert)[];
  comments: (typeof projectComments.$inferInsert)[];
  userProjects: (typeof userProjects.$inferInsert)[];
  investments: PlannedInvestment[];
  /** Campaigns approved when the investors came: their creators deposit the tokens first, at `at`. */
  deposits: { projectId: string; creator: KeyPairSigner; at: Date }[];
  /** Campaigns taken down after they took investments: approved while investing, then rejected. */
  rejectLater: { id: string; updatedAt: Date }[];
}

/**
 * Seeds the demo catalogue when the projects table is empty; returns `{ seeded: false }` and
 * writes nothing when any project exists. Only on the local chain, with an escrow vault.
 */
export async function seedDemoData(
  services: EscrowDeps & { testUsdc: TestUsdc | null },
  options: SeedDemoOptions,
): Promise<{ seeded: boolean }> {
  const { chain, database } = services;
  if (!isLocalChain(chain)) {
    throw new Error('Demo data (DEMO_DATA) exists only on the embedded local chain');
  }
  if (!services.escrow) throw new Error('seedDemoData: no escrow vault');
  const now = options.now ?? services.clock.now();
  if (Number.isNaN(now.getTime())) throw new Error('seedDemoData: "now" is not a valid date');
  const demoWallet = options.demoWallet.address;
  if (demoWallet.trim() === '') throw new Error('seedDemoData: demoWallet is empty');
  const demoSigner = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(options.demoWallet.secretKey, 'base64'),
  );
  if (demoSigner.address !== demoWallet) throw new Error('seedDemoData: demo key mismatch');

  // Seeded already: make no mints for nothing (the locked check below is the one that counts).
  const [seededBefore] = await database.db.select({ id: projects.id }).from(projects).limit(1);
  if (seededBefore) return { seeded: false };
  const tokens = await createDemoTokens(chain, demoSigner);
  const rows = buildDemoRows(demoWallet, now, tokens);
  const seeded = await database.db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('memetank:demo-seed'))`);
    const [existing] = await tx.select({ id: projects.id }).from(projects).limit(1);
    if (existing) return false;
    await tx.insert(projects).values(rows.projects);
    await tx.insert(projectLikes).values(rows.likes);
    await tx.insert(projectComments).values(rows.comments);
    // Dashboard rows outlive deleted projects, so a re-seed may meet old ones.
    await tx.insert(userProjects).values(rows.userProjects).onConflictDoNothing();
    return true;
  });
  if (!seeded) return { seeded: false };
  await fundDemoCampaigns(services, rows, demoSigner);
  return { seeded: true };
}

/**
 * Each project's token, a real Token-2022 mint on the local chain (one transaction each), its
 * supply in its creator's wallet. The demo wallet creates the projects with a demo role; the other
 * creators' keys derive from the PRNG, so their addresses are the same on every fresh database.
 * The mints are fresh keys: a local chain outlives its database, and a re-seed after every project
 * was deleted must not meet its old mints.
 */
async function createDemoTokens(
  chain: LocalChain,
  demoSigner: KeyPairSigner,
): Promise<Map<string, DemoToken>> {
  const tokens = new Map<string, DemoToken>();
  for (const data of demoProjects) {
    const creator = data.demoRole
      ? demoSigner
      : await createKeyPairSignerFromPrivateKeyBytes(new Rng(`creator:${data.key}`).bytes(32));
    const { mint } = await createTestToken(
      chain,
      async (payer) => {
        await chain.airdrop(payer, TEST_TOKEN_PAYER_LAMPORTS);
      },
      {
        owner: creator.address,
        supply: DEMO_TOKEN_SUPPLY,
        decimals: DEMO_TOKEN_DECIMALS,
        program: 'token-2022',
        metadata: {
          name: data.name,
          symbol: data.symbol,
          uri: isImageLogo(data.logo) ? data.logo : '',
        },
        revokeMintAuthority: !data.mintAuthorityKept,
      },
    );
    tokens.set(data.key, { creator, mint });
  }
  return tokens;
}

/** The tokens a project's creator offers its investors, in base units. */
function investorTokenAllocation(data: DemoProjectData): bigint {
  const millions = new Rng(`allocation:${data.key}`).int(
    INVESTOR_TOKENS_MILLIONS.min,
    INVESTOR_TOKENS_MILLIONS.max,
  );
  return BigInt(millions) * 1_000_000n * TOKEN_UNIT;
}

/**
 * The money: creators deposit their investors' tokens through the deposit flow, wallets funded by
 * the faucet invest through the invest flow, campaigns that ended or were pulled are settled, and
 * the demo claims are paid out of the vault.
 */
async function fundDemoCampaigns(
  services: EscrowDeps & { testUsdc: TestUsdc | null },
  rows: DemoRows,
  demoSigner: KeyPairSigner,
): Promise<void> {
  const chain = services.chain;
  if (!isLocalChain(chain)) return;
  await topUpLocalVault(services);
  const investors: KeyPairSigner[] = [];
  for (let i = 0; i < INVESTOR_WALLETS; i += 1) {
    investors.push(await createKeyPairSignerFromPrivateKeyBytes(randomBytes(32)));
  }
  const signerOf = (investor: 'demo' | number) =>
    investor === 'demo' ? demoSigner : (investors[investor] as KeyPairSigner);

  // The faucet gives each wallet what it will invest, plus fees (the demo wallet some to spare),
  // and each creator what its deposits cost.
  const needs = new Map<KeyPairSigner, bigint>([[demoSigner, DEMO_WALLET_SPARE]]);
  for (const { creator } of rows.deposits) {
    needs.set(creator, (needs.get(creator) ?? 0n) + DEPOSIT_ROOM);
  }
  // A USDC campaign's investors get test USDC from the faucet's mint, and SOL for the fees.
  const usdcNeeds = new Map<KeyPairSigner, bigint>();
  for (const planned of rows.investments) {
    const signer = signerOf(planned.investor);
    const sol = planned.currency === 'SOL' ? planned.units : 0n;
    needs.set(signer, (needs.get(signer) ?? 0n) + sol + FEE_ROOM);
    if (planned.currency === 'USDC') {
      usdcNeeds.set(signer, (usdcNeeds.get(signer) ?? 0n) + planned.units);
    }
  }
  for (const [signer, lamports] of needs) await chain.airdrop(signer.address, lamports);
  for (const [signer, units] of usdcNeeds) {
    if (!services.testUsdc) throw new Error('seedDemoData: no test USDC on this chain');
    await services.testUsdc.mintTo(signer.address, units);
  }

  // The campaigns' history in order: each deposit and investment goes through the real flow with
  // the seed's clock at its time, so the flow's checks (the campaign is open, its deadline is
  // ahead, the prepared intent has not expired) hold then, and the investment is recorded then.
  // The server's clock is never moved: once seeded, "now" is the real now and the live campaigns
  // are live. The clock only goes forward, as a real one would.
  let at = new Date(0);
  const seedClock: Clock = {
    now: () => at,
    offsetSeconds: 0,
    advance: () => {
      throw new Error('the seeding clock is set to each transfer’s time, not advanced');
    },
  };
  const investing: EscrowDeps = { ...services, clock: seedClock };
  const history: { at: Date; send: () => Promise<unknown> }[] = [
    // No campaign opens without its deposit: the tokens go into escrow before its first investment.
    ...rows.deposits.map(({ projectId, creator, at: depositAt }) => ({
      at: depositAt,
      send: async () => {
        const prepared = await prepareTokenDeposit(investing, {
          projectId,
          wallet: creator.address,
        });
        await submitTokenDeposit(investing, {
          projectId,
          wallet: creator.address,
          transaction: await signPrepared(creator, prepared.transaction),
        });
      },
    })),
    ...rows.investments.map((planned) => ({
      at: planned.at,
      send: async () => {
        const signer = signerOf(planned.investor);
        const prepared = await prepareInvestment(investing, {
          projectId: planned.projectId,
          wallet: signer.address,
          amount: decimalText(planned.units, planned.currency),
        });
        await submitInvestment(investing, {
          projectId: planned.projectId,
          wallet: signer.address,
          transaction: await signPrepared(signer, prepared.transaction),
        });
      },
    })),
  ];
  // A stable sort: at equal times a deposit (listed first) still comes before investments.
  history.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of history) {
    if (step.at.getTime() < at.getTime()) throw new Error('seedDemoData: history out of order');
    at = step.at;
    await step.send();
  }

  // Pulled after they took investments: settlement refunds them.
  for (const { id, updatedAt } of rows.rejectLater) {
    await services.database.db
      .update(projects)
      .set({ status: 'rejected', updatedAt })
      .where(eq(projects.id, id));
  }
  await settleDueCampaigns(services);

  // The claims already taken: real payouts from the vault.
  const byKey = new Map(rows.projects.map((project, index) => [demoProjects[index]?.key, project]));
  for (const claim of demoClaims) {
    const project = byKey.get(claim.project);
    if (!project) throw new Error(`Demo data names an unknown project: ${claim.project}`);
    await claimOpen(services, project.id, demoSigner.address, claim.fundType);
  }
  const cancelled = demoProjects.find((project) => project.demoRole === 'cancelled');
  const cancelledProject = cancelled ? byKey.get(cancelled.key) : undefined;
  if (cancelledProject) {
    const refunded = rows.investments
      .filter((planned) => planned.projectId === cancelledProject.id && planned.investor !== 'demo')
      // All but one of the cancelled campaign's investors already took their refund.
      .slice(0, -1);
    for (const planned of refunded) {
      await claimOpen(services, cancelledProject.id, signerOf(planned.investor).address, 'refund');
    }
  }
}

/** Signs a transaction the server prepared (base64 wire bytes), as the wallet would. */
async function signPrepared(signer: KeyPairSigner, base64: string): Promise<string> {
  const transaction = decodeTransaction(new Uint8Array(Buffer.from(base64, 'base64')));
  if (!transaction) throw new Error('seedDemoData: the prepared transaction does not decode');
  const signed = await signTransaction([signer.keyPair], transaction);
  return Buffer.from(encodeTransaction(signed)).toString('base64');
}

async function claimOpen(
  services: EscrowDeps,
  projectId: string,
  wallet: string,
  fundType: 'refund' | 'creator_payout' | 'token_allocation' | 'token_return',
): Promise<void> {
  const row = await findOpenClaim(services.database.db, { projectId, wallet, fundType });
  if (!row) throw new Error(`Demo claim not made by settlement: ${fundType} of ${projectId}`);
  await claimFund(services, wallet, row.id);
}

/** Base units as the decimal text the invest flow takes ("12.5"; exact: no floats). */
function decimalText(units: bigint, currency: Currency): string {
  const unit = 10n ** BigInt(CURRENCY_DECIMALS[currency]);
  const fraction = (units % unit).toString().padStart(CURRENCY_DECIMALS[currency], '0');
  return `${units / unit}.${fraction}`;
}

function buildDemoRows(demoWallet: string, now: Date, tokens: Map<string, DemoToken>): DemoRows {
  const walletRng = new Rng('wallets');
  const community = Array.from({ length: COMMUNITY_WALLETS }, () => walletRng.address()).filter(
    (wallet) => wallet !== demoWallet,
  );
  const rows: DemoRows = {
    projects: [],
    likes: [],
    comments: [],
    userProjects: [],
    investments: [],
    deposits: [],
    rejectLater: [],
  };

  for (const data of demoProjects) {
    const rng = new Rng(`project:${data.key}`);
    const token = tokens.get(data.key);
    if (!token) throw new Error(`seedDemoData: no token made for ${data.key}`);
    const project = buildProject(rng, data, token, now);
    rows.projects.push(project);
    rows.userProjects.push({
      projectId: project.id,
      userId: project.creatorWallet,
      status: data.demoRole ?? (data.status === 'pending' ? 'under_review' : data.status),
      submitDate: project.createdAt,
    });

    const planned = planInvestments(rng, data, project);
    let pulledAt: Date | null = null;
    if (data.status === 'rejected' && planned.length > 0) {
      // It took investments while approved, then was pulled.
      pulledAt = new Date(Math.min(now.getTime() - DAY, project.createdAt.getTime() + 12 * DAY));
      rows.rejectLater.push({ id: project.id, updatedAt: pulledAt });
      project.status = 'approved';
    }
    // Approved when its investors came (or would have): its creator deposited first. Pending
    // projects and the one rejected at review never opened, so they still await it.
    if (project.status === 'approved') {
      const times = campaignTimes(data.key, project, now, pulledAt, planned.length);
      rows.deposits.push({ projectId: project.id, creator: token.creator, at: times.depositAt });
      planned.forEach((investment, index) => {
        investment.at = times.investedAt[index] as Date;
      });
    }
    rows.investments.push(...planned);
    const investorCount = new Set(planned.map((p) => p.investor)).size;

    const likesCount =
      data.status === 'approved' || planned.length > 0
        ? Math.round(2 + Math.sqrt(investorCount * 40) * rng.between(1.2, 2.4) + rng.between(0, 5))
        : 0;
    const likers = rng.shuffle(community).slice(0, likesCount);
    if (demoLikes.includes(data.key)) likers.push(demoWallet);
    for (const userId of likers) {
      rows.likes.push({
        projectId: project.id,
        userId,
        createdAt: between(rng, project.createdAt, now),
      });
    }
    project.likesCount = likers.length;
    project.upvotes = likers.length + Math.round(investorCount * rng.between(1, 3));

    if (data.status === 'approved') {
      const comments = buildComments(rng, data, project, community, now);
      rows.comments.push(...comments);
      project.commentsCount = comments.length;
    }
  }
  return rows;
}

/**
 * The transfers that make a campaign's funding: the demo wallet's (seed-data's demoInvestments),
 * and a few investor wallets' that bring the total to fundedPercent of the goal exactly.
 */
function planInvestments(
  rng: Rng,
  data: DemoProjectData,
  project: ProjectRow,
): PlannedInvestment[] {
  if (data.fundedPercent <= 0) return [];
  const { currency } = project;
  // Hundredths of the currency (0.01 SOL, 0.01 USDC) in base units.
  const cent = 10n ** BigInt(CURRENCY_DECIMALS[currency] - 2);
  // goal × percent / 100, to the hundredth.
  const target = BigInt(Math.round(data.goal * data.fundedPercent)) * cent;
  const planned: PlannedInvestment[] = [];
  const demo = demoInvestments.find((investment) => investment.project === data.key);
  let left = target;
  if (demo) {
    const units = BigInt(Math.round(demo.amount * 100)) * cent;
    planned.push({
      projectId: project.id,
      investor: 'demo',
      units,
      currency,
      at: project.createdAt,
    });
    left -= units;
  }
  if (left <= 0n) return planned;
  const count = Math.max(
    1,
    Math.min(MAX_INVESTORS, Number(left / (cent * 50n)), rng.int(2, MAX_INVESTORS)),
  );
  const wallets = rng
    .shuffle(Array.from({ length: INVESTOR_WALLETS }, (_, i) => i))
    .slice(0, count);
  const weights = wallets.map(() => rng.between(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  wallets.forEach((investor, index) => {
    const last = index === wallets.length - 1;
    // Whole hundredths, the last one takes what is left (never nothing).
    const share =
      BigInt(Math.floor((Number(left / cent) * (weights[index] as number)) / sum)) * cent;
    const units = last ? left : share;
    if (units <= 0n) return;
    planned.push({ projectId: project.id, investor, units, currency, at: project.createdAt });
    left -= units;
  });
  return planned;
}

/**
 * When a campaign's creator deposits (soon after submission, once approved) and when its `count`
 * investments are sent: spread at random over the time it was open, from the deposit to its
 * deadline, its removal or now, whichever came first, oldest first, in a random order of the
 * investors. Its own PRNG, so the rest of the demo content stays as it was.
 */
function campaignTimes(
  key: string,
  project: ProjectRow,
  now: Date,
  pulledAt: Date | null,
  count: number,
): { depositAt: Date; investedAt: Date[] } {
  const rng = new Rng(`funding:${key}`);
  const start = project.createdAt.getTime();
  const end =
    Math.min(now.getTime(), project.deadline.getTime(), pulledAt?.getTime() ?? Infinity) -
    TRANSFER_MARGIN;
  if (end - start < 2 * TRANSFER_MARGIN) {
    throw new Error(`Demo data leaves ${key} no time open for its deposit and investments`);
  }
  const depositAt =
    start + Math.round(Math.min(DEPOSIT_WITHIN, (end - start) / 10) * rng.between(0.3, 1));
  const first = depositAt + MINUTE;
  const times = Array.from({ length: count }, () => Math.round(first + (end - first) * rng.next()))
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
  const order = rng.shuffle(times.map((_, index) => index));
  return {
    depositAt: new Date(depositAt),
    investedAt: order.map((position) => times[position] as Date),
  };
}

function buildProject(rng: Rng, data: DemoProjectData, token: DemoToken, now: Date): ProjectRow {
  const id = rng.uuid();
  const createdAt = new Date(
    now.getTime() - data.createdDaysAgo * DAY + Math.round(rng.between(-6, 6) * HOUR),
  );
  const deadline = new Date(
    Math.min(
      now.getTime() + data.deadlineInDays * DAY + Math.round(rng.between(-30, 30) * MINUTE),
      createdAt.getTime() + DEADLINE_MAX_DAYS * DAY,
    ),
  );
  return {
    id,
    name: data.name,
    description: data.description,
    longDescription: data.longDescription,
    logo: data.logo,
    tokenAddress: token.mint,
    creatorWallet: token.creator.address,
    status: data.status,
    fundingGoalUnits: toBaseUnits(data.goal, data.currency ?? 'SOL'),
    // Funding and investors start at nothing: only recorded investments move them.
    currentFundingUnits: 0n,
    currency: data.currency ?? 'SOL',
    riskScore: data.riskScore,
    deadline,
    investorCount: 0,
    upvotes: 0,
    likesCount: 0,
    commentsCount: 0,
    pitchDeckUrl: data.pitchDeckUrl ?? null,
    twitterUrl: data.twitterUrl ?? null,
    telegramUrl: data.telegramUrl ?? null,
    discordUrl: data.discordUrl ?? null,
    websiteUrl: data.websiteUrl ?? null,
    legitimacyStatement: null,
    legitimacySignature: null,
    settledAt: null,
    settlementOutcome: null,
    openClaims: 0,
    // The token side as a submission stores it; the deposit flow moves it to 'deposited'.
    tokenProgram: 'token-2022',
    tokenDecimals: DEMO_TOKEN_DECIMALS,
    tokenAllocation: investorTokenAllocation(data).toString(),
    tokenDeposit: 'awaiting',
    createdAt,
    updatedAt: null,
  };
}

function buildComments(
  rng: Rng,
  data: DemoProjectData,
  project: ProjectRow,
  community: readonly string[],
  now: Date,
): (typeof projectComments.$inferInsert)[] {
  const specific = data.comments ?? [];
  const reserved = specific.length + (data.latestComment ? 1 : 0) + (data.creatorReply ? 1 : 0);
  const total = Math.min(10, Math.max(reserved, rng.int(3, 10)));
  const ticker = `$${data.symbol}`;
  const generic = rng
    .shuffle(communityComments)
    .slice(0, total - reserved)
    .map((text) => text.replaceAll('{symbol}', ticker).replaceAll('{name}', data.name));
  const authors = rng.shuffle(community);
  const lines: { comment: string; userId: string; id?: string; parentId?: string }[] = rng
    .shuffle([...specific, ...generic])
    .map((comment, index) => ({ comment, userId: authors[index] as string }));
  if (data.creatorReply) {
    // The creator answers the question in its thread some time after it was asked. The ids come
    // from node:crypto like every other comment's, so the seeded sequence stays as it was.
    const question = lines.findIndex((line) => line.comment === data.creatorReply?.to);
    const asked = lines[question];
    if (!asked) throw new Error(`Creator reply to an unknown comment: ${data.key}`);
    asked.id = randomUUID();
    const position = rng.int(question + 1, lines.length);
    lines.splice(position, 0, {
      comment: data.creatorReply.text,
      userId: project.creatorWallet,
      parentId: asked.id,
    });
  }
  const start = project.createdAt.getTime() + 30 * MINUTE;
  let end = now.getTime() - 2 * MINUTE;
  if (data.latestComment) {
    // It talks about today's funding and deadline, so it was posted in the last few hours.
    end = now.getTime() - Math.round(rng.between(10, 16 * 60) * MINUTE);
    lines.push({ comment: data.latestComment, userId: authors[lines.length] as string });
  }
  const times = lines.map(() => start + (end - start) * rng.next()).sort((a, b) => a - b);
  if (data.latestComment) times[times.length - 1] = end;
  return lines.map((line, index) => ({
    ...(line.id ? { id: line.id } : {}),
    ...(line.parentId ? { parentId: line.parentId } : {}),
    projectId: project.id,
    userId: line.userId,
    comment: line.comment,
    createdAt: new Date(Math.round(times[index] as number)),
  }));
}

const isImageLogo = (logo: string) => logo.startsWith('http') || logo.startsWith('/');

function between(rng: Rng, from: Date, to: Date): Date {
  return fraction(from, to, rng.next());
}

function fraction(from: Date, to: Date, share: number): Date {
  return new Date(Math.round(from.getTime() + (to.getTime() - from.getTime()) * share));
}
