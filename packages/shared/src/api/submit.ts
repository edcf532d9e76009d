// Submitting a project: the form's fields, the ordered checks with their words
// (run by the browser before sending and by the server on every request), and the signed
// legitimacy statement.
import { z as Zod } from 'zod';
import {
  CURRENCIES,
  DATE_INPUT_MAX,
  FILE_URL_MAX,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  RISK_SCORES,
  SHORT_DESCRIPTION_INPUT_MAX,
  SOL_AMOUNT_INPUT_MAX,
  TOKEN_ADDRESS_INPUT_MAX,
} from '../constants';
import type { Currency } from '../currency';
import { fundingGoalMessages, type FundingGoalRefusal } from '../funding-goal';
import { isBlankText } from '../text';
import { userText } from '../user-text';
import { projectDetailSchema } from './projects';
import { TOKEN_ESCROW_MESSAGES } from './token-escrow';
import { TOKEN_LOOKUP_MESSAGES } from './tokens';

/** The signed legitimacy statement and an Ed25519 signature (base64 or base58), as sent. */
export const LEGITIMACY_STATEMENT_MAX = 2000;
export const SIGNATURE_MAX = 200;

/** How old a signed legitimacy statement's timestamp may be when the server receives it. */
export const LEGITIMACY_STATEMENT_MAX_AGE_MS = 10 * 60 * 1000;
/** How far ahead of the server's time a statement's timestamp may be (a client clock running fast). */
export const LEGITIMACY_STATEMENT_CLOCK_SKEW_MS = 60 * 1000;

/** A failed check: the toast's title and description. */
export interface SubmitProblem {
  title: string;
  description: string;
}

export const SUBMIT_MESSAGES = {
  tokenRequired: {
    title: 'Token Required',
    description: 'Please enter a valid token mint address',
  },
  nameRequired: { title: 'Project Name Required', description: 'Please enter a project name' },
  descriptionRequired: {
    title: 'Description Required',
    description: 'Please enter a project description',
  },
  longDescriptionRequired: {
    title: 'Detailed Description Required',
    description: 'Please enter a detailed description',
  },
  fundingGoalRequired: {
    title: 'Funding Goal Required',
    description: fundingGoalMessages('SOL').required,
  },
  signatureRequired: {
    title: 'Signature Required',
    description: 'You must sign the verification message to submit your project.',
  },
  failed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your project. Please try again.',
  },
  // Server-side checks beyond the form's five (a request that skips the browser's form).
  invalidDeadline: { title: 'Invalid Deadline', description: 'Maximum 30 days from today' },
  pastDeadline: {
    title: 'Invalid Deadline',
    description: 'Please choose a deadline in the future',
  },
  descriptionTooLong: {
    title: 'Description Too Long',
    description: 'The short description can be at most 200 characters',
  },
  invalidLink: { title: 'Invalid Link', description: 'Please enter a valid http(s) URL' },
  /** A SOL campaign's words; a USDC campaign's name USDC (`fundingGoalProblem`). */
  fundingGoalTooLow: {
    title: 'Funding Goal Too Low',
    description: fundingGoalMessages('SOL').tooLow,
  },
  fundingGoalTooHigh: {
    title: 'Funding Goal Too High',
    description: fundingGoalMessages('SOL').tooHigh,
  },
  invalidLogo: {
    title: 'Invalid Logo',
    description: 'The logo must be an uploaded image, an http(s) image URL or a single emoji',
  },
  invalidPitchDeck: {
    title: 'Invalid Pitch Deck',
    description: 'The pitch deck must be a .pdf, .ppt or .pptx file uploaded to MemeTank',
  },
  mintNotFound: { title: 'Token Not Found', description: TOKEN_ESCROW_MESSAGES.mintNotFound },
  notAMint: { title: 'Not a Token Mint', description: TOKEN_ESCROW_MESSAGES.notAMint },
  freezeAuthority: {
    title: 'Freeze Authority Not Allowed',
    description: TOKEN_ESCROW_MESSAGES.freezeAuthority,
  },
  unsafeExtensions: {
    title: 'Token Extensions Not Supported',
    description: TOKEN_ESCROW_MESSAGES.unsafeExtensions,
  },
  currencyMint: { title: 'Not a Project Token', description: TOKEN_ESCROW_MESSAGES.currencyMint },
  allocationRequired: {
    title: 'Token Allocation Required',
    description: TOKEN_ESCROW_MESSAGES.allocationRequired,
  },
  allocationTooLarge: {
    title: 'Token Allocation Too Large',
    description: TOKEN_ESCROW_MESSAGES.allocationTooLarge,
  },
  /** 502 CHAIN_ERROR: the cluster could not say what the mint is; nothing was stored. */
  chainUnavailable: {
    title: 'Token Check Failed',
    description: TOKEN_LOOKUP_MESSAGES.chainUnavailable,
  },
  succeeded: {
    title: 'Project Submitted Successfully!',
    description:
      'Your project has been submitted for review and will appear on the platform once approved.',
  },
} as const satisfies Record<string, SubmitProblem>;

