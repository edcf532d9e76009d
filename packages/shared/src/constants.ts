// The product's business constants and limits, in one place for web and server. Nothing here
// imports zod, so the web app's first chunk can use any of it.

export const LAMPORTS_PER_SOL = 1_000_000_000;
export const SOL_DECIMALS = 9;

// How many decimals each kind of amount is shown with.
export const SOL_BALANCE_DECIMALS = 4;
export const USD_DECIMALS = 2;
export const SOL_PRICE_DECIMALS = 2;
export const DASHBOARD_TOTAL_DECIMALS = 2;
export const TRANSACTION_SOL_DECIMALS = 3;
export const PROGRESS_DECIMALS = 1;

// Characters kept at each end when an address is shortened.
export const HEADER_ADDRESS_CHARS = 4;
export const CREATOR_WALLET_CHARS = 8;
export const ADMIN_ID_CHARS = 8;

export const SOL_PRICE_REFRESH_MS = 5 * 60 * 1000;
// On HTTP 429 the price fetch waits 500 ms, doubled after each attempt, at most 5 times.
export const SOL_PRICE_RETRY_BASE_DELAY_MS = 500;
export const SOL_PRICE_MAX_RETRIES = 5;

export const SHORT_DESCRIPTION_MAX = 200;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

// Input limits beyond the product's stated rules, enforced by the server on every request (and by the forms where
// they show): characters per text field, and the largest amounts. Raw inputs that the server
// trims and checks itself (a mint, a date) get room for the whitespace around them.
export const PROJECT_NAME_MAX = 200;
export const LONG_DESCRIPTION_MAX = 20_000;
/** A short description as sent, before trimming; the trimmed text must fit SHORT_DESCRIPTION_MAX. */
export const SHORT_DESCRIPTION_INPUT_MAX = 1000;
/** Social and website links (twitter, telegram, discord, website). */
export const LINK_URL_MAX = 500;
/** The logo (an uploaded file's path, an image URL or an emoji) and the pitch deck's URL. */
export const FILE_URL_MAX = 2000;
export const TOKEN_ADDRESS_INPUT_MAX = 100;
export const DATE_INPUT_MAX = 40;
/** A SOL amount typed as text ("0.5"). */
export const SOL_AMOUNT_INPUT_MAX = 40;
/** Opaque page cursors (project list, comments). */
export const CURSOR_MAX = 500;
/** The largest funding goal, in SOL (the stated 50-10,000 range is advice, this is a hard bound). */
export const FUNDING_GOAL_MAX_SOL = 1_000_000;
/** The largest single investment, in SOL. */
export const INVESTMENT_MAX_SOL = 1_000_000;
/**
 * The smallest investment the server accepts: 1,000,000 lamports (0.001 SOL). Every investment may
 * come back as a refund from the escrow vault, so each must be payable on its own:
 * - the refund transfer's network fee (5,000 lamports per signature) comes out of the refunded
 *   amount, so the minimum must exceed it by a wide margin (here 200 times);
 * - the investor may have emptied the wallet since (an account at 0 lamports is gone), and a
 *   transfer that leaves a new account below the rent-exempt minimum (890,880 lamports) fails on
 *   Solana. 1,000,000 - 5,000 = 995,000 lamports still arrive, above that minimum.
 * A smaller refund would fail forever and keep its campaign from settling. The suggested 0.1 SOL
 * (MIN_INVESTMENT_SOL) stays a suggestion, warned about below it but not enforced.
 */
export const MIN_INVESTMENT_LAMPORTS = 1_000_000;
/** MIN_INVESTMENT_LAMPORTS in SOL, for text ("Minimum 0.001 SOL"). */
export const ENFORCED_MIN_INVESTMENT_SOL = 0.001;
/**
 * The smallest funding goal, in SOL, at submission and in admin edits: a goal of a few minimum
 * investments makes no sense (the product only requires above 0; its 50-10,000 range is advice).
 */
export const FUNDING_GOAL_MIN_SOL = 1;
/** The largest raised amount an admin may record, in SOL (more than all SOL in existence). */
export const CURRENT_FUNDING_MAX_SOL = 1_000_000_000;
/** Upvotes and investor counts: the database columns' integer range. */
export const COUNT_MAX = 2_147_483_647;

