// What the bell says of each notification, in one sentence per kind, and where clicking it goes:
// the project, or the dashboard for what can be claimed there. Amounts come in lamports and token
// base units and are shown here only (SOL with a transaction's 3 decimals, USDC in cents, tokens in
// the mint's decimals).
import { deadlinePassed } from '@memetank/shared/api/investing';
import { paysProjectTokens } from '@memetank/shared/api/me';
import type { Notification, NotifiedClaim } from '@memetank/shared/api/notifications';
import { formatTokenAmount } from '@memetank/shared/api/token-escrow';
import { shortAddress } from '@memetank/shared/format-address';
import { type Currency, fromBaseUnits } from '@memetank/shared/currency';
import { formatTransactionAmount } from '@memetank/shared/format-money';
import { formatTimeLeft } from '@memetank/shared/format-time';

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * A refund or payout's currency and base units. A claim carries no currency: one that pays money
 * with a mint pays USDC (a USDC campaign's; SOL claims have none), its amount in `tokenAmount`.
 */
function moneyOf(claim: NotifiedClaim): { currency: Currency; units: bigint } {
  if (claim.mint === null) return { currency: 'SOL', units: BigInt(claim.lamports) };
  return { currency: 'USDC', units: BigInt(claim.tokenAmount ?? claim.lamports) };
}

const moneyText = ({ currency, units }: { currency: Currency; units: bigint }) =>
  formatTransactionAmount(fromBaseUnits(units, currency), currency);

/**
 * "0.500 SOL", "12.50 USDC", or "1,000 tokens" in the mint's decimals ("your tokens" when the
 * amount is unknown).
 */
export function formatClaim(claim: NotifiedClaim, tokenDecimals: number | null): string {
  if (!paysProjectTokens(claim.fundType)) return moneyText(moneyOf(claim));
  if (claim.tokenAmount === null) return 'your tokens';
  return `${formatTokenAmount(claim.tokenAmount, tokenDecimals ?? 0)} tokens`;
}

/**
 * The claims of a settled campaign: refunds as one "a refund of 1.500 SOL" (per currency, never
 * added together), then the rest.
 */
function settledClaims(claims: NotifiedClaim[], tokenDecimals: number | null): string {
  const refunded = new Map<Currency, bigint>();
  for (const claim of claims.filter((one) => one.fundType === 'refund')) {
    const { currency, units } = moneyOf(claim);
    refunded.set(currency, (refunded.get(currency) ?? 0n) + units);
  }
  const refunds = [...refunded].map(
    ([currency, units]) => `a refund of ${moneyText({ currency, units })}`,
  );
  const others = claims
    .filter((claim) => claim.fundType !== 'refund')
    .map((claim) => formatClaim(claim, tokenDecimals));
  return listFormat.format([...refunds, ...others]);
}

/**
 * The sentence under the project's name, e.g. "New update: We are listed"; a group of replies or
 * updates from one wallet says how many ("5 new replies from 9xQe...VFin").
 */
export function notificationSentence({ data, project, count }: Notification, now: number): string {
  switch (data.kind) {
    case 'project_update':
      return count > 1
        ? `${count} new updates, latest: ${data.title}`
        : `New update: ${data.title}`;
    case 'campaign_ending': {
      return deadlinePassed(data.deadline, now)
        ? 'Its campaign has ended'
        : `Ends in ${formatTimeLeft(data.deadline, now)}`;
    }
    case 'campaign_settled': {
      const outcome = data.outcome === 'funded' ? 'Funded' : 'Missed its goal';
      if (data.claims.length === 0) return outcome;
      return `${outcome}: you can claim ${settledClaims(data.claims, project.tokenDecimals)}`;
    }
    case 'claim_paid':
      return `Claim paid: ${formatClaim(data.claim, project.tokenDecimals)}`;
    case 'project_approved':
      return 'Your project was approved';
    case 'project_rejected':
      return data.reason
        ? `Your project was rejected: ${data.reason}`
        : 'Your project was rejected';
    case 'comment_reply':
      return count > 1
        ? `${count} new replies from ${shortAddress(data.authorWallet)}`
        : `${shortAddress(data.authorWallet)} replied: ${data.excerpt}`;
  }
}

/** Where clicking it goes: the dashboard for claims, else the project's page. */
export function notificationTarget({ data, project }: Notification): string {
  if (data.kind === 'campaign_settled' || data.kind === 'claim_paid') return '/dashboard';
  return `/project/${encodeURIComponent(project.id)}`;
}