/**
 * POST /api/projects. Loose on purpose (strings and numbers as typed, a missing field read as
 * empty): the ordered checks of `firstSubmitProblem` give the product's messages; zod only rejects
 * the wrong types, text over its limit and text with a lone surrogate (`userText`).
 */
export const submitProjectRequestSchema = Zod.object({
  tokenAddress: userText(TOKEN_ADDRESS_INPUT_MAX).default(''),
  projectName: userText(PROJECT_NAME_MAX).default(''),
  /** Trimmed, at most SHORT_DESCRIPTION_MAX characters (DESCRIPTION_TOO_LONG). */
  description: userText(SHORT_DESCRIPTION_INPUT_MAX).default(''),
  longDescription: userText(LONG_DESCRIPTION_MAX).default(''),
  /**
   * The uploaded custom logo's URL, else the token image, else empty for the placeholder: an
   * upload, an http(s) image URL or one emoji (INVALID_LOGO, see `normalizeLogo`).
   */
  logo: userText(FILE_URL_MAX).optional(),
  /**
   * Whole tokens offered to investors (docs/decisions/047): a positive whole number within the
   * creator's balance of the mint; deposited in escrow after approval, before the campaign opens.
   */
  investorTokenAllocation: Zod.union([Zod.number(), userText(32)]).default(''),
  /**
   * SOL (or USDC) as typed; at least FUNDING_GOAL_MIN_SOL and at most FUNDING_GOAL_MAX_SOL of the
   * campaign's currency (`checkFundingGoal`).
   */
  fundingGoal: Zod.union([Zod.number(), userText(SOL_AMOUNT_INPUT_MAX)]).default(''),
  currency: Zod.enum(CURRENCIES).default('SOL'),
  riskScore: Zod.enum(RISK_SCORES).default('Medium'),
  /** ISO timestamp, after now and at most DEADLINE_MAX_DAYS ahead. */
  deadline: userText(DATE_INPUT_MAX).default(''),
  /** http(s) only (INVALID_LINK); "x.com/a" is read as https://x.com/a. */
  twitterUrl: userText(LINK_URL_MAX).optional(),
  telegramUrl: userText(LINK_URL_MAX).optional(),
  discordUrl: userText(LINK_URL_MAX).optional(),
  websiteUrl: userText(LINK_URL_MAX).optional(),
  /** A .pdf, .ppt or .pptx uploaded here, never an outside link (INVALID_PITCH_DECK). */
  pitchDeckUrl: userText(FILE_URL_MAX).optional(),
  /** The text of `buildLegitimacyStatement`, signed by the session's wallet. */
  legitimacyStatement: userText(LEGITIMACY_STATEMENT_MAX)
    .default('')
    .meta({ description: legitimacyStatementDescription() }),
  /** Base64 (or base58) Ed25519 signature of the statement's UTF-8 bytes. */
  legitimacySignature: userText(SIGNATURE_MAX).default(''),
});
export type SubmitProjectRequest = Zod.infer<typeof submitProjectRequestSchema>;

