// Submitting a project: the five checks of firstSubmitProblem (packages/shared/src/api/submit.ts,
// the same function the browser runs) in order, then what only the server can check (mint format,
// deadline window, links, the signed legitimacy statement, then on the configured chain the mint
// and the creator's balance of it for the tokens offered to investors), then the project and its
// user_projects row in one transaction. Also the statement to sign, written here so that a client never has to
// rebuild the template, and the other projects already using a mint (allowed, but worth a warning).
import {
  FUNDING_GOAL_REFUSAL_CODES,
  LEGITIMACY_STATEMENT_CLOCK_SKEW_MS,
  LEGITIMACY_STATEMENT_MAX_AGE_MS,
  SUBMIT_ERROR_CODES,
  buildLegitimacyStatement,
  firstStatementProblem,
  firstSubmitProblem,
  fundingGoalProblem,
  submitErrorCode,
  type LegitimacyStatementRequest,
  type MintUsesResponse,
  type SubmitErrorCode,
  type SubmitProblem,
  type SubmitProjectRequest,
} from '@memetank/shared/api/submit';
import {
  DEADLINE_MAX_DAYS,
  MINT_ADDRESS_PATTERN,
  SHORT_DESCRIPTION_MAX,
} from '@memetank/shared/constants';
import type { Currency } from '@memetank/shared/currency';
import { checkFundingGoal } from '@memetank/shared/funding-goal';
import { normalizeLink, normalizeLogo, normalizeUploadedPitchDeck } from '@memetank/shared/links';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { WHOLE_TOKENS_PATTERN, wholeTokensToBaseUnits } from '@memetank/shared/api/token-escrow';
import type { Services } from '../../app-types';
import { ChainError } from '../../chain/chain';
import type { MintFacts } from '../../chain/token-program';
import { wallTime } from '../../lib/clock';
import { addressBytes, signatureBytes, verifyEd25519 } from '../../lib/ed25519';
import { AppError } from '../../lib/errors';
import { readListableMint, tokenBalance, type MintRefusal } from '../../market/mint-facts';
import { toProjectDetail } from '../../projects/project-view';
import { projectVisibleTo, type ProjectViewer } from '../../projects/visibility';
import { insertSubmission, projectsUsingMint } from './queries';

export const PLACEHOLDER_LOGO = '/placeholder.svg';

const DAY_MS = 24 * 60 * 60 * 1000;
// The picker works in whole local days: its last day may end up to a day after now + 30 days.
const DEADLINE_MAX_MS = (DEADLINE_MAX_DAYS + 1) * DAY_MS;

const refuse = (code: SubmitErrorCode) =>
  new AppError(400, code, SUBMIT_ERROR_CODES[code].description);

/** One of the form's ordered checks failed: its code and words. */
const refuseProblem = (problem: SubmitProblem) =>
  new AppError(400, submitErrorCode(problem), problem.description);

/** The trimmed mint when it is 32-44 base58 characters, else the token words. */
function mintOf(value: string): string {
  const mint = value.trim();
  if (!MINT_ADDRESS_PATTERN.test(mint)) throw refuse('INVALID_TOKEN_MINT');
  return mint;
}

/**
 * The goal in base units of the campaign's currency (lamports, micro-USDC: decision 055), by the
 * funding-goal rule; refused with its code and words naming the currency ("at least 1 USDC").
 */
function goalUnitsOf(goal: number | string, currency: Currency): bigint {
  const { units, refusal } = checkFundingGoal(goal, currency);
  if (units !== undefined) return units;
  const code = FUNDING_GOAL_REFUSAL_CODES[refusal];
  throw new AppError(400, code, fundingGoalProblem(code, currency).description);
}

function deadlineOf(value: string, now: Date): Date {
  const deadline = new Date(value.trim());
  if (Number.isNaN(deadline.getTime())) throw refuse('INVALID_DEADLINE');
  if (deadline.getTime() <= now.getTime()) throw refuse('PAST_DEADLINE');
  if (deadline.getTime() > now.getTime() + DEADLINE_MAX_MS) throw refuse('INVALID_DEADLINE');
  return deadline;
}

