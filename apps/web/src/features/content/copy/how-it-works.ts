// The words of /how-it-works.
import {
  DEADLINE_MAX_DAYS,
  LOGO_MAX_BYTES,
  MINT_ADDRESS_MAX_LENGTH,
  MINT_ADDRESS_MIN_LENGTH,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  STATED_GOAL_BANDS_SOL,
} from '@memetank/shared/constants';
import { BadgeCheck, Coins, Eye, KeyRound, Landmark, PenLine, type LucideIcon } from 'lucide-react';
import {
  FEE,
  GOAL_RANGE,
  MIN_INVESTMENT,
  NETWORK_FEE,
  SUBMISSION_REVIEW_DAYS,
  listText,
  num,
  range,
} from './figures';
import { WALLETS_SUPPORTED } from './links';

export interface TextStep {
  title: string;
  body: string;
}

export const INVESTOR_STEPS: readonly TextStep[] = [
  {
    title: 'Connect your wallet',
    body: `Use ${WALLETS_SUPPORTED} and press Connect Wallet. You sign in by signing a one-time message (Sign-In With Solana): it is not a transaction and costs nothing.`,
  },
  {
    title: 'Research a project',
    body: 'Every listed project has passed a manual review. Read the pitch, check the tokens held in escrow for investors, the token’s market data and its Low, Medium or High risk level, and see what other investors ask in the comments before you decide.',
  },
  {
    title: 'Invest SOL',
    body: `Enter an amount (we suggest at least ${MIN_INVESTMENT}) and approve the transfer in your wallet. The SOL goes into the platform’s escrow vault and the investment shows up on your Dashboard straight away.`,
  },
  {
    title: 'Settle at the deadline',
    body: 'If the goal is reached, you claim your share of the tokens the creator deposited in escrow, pro rata to what you put in, and they are sent to your wallet. If it is missed, you claim a full refund from the Dashboard and no fee is taken.',
  },
];

export const CREATOR_STEPS: readonly TextStep[] = [
  {
    title: 'Prepare your pitch',
    body: `You need the token’s mint address, the number of tokens you offer investors (held in your wallet), a name, a short pitch of up to ${SHORT_DESCRIPTION_MAX} characters, the longer story, a logo and your social links. A pitch deck helps reviewers and investors understand the plan.`,
  },
  {
    title: 'Submit for review',
    body: `Submission is free. You sign a statement with your wallet that the project is legitimate, and the reviewer answers within ${SUBMISSION_REVIEW_DAYS} with an approval or a rejection.`,
  },
  {
    title: 'Run the campaign',
    body: `Once approved, deposit the tokens you offered investors into escrow from your project page: the campaign opens for investment once they are there, with its goal (we advise ${GOAL_RANGE}) and a deadline at most ${DEADLINE_MAX_DAYS} days away. Share it with your community and answer investors’ questions in the comments.`,
  },
  {
    title: 'Claim the funds',
    body: `If the goal is reached by the deadline, you claim the raised SOL (or USDC) minus the ${FEE} platform fee, and any tokens left over from rounding the investors’ shares, from your Dashboard. If it is missed, investors are refunded in full, you claim your tokens back and you owe nothing.`,
  },
];

const { small, medium, large } = STATED_GOAL_BANDS_SOL;

export const PROJECT_REQUIREMENTS: readonly string[] = [
  `A token already minted on Solana with the SPL Token or Token-2022 program, without a freeze authority: its mint address (${MINT_ADDRESS_MIN_LENGTH} to ${MINT_ADDRESS_MAX_LENGTH} base58 characters) is read on chain when you paste it, so you see its supply and authorities, and checked again when you submit.`,
  'The number of whole tokens you offer investors, at most what your wallet holds. After approval you deposit exactly that many into escrow, and the campaign opens once they are there.',
  `A project name, a short description of at most ${SHORT_DESCRIPTION_MAX} characters and a detailed description of what you are building and why.`,
  `A funding goal in SOL, or in USDC for a stable dollar value (investors then pay and are refunded in USDC). For SOL we advise ${GOAL_RANGE}: small projects ${range(small)}, medium ${range(medium)} and large ${range(large, 'SOL')}. The form does not enforce it, but reviewers ask about goals outside it.`,
  `A deadline no more than ${DEADLINE_MAX_DAYS} days ahead.`,
  `An honest risk level: ${listText(RISK_SCORES, 'or')}. Reviewers may question a level the pitch does not support.`,
  `Optional but recommended: a custom logo (an image of at most ${num(LOGO_MAX_BYTES / 1024 / 1024)} MB), a pitch deck (.pdf, .ppt or .pptx), a website and Twitter, Telegram or Discord links.`,
  'A wallet signature stating that the project is legitimate, made when you press Submit for Review.',
];

export interface TrustPoint {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const TRUST_POINTS: readonly TrustPoint[] = [
  {
    icon: KeyRound,
    title: 'Your keys stay in your wallet',
    body: `MemeTank is non-custodial for your wallet: your private keys and recovery phrase never leave your wallet, we never store them and we will never ask for them. You approve every transfer yourself.`,
  },
  {
    icon: PenLine,
    title: 'Sign-in by signature',
    body: 'You sign in with a wallet signature (Sign-In With Solana). The server checks that signature and enforces every permission on its side, so hiding a button is never the only protection.',
  },
  {
    icon: Eye,
    title: 'Every project reviewed',
    body: 'A single admin wallet reviews each submission before it is listed: the token, the team’s public presence and the plan. Automated screening and community votes are planned on top of this review.',
  },
  {
    icon: Landmark,
    title: 'An escrow vault, stated plainly',
    body: 'Investments and the tokens creators deposit for investors wait in the platform’s escrow vault, one Solana account per deployment whose key the platform holds. An on-chain escrow program that removes this trust is planned.',
  },
  {
    icon: Coins,
    title: `${FEE} only on success`,
    body: `The ${FEE} platform fee is deducted from the total raised, and only when a campaign reaches its goal. A campaign that misses pays no fee and every investor gets a full refund.`,
  },
  {
    icon: BadgeCheck,
    title: 'Public on-chain record',
    body: `Every investment is a Solana transaction you can look up on a block explorer. Each one costs a network fee of ${NETWORK_FEE}, paid to the network, not to us.`,
  },
];