export const submitProjectResponseSchema = Zod.object({ project: projectDetailSchema });

export interface SubmitFields {
  tokenAddress?: string;
  projectName?: string;
  description?: string;
  longDescription?: string;
  fundingGoal?: number | string;
}

/**
 * How POST /api/projects refuses a submission: status 400 with the standard error shape, `code`
 * naming the rule and `message` the problem's description (the toast's description). The browser
 * finds the toast's title with `submitProblemForError`. The mint is checked on the configured chain
 * after the signed statement (MINT_NOT_FOUND, NOT_A_MINT, FREEZE_AUTHORITY), then the allocation
 * (ALLOCATION_REQUIRED, ALLOCATION_TOO_LARGE: more than the wallet holds); a cluster that cannot
 * answer is 502 CHAIN_ERROR. Any other 5xx (or failure) is "Submission Failed".
 */
export const SUBMIT_ERROR_CODES = {
  TOKEN_REQUIRED: SUBMIT_MESSAGES.tokenRequired,
  /** A mint that is not 32-44 base58 characters: the same words as a missing one. */
  INVALID_TOKEN_MINT: SUBMIT_MESSAGES.tokenRequired,
  PROJECT_NAME_REQUIRED: SUBMIT_MESSAGES.nameRequired,
  DESCRIPTION_REQUIRED: SUBMIT_MESSAGES.descriptionRequired,
  LONG_DESCRIPTION_REQUIRED: SUBMIT_MESSAGES.longDescriptionRequired,
  FUNDING_GOAL_REQUIRED: SUBMIT_MESSAGES.fundingGoalRequired,
  FUNDING_GOAL_TOO_LOW: SUBMIT_MESSAGES.fundingGoalTooLow,
  FUNDING_GOAL_TOO_HIGH: SUBMIT_MESSAGES.fundingGoalTooHigh,
  DESCRIPTION_TOO_LONG: SUBMIT_MESSAGES.descriptionTooLong,
  INVALID_DEADLINE: SUBMIT_MESSAGES.invalidDeadline,
  PAST_DEADLINE: SUBMIT_MESSAGES.pastDeadline,
  INVALID_LINK: SUBMIT_MESSAGES.invalidLink,
  INVALID_LOGO: SUBMIT_MESSAGES.invalidLogo,
  INVALID_PITCH_DECK: SUBMIT_MESSAGES.invalidPitchDeck,
  /** The mint, checked on the configured chain (docs/decisions/047). */
  MINT_NOT_FOUND: SUBMIT_MESSAGES.mintNotFound,
  NOT_A_MINT: SUBMIT_MESSAGES.notAMint,
  FREEZE_AUTHORITY: SUBMIT_MESSAGES.freezeAuthority,
  UNSAFE_EXTENSIONS: SUBMIT_MESSAGES.unsafeExtensions,
  /** The configured USDC mint or wrapped SOL: a currency, never a project's token. */
  CURRENCY_MINT: SUBMIT_MESSAGES.currencyMint,
  ALLOCATION_REQUIRED: SUBMIT_MESSAGES.allocationRequired,
  ALLOCATION_TOO_LARGE: SUBMIT_MESSAGES.allocationTooLarge,
  /** A missing, wrong (another wallet, name or mint), stale or unverifiable signed statement. */
  SIGNATURE_REQUIRED: SUBMIT_MESSAGES.signatureRequired,
  /** 502, not 400: the cluster did not answer; the same request may succeed later. */
  CHAIN_ERROR: SUBMIT_MESSAGES.chainUnavailable,
} as const satisfies Record<string, SubmitProblem>;
export type SubmitErrorCode = keyof typeof SUBMIT_ERROR_CODES;

/** The code POST /api/projects answers with for one of the five ordered problems. */
export function submitErrorCode(problem: SubmitProblem): SubmitErrorCode {
  const entry = Object.entries(SUBMIT_ERROR_CODES).find(([, value]) => value === problem);
  return (entry?.[0] as SubmitErrorCode | undefined) ?? 'TOKEN_REQUIRED';
}

