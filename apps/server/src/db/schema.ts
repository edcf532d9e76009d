// The one Drizzle schema: projects, likes, comments, the dashboard rows, the escrow's records, plus
// sessions, sign-in nonces, cached token data and the audit log. Money is integer base units in
// bigint (lamports, or micro-USDC for a USDC campaign's amounts), never float
// (docs/decisions/010-money-in-lamports.md, docs/decisions/055-usdc-campaigns.md).
import { NOTIFICATION_KINDS } from '@memetank/shared/api/notifications';
import { CURRENCIES } from '@memetank/shared/constants';
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const lamports = (name: string) => bigint(name, { mode: 'bigint' });
/**
 * Token base units: a u64 (up to 18,446,744,073,709,551,615) does not fit PostgreSQL's bigint, so
 * numeric(20, 0), read as a decimal string and turned into a bigint by the code (never a float).
 */
const tokenUnits = (name: string) => numeric(name, { precision: 20, scale: 0 });
/** The states of the investors' token deposit (docs/decisions/047-token-escrow.md). */
export const TOKEN_DEPOSIT_STATES = ['awaiting', 'deposited', 'returned'] as const;

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description'),
    logo: text('logo').notNull(),
    tokenAddress: text('token_address').notNull(),
    creatorWallet: text('creator_wallet').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    fundingGoalUnits: lamports('funding_goal_units').notNull(),
    currentFundingUnits: lamports('current_funding_units')
      .notNull()
      .default(sql`0`),
    // The campaign's currency: the goal, the funding and every amount of its escrow are base units
    // of it (lamports or micro-USDC, docs/decisions/055-usdc-campaigns.md).
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SOL'),
    riskScore: text('risk_score', { enum: ['Low', 'Medium', 'High'] })
      .notNull()
      .default('Medium'),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    investorCount: integer('investor_count').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    pitchDeckUrl: text('pitch_deck_url'),
    twitterUrl: text('twitter_url'),
    telegramUrl: text('telegram_url'),
    discordUrl: text('discord_url'),
    websiteUrl: text('website_url'),
    // The creator's signed legitimacy statement (the submit form's), kept as proof
    // (docs/decisions/032-submit-errors-and-signed-statement.md).
    legitimacyStatement: text('legitimacy_statement'),
    legitimacySignature: text('legitimacy_signature'),
    // Settlement at the deadline (docs/decisions/036): the outcome, and how many of the claims it
    // created are not yet paid (0 = the campaign is settled).
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementOutcome: text('settlement_outcome', { enum: ['funded', 'refunded'] }),
    openClaims: integer('open_claims').notNull().default(0),
    // The token side (docs/decisions/047): the mint's program and decimals as checked on chain at
    // submission, the tokens offered to investors (base units) and where their deposit stands:
    // awaiting until the creator's deposit is confirmed in escrow (only then can anyone invest),
    // deposited, returned once a token_return claim gave them back. Null on rows from before.
    tokenProgram: text('token_program', { enum: ['spl-token', 'token-2022'] }),
    tokenDecimals: integer('token_decimals'),
    tokenAllocation: tokenUnits('token_allocation'),
    tokenDeposit: text('token_deposit', { enum: TOKEN_DEPOSIT_STATES }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('projects_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('projects_risk_score_check', sql`${t.riskScore} in ('Low', 'Medium', 'High')`),
    check('projects_currency_check', sql`${t.currency} in ('SOL', 'USDC')`),
    check('projects_funding_goal_positive', sql`${t.fundingGoalUnits} > 0`),
    check(
      'projects_token_side_check',
      sql`(${t.tokenProgram} is null or ${t.tokenProgram} in ('spl-token', 'token-2022')) and (${t.tokenDeposit} is null or ${t.tokenDeposit} in ('awaiting', 'deposited', 'returned')) and (${t.tokenAllocation} is null or ${t.tokenAllocation} > 0) and (${t.tokenDecimals} is null or ${t.tokenDecimals} between 0 and 255) and ((${t.tokenDeposit} is null) = (${t.tokenAllocation} is null))`,
    ),
    check('projects_current_funding_non_negative', sql`${t.currentFundingUnits} >= 0`),
    check(
      'projects_settlement_check',
      sql`(${t.settledAt} is null) = (${t.settlementOutcome} is null) and ${t.openClaims} >= 0`,
    ),
    check(
      'projects_counts_non_negative',
      sql`${t.investorCount} >= 0 and ${t.upvotes} >= 0 and ${t.likesCount} >= 0 and ${t.commentsCount} >= 0`,
    ),
    // Home list sorts (approved only): newest, ending soon, most funded; id breaks ties for cursors.
    // Ascending on purpose: PostgreSQL reads them backwards for ORDER BY ... DESC, whereas
    // Drizzle's .desc() would build DESC NULLS LAST, which a plain DESC does not match.
    index('projects_status_created_idx').on(t.status, t.createdAt, t.id),
    index('projects_status_deadline_idx').on(t.status, t.deadline, t.id),
    // Most funded compares within a currency (docs/decisions/055): USDC campaigns, then SOL ones.
    index('projects_status_currency_funding_idx').on(
      t.status,
      t.currency,
      t.currentFundingUnits,
      t.id,
    ),
    index('projects_creator_idx').on(t.creatorWallet),
    // Other projects using the same token mint (the submit form's warning, the admin's review).
    index('projects_token_address_idx').on(t.tokenAddress),
    // Trending (docs/decisions/025): the score is an IMMUTABLE function of the row (migration
    // 0002), so the index keeps it right whoever writes likes, comments, investments or edits.
    index('projects_status_trending_idx').on(t.status, projectTrendingScore(t), t.id),
    // Related projects start at a random id (docs/decisions/026).
    index('projects_status_id_idx').on(t.status, t.id),
    // Search: trigram indexes answer ILIKE '%q%' on name and description without a full scan.
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('projects_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

/**
 * The trending score of a projects row, as the SQL function of migration 0002 computes it; the
 * home list orders by this very expression so PostgreSQL answers from projects_status_trending_idx.
 * The function counts funding in whole SOL (lamports / 10^9): a USDC campaign's micro-USDC are
 * scaled to 9 decimals first, so a USDC counts as much as a SOL (docs/decisions/055).
 */
export function projectTrendingScore(t: {
  likesCount: AnyPgColumn;
  commentsCount: AnyPgColumn;
  investorCount: AnyPgColumn;
  currentFundingUnits: AnyPgColumn;
  currency: AnyPgColumn;
  createdAt: AnyPgColumn;
}): SQL<number> {
  return sql<number>`project_trending_score(${t.likesCount}, ${t.commentsCount}, ${t.investorCount}, case when ${t.currency} = 'USDC' then ${t.currentFundingUnits} * 1000 else ${t.currentFundingUnits} end, ${t.createdAt})`;
}

export const projectLikes = pgTable(
  'project_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_likes_project_user_unique').on(t.projectId, t.userId),
    index('project_likes_user_idx').on(t.userId),
  ],
);

export const projectComments = pgTable(
  'project_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /**
     * The top-level comment this one replies to, or null for a top-level comment. Replies are one
     * level deep (the service refuses a reply to a reply) and go with their parent when it is
     * deleted (docs/decisions/049-threaded-replies.md).
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => projectComments.id, {
      onDelete: 'cascade',
    }),
    userId: text('user_id').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('project_comments_not_blank', sql`length(btrim(${t.comment})) > 0`),
    // Ascending: read backwards for newest first (see projects indexes above).
    index('project_comments_project_created_idx').on(t.projectId, t.createdAt, t.id),
    // A thread oldest first, and the reply counts of a page of comments.
    index('project_comments_parent_created_idx').on(t.parentId, t.createdAt, t.id),
  ],
);

