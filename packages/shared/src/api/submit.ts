// Submitting a project: the form's fields, the spec's checks in the spec's order with its words
// (run by the browser before sending and by the server on every request), and the signed
// legitimacy statement.
import { z } from 'zod';
import { CURRENCIES, RISK_SCORES } from '../constants';
import { projectDetailSchema } from './projects';

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
    description: 'Please enter a valid funding goal',
  },
  signatureRequired: {
    title: 'Signature Required',
    description: 'You must sign the verification message to submit your project.',
  },
  failed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your project. Please try again.',
  },
  succeeded: {
    title: 'Project Submitted Successfully!',
    description:
      'Your project has been submitted for review and will appear on the platform once approved.',
  },
} as const satisfies Record<string, SubmitProblem>;

/**
 * POST /api/projects. Loose on purpose (strings and numbers as typed): the ordered checks of
 * `firstSubmitProblem` give the spec's messages; zod only rejects the wrong types.
 */
export const submitProjectRequestSchema = z.object({
  tokenAddress: z.string().max(100),
  projectName: z.string().max(200),
  description: z.string().max(1000),
  longDescription: z.string().max(20_000),
  /** The uploaded custom logo's URL, else the token image, else empty for the placeholder. */
  logo: z.string().max(2000).optional(),
  /** SOL (or USDC) as typed. */
  fundingGoal: z.union([z.number(), z.string().max(40)]),
  currency: z.enum(CURRENCIES).default('SOL'),
  riskScore: z.enum(RISK_SCORES).default('Medium'),
  /** ISO timestamp, after now and at most DEADLINE_MAX_DAYS ahead. */
  deadline: z.string().max(40),
  twitterUrl: z.string().max(500).optional(),
  telegramUrl: z.string().max(500).optional(),
  discordUrl: z.string().max(500).optional(),
  websiteUrl: z.string().max(500).optional(),
  pitchDeckUrl: z.string().max(2000).optional(),
  /** The text of `buildLegitimacyStatement`, signed by the session's wallet. */
  legitimacyStatement: z.string().max(2000),
  /** Base64 (or base58) Ed25519 signature of the statement's UTF-8 bytes. */
  legitimacySignature: z.string().max(200),
});
export type SubmitProjectRequest = z.infer<typeof submitProjectRequestSchema>;

export const submitProjectResponseSchema = z.object({ project: projectDetailSchema });

export interface SubmitFields {
  tokenAddress?: string;
  projectName?: string;
  description?: string;
  longDescription?: string;
  fundingGoal?: number | string;
}

/** The spec's checks 2-6 in order (check 1, the wallet, is the session's): the first that fails. */
export function firstSubmitProblem(fields: SubmitFields): SubmitProblem | null {
  if (!fields.tokenAddress?.trim()) return SUBMIT_MESSAGES.tokenRequired;
  if (!fields.projectName?.trim()) return SUBMIT_MESSAGES.nameRequired;
  if (!fields.description?.trim()) return SUBMIT_MESSAGES.descriptionRequired;
  if (!fields.longDescription?.trim()) return SUBMIT_MESSAGES.longDescriptionRequired;
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

/** The text the creator's wallet signs at submit (spec section 7). */
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