export const MINT_ADDRESS_MIN_LENGTH = 32;
export const MINT_ADDRESS_MAX_LENGTH = 44;
// Base58 leaves out 0, O, I and l.
export const MINT_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
export const MINT_LOOKUP_DEBOUNCE_MS = 1000;

export const DEADLINE_MAX_DAYS = 30;
export const DEFAULT_FUNDING_DURATION_DAYS = 30;
export const DEFAULT_FUNDING_GOAL_SOL = 100;

export const RISK_SCORES = ['Low', 'Medium', 'High'] as const;
export type RiskScore = (typeof RISK_SCORES)[number];
export const DEFAULT_RISK_SCORE: RiskScore = 'Medium';

export const CURRENCIES = ['SOL', 'USDC'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * What one call of the local chain's faucet (POST /api/dev/faucet) gives besides 2 SOL: this many
 * test USDC. Here rather than in api/wallets (which re-exports it) so the header's faucet, in the
 * first chunk, can name it without zod.
 */
export const FAUCET_USDC = 1_000;

// Charged only on successfully funded projects, deducted from the total raised. Compute with the
// basis points (integer lamport maths); show the percent in text.
export const PLATFORM_FEE_BPS = 300;
export const PLATFORM_FEE_PERCENT = 3;

// Stated in text only; the submit form does not enforce them.
export const STATED_GOAL_MIN_SOL = 50;
export const STATED_GOAL_MAX_SOL = 10_000;
export const STATED_GOAL_BANDS_SOL = {
  small: { min: 50, max: 500 },
  medium: { min: 500, max: 2_500 },
  large: { min: 2_500, max: 10_000 },
} as const;
/** The stated (suggested) minimum investment; the enforced one is MIN_INVESTMENT_LAMPORTS. */
export const MIN_INVESTMENT_SOL = 0.1;

// The FAQ and terms say 2-5 business days; the submission page says 3-5.
export const REVIEW_BUSINESS_DAYS = { min: 2, max: 5 } as const;
export const SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS = { min: 3, max: 5 } as const;

export const MIN_AGE = 18;

export const RELATED_PROJECTS_MAX = 8;
export const TRANSACTIONS_PAGE_SIZE = 20;
export const MARKET_PANEL_TRADES = 5;
export const COPY_FEEDBACK_MS = 1000;

export const PITCH_DECK_SLIDES = 9;
export const TOKEN_TOTAL_SUPPLY = 9_000_000_000;

// Documentation advice, in SOL per investment.
export const SUGGESTED_INVESTMENT_SIZES_SOL = {
  conservative: { min: 0.1, max: 0.5 },
  moderate: { min: 0.5, max: 2 },
  aggressive: { min: 2, max: 5 },
} as const;
export const FIRST_INVESTMENT_SOL = { min: 0.1, max: 1 } as const;

// Documentation advice: the share of a whole portfolio in meme coins (overall, by risk profile and
// a hard cap), the most to put in one project, and how many projects and themes to spread over.
export const PORTFOLIO_ADVICE = {
  memeCoinSharePercent: { min: 2, max: 5 },
  memeCoinShareByProfilePercent: {
    conservative: { min: 1, max: 2 },
    moderate: { min: 3, max: 5 },
    aggressive: { min: 5, max: 10 },
  },
  memeCoinShareCapPercent: 5,
  maxPercentPerProject: 20,
  projectCount: { min: 5, max: 10 },
  themeCount: { min: 3, max: 5 },
} as const;

export const NETWORK_FEE_USD = 0.00025;

export const SIDE_MENU_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const MOBILE_BREAKPOINT_PX = 768;

export const LEGAL_LAST_UPDATED = 'December 2024';
export const COPYRIGHT_YEAR = 2025;

// A project's review status, and the home list's sorts with their names (menu and documentation).
export const PROJECT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_SORTS = ['trending', 'newest', 'ending-soon', 'most-funded'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
export const DEFAULT_PROJECT_SORT: ProjectSort = 'trending';
export const PROJECT_SORT_LABELS: Readonly<Record<ProjectSort, string>> = {
  trending: 'Trending',
  newest: 'Newest',
  'ending-soon': 'Ending Soon',
  'most-funded': 'Most Funded',
};
