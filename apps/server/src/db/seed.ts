// Demo data for an empty database (DEMO_DATA): the catalogue in seed-data.ts turned into rows with
// a seeded PRNG, so every fresh database gets the same content relative to "now".
import { DEADLINE_MAX_DAYS, LAMPORTS_PER_SOL, PLATFORM_FEE_BPS } from '@memetank/shared/constants';
import { solToLamports } from '@memetank/shared/lamports';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import {
  claimableFunds,
  projectComments,
  projectLikes,
  projects,
  tokenSnapshots,
  userInvestments,
  userProjects,
} from './schema';
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

export const DEMO_PROJECT_COUNT = demoProjects.length;

export interface SeedDemoOptions {
  /** The wallet that owns the demo dashboard: its projects, investments and claims. */
  demoWallet: string;
  now?: Date;
}

type ProjectRow = typeof projects.$inferSelect;

interface DemoRows {
  projects: ProjectRow[];
  likes: (typeof projectLikes.$inferInsert)[];
  comments: (typeof projectComments.$inferInsert)[];
  userProjects: (typeof userProjects.$inferInsert)[];
  investments: (typeof userInvestments.$inferInsert)[];
  claims: (typeof claimableFunds.$inferInsert)[];
  snapshots: (typeof tokenSnapshots.$inferInsert)[];
}

/**
 * Seeds the demo catalogue when the projects table is empty, all in one transaction; returns
 * `{ seeded: false }` and writes nothing when any project exists.
 */
