// A campaign's currency and its base units (docs/decisions/055-usdc-campaigns.md): every amount a
// campaign raises, owes or pays is an integer of the smallest unit of its currency (lamports for
// SOL, micro-USDC for USDC), never a float; decimals are for people only.
import { CURRENCIES, type Currency } from './constants';
import { decimalToUnits, unitsToDecimal } from './lamports';

export { CURRENCIES, type Currency };

/** How many decimals each currency's base unit has: 1 SOL = 10^9 lamports, 1 USDC = 10^6. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { SOL: 9, USDC: 6 };

/** Base units of `currency` as a number of whole units, for display and sums ("1.5"). */
export function fromBaseUnits(units: bigint | number | string, currency: Currency): number {
  return unitsToDecimal(units, CURRENCY_DECIMALS[currency]);
}

/**
 * Base units for an amount of `currency` as typed ("1.5", ".5") or a number, computed on its digits
 * (0.1 USDC is exactly 100,000). Throws a RangeError on a negative, malformed or too precise amount.
 */
export function toBaseUnits(amount: number | string, currency: Currency): bigint {
  return decimalToUnits(amount, CURRENCY_DECIMALS[currency], currency);
}

/**
 * The smallest investment the server accepts, in base units. SOL: 0.001 (every refund must leave
 * the vault rent-exempt, see MIN_INVESTMENT_LAMPORTS). USDC: 1 USDC, so no refund costs the vault
 * more in network fees and token-account rent than it pays back.
 */
export const MIN_INVESTMENT_UNITS: Record<Currency, bigint> = {
  SOL: 1_000_000n,
  USDC: 1_000_000n,
};

/** The enforced minimum as people read it ("0.001 SOL", "1 USDC"). */
export const formatMinimumInvestment = (currency: Currency) =>
  `${fromBaseUnits(MIN_INVESTMENT_UNITS[currency], currency)} ${currency}`;

export const isCurrency = (value: unknown): value is Currency =>
  CURRENCIES.includes(value as Currency);
