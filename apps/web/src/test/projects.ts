// For unit tests: a project as a card and as the detail page read it (valid answers). The
// providers and wallets are the app's (src/test/providers.tsx).
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { TEST_WALLET } from '@/test/providers';

let nextProject = 1;

/** The escrow's token account of the test projects' mint. */
export const TEST_ESCROW_TOKEN_ACCOUNT = 'EscrowTokenAccount1111111111111111111111111';

/** A card's data; every field can be overridden. */
export function testProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  const n = nextProject++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Test Project ${n}`,
    description: 'A meme coin for tests.',
    logo: '🐸',
    tokenAddress: 'So11111111111111111111111111111111111111112',
    creatorWallet: TEST_WALLET,
    status: 'approved',
    riskScore: 'Medium',
    currency: 'SOL',
    fundingGoal: 100,
    currentFunding: 45.67,
    deadline: '2030-01-01T00:00:00.000Z',
    timeLeft: '5 days',
    investorCount: 12,
    upvotes: 34,
    likesCount: 5,
    commentsCount: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    campaign: 'funding',
    settledAt: null,
    ...overrides,
  };
}

/** The detail page's data; every field can be overridden. */
export function testProjectDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...testProject(),
    longDescription: null,
    pitchDeckUrl: null,
    twitterUrl: null,
    telegramUrl: null,
    discordUrl: null,
    websiteUrl: null,
    updatedAt: null,
    likedByMe: false,
    // A deposited token side: the campaign is open (docs/decisions/047).
    tokenProgram: 'token-2022',
    tokenDecimals: 6,
    tokenAllocation: '1000000000000',
    tokenDeposit: 'deposited',
    escrowTokenAccount: TEST_ESCROW_TOKEN_ACCOUNT,
    ...overrides,
  };
}