/**
 * The code POST /api/projects refuses a goal with (`checkFundingGoal`): a goal with more decimals
 * than its currency has is not a valid one.
 */
export const FUNDING_GOAL_REFUSAL_CODES = {
  required: 'FUNDING_GOAL_REQUIRED',
  tooPrecise: 'FUNDING_GOAL_REQUIRED',
  tooLow: 'FUNDING_GOAL_TOO_LOW',
  tooHigh: 'FUNDING_GOAL_TOO_HIGH',
} as const satisfies Record<FundingGoalRefusal, SubmitErrorCode>;
type FundingGoalErrorCode = (typeof FUNDING_GOAL_REFUSAL_CODES)[FundingGoalRefusal];

const isFundingGoalCode = (code: string): code is FundingGoalErrorCode =>
  Object.values(FUNDING_GOAL_REFUSAL_CODES).includes(code as FundingGoalErrorCode);

/** The toast for a refused goal of a campaign raising `currency`: its title, words naming it. */
export function fundingGoalProblem(code: FundingGoalErrorCode, currency: Currency): SubmitProblem {
  const problem = SUBMIT_ERROR_CODES[code];
  if (currency === 'SOL' || code === 'FUNDING_GOAL_REQUIRED') return problem;
  const refusal = code === 'FUNDING_GOAL_TOO_LOW' ? 'tooLow' : 'tooHigh';
  return { title: problem.title, description: fundingGoalMessages(currency)[refusal] };
}

/**
 * The toast for a refused submission of a campaign raising `currency`: the rule's title and
 * description, else "Submission Failed".
 */
export function submitProblemForError(
  error: { code: string } | null | undefined,
  currency: Currency = 'SOL',
): SubmitProblem {
  if (error && isFundingGoalCode(error.code)) return fundingGoalProblem(error.code, currency);
  const known = error && (SUBMIT_ERROR_CODES as Record<string, SubmitProblem>)[error.code];
  return known ?? SUBMIT_MESSAGES.failed;
}

/**
 * The submission checks 2 and 3 (token, then name): all that POST /api/projects/statement needs
 * to write the statement. A text of only whitespace or invisible characters is blank.
 */
export function firstStatementProblem(
  fields: Pick<SubmitFields, 'tokenAddress' | 'projectName'>,
): SubmitProblem | null {
  if (isBlankText(fields.tokenAddress)) return SUBMIT_MESSAGES.tokenRequired;
  if (isBlankText(fields.projectName)) return SUBMIT_MESSAGES.nameRequired;
  return null;
}

/**
 * The submission checks 2-6 in order (check 1, the wallet, is the session's): the first that fails. A
 * text of only whitespace or invisible characters (zero-width space, ...) is blank.
 */
export function firstSubmitProblem(fields: SubmitFields): SubmitProblem | null {
  const statementProblem = firstStatementProblem(fields);
  if (statementProblem) return statementProblem;
  if (isBlankText(fields.description)) return SUBMIT_MESSAGES.descriptionRequired;
  if (isBlankText(fields.longDescription)) return SUBMIT_MESSAGES.longDescriptionRequired;
  const goal = Number(fields.fundingGoal);
  if (fields.fundingGoal === '' || !Number.isFinite(goal) || goal <= 0) {
    return SUBMIT_MESSAGES.fundingGoalRequired;
  }
  return null;
}

export interface LegitimacyStatementFields {
  wallet: string;
  projectName: string;
  tokenMint: string;
  /** ISO timestamp. */
  timestamp: string;
}

/**
 * The text the creator's wallet signs at submit (docs/decisions/032-submit-errors-and-signed-statement.md),
 * the one template: POST /api/projects/statement writes it and POST /api/projects rebuilds it from
 * the session's wallet, the submitted project name and token mint (as sent, or trimmed) and the
 * statement's own timestamp, which must be at most LEGITIMACY_STATEMENT_MAX_AGE_MS old.
 */
