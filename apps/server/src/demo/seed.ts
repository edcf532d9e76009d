// Demo data for an empty database (DEMO_DATA, the embedded local chain only): the catalogue in
// seed-data.ts turned into rows with a seeded PRNG, relative to "now". Likes, comments and token
// snapshots are written as rows (they are not money). Money is never written by hand: demo
// wallets funded by the local chain's faucet invest through the real invest flow (prepare, sign,
// submit, record), campaigns whose deadline passed are settled by the real settlement, and the
// demo claims are real payouts, so every raised figure, investor count and claim is backed by a
// recorded, confirmed transfer and the vault equals the ledger from the first second.
import { randomBytes } from 'node:crypto';
import { DEADLINE_MAX_DAYS, LAMPORTS_PER_SOL } from '@memetank/shared/constants';
import {
  createKeyPairSignerFromPrivateKeyBytes,
  signTransaction,
  type KeyPairSigner,
} from '@solana/kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EscrowDeps } from '../escrow';
import { isLocalChain } from '../chain/chain';
import { decodeTransaction, encodeTransaction } from '../chain/transfer-transaction';
import {
  claimableFunds,
  projectComments,
  projectLikes,
  projects,
  tokenSnapshots,
  userProjects,
} from '../db/schema';
import {
  claimFund,
  prepareInvestment,
  settleDueCampaigns,
  submitInvestment,
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
import { buildTokenSnapshot } from './seed-token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COMMUNITY_WALLETS = 120;
const TRADER_WALLETS = 70;
/** Real wallets (keys made here, funded by the faucet) that make the community's investments. */
const INVESTOR_WALLETS = 8;
/** The most investors (one transfer each) a demo campaign gets besides the demo wallet. */
const MAX_INVESTORS = 6;
/** Spending money the demo wallet keeps after its investments, for trying the invest flow. */
const DEMO_WALLET_SPARE = 5n * BigInt(LAMPORTS_PER_SOL);
/** Room for network fees (5,000 lamports a transfer). */
const FEE_ROOM = 10_000_000n;

/** The columns of a token snapshot the seed writes (the image is fetched on demand). */
const SNAPSHOT_FIGURES = ['data', 'trades', 'fetchedAt'] as const;

export const DEMO_PROJECT_COUNT = demoProjects.length;

export interface SeedDemoOptions {
  /** The wallet that owns the demo dashboard (its projects, investments, claims), and its key. */
  demoWallet: { address: string; secretKey: string };
  now?: Date;
}

type ProjectRow = typeof projects.$inferSelect;

/** One planned transfer into the vault: by the demo wallet, or by investor wallet `index`. */
interface PlannedInvestment {
  projectId: string;
  investor: 'demo' | number;
  lamports: bigint;
}

interface DemoRows {
  projects: ProjectRow[];
  likes: (typeof projectLikes.$inferInsert)[];
  comments: (typeof projectComments.$inferInsert)[];
  userProjects: (typeof userProjects.$inferInsert)[];
  snapshots: (typeof tokenSnapshots.$inferInsert)[];
  investments: PlannedInvestment[];
  /** Campaigns taken down after they took investments: approved while investing, then rejected. */
  rejectLater: { id: string; updatedAt: Date }[];
}

/**
 * Seeds the demo catalogue when the projects table is empty; returns `{ seeded: false }` and
 * writes nothing when any project exists. Only on the local chain, with an escrow vault.
 */
export async function seedDemoData(
  services: EscrowDeps,
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

  const rows = buildDemoRows(demoWallet, now);
  const seeded = await database.db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('memetank:demo-seed'))`);
    const [existing] = await tx.select({ id: projects.id }).from(projects).limit(1);
    if (existing) return false;
    await tx.insert(projects).values(rows.projects);
    await tx.insert(projectLikes).values(rows.likes);
    await tx.insert(projectComments).values(rows.comments);
    // Dashboard rows and snapshots outlive deleted projects, so a re-seed may meet old ones.
    await tx.insert(userProjects).values(rows.userProjects).onConflictDoNothing();
    // An old snapshot takes the new figures (its cached image stays).
    const newFigures = Object.fromEntries(
      SNAPSHOT_FIGURES.map((key) => [key, sql.raw(`excluded.${tokenSnapshots[key].name}`)]),
    );
    await tx
      .insert(tokenSnapshots)
      .values(rows.snapshots)
      .onConflictDoUpdate({ target: tokenSnapshots.mint, set: newFigures });
    return true;
  });
  if (!seeded) return { seeded: false };
  await fundDemoCampaigns(services, rows, options.demoWallet, now);
  return { seeded: true };
}

/**
 * The money: wallets funded by the faucet invest through the invest flow, campaigns that ended or
 * were pulled are settled, and the demo claims are paid out of the vault.
 */
async function fundDemoCampaigns(
  services: EscrowDeps,
  rows: DemoRows,
  demo: { address: string; secretKey: string },
  now: Date,
): Promise<void> {
  const chain = services.chain;
  if (!isLocalChain(chain)) return;
  await topUpLocalVault(services);
  const demoSigner = await createKeyPairSignerFromPrivateKeyBytes(
    Buffer.from(demo.secretKey, 'base64'),
  );
  if (demoSigner.address !== demo.address) throw new Error('seedDemoData: demo key mismatch');
  const investors: KeyPairSigner[] = [];
  for (let i = 0; i < INVESTOR_WALLETS; i += 1) {
    investors.push(await createKeyPairSignerFromPrivateKeyBytes(randomBytes(32)));
  }
  const signerOf = (investor: 'demo' | number) =>
    investor === 'demo' ? demoSigner : (investors[investor] as KeyPairSigner);

  // The faucet gives each wallet what it will invest, plus fees (the demo wallet some to spare).
  const needs = new Map<KeyPairSigner, bigint>([[demoSigner, DEMO_WALLET_SPARE]]);
  for (const planned of rows.investments) {
    const signer = signerOf(planned.investor);
    needs.set(signer, (needs.get(signer) ?? 0n) + planned.lamports + FEE_ROOM);
  }
  for (const [signer, lamports] of needs) await chain.airdrop(signer.address, lamports);

  // Every campaign was open when its investors came: the flow checks deadlines against a clock
  // set before the earliest deadline; the rest of the server keeps the real one.
  const earliest = Math.min(...rows.projects.map((project) => project.deadline.getTime()));
  const investedAt = new Date(Math.min(now.getTime(), earliest) - DAY);
  const seedClock: Clock = {
    now: () => investedAt,
    offsetSeconds: 0,
    advance: () => {
      throw new Error('the seeding clock does not move');
    },
  };
  const investing: EscrowDeps = { ...services, clock: seedClock };
  for (const planned of rows.investments) {
    const signer = signerOf(planned.investor);
    const prepared = await prepareInvestment(investing, {
      projectId: planned.projectId,
      wallet: signer.address,
      amountSol: lamportsText(planned.lamports),
    });
    const transaction = decodeTransaction(
      new Uint8Array(Buffer.from(prepared.transaction, 'base64')),
    );
    if (!transaction) throw new Error('seedDemoData: the prepared transaction does not decode');
    const signed = await signTransaction([signer.keyPair], transaction);
    await submitInvestment(investing, {
      projectId: planned.projectId,
      wallet: signer.address,
      transaction: Buffer.from(encodeTransaction(signed)).toString('base64'),
    });
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
    await claimOpen(services, project.id, demo.address, claim.fundType);
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

async function claimOpen(
  services: EscrowDeps,
  projectId: string,
  wallet: string,
  fundType: 'refund' | 'creator_payout' | 'token_allocation',
): Promise<void> {
  const [row] = await services.database.db
    .select({ id: claimableFunds.id })
    .from(claimableFunds)
    .where(
      and(
        eq(claimableFunds.projectId, projectId),
        eq(claimableFunds.userId, wallet),
        inArray(claimableFunds.fundType, [fundType]),
        eq(claimableFunds.isClaimed, false),
      ),
    );
  if (!row) throw new Error(`Demo claim not made by settlement: ${fundType} of ${projectId}`);
  await claimFund(services, wallet, row.id);
}

/** Lamports as the decimal SOL text the invest flow takes (exact: no floats). */
function lamportsText(lamports: bigint): string {
  const unit = BigInt(LAMPORTS_PER_SOL);
  return `${lamports / unit}.${(lamports % unit).toString().padStart(9, '0')}`;
}

function buildDemoRows(demoWallet: string, now: Date): DemoRows {
  const walletRng = new Rng('wallets');
  const community = Array.from({ length: COMMUNITY_WALLETS }, () => walletRng.address()).filter(
    (wallet) => wallet !== demoWallet,
  );
  const traders = Array.from({ length: TRADER_WALLETS }, () => walletRng.address());
  const rows: DemoRows = {
    projects: [],
    likes: [],
    comments: [],
    userProjects: [],
    snapshots: [],
    investments: [],
    rejectLater: [],
  };

  for (const data of demoProjects) {
    const rng = new Rng(`project:${data.key}`);
    const project = buildProject(rng, data, demoWallet, now);
    rows.projects.push(project);
    rows.userProjects.push({
      projectId: project.id,
      userId: project.creatorWallet,
      status: data.demoRole ?? (data.status === 'pending' ? 'under_review' : data.status),
      submitDate: project.createdAt,
    });

    const planned = planInvestments(rng, data, project);
    rows.investments.push(...planned);
    if (data.status === 'rejected' && planned.length > 0) {
      // It took investments while approved, then was pulled.
      rows.rejectLater.push({
        id: project.id,
        updatedAt: new Date(Math.min(now.getTime() - DAY, project.createdAt.getTime() + 12 * DAY)),
      });
      project.status = 'approved';
    }
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

    if (data.status === 'approved' && data.token) {
      const tokenRng = new Rng(`token:${data.key}`);
      const { data: tokenData, trades } = buildTokenSnapshot(tokenRng, {
        mint: project.tokenAddress,
        name: data.name,
        symbol: data.symbol,
        description: data.description,
        imageUri: isImageLogo(data.logo) ? data.logo : null,
        twitter: data.twitterUrl ?? null,
        telegram: data.telegramUrl ?? null,
        website: data.websiteUrl ?? null,
        creator: project.creatorWallet,
        projectCreatedAt: project.createdAt,
        now,
        curvePercent: data.token.curvePercent,
        tradeCount: data.token.trades,
        traders,
      });
      rows.snapshots.push({ mint: project.tokenAddress, data: tokenData, trades, fetchedAt: now });
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
  // goal × percent / 100 to 0.01 SOL.
  const target = BigInt(Math.round(data.goal * data.fundedPercent)) * 10_000_000n;
  const planned: PlannedInvestment[] = [];
  const demo = demoInvestments.find((investment) => investment.project === data.key);
  let left = target;
  if (demo) {
    const lamports = BigInt(Math.round(demo.amount * 100)) * 10_000_000n;
    planned.push({ projectId: project.id, investor: 'demo', lamports });
    left -= lamports;
  }
  if (left <= 0n) return planned;
  const count = Math.max(
    1,
    Math.min(MAX_INVESTORS, Number(left / (LAMPORTS_PER_SOL_BIG / 2n)), rng.int(2, MAX_INVESTORS)),
  );
  const wallets = rng
    .shuffle(Array.from({ length: INVESTOR_WALLETS }, (_, i) => i))
    .slice(0, count);
  const weights = wallets.map(() => rng.between(0.5, 1.5));
  const sum = weights.reduce((a, b) => a + b, 0);
  wallets.forEach((investor, index) => {
    const last = index === wallets.length - 1;
    // Whole hundredths of a SOL, the last one takes what is left (never nothing).
    const share =
      BigInt(Math.floor((Number(left / 10_000_000n) * (weights[index] as number)) / sum)) *
      10_000_000n;
    const lamports = last ? left : share;
    if (lamports <= 0n) return;
    planned.push({ projectId: project.id, investor, lamports });
    left -= lamports;
  });
  return planned;
}

const LAMPORTS_PER_SOL_BIG = BigInt(LAMPORTS_PER_SOL);

function buildProject(rng: Rng, data: DemoProjectData, demoWallet: string, now: Date): ProjectRow {
  const id = rng.uuid();
  const creatorWallet = data.demoRole ? demoWallet : rng.address();
  const tokenAddress = rng.pumpMint();
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
    tokenAddress,
    creatorWallet,
    status: data.status,
    fundingGoalLamports: BigInt(data.goal) * LAMPORTS_PER_SOL_BIG,
    // Funding and investors start at nothing: only recorded investments move them.
    currentFundingLamports: 0n,
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
  const lines = rng
    .shuffle([...specific, ...generic])
    .map((comment, index) => ({ comment, userId: authors[index] as string }));
  if (data.creatorReply) {
    // The creator answers the question some time after it was asked.
    const question = lines.findIndex((line) => line.comment === data.creatorReply?.to);
    if (question < 0) throw new Error(`Creator reply to an unknown comment: ${data.key}`);
    const position = rng.int(question + 1, lines.length);
    lines.splice(position, 0, { comment: data.creatorReply.text, userId: project.creatorWallet });
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
