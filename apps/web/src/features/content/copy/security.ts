// The words of the standalone /security page.
import {
  BUG_BOUNTY_MAX_USD,
  MIN_AGE,
  PORTFOLIO_ADVICE,
  RISK_SCORES,
} from '@memetank/shared/constants';
import {
  Bug,
  Eye,
  FileLock,
  KeyRound,
  Scale,
  ShieldAlert,
  Undo2,
  Users,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { FEE, listText, num } from './figures';
import { WALLET_NAME } from './links';

export const BUG_BOUNTY = `$${num(BUG_BOUNTY_MAX_USD)}`;

export interface SecurityPoint {
  icon: LucideIcon;
  title: string;
  body: string;
  planned?: boolean;
}

export const HEADLINE_POINTS: readonly SecurityPoint[] = [
  {
    icon: KeyRound,
    title: 'Non-custodial wallet',
    body: `Your private keys and recovery phrase never leave ${WALLET_NAME}. We never store them and never ask for them; every transfer is one you approve yourself.`,
  },
  {
    icon: Eye,
    title: 'Reviewed before listing',
    body: 'No project appears on MemeTank until the admin wallet has reviewed it. Pending and rejected projects are visible only to their creator and the admin, enforced by the server.',
  },
  {
    icon: Bug,
    title: `Bug bounty up to ${BUG_BOUNTY}`,
    body: 'Found a weakness? Report it privately and we pay for valid findings according to their impact, up to the maximum for a critical issue.',
  },
];

export type AuditStatus = 'Passed' | 'Ongoing';

export interface Audit {
  name: string;
  scope: string;
  status: AuditStatus;
}

export const AUDITS: readonly Audit[] = [
  {
    name: 'Wallet sign-in and sessions audit',
    scope:
      'Sign-In With Solana message checks (domain, single-use nonce, expiry), session tokens stored hashed, HttpOnly SameSite=Lax cookies, and the server-side permission check on every admin route.',
    status: 'Passed',
  },
  {
    name: 'Web application and API audit',
    scope:
      'Content-Security-Policy without inline scripts, no framing, rate limits on sign-in and writes, uploads checked by their content rather than their name, and error answers that never expose server internals.',
    status: 'Passed',
  },
  {
    name: 'Escrow vault and settlement internal review',
    scope:
      'How each investment transfer is built and verified before it is submitted, replay protection by transaction signature, the automatic settlement at the deadline, and the payouts from the vault to creators and refunded investors. It prepares the planned on-chain escrow program.',
    status: 'Ongoing',
  },
];

export const VERIFICATION_TODAY: readonly string[] = [
  'The token’s mint address is looked up on Solana when the creator submits, so a project cannot point at a token that does not exist.',
  'The creator signs a statement with their wallet that the project is legitimate. The signature ties the submission to that wallet for good.',
  'The reviewer checks the pitch, the token’s data and the social links before approving, and can edit or remove a listing at any time.',
  'Every project page shows the creator’s wallet with a link to a block explorer, so anyone can look at its history.',
];

export const VERIFICATION_PLANNED: readonly string[] = [
  'Identity verification (KYC) of creators by a licensed provider, with only the result, not the documents, shared with MemeTank.',
  'Background checks on the people behind larger campaigns.',
  'Verified badges for social accounts that prove they belong to the creator’s wallet.',
];

export const RISK_MEASURES: readonly SecurityPoint[] = [
  {
    icon: Undo2,
    title: 'All-or-nothing settlement',
    body: `Investments wait in the escrow vault until the deadline, when the campaign is settled automatically. A campaign that misses its goal takes no fee, and every investor can claim a full refund, paid on chain from the vault. The ${FEE} fee applies only to campaigns that succeed.`,
  },
  {
    icon: ShieldAlert,
    title: 'Visible risk levels',
    body: `Every project carries a ${listText(RISK_SCORES, 'or')} risk badge, set by the creator and checked in review, so the riskiest projects are marked as such.`,
  },
  {
    icon: Scale,
    title: 'Position sizing guidance',
    body: `Our Investment Guide recommends never putting more than ${PORTFOLIO_ADVICE.memeCoinShareCapPercent}% of a portfolio into meme coins and spreading it over ${num(PORTFOLIO_ADVICE.projectCount.min)} to ${num(PORTFOLIO_ADVICE.projectCount.max)} projects.`,
  },
  {
    icon: FileLock,
    title: 'On-chain escrow program',
    body: 'Today the escrow vault is a keypair controlled by the MemeTank server, one per deployment. A Solana program that holds investments and releases them only by the settlement rules, so that no single key can move them, is planned.',
    planned: true,
  },
  {
    icon: Users,
    title: 'Multi-signature admin controls',
    body: 'Today one admin wallet reviews projects and the platform holds the escrow vault key. Requiring several signers for admin actions and vault movements is planned.',
    planned: true,
  },
  {
    icon: Vote,
    title: 'Community governance on recovery',
    body: 'If a funded project is abandoned or turns out to be fraudulent, a community vote on how remaining funds are handled is planned. Until then, such cases are handled by the team case by case.',
    planned: true,
  },
];

export const RISK_DISCLOSURE: readonly string[] = [
  'Meme coins are highly speculative. Their price can fall to zero within hours and many never trade at all after launch.',
  'A review on MemeTank checks that a submission is complete and plausible. It is not an endorsement, an audit of the project or a promise that its team will deliver.',
  'Until the on-chain escrow program ships, SOL waiting in escrow depends on the MemeTank server keeping the vault key safe.',
  'Tokens you receive may have little or no liquidity, so you may be unable to sell them at any price.',
  'Rules for crypto assets differ by country and change often. You are responsible for the taxes and laws that apply to you.',
  `MemeTank is not for anyone under ${MIN_AGE}, and nothing on it is financial advice.`,
];

export const BEST_PRACTICES: readonly string[] = [
  'Never share your recovery phrase or private key with anyone. MemeTank staff will never ask for it, not even in a DM.',
  'Check the address bar before you connect your wallet, and bookmark the site rather than following links from messages.',
  'Read what you sign: a sign-in message costs nothing, while a transaction moves funds. Phantom shows you which one it is.',
  'Compare the token mint address on the project page with the one the creator publishes on their own channels.',
  'Start with a small amount and keep some SOL in your wallet for network fees.',
  'Use a hardware wallet with Phantom for larger balances, and keep your browser and extension up to date.',
  'Be wary of anyone promising guaranteed returns, and report suspicious projects or impersonators to us.',
];