export async function seedDemoData(
  db: Database,
  options: SeedDemoOptions,
): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new Error('seedDemoData: "now" is not a valid date');
  if (options.demoWallet.trim() === '') throw new Error('seedDemoData: demoWallet is empty');

  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('memetank:demo-seed'))`);
    const [existing] = await tx.select({ id: projects.id }).from(projects).limit(1);
    if (existing) return { seeded: false };

    const rows = buildDemoRows(options.demoWallet, now);
    await tx.insert(projects).values(rows.projects);
    await tx.insert(projectLikes).values(rows.likes);
    await tx.insert(projectComments).values(rows.comments);
    // Dashboard rows and snapshots outlive deleted projects, so a re-seed may meet old ones.
    await tx.insert(userProjects).values(rows.userProjects).onConflictDoNothing();
    await tx.insert(userInvestments).values(rows.investments);
    await tx.insert(claimableFunds).values(rows.claims);
    await tx
      .insert(tokenSnapshots)
      .values(rows.snapshots)
      .onConflictDoUpdate({
        target: tokenSnapshots.mint,
        set: {
          data: sql`excluded.data`,
          trades: sql`excluded.trades`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      });
    return { seeded: true };
  });
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
    investments: [],
    claims: [],
    snapshots: [],
  };
  const byKey = new Map<string, ProjectRow>();

  for (const data of demoProjects) {
    const rng = new Rng(`project:${data.key}`);
    const project = buildProject(rng, data, demoWallet, now);
    byKey.set(data.key, project);
    rows.projects.push(project);
    rows.userProjects.push({
      projectId: project.id,
      userId: project.creatorWallet,
      status: data.demoRole ?? (data.status === 'pending' ? 'under_review' : data.status),
      submitDate: project.createdAt,
    });

    const likers = rng.shuffle(community).slice(0, project.likesCount);
    if (demoLikes.includes(data.key)) likers.push(demoWallet);
    for (const userId of likers) {
      rows.likes.push({
        projectId: project.id,
        userId,
        createdAt: between(rng, project.createdAt, project.updatedAt ?? now),
      });
    }
    project.likesCount = likers.length;
    project.upvotes = likers.length + Math.round(project.investorCount * rng.between(0.12, 0.3));

    if (data.status === 'approved') {
      const comments = buildComments(rng, data, project, community, now);
      rows.comments.push(...comments);
      project.commentsCount = comments.length;
      rows.investments.push(...otherInvestments(rng, project, community, now));
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

  addDemoWalletActivity(rows, byKey, demoWallet, now);
  addCancelledRefunds(rows, byKey, community, now);
  return rows;
}

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
  const goal = BigInt(data.goal) * BigInt(LAMPORTS_PER_SOL);
  let current = 0n;
  if (data.fundedPercent === 100) current = goal;
  else if (data.fundedPercent > 0) {
    // goal × percent / 100 to 0.0001, plus lamport dust so the total looks raised, not typed.
    current =
      BigInt(Math.round(data.goal * data.fundedPercent * 100)) * 100_000n +
      BigInt(rng.int(0, 99_999));
  }
  const averageTicket = data.currency === 'USDC' ? rng.between(40, 160) : rng.between(0.6, 3.2);
  const raised = Number(current) / 1e9;
  const investorCount = current > 0n ? Math.max(1, Math.round(raised / averageTicket)) : 0;
  const likesCount =
    data.status === 'approved' || current > 0n
      ? Math.round(2 + Math.sqrt(investorCount) * rng.between(1.2, 2.4) + rng.between(0, 5))
      : 0;
  // A project the admin or its creator took down after approval was edited at that moment.
  const updatedAt =
    data.status === 'rejected' && current > 0n
      ? new Date(Math.min(now.getTime() - DAY, createdAt.getTime() + 12 * DAY))
      : null;

  return {
    id,
    name: data.name,
    description: data.description,
    longDescription: data.longDescription,
    logo: data.logo,
    tokenAddress,
    creatorWallet,
    status: data.status,
    fundingGoalLamports: goal,
    currentFundingLamports: current,
    currency: data.currency ?? 'SOL',
    riskScore: data.riskScore,
    deadline,
    investorCount,
    upvotes: 0,
    likesCount,
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
    updatedAt,
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

/** A few investments by community wallets, so the table is not only the demo wallet's. */
function otherInvestments(
  rng: Rng,
  project: ProjectRow,
  community: readonly string[],
  now: Date,
): (typeof userInvestments.$inferInsert)[] {
  const count = Math.min(project.investorCount, rng.int(1, 3));
  return rng
    .shuffle(community)
    .slice(0, count)
    .map((userId) => ({
      projectId: project.id,
      userId,
      investmentLamports: solToLamports(roundSol(rng.between(0.1, 5))),
      investmentDate: between(rng, project.createdAt, now),
      txSignature: null,
    }));
}

function addDemoWalletActivity(
  rows: DemoRows,
  byKey: ReadonlyMap<string, ProjectRow>,
  demoWallet: string,
  now: Date,
): void {
  const rng = new Rng('demo-wallet');
  const invested = new Map<string, { amount: bigint; date: Date }>();
  for (const { project: key, amount } of demoInvestments) {
    const project = requireProject(byKey, key);
    const end = project.updatedAt ?? now;
    const date = new Date(
      project.createdAt.getTime() +
        (end.getTime() - project.createdAt.getTime()) * rng.between(0.15, 0.8),
    );
    const investmentLamports = solToLamports(amount);
    invested.set(key, { amount: investmentLamports, date });
    rows.investments.push({
      projectId: project.id,
      userId: demoWallet,
      investmentLamports,
      investmentDate: date,
      txSignature: null,
    });
  }

  for (const claim of demoClaims) {
    const project = requireProject(byKey, claim.project);
    const investment = invested.get(claim.project);
    let amount: bigint;
    let claimableDate: Date;
    if (claim.fundType === 'creator_payout') {
      const raised = project.currentFundingLamports;
      amount = raised - (raised * BigInt(PLATFORM_FEE_BPS)) / 10_000n;
      claimableDate = fraction(project.createdAt, now, rng.between(0.6, 0.8));
    } else {
      if (!investment) throw new Error(`Demo claim without an investment: ${claim.project}`);
      amount = investment.amount;
      claimableDate =
        claim.fundType === 'refund' && project.updatedAt
          ? project.updatedAt
          : fraction(investment.date, now, rng.between(0.3, 0.6));
    }
    rows.claims.push(claimRow(rng, project.id, demoWallet, amount, claim, claimableDate, now));
  }
}

/** The cancelled project's contributors were refunded: some claimed already, some not yet. */
function addCancelledRefunds(
  rows: DemoRows,
  byKey: ReadonlyMap<string, ProjectRow>,
  community: readonly string[],
  now: Date,
): void {
  const key = demoProjects.find((project) => project.demoRole === 'cancelled')?.key;
  if (!key) return;
  const project = requireProject(byKey, key);
  const cancelledAt = project.updatedAt ?? project.createdAt;
  const rng = new Rng('cancelled-refunds');
  const wallets = rng.shuffle(community).slice(0, 3);
  wallets.forEach((userId, index) => {
    const amount = solToLamports(roundSol(rng.between(0.2, 3)));
    rows.investments.push({
      projectId: project.id,
      userId,
      investmentLamports: amount,
      investmentDate: between(rng, project.createdAt, cancelledAt),
      txSignature: null,
    });
    const claim = { fundType: 'refund' as const, claimed: index < 2 };
    rows.claims.push(claimRow(rng, project.id, userId, amount, claim, cancelledAt, now));
  });
}

function claimRow(
  rng: Rng,
  projectId: string,
  userId: string,
  amountLamports: bigint,
  claim: { fundType: 'refund' | 'creator_payout' | 'token_allocation'; claimed: boolean },
  claimableDate: Date,
  now: Date,
): typeof claimableFunds.$inferInsert {
  const claimedDate = claim.claimed
    ? new Date(claimableDate.getTime() + Math.round(rng.between(1, 20) * HOUR))
    : null;
  if (claimedDate && claimedDate > now) throw new Error('Demo claim dated in the future');
  return {
    projectId,
    userId,
    amountLamports,
    fundType: claim.fundType,
    isClaimed: claim.claimed,
    claimableDate,
    claimedDate,
    claimSignature: claim.claimed ? rng.signature() : null,
  };
}

function requireProject(byKey: ReadonlyMap<string, ProjectRow>, key: string): ProjectRow {
  const project = byKey.get(key);
  if (!project) throw new Error(`Demo data names an unknown project: ${key}`);
  return project;
}

const isImageLogo = (logo: string) => logo.startsWith('http') || logo.startsWith('/');

/** People type amounts like 1.25 SOL, not 1.2538191 SOL. */
const roundSol = (sol: number) => Math.round(sol * 100) / 100;

function between(rng: Rng, from: Date, to: Date): Date {
  return fraction(from, to, rng.next());
}

function fraction(from: Date, to: Date, share: number): Date {
  return new Date(Math.round(from.getTime() + (to.getTime() - from.getTime()) * share));
}
