// The documentation FAQ: five groups, in a fixed order.
import {
  DEADLINE_MAX_DAYS,
  MIN_AGE,
  PORTFOLIO_ADVICE,
  STATED_GOAL_BANDS_SOL,
} from '@memetank/shared/constants';
import {
  ENFORCED_MIN_INVESTMENT,
  ENFORCED_MIN_INVESTMENT_USDC,
  FEE,
  FIRST_INVESTMENT,
  GOAL_RANGE,
  MIN_INVESTMENT,
  NETWORK_FEE,
  REVIEW_DAYS,
  range,
} from './figures';
import {
  FUNDING_MODEL_CUSTODY,
  FUNDING_MODEL_PAYOUTS,
  FUNDING_MODEL_SETTLEMENT,
  FUNDING_MODEL_TOKENS,
} from './funding-model';
import { CONTACT, DEV_WALLET_NOTE, WALLETS_SUPPORTED } from './links';

export interface FaqItem {
  /** The item's anchor: /documentation/faq#<id> opens it. */
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const { small, medium, large } = STATED_GOAL_BANDS_SOL;

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        id: 'what-is-memetank',
        question: 'What is MemeTank?',
        answer: [
          'MemeTank is the Shark Tank for Meme Coins: creators pitch meme coin projects on Solana, a reviewer checks them, and the community funds the ones it believes in with SOL.',
          'Every campaign has a goal and a deadline, and settles all-or-nothing: the goal is reached, or every investor is refunded.',
        ],
      },
      {
        id: 'which-wallet',
        question: 'Which wallet do I need?',
        answer: [
          `${WALLETS_SUPPORTED}. Every such wallet found in your browser is listed when you press Connect Wallet.`,
          DEV_WALLET_NOTE,
        ],
      },
      {
        id: 'account',
        question: 'Do I need an account, an email or a password?',
        answer: [
          'No. Your wallet address is your account. To sign in you sign a one-time message in your wallet (Sign-In With Solana); it is not a transaction and costs nothing.',
        ],
      },
      {
        id: 'minimum-age',
        question: 'Is there a minimum age?',
        answer: [`Yes. MemeTank is not for anyone under ${MIN_AGE}.`],
      },
      {
        id: 'cost',
        question: 'What does it cost to use MemeTank?',
        answer: [
          'Browsing, liking, commenting and submitting a project are free.',
          `Each investment is a Solana transaction with a network fee of ${NETWORK_FEE}, paid to the network. Claims and refunds are paid to you from the escrow vault, and the network fee of that payout transaction is deducted from the amount paid. The ${FEE} platform fee is deducted from what a successful campaign raised, so investors never pay it on top of their investment.`,
        ],
      },
    ],
  },
  {
    id: 'investment-trading',
    title: 'Investment & Trading',
    items: [
      {
        id: 'minimum-investment',
        question: 'What is the minimum investment?',
        answer: [
          `We suggest at least ${MIN_INVESTMENT}; the only enforced floor is ${ENFORCED_MIN_INVESTMENT} (${ENFORCED_MIN_INVESTMENT_USDC} in a USDC campaign), which keeps dust out of the escrow. For your first few investments, ${FIRST_INVESTMENT} is a sensible range.`,
        ],
      },
      {
        id: 'where-does-my-sol-go',
        question: 'Where does my money go when I invest?',
        answer: [FUNDING_MODEL_CUSTODY],
      },
      {
        id: 'deadline',
        question: 'What happens when a campaign ends?',
        answer: [FUNDING_MODEL_TOKENS, FUNDING_MODEL_SETTLEMENT, FUNDING_MODEL_PAYOUTS],
      },
      {
        id: 'refunds',
        question: 'How do I get a refund?',
        answer: [
          'When a campaign misses its goal, the refund appears under Claimable Funds on your Dashboard once the campaign is settled at its deadline. Press Claim and MemeTank pays it on chain from the escrow vault to your wallet: the full amount you invested, with no platform fee taken, minus the small network fee of the payout transaction. You do not need to sign anything.',
        ],
      },
      {
        id: 'token-allocation',
        question: 'How many tokens will I receive?',
        answer: [
          'Your share of the tokens set aside for investors equals your share of the SOL (or USDC) raised. If you put in 2% of what a campaign raised, you receive 2% of the investor allocation, rounded down to the token’s smallest unit.',
          'The creator deposits the whole allocation into escrow before the campaign opens, and the project page shows it held there. When a successful campaign settles, your share shows under Claimable Funds on your Dashboard; press Claim and the tokens are sent on chain from escrow to your wallet.',
        ],
      },
      {
        id: 'selling',
        question: 'Can I sell my tokens on MemeTank?',
        answer: [
          'No, MemeTank is not an exchange. Once claimed, the tokens are in your wallet and you can trade them wherever the token is traded. Nobody can guarantee that there will be buyers.',
        ],
      },
      {
        id: 'how-much',
        question: 'How much should I invest?',
        answer: [
          `Our Investment Guide suggests keeping meme coins to ${range(PORTFOLIO_ADVICE.memeCoinSharePercent, '%')} of your portfolio, never more than ${PORTFOLIO_ADVICE.maxPercentPerProject}% of that in one project, spread over ${range(PORTFOLIO_ADVICE.projectCount)} projects.`,
        ],
      },
      {
        id: 'milestones',
        question: 'Are funds released in milestones?',
        answer: [
          'Not yet. Today a successful campaign’s creator claims the raised SOL (or USDC) minus the fee in one go. Milestone-based funding, where creators set milestones, the community votes on them and the escrow releases funds as each one is met, is planned.',
        ],
      },
    ],
  },
  {
    id: 'project-submission',
    title: 'Project Submission',
    items: [
      {
        id: 'how-to-submit',
        question: 'How do I submit a project?',
        answer: [
          'Connect your wallet, open Submit, paste your token’s mint address and fill in the name, descriptions, the number of tokens you offer investors, the funding goal, deadline and links. Press Submit for Review and sign the statement that the project is legitimate.',
        ],
      },
      {
        id: 'token-deposit',
        question: 'Why must I deposit tokens before my campaign opens?',
        answer: [
          'So investors know their tokens exist. After approval your project page shows a Deposit button: your wallet signs one transfer of exactly the tokens you offered into the escrow vault’s token account, and the campaign opens for investment once it lands.',
          'If the goal is reached, investors claim their shares and you claim the rounding remainder with your SOL. If it is missed, or the project is rejected after your deposit, you claim all the tokens back from your Dashboard.',
        ],
      },
      {
        id: 'which-tokens',
        question: 'Which tokens can be listed?',
        answer: [
          'A mint of the SPL Token or Token-2022 program that exists on the Solana cluster MemeTank uses, checked on chain when you paste it and again when you submit. A mint with a freeze authority is refused, since its holder could freeze investors’ tokens. A mint authority that is still live is allowed but shown to investors as a risk, since its holder can mint more tokens.',
        ],
      },
      {
        id: 'submission-fee',
        question: 'Does submitting cost anything?',
        answer: [
          `No, submitting is free. MemeTank earns only the ${FEE} fee on campaigns that reach their goal.`,
        ],
      },
      {
        id: 'review-time',
        question: 'How long does the review take?',
        answer: [
          `Usually ${REVIEW_DAYS}. Your project shows as under review on your Dashboard until a decision is made.`,
        ],
      },
      {
        id: 'funding-goal',
        question: 'What funding goal should I set?',
        answer: [
          `We advise ${GOAL_RANGE}: small projects ${range(small, 'SOL')}, medium ${range(medium, 'SOL')} and large ${range(large, 'SOL')}. A goal you can actually reach is better than a big one that ends in refunds.`,
        ],
      },
      {
        id: 'campaign-length',
        question: 'How long can a campaign run?',
        answer: [
          `You choose the deadline when you submit, at most ${DEADLINE_MAX_DAYS} days ahead.`,
        ],
      },
      {
        id: 'rejected',
        question: 'My project was rejected. What now?',
        answer: [
          `Ask us what was missing, by ${CONTACT}, improve the submission and submit it again. Most rejections are for an unverifiable token, an empty pitch or missing social presence.`,
        ],
      },
    ],
  },
  {
    id: 'security-safety',
    title: 'Security & Safety',
    items: [
      {
        id: 'private-keys',
        question: 'Do you hold my private keys?',
        answer: [
          'No. MemeTank is non-custodial for your wallet: your keys stay in your wallet and are never stored by us. We will never ask for your recovery phrase.',
        ],
      },
      {
        id: 'escrow-safety',
        question: 'How safe is the SOL waiting in escrow?',
        answer: [
          'It sits in the platform’s escrow vault: an SPL Token multisig on chain that needs two of its three keys to sign every transfer out (the server’s key, a co-signer’s key and a recovery key kept offline), so the chain refuses a payout the server signs alone. The co-signer signs only a payout that is exactly the claim it is told about.',
          'By default the co-signer runs in the server’s process, so you still trust MemeTank to keep those keys safe until the campaign settles at its deadline and the claims are paid out; a deployment can run the co-signer as its own service, with a daily limit on what it signs. Planned: the co-signer checking every payout against the chain itself, a documented recovery of the vault with the recovery key, an on-chain escrow program that removes this trust, and multi-signature controls on admin actions.',
        ],
      },
      {
        id: 'vetting',
        question: 'How are projects vetted?',
        answer: [
          'Each submission passes automatic checks and then a manual review by the admin wallet before it is listed. AI-powered screening, identity verification (KYC) of creators and community votes are planned.',
        ],
      },
      {
        id: 'scam',
        question: 'What if a project turns out to be a scam?',
        answer: [
          `Report it by ${CONTACT}. The reviewer can remove a listing at any time, and a campaign that does not reach its goal is refunded in full. Community governance votes on recovering funds from abandoned or fraudulent projects are planned.`,
        ],
      },
      {
        id: 'bug-bounty',
        question: 'Do you have a bug bounty?',
        answer: [
          `Not yet: a paid bug bounty is planned. Report vulnerabilities privately, by ${CONTACT}, and give us time to fix them before you publish. No outside firm has audited MemeTank yet either; the Security & Safety page lists what the automated tests check.`,
        ],
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical',
    items: [
      {
        id: 'why-solana',
        question: 'Why Solana?',
        answer: [
          `Transactions confirm in seconds and cost ${NETWORK_FEE}, so small investments and refunds make sense. It is also where most meme coins launch.`,
        ],
      },
      {
        id: 'sign-in-message',
        question: 'What does the sign-in message do?',
        answer: [
          'It proves you own the wallet address. The message names the site, your address and a single-use code that expires after a few minutes, so it cannot be reused elsewhere. Signing it moves no funds.',
        ],
      },
      {
        id: 'transaction-pending',
        question: 'My transaction failed or seems stuck. What should I do?',
        answer: [
          `Look up the transaction signature on a Solana block explorer. An investment is recorded only after the network confirms it, so a failed transfer is never counted and your SOL stays in your wallet. If it still looks wrong, send us the signature by ${CONTACT}.`,
        ],
      },
      {
        id: 'api',
        question: 'Is there an API?',
        answer: [
          'Yes, a public read API for projects, tokens and prices, documented in the API Reference with every endpoint and field.',
        ],
      },
      {
        id: 'browsers',
        question: 'Which browsers are supported?',
        answer: [
          'Any current browser with a Solana wallet that follows the Wallet Standard, such as a Phantom, Solflare or Backpack extension on a computer. Browsing works on phones too, but connecting a phone’s wallet app from an ordinary mobile browser is not supported.',
        ],
      },
    ],
  },
];
