// The submit form's values and defaults, the deadline's bounds and
// the rule for when a typed mint is worth looking up.
import { addDays, differenceInCalendarDays, endOfDay, startOfDay } from 'date-fns';
import {
  DEADLINE_MAX_DAYS,
  DEFAULT_FUNDING_DURATION_DAYS,
  DEFAULT_FUNDING_GOAL_SOL,
  DEFAULT_RISK_SCORE,
  MINT_ADDRESS_PATTERN,
  type Currency,
  type RiskScore,
} from '@memetank/shared/constants';

export interface SubmitFormValues {
  tokenAddress: string;
  projectName: string;
  description: string;
  longDescription: string;
  /** Whole tokens offered to investors, as typed (deposited in escrow after approval). */
  investorTokenAllocation: string;
  /** As typed; the checks and the server read it as a decimal. */
  fundingGoal: string;
  /** Whole days; kept in step with the deadline. */
  fundingDuration: string;
  riskScore: RiskScore;
  currency: Currency;
  deadline: Date;
  twitterUrl: string;
  telegramUrl: string;
  discordUrl: string;
  websiteUrl: string;
}

/** `mint`: prefilled from /submit?mint=… (the dev wallet's "Use in submit form"). */
export function defaultSubmitValues(now: Date = new Date(), mint = ''): SubmitFormValues {
  return {
    tokenAddress: mint,
    projectName: '',
    description: '',
    longDescription: '',
    investorTokenAllocation: '',
    fundingGoal: String(DEFAULT_FUNDING_GOAL_SOL),
    fundingDuration: String(DEFAULT_FUNDING_DURATION_DAYS),
    riskScore: DEFAULT_RISK_SCORE,
    currency: 'SOL',
    deadline: deadlineAfterDays(DEFAULT_FUNDING_DURATION_DAYS, now),
    twitterUrl: '',
    telegramUrl: '',
    discordUrl: '',
    websiteUrl: '',
  };
}

/** The campaign ends at the end of the chosen day (in the browser's time zone). */
export function deadlineAfterDays(days: number, now: Date = new Date()): Date {
  return endOfDay(addDays(startOfDay(now), days));
}

/** Whole days from today to the deadline's day. */
export function daysUntil(deadline: Date, now: Date = new Date()): number {
  return differenceInCalendarDays(deadline, now);
}

/**
 * Days the picker refuses: those before now (today's midnight included, as in the original) and
 * those more than DEADLINE_MAX_DAYS ahead.
 */
export function isDeadlineRefused(day: Date, now: Date = new Date()): boolean {
  return day < now || day > addDays(now, DEADLINE_MAX_DAYS);
}

/** The lookup runs only for 32-44 base58 characters (after trimming). */
export function isMintLookupCandidate(input: string): boolean {
  return MINT_ADDRESS_PATTERN.test(input.trim());
}
