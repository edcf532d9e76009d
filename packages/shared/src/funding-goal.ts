// The funding goal's one rule, at submission and in admin edits, on the server and in the browser:
// a goal typed in the campaign's currency is at least FUNDING_GOAL_MIN_SOL and at most
// FUNDING_GOAL_MAX_SOL whole units of that currency (1 SOL or 1 USDC, docs/decisions/055), with no
// more decimals than the currency has. The answer is the goal's base units or why it is refused,
// and the words name the campaign's currency.
import { FUNDING_GOAL_MAX_SOL, FUNDING_GOAL_MIN_SOL } from './constants';
import { CURRENCY_DECIMALS, toBaseUnits, type Currency } from './currency';
import { decimalToUnits } from './lamports';

/**
 * Why a goal is refused: `required` when it is blank, malformed, not finite or not above 0;
 * `tooPrecise` with more decimals than the currency has; `tooLow` and `tooHigh` outside the
 * bounds.
 */
export type FundingGoalRefusal = 'required' | 'tooLow' | 'tooHigh' | 'tooPrecise';

export type FundingGoalCheck =
  { units: bigint; refusal?: undefined } | { units?: undefined; refusal: FundingGoalRefusal };

/** More decimals than any number prints (5e-324 is 340 of them): a typed amount read exactly. */
const EXACT_DECIMALS = 400;

/** The words of each refusal for a campaign raising `currency` ("at least 1 USDC"). */
export function fundingGoalMessages(currency: Currency): Record<FundingGoalRefusal, string> {
  return {
    required: 'Please enter a valid funding goal',
    tooLow: `The funding goal must be at least ${FUNDING_GOAL_MIN_SOL} ${currency}`,
    tooHigh: `The funding goal can be at most ${FUNDING_GOAL_MAX_SOL.toLocaleString('en-US')} ${currency}`,
    tooPrecise: `at most ${CURRENCY_DECIMALS[currency]} decimals`,
  };
}

/** The goal in base units of `currency` (lamports, micro-USDC), or why it is refused. */
export function checkFundingGoal(goal: number | string, currency: Currency): FundingGoalCheck {
  const typed = typeof goal === 'string' ? goal.trim() : goal;
  let units: bigint;
  try {
    units = toBaseUnits(typed, currency);
  } catch {
    return { refusal: isDecimal(typed, currency) ? 'tooPrecise' : 'required' };
  }
  if (units <= 0n) return { refusal: 'required' };
  if (units < toBaseUnits(FUNDING_GOAL_MIN_SOL, currency)) return { refusal: 'tooLow' };
  if (units > toBaseUnits(FUNDING_GOAL_MAX_SOL, currency)) return { refusal: 'tooHigh' };
  return { units };
}

/** A non-negative decimal, whatever its number of decimals. */
function isDecimal(typed: number | string, currency: Currency): boolean {
  try {
    return decimalToUnits(typed, EXACT_DECIMALS, currency) >= 0n;
  } catch {
    return false;
  }
}