// A creator's updates on their project (docs/decisions/051): plain text, an optional uploaded
// image, newest first.
export const projectUpdates = pgTable(
  'project_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorWallet: text('author_wallet').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path POST /api/uploads returned ("/uploads/project-logo-....png"), or null.
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    check('project_updates_title_not_blank', sql`length(btrim(${t.title})) > 0`),
    check('project_updates_body_not_blank', sql`length(btrim(${t.body})) > 0`),
    // Ascending: read backwards for newest first (see projects indexes above).
    index('project_updates_project_created_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

// Wallets following a project (docs/decisions/052): by its Follow button, and on every confirmed
// investment (backers follow automatically). Followers hear of its updates and of its end.
export const projectFollows = pgTable(
  'project_follows',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    wallet: text('wallet').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_follows_project_wallet_unique').on(t.projectId, t.wallet),
    index('project_follows_wallet_idx').on(t.wallet),
  ],
);

// A wallet's notifications (docs/decisions/052): written in the transaction of what they tell of,
// once per wallet and `dedupe_key` (a job or a retry writing one again writes nothing). `data` is
// the kind's details as they were (NotificationData in the API). No foreign key on project_id, like
// the dashboard rows: a claim is paid after its project is deleted, and that payout's record must
// never fail for its notification; deleting a project removes only its notifications about talk.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wallet: text('wallet').notNull(),
    projectId: uuid('project_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').notNull(),
    // What it tells of ("update:{id}", "ending:{project}:{deadline}", "claim:{id}", ...); a
    // group's first cause.
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Grouped kinds (docs/decisions/071): who caused it, the group ("comment_reply:{sender}:
    // {project}"), how many causes it folds, and the cause `data` quotes (withdrawn with it).
    sender: text('sender'),
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    quotedKey: text('quoted_key').notNull(),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql.raw(`kind in (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    uniqueIndex('notifications_wallet_dedupe_unique').on(t.wallet, t.dedupeKey),
    // Ascending: read backwards for newest first (see projects indexes above).
    index('notifications_wallet_created_idx').on(t.wallet, t.createdAt, t.id),
    index('notifications_wallet_unread_idx')
      .on(t.wallet)
      .where(sql`${t.readAt} is null`),
    index('notifications_dedupe_idx').on(t.dedupeKey),
    // At most one unread row per wallet and group: a new cause folds into it (one upsert).
    uniqueIndex('notifications_wallet_group_unread_unique')
      .on(t.wallet, t.groupKey)
      .where(sql`${t.readAt} is null`),
    // The group's rows of the last hour, for the cap.
    index('notifications_wallet_group_created_idx').on(t.wallet, t.groupKey, t.createdAt),
    index('notifications_quoted_idx').on(t.quotedKey),
    // A project's deletion removes its notifications about talk (updates, replies, its end).
    index('notifications_project_idx').on(t.projectId),
  ],
);

// Dashboard rows keep their project_id without a foreign key: a deleted project must not erase
// anyone's investment or claim history (the dashboard shows "Unknown Project" defaults for it,
// docs/decisions/011-dashboard-rows-keep-history.md).
export const userProjects = pgTable(
  'user_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status', {
      enum: ['under_review', 'approved', 'completed', 'cancelled', 'rejected'],
    })
      .notNull()
      .default('under_review'),
    submitDate: timestamp('submit_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_projects_status_check',
      sql`${t.status} in ('under_review', 'approved', 'completed', 'cancelled', 'rejected')`,
    ),
    uniqueIndex('user_projects_user_project_unique').on(t.userId, t.projectId),
    index('user_projects_user_submit_idx').on(t.userId, t.submitDate),
    index('user_projects_project_idx').on(t.projectId),
  ],
);

export const userInvestments = pgTable(
  'user_investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    userId: text('user_id').notNull(),
    /** Base units of `currency` (lamports, micro-USDC): the campaign's currency when it was made. */
    amountUnits: lamports('amount_units').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SOL'),
    investmentDate: timestamp('investment_date', { withTimezone: true }).notNull().defaultNow(),
    // The on-chain transfer into escrow; unique so a replayed transaction is recorded once.
    txSignature: text('tx_signature'),
  },
  (t) => [
    check('user_investments_amount_positive', sql`${t.amountUnits} > 0`),
    check('user_investments_currency_check', sql`${t.currency} in ('SOL', 'USDC')`),
    uniqueIndex('user_investments_tx_signature_unique').on(t.txSignature),
    index('user_investments_user_date_idx').on(t.userId, t.investmentDate),
    index('user_investments_project_idx').on(t.projectId),
    index('user_investments_project_user_idx').on(t.projectId, t.userId),
  ],
);

export const claimableFunds = pgTable(
  'claimable_funds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    userId: text('user_id').notNull(),
    /**
     * Base units of `currency`: what a refund or creator payout pays (a USDC one is also in `mint`
     * and `token_amount`, which say how it is paid), or what a token allocation's investor put in.
     */
    amountUnits: lamports('amount_units').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SOL'),
    fundType: text('fund_type', {
      enum: ['refund', 'creator_payout', 'token_allocation', 'token_return'],
    }).notNull(),
    // Paid in tokens: the mint and the amount in base units (null when paid in SOL). Token claims
    // (token_allocation: an investor's share; token_return: the creator's deposit or its remainder
    // back), and the refunds and creator payouts of a USDC campaign (the USDC mint, and the amount).
    mint: text('mint'),
    tokenAmount: tokenUnits('token_amount'),
    // What the payout transaction costs the vault in lamports beyond the amount (a token payout's
    // network fee and the rent of an associated token account it creates), set when it is sent.
    claimLamportsCost: bigint('claim_lamports_cost', { mode: 'bigint' }),
    isClaimed: boolean('is_claimed').notNull().default(false),
    claimableDate: timestamp('claimable_date', { withTimezone: true }).notNull().defaultNow(),
    claimedDate: timestamp('claimed_date', { withTimezone: true }),
    // The payout transaction: set when it is sent (a claim in flight while is_claimed is false),
    // kept once it is confirmed. "Claim all" pays several rows of one wallet in one transaction
    // (docs/decisions/068-claim-all.md): they share it, and each has its own ledger row.
    claimSignature: text('claim_signature'),
    // Base64 wire transaction and its expiry, so a payout in flight can be checked after a crash.
    claimTransaction: text('claim_transaction'),
    claimLastValidBlockHeight: bigint('claim_last_valid_block_height', { mode: 'bigint' }),
    claimStartedAt: timestamp('claim_started_at', { withTimezone: true }),
    // Set on the refund of one investment that was confirmed after its campaign settled, and on the
    // token_return of a deposit that landed when none was awaited (then the deposit intent's id).
    investmentId: uuid('investment_id'),
  },
  (t) => [
    check('claimable_funds_amount_non_negative', sql`${t.amountUnits} >= 0`),
    check('claimable_funds_currency_check', sql`${t.currency} in ('SOL', 'USDC')`),
    check(
      'claimable_funds_fund_type_check',
      sql`${t.fundType} in ('refund', 'creator_payout', 'token_allocation', 'token_return')`,
    ),
    check(
      'claimable_funds_token_check',
      sql`(${t.mint} is null) = (${t.tokenAmount} is null) and (${t.tokenAmount} is null or ${t.tokenAmount} > 0) and (${t.fundType} <> 'token_return' or ${t.mint} is not null)`,
    ),
    check('claimable_funds_claimed_has_date', sql`${t.isClaimed} = (${t.claimedDate} is not null)`),
    index('claimable_funds_user_date_idx').on(t.userId, t.claimableDate),
    index('claimable_funds_project_idx').on(t.projectId),
    index('claimable_funds_claim_signature_idx').on(t.claimSignature),
    // One investment yields at most one claim: settlement gives a wallet one claim of each kind
    // per campaign (its investments summed), and a late investment its own refund.
    uniqueIndex('claimable_funds_settlement_claim_unique')
      .on(t.projectId, t.userId, t.fundType)
      .where(sql`${t.investmentId} is null`),
    uniqueIndex('claimable_funds_investment_unique').on(t.investmentId),
  ],
);

// A prepared investment (Solana Pay transaction request): the exact message the server built,
// until it is recorded, fails or expires. The reconciler finishes the ones left 'sent' by a crash.
export const investmentIntents = pgTable(
  'investment_intents',
  {
    id: uuid('id').primaryKey(),
    /**
     * An investment (SOL into the vault, or USDC into its USDC account: then `mint` and
     * `token_amount`, and 0 lamports) or the creator's token deposit (tokens into escrow).
     */
    kind: text('kind', { enum: ['investment', 'token_deposit'] })
      .notNull()
      .default('investment'),
    projectId: uuid('project_id').notNull(),
    wallet: text('wallet').notNull(),
    /** 0 for a token deposit. */
    amountLamports: lamports('amount_lamports').notNull(),
    /** A token deposit's mint and amount (base units). */
    mint: text('mint'),
    tokenAmount: tokenUnits('token_amount'),
    /** SHA-256 (hex) of the compiled message: the signed transaction must carry these bytes. */
    messageHash: text('message_hash').notNull(),
    message: text('message').notNull(),
    lastValidBlockHeight: lamports('last_valid_block_height').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['prepared', 'sent', 'recorded', 'failed', 'expired'] })
      .notNull()
      .default('prepared'),
    signature: text('signature'),
    /** The signed wire transaction, kept from sending until the outcome is known. */
    transaction: text('transaction'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'investment_intents_status_check',
      sql`${t.status} in ('prepared', 'sent', 'recorded', 'failed', 'expired')`,
    ),
    check('investment_intents_kind_check', sql`${t.kind} in ('investment', 'token_deposit')`),
    check(
      'investment_intents_amount_positive',
      sql`case when ${t.kind} = 'investment' and ${t.mint} is null then ${t.amountLamports} > 0 and ${t.tokenAmount} is null else ${t.amountLamports} = 0 and ${t.mint} is not null and ${t.tokenAmount} > 0 end`,
    ),
    uniqueIndex('investment_intents_message_hash_unique').on(t.messageHash),
    uniqueIndex('investment_intents_signature_unique').on(t.signature),
    index('investment_intents_status_idx').on(t.status, t.createdAt),
  ],
);

// One row per settled campaign; no foreign key, so fee records outlive a deleted project.
export const campaignSettlements = pgTable(
  'campaign_settlements',
  {
    projectId: uuid('project_id').primaryKey(),
    outcome: text('outcome', { enum: ['funded', 'refunded'] }).notNull(),
    /** The campaign's currency: raised, fee and payout are base units of it. */
    currency: text('currency', { enum: CURRENCIES }).notNull().default('SOL'),
    raisedUnits: lamports('raised_units').notNull(),
    /** The platform fee (3% of a funded campaign, 0 otherwise); payout + fee = raised. */
    feeUnits: lamports('fee_units').notNull(),
    payoutUnits: lamports('payout_units').notNull(),
    investorCount: integer('investor_count').notNull(),
    settledAt: createdAt(),
  },
  (t) => [
    check('campaign_settlements_outcome_check', sql`${t.outcome} in ('funded', 'refunded')`),
    check('campaign_settlements_currency_check', sql`${t.currency} in ('SOL', 'USDC')`),
    check(
      'campaign_settlements_arithmetic',
      sql`${t.feeUnits} >= 0 and ${t.payoutUnits} >= 0 and ${t.feeUnits} + ${t.payoutUnits} = case when ${t.outcome} = 'funded' then ${t.raisedUnits} else 0 end`,
    ),
  ],
);

// Every lamport into or out of the escrow vault, and every token into or out of its token accounts:
// the vault's balance on chain equals the sum of `lamports`, and for each mint the vault's token
// account holds the sum of `token_amount` over that mint's rows.
// deposit: SOL put in to keep the vault rent-exempt; investment: + (SOL, or USDC as +tokens of the
// USDC mint and 0 lamports); payout (refund or creator payout, network fee included) and
// fee_withdrawal: - (a USDC fee withdrawal: -tokens, and -lamports for its fee and rent);
// token_deposit: the creator's tokens in (+tokens, 0 lamports); token_payout: tokens out to a
// claimant (-tokens, and -lamports for the network fee and any token account rent the vault paid).
export const escrowLedger = pgTable(
  'escrow_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['deposit', 'investment', 'payout', 'fee_withdrawal', 'token_deposit', 'token_payout'],
    }).notNull(),
    /** Signed: positive into the vault, negative out of it. */
    lamports: lamports('lamports').notNull(),
    /** Token rows: the mint, and the signed amount in base units. */
    mint: text('mint'),
    tokenAmount: tokenUnits('token_amount'),
    projectId: uuid('project_id'),
    wallet: text('wallet'),
    signature: text('signature').notNull(),
    // Set from the server's clock when the transfer is recorded (an investment's row with its
    // investment_date), so the explorer's time is the dashboard's; the database's now otherwise.
    createdAt: createdAt(),
    // A fee withdrawal is entered before it is sent, 'pending' until it is seen confirmed (then
    // 'confirmed'; if it fails or expires the row is deleted). Every other entry is 'confirmed'.
    state: text('state', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('confirmed'),
    // A pending withdrawal's blockhash expiry and when it was sent, so it can be decided later.
    lastValidBlockHeight: bigint('last_valid_block_height', { mode: 'bigint' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // payout and token_payout: the claim it paid (docs/decisions/068-claim-all.md). One
    // transaction of "Claim all" pays several claims, each with its own row; a claim is in the
    // ledger at most once.
    claimId: uuid('claim_id'),
    // payout, token_payout and fee_withdrawal: the keys whose signatures the transaction sent
    // carries, read from its wire when it is written (docs/decisions/078-two-of-three-custody.md),
    // each with the role it had then. Null on rows from before they were recorded.
    signers: jsonb('signers').$type<{ role: string; address: string }[]>(),
  },
  (t) => [
    check('escrow_ledger_state_check', sql`${t.state} in ('pending', 'confirmed')`),
    index('escrow_ledger_pending_idx')
      .on(t.kind)
      .where(sql`${t.state} = 'pending'`),
    check(
      'escrow_ledger_kind_check',
      sql`${t.kind} in ('deposit', 'investment', 'payout', 'fee_withdrawal', 'token_deposit', 'token_payout')`,
    ),
    check(
      'escrow_ledger_sign_check',
      sql`case when ${t.kind} in ('deposit', 'investment') and ${t.mint} is null then ${t.lamports} > 0 when ${t.kind} in ('investment', 'token_deposit') then ${t.lamports} = 0 and ${t.mint} is not null and ${t.tokenAmount} > 0 when ${t.kind} = 'deposit' then false when ${t.kind} = 'token_payout' or (${t.kind} = 'fee_withdrawal' and ${t.mint} is not null) then ${t.lamports} <= 0 and ${t.mint} is not null and ${t.tokenAmount} < 0 else ${t.lamports} < 0 and ${t.mint} is null end`,
    ),
    index('escrow_ledger_mint_idx')
      .on(t.mint)
      .where(sql`${t.mint} is not null`),
    uniqueIndex('escrow_ledger_signature_unique')
      .on(t.signature)
      .where(sql`${t.claimId} is null`),
    uniqueIndex('escrow_ledger_claim_unique')
      .on(t.claimId)
      .where(sql`${t.claimId} is not null`),
  ],
);

// A signed-in wallet. Only the SHA-256 of the cookie's random token is stored.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    wallet: text('wallet').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_wallet_idx').on(t.wallet), index('sessions_expires_idx').on(t.expiresAt)],
);

// Single-use sign-in nonces (5 minutes), deleted on use so a proof cannot be replayed.
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_nonces_expires_idx').on(t.expiresAt)],
);

// Token data + trades per mint from the providers (packages/shared/src/api/tokens.ts shapes),
// with fetched_at.
export const tokenSnapshots = pgTable('token_snapshots', {
  mint: text('mint').primaryKey(),
  data: jsonb('data').notNull(),
  trades: jsonb('trades')
    .notNull()
    .default(sql`'[]'::jsonb`),
  // The image the metadata provider's metadata URI names; null falls back to data.image_uri.
  image: text('image'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

// Every admin action (status change, edit, delete, a comment removed in moderation): who, what,
// the project (or the comment) before and after, when.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminWallet: text('admin_wallet').notNull(),
    action: text('action', {
      enum: ['status', 'update', 'delete', 'comment_delete', 'project_update_delete'],
    }).notNull(),
    // No foreign key: the entry outlives a deleted project.
    projectId: uuid('project_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'admin_audit_log_action_check',
      sql`${t.action} in ('status', 'update', 'delete', 'comment_delete', 'project_update_delete')`,
    ),
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_project_idx').on(t.projectId),
  ],
);

// A payout the co-signer refused (docs/decisions/078-two-of-three-custody.md): nothing was sent;
// the admin sees what it was and the co-signer's reason. `claims`: the claims it would have paid
// ({ id, fundType, projectId }), none for a fee withdrawal. `amount`: base units of SOL (`mint`
// null), of USDC or of a project's token (`mint`), `decimals` theirs.
export const payoutRefusals = pgTable(
  'payout_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['claim', 'fee_withdrawal'] }).notNull(),
    claims: jsonb('claims')
      .$type<{ id: string; fundType: string; projectId: string }[]>()
      .notNull(),
    recipient: text('recipient').notNull(),
    mint: text('mint'),
    amount: tokenUnits('amount').notNull(),
    decimals: integer('decimals').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payout_refusals_kind_check', sql`${t.kind} in ('claim', 'fee_withdrawal')`),
    index('payout_refusals_created_idx').on(t.createdAt),
  ],
);
