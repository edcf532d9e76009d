// The words of the standalone /security page.
import { MIN_AGE, PORTFOLIO_ADVICE, RISK_SCORES } from '@memetank/shared/constants';
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
import { CONTACT } from './links';

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
    body: 'Your private keys and recovery phrase never leave your wallet. We never store them and never ask for them; every transfer is one you approve yourself.',
  },
  {
    icon: Eye,
    title: 'Reviewed before listing',
    body: 'No project appears on MemeTank until the admin wallet has reviewed it. Pending and rejected projects are visible only to their creator and the admin, enforced by the server.',
  },
  {
    icon: Bug,
    title: 'Bug bounty',
    body: `A paid bug bounty is planned; there is none today. Found a weakness? Report it privately, by ${CONTACT}, and give us time to fix it before you publish it.`,
    planned: true,
  },
];

/** Tested: automated tests of the product check it. Planned: not done yet. */
export type AuditStatus = 'Tested' | 'Planned';

export interface Audit {
  name: string;
  scope: string;
  status: AuditStatus;
}

/** No outside firm has audited MemeTank: what is checked today is checked by its own tests. */
export const AUDITS: readonly Audit[] = [
  {
    name: 'Sign-in and permission attack tests',
    scope:
      'Forged, replayed, expired and cross-address Sign-In With Solana messages, session fixation, a cookie used after logout, every write without a session and every admin action from another wallet: each must be refused.',
    status: 'Tested',
  },
  {
    name: 'API fuzzing and input limits',
    scope:
      'Every route of the public API is called with random and edge-case input: it never answers with a server error, and a refused request writes nothing. Every text field, amount and upload has a limit, tested at and just over it.',
    status: 'Tested',
  },
  {
    name: 'Script injection in the browser',
    scope:
      'Script payloads in every text field a user or the admin can fill, shown on every page that displays them, under a Content-Security-Policy without inline scripts: no script may run.',
    status: 'Tested',
  },
  {
    name: 'Escrow vault bookkeeping',
    scope:
      'Property tests run random sequences of investments, deadlines, settlements and claims, and check that the vault on chain always holds what the ledger says it owes.',
    status: 'Tested',
  },
  {
    name: 'External security audit',
    scope:
      'An independent review of the sign-in, the API and the escrow vault by an outside auditor. None has been done yet.',
    status: 'Planned',
  },
];

export const VERIFICATION_TODAY: readonly string[] = [
  'The server reads the token’s mint on the Solana cluster it uses, when the creator looks it up and again at submission: an address with no account, or an account that is not an SPL Token or Token-2022 mint, is refused. So is a mint with a freeze authority, since its holder could freeze investors’ tokens, and a Token-2022 mint with an extension the escrow cannot hold safely (a transfer fee, a transfer hook or a permanent delegate, for example). A mint authority that is still live is shown as a risk on the project page and in review, since its holder can mint more tokens.',
  'The creator deposits the tokens offered to investors into the escrow vault before the campaign opens, and the project page links to the escrow’s token account holding them. No investment is taken before the deposit lands.',
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
    body: `Investments and the investors’ tokens wait in the escrow vault until the deadline, when the campaign is settled automatically. A campaign that misses its goal takes no fee: every investor can claim a full refund, paid on chain from the vault, and the creator claims the tokens back. The ${FEE} fee applies only to campaigns that succeed.`,
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
    body: 'Today the escrow vault is an SPL Token multisig whose keys MemeTank keeps. A Solana program that holds investments and releases them only by the settlement rules, so that no key holder can move them otherwise, is planned.',
    planned: true,
  },
  {
    icon: KeyRound,
    title: 'Two-of-three escrow vault',
    body: 'Every transfer out of the escrow vault needs two of its three keys: the server’s, a co-signer’s and a recovery key kept offline. The chain refuses a payout the server signs alone, and the co-signer signs only the payout it is told about: a payout it refuses is not sent, and the admin sees it with the co-signer’s reason. Every payout’s transaction in the explorer shows the two keys that signed it. By default the co-signer runs in the server’s process; a deployment can run it as its own service with a daily limit.',
  },
  {
    icon: Users,
    title: 'Multi-signature admin controls',
    body: 'Today one admin wallet reviews projects. Requiring several signers for admin actions, and a co-signer that checks every payout against the chain itself, is planned.',
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
  'Until the on-chain escrow program ships, SOL and tokens waiting in escrow depend on MemeTank keeping the escrow vault’s keys safe: by default the server holds two of the three.',
  'Tokens you receive may have little or no liquidity, so you may be unable to sell them at any price.',
  'Rules for crypto assets differ by country and change often. You are responsible for the taxes and laws that apply to you.',
  `MemeTank is not for anyone under ${MIN_AGE}, and nothing on it is financial advice.`,
];

export const BEST_PRACTICES: readonly string[] = [
  'Never share your recovery phrase or private key with anyone. MemeTank staff will never ask for it, not even in a DM.',
  'Check the address bar before you connect your wallet, and bookmark the site rather than following links from messages.',
  'Read what you sign: a sign-in message costs nothing, while a transaction moves funds. Your wallet shows you which one it is.',
  'Compare the token mint address on the project page with the one the creator publishes on their own channels.',
  'Start with a small amount and keep some SOL in your wallet for network fees.',
  'Keep larger balances on a hardware wallet, and keep your browser and wallet extension up to date.',
  'Be wary of anyone promising guaranteed returns, and report suspicious projects or impersonators to us.',
];