export function buildLegitimacyStatement(fields: LegitimacyStatementFields): string {
  return [
    'I confirm that the project I am submitting to MemeTank is legitimate and that I am authorized to submit it.',
    '',
    `Wallet: ${fields.wallet}`,
    `Project Name: ${fields.projectName}`,
    `Token Mint: ${fields.tokenMint}`,
    `Timestamp: ${fields.timestamp}`,
  ].join('\n');
}

/** The template as the OpenAPI document shows it on POST /api/projects's `legitimacyStatement`. */
function legitimacyStatementDescription(): string {
  const template = buildLegitimacyStatement({
    wallet: '{wallet}',
    projectName: '{projectName}',
    tokenMint: '{tokenAddress}',
    timestamp: '{timestamp}',
  });
  const minutes = LEGITIMACY_STATEMENT_MAX_AGE_MS / 60_000;
  return [
    'The exact text the signed-in wallet signed, lines joined by "\\n" (no trailing newline):',
    '',
    '```',
    template,
    '```',
    '',
    "{wallet} is the session's wallet, {projectName} and {tokenAddress} the values of this request",
    `(as sent or trimmed), {timestamp} an ISO 8601 time at most ${minutes} minutes old.`,
    'Get the text from POST /api/projects/statement rather than writing it: any other wording is',
    'refused with SIGNATURE_REQUIRED.',
  ].join('\n');
}

/**
 * POST /api/projects/statement (signed-in): the name and mint the statement names, checked like a
 * submission's (TOKEN_REQUIRED, PROJECT_NAME_REQUIRED, INVALID_TOKEN_MINT, then the mint on the
 * chain: MINT_NOT_FOUND, NOT_A_MINT, FREEZE_AUTHORITY; same words).
 */
export const legitimacyStatementRequestSchema = submitProjectRequestSchema.pick({
  tokenAddress: true,
  projectName: true,
});
export type LegitimacyStatementRequest = Zod.infer<typeof legitimacyStatementRequestSchema>;

export const legitimacyStatementResponseSchema = Zod.object({
  /**
   * The exact text for the session's wallet to sign (UTF-8) and send as `legitimacyStatement`
   * with the same name and mint, timestamped now: valid for LEGITIMACY_STATEMENT_MAX_AGE_MS.
   */
  statement: Zod.string(),
});
export type LegitimacyStatementResponse = Zod.infer<typeof legitimacyStatementResponseSchema>;

/** Another project using the same token mint: its id (for /project/{id}), name and status. */
export const mintUseSchema = Zod.object({
  id: Zod.uuid(),
  name: Zod.string(),
  status: Zod.enum(PROJECT_STATUSES),
});
export type MintUse = Zod.infer<typeof mintUseSchema>;

/**
 * GET /api/projects/mint-uses/{mint}: the projects already using a token mint. A mint may be used
 * again (the submission is still allowed); the submit form warns the creator and the admin review
 * shows the others beside each project.
 */
export const mintUsesResponseSchema = Zod.object({
  /** Those the asker may see (approved; pending and rejected only its own, all for the admin), oldest first. */
  projects: Zod.array(mintUseSchema),
  /** How many more the asker may not see (someone else's pending or rejected submissions). */
  unlistedCount: Zod.number().int(),
});
export type MintUsesResponse = Zod.infer<typeof mintUsesResponseSchema>;

/** The submit form's warning under the mint when other projects already use it. */
export const MINT_IN_USE_MESSAGES = {
  /** Followed by the projects' names, each a link to its page. */
  listed: (count: number) =>
    count === 1
      ? 'This token is already used by another project:'
      : 'This token is already used by other projects:',
  unlisted: (count: number) =>
    count === 1
      ? 'This token is already used by another submission that is not public.'
      : `This token is already used by ${count} other submissions that are not public.`,
  /** After the names when hidden submissions use it too. */
  andUnlisted: (count: number) =>
    count === 1
      ? 'and 1 submission that is not public.'
      : `and ${count} submissions that are not public.`,
  stillAllowed: 'You can still submit it; our reviewers will see the other projects too.',
} as const;