/** The uploaded logo, the token's http(s) image or one emoji (`normalizeLogo`), else the placeholder. */
function logoOf(value: string | undefined): string {
  const logo = normalizeLogo(value);
  if (logo === undefined) throw refuse('INVALID_LOGO');
  return logo ?? PLACEHOLDER_LOGO;
}

/** An optional link: empty is null; "x.com/a" becomes "https://x.com/a"; other schemes refused. */
function linkOf(value: string | undefined): string | null {
  const link = normalizeLink(value);
  if (link === undefined) throw refuse('INVALID_LINK');
  return link;
}

/** Optional, and only a file uploaded here: never an outside link. */
function pitchDeckOf(value: string | undefined): string | null {
  const url = normalizeUploadedPitchDeck(value);
  if (url === undefined) throw refuse('INVALID_PITCH_DECK');
  return url;
}

/** The statement is the one for this wallet, name and mint, recent, and signed by the wallet. */
async function checkLegitimacyStatement(
  wallet: string,
  body: SubmitProjectRequest,
  now: Date,
): Promise<void> {
  const statement = body.legitimacyStatement;
  const timestamp = /\nTimestamp: ([^\n]+)$/.exec(statement)?.[1] ?? '';
  const signedAt = Date.parse(timestamp);
  const age = now.getTime() - signedAt;
  const expected = [
    { projectName: body.projectName, tokenMint: body.tokenAddress },
    { projectName: body.projectName.trim(), tokenMint: body.tokenAddress.trim() },
  ].map((fields) => buildLegitimacyStatement({ wallet, timestamp, ...fields }));
  const publicKey = addressBytes(wallet);
  const signature = signatureBytes(body.legitimacySignature.trim());
  const valid =
    Number.isFinite(signedAt) &&
    age <= LEGITIMACY_STATEMENT_MAX_AGE_MS &&
    age >= -LEGITIMACY_STATEMENT_CLOCK_SKEW_MS &&
    expected.includes(statement) &&
    publicKey !== null &&
    signature !== null &&
    (await verifyEd25519(publicKey, new TextEncoder().encode(statement), signature));
  if (!valid) throw refuse('SIGNATURE_REQUIRED');
}

/** The chain could not answer: 502, nothing stored, the same request may succeed later. */
const chainUnavailable = () =>
  new AppError(502, 'CHAIN_ERROR', SUBMIT_ERROR_CODES.CHAIN_ERROR.description);

async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ChainError) throw chainUnavailable();
    throw error;
  }
}

const MINT_REFUSAL_CODES = {
  'currency-mint': 'CURRENCY_MINT',
  'not-found': 'MINT_NOT_FOUND',
  'not-a-mint': 'NOT_A_MINT',
  'freeze-authority': 'FREEZE_AUTHORITY',
  'unsafe-extensions': 'UNSAFE_EXTENSIONS',
} as const satisfies Record<MintRefusal, SubmitErrorCode>;

/** The mint as the chain holds it, when it may be listed (market/mint-facts.ts, the one rule). */
async function listableMint(
  deps: Pick<Services, 'chain' | 'usdcMint'>,
  mint: string,
): Promise<MintFacts> {
  const read = await fromChain(() => readListableMint(deps, mint));
  if ('refusal' in read) throw refuse(MINT_REFUSAL_CODES[read.refusal]);
  return read.facts;
}

/**
 * The tokens offered to investors in base units: a positive whole number of tokens, at most what
 * `wallet` holds of the mint (it deposits them after approval).
 */
async function allocationOf(
  deps: Pick<Services, 'chain'>,
  input: { wallet: string; mint: string; facts: MintFacts; value: number | string },
): Promise<bigint> {
  const whole = wholeTokensToBaseUnits(input.value, 0);
  if (whole === null) {
    // A whole number past a u64 is more than any wallet holds, not a malformed one.
    const text = String(input.value).trim();
    const tooMany = WHOLE_TOKENS_PATTERN.test(text) && BigInt(text) > 0n;
    throw refuse(tooMany ? 'ALLOCATION_TOO_LARGE' : 'ALLOCATION_REQUIRED');
  }
  const units = whole * 10n ** BigInt(input.facts.decimals);
  const held = await fromChain(() =>
    tokenBalance(deps.chain, input.wallet, input.mint, input.facts),
  );
  if (units > held) throw refuse('ALLOCATION_TOO_LARGE');
  return units;
}

