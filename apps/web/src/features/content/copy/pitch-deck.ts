// The pitch deck's slides in order, and the figures its charts are drawn from.
import { TOKEN_TOTAL_SUPPLY } from '@memetank/shared/constants';

export const SLIDE_IDS = [
  'intro',
  'problem',
  'solution',
  'market',
  'business-model',
  'advantage',
  'roadmap',
  'tokenomics',
  'contact',
] as const;

export type SlideId = (typeof SLIDE_IDS)[number];

export const SLIDE_TITLES: Readonly<Record<SlideId, string>> = {
  intro: 'Introduction',
  problem: 'The Problem',
  solution: 'Our Solution',
  market: 'Market Opportunity',
  'business-model': 'Business Model',
  advantage: 'Competitive Advantage',
  roadmap: 'Roadmap',
  tokenomics: 'Tokenomics',
  contact: 'Get in Touch',
};

export interface Allocation {
  name: string;
  percent: number;
  timeLocked: boolean;
  purpose: string;
  /** A CSS colour for the chart and its legend. */
  colour: string;
}

export const TOKEN_ALLOCATIONS: readonly Allocation[] = [
  {
    name: 'Community',
    percent: 85,
    timeLocked: false,
    purpose: 'Rewards for investors, creators and champions who grow the platform.',
    colour: 'var(--solana-green)',
  },
  {
    name: 'Team',
    percent: 5,
    timeLocked: true,
    purpose: 'The builders, locked so that they earn it over time.',
    colour: 'var(--solana-purple)',
  },
  {
    name: 'Growth',
    percent: 5,
    timeLocked: false,
    purpose: 'Partnerships, listings and campaigns that bring new users.',
    colour: 'oklch(0.72 0.16 230)',
  },
  {
    name: 'Treasury Reserve',
    percent: 5,
    timeLocked: true,
    purpose: 'A locked reserve for audits, security and the unexpected.',
    colour: 'oklch(0.78 0.15 80)',
  },
];

export const tokensFor = (percent: number) => (TOKEN_TOTAL_SUPPLY * percent) / 100;

/** Live: built and working today. Planned: not built yet, with no date promised. */
export type RoadmapStatus = 'Live' | 'Planned';

export interface RoadmapStage {
  status: RoadmapStatus;
  title: string;
  items: readonly string[];
}

export const ROADMAP: readonly RoadmapStage[] = [
  {
    status: 'Live',
    title: 'Launch',
    items: [
      'Project discovery, search and sorting',
      'Submission with automatic token lookup',
      'Admin review before listing',
      'Sign-in with Phantom or any Wallet Standard wallet',
    ],
  },
  {
    status: 'Live',
    title: 'Real funding',
    items: [
      'SOL investments into the escrow vault',
      'A two-of-three multisig escrow vault',
      'All-or-nothing settlement at the deadline',
      'Claims and refunds from the Dashboard',
      'Live comments and funding on every project',
    ],
  },
  {
    status: 'Planned',
    title: 'Trust',
    items: [
      'On-chain escrow program',
      'Multi-signature admin controls',
      'AI-powered screening of submissions',
      'An external security audit',
    ],
  },
  {
    status: 'Planned',
    title: 'Community',
    items: [
      'Community votes before funding opens',
      'Identity verification (KYC) for creators',
      'Milestone-based releases of funds',
      'Governance on recovering funds from failed projects',
    ],
  },
];