/**
 * Checks and records a submission for `wallet`. The deadline window counts from the server clock's
 * now, the clock deadlines pass by (the form learns it from GET /api/auth/session); only the
 * statement's age is checked against wall time (lib/clock.ts wallTime), as the browser signs with it.
 */
export async function submitProject(
  deps: Pick<Services, 'database' | 'clock' | 'chain' | 'usdcMint'>,
  input: { wallet: string; body: SubmitProjectRequest },
): Promise<ProjectDetail> {
  const { wallet, body } = input;
  const now = deps.clock.now();
  const problem = firstSubmitProblem(body);
  if (problem) throw refuseProblem(problem);

  const tokenAddress = mintOf(body.tokenAddress);
  const description = body.description.trim();
  if ([...description].length > SHORT_DESCRIPTION_MAX) throw refuse('DESCRIPTION_TOO_LONG');
  const fundingGoalUnits = goalUnitsOf(body.fundingGoal, body.currency);
  const deadline = deadlineOf(body.deadline, now);
  const logo = logoOf(body.logo);
  const links = {
    twitterUrl: linkOf(body.twitterUrl),
    telegramUrl: linkOf(body.telegramUrl),
    discordUrl: linkOf(body.discordUrl),
    websiteUrl: linkOf(body.websiteUrl),
    pitchDeckUrl: pitchDeckOf(body.pitchDeckUrl),
  };
  await checkLegitimacyStatement(wallet, body, wallTime());
  // On chain last: only a signed submission costs the cluster a read.
  const facts = await listableMint(deps, tokenAddress);
  const tokenAllocation = await allocationOf(deps, {
    wallet,
    mint: tokenAddress,
    facts,
    value: body.investorTokenAllocation,
  });

  const project = await insertSubmission(deps.database.db, {
    name: body.projectName.trim(),
    description,
    longDescription: body.longDescription.trim(),
    logo,
    tokenAddress,
    creatorWallet: wallet,
    fundingGoalUnits,
    currency: body.currency,
    riskScore: body.riskScore,
    deadline,
    ...links,
    legitimacyStatement: body.legitimacyStatement,
    legitimacySignature: body.legitimacySignature.trim(),
    tokenProgram: facts.program,
    tokenDecimals: facts.decimals,
    tokenAllocation: tokenAllocation.toString(),
    tokenDeposit: 'awaiting',
  });
  return toProjectDetail(project, false, now);
}

/**
 * The statement `wallet` signs to submit this name and mint, timestamped at wall time (the age
 * check above reads wall time too): the token and name checks first, with the submission's words,
 * then the mint on the chain (one read), so that nobody signs for a mint the submission refuses.
 */
export async function legitimacyStatementFor(
  deps: Pick<Services, 'chain' | 'usdcMint'>,
  input: { wallet: string; body: LegitimacyStatementRequest },
): Promise<string> {
  const { wallet, body } = input;
  const problem = firstStatementProblem(body);
  if (problem) throw refuseProblem(problem);
  const tokenMint = mintOf(body.tokenAddress);
  await listableMint(deps, tokenMint);
  return buildLegitimacyStatement({
    wallet,
    projectName: body.projectName.trim(),
    tokenMint,
    timestamp: wallTime().toISOString(),
  });
}

/**
 * The projects already using `mint`: named when the viewer may see them (the one visibility rule),
 * otherwise only counted, so a pending or rejected submission's name stays with its creator.
 */
export async function mintUses(
  deps: Pick<Services, 'database'>,
  input: { mint: string; viewer: ProjectViewer },
): Promise<MintUsesResponse> {
  const rows = await projectsUsingMint(deps.database.db, input.mint);
  const visible = rows.filter((row) => projectVisibleTo(row, input.viewer));
  return {
    projects: visible.map(({ id, name, status }) => ({ id, name, status })),
    unlistedCount: rows.length - visible.length,
  };
}
