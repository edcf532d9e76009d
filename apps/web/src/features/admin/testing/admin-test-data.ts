// For the admin page's unit tests: a project as GET /api/admin/projects answers it (the shared test
// project's fields, with the admin's own), and an escrow.
import type { AdminProjectRow } from '@memetank/shared/api/admin';
import type { EscrowStatus } from '@memetank/shared/api/ledger';
import { testProjectDetail } from '@/test/projects';

let nextId = 0;
export function project(overrides: Partial<AdminProjectRow> = {}): AdminProjectRow {
  nextId += 1;
  return {
    ...testProjectDetail({
      id: `a${String(nextId).padStart(7, '0')}-0000-4000-8000-000000000000`,
      name: `Project ${nextId}`,
      description: 'A meme coin',
      tokenAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      creatorWallet: 'CreatorWa11etAddress1111111111111111111111',
      status: 'pending',
      fundingGoal: 200,
      currentFunding: 50,
      deadline: '2026-12-20T00:00:00.000Z',
      timeLeft: '20 days',
      investorCount: 3,
      upvotes: 4,
      likesCount: 0,
      commentsCount: 0,
      createdAt: '2026-11-20T00:00:00.000Z',
      longDescription: 'All about it',
      twitterUrl: 'https://x.com/frog',
      // Approved or not, its token side awaits the creator's deposit.
      tokenDeposit: 'awaiting',
      escrowTokenAccount: null,
    }),
    legitimacyStatement: null,
    legitimacySignature: null,
    sameMintProjects: [],
    ...overrides,
  };
}

export const ESCROW: EscrowStatus = {
  vault: 'Vau1tEscrow111111111111111111111111111111111',
  vaultBalance: 123.456789,
  feesAvailable: 1.5,
  feesAvailableUsdc: 0,
  treasuryWallet: 'Treasury11111111111111111111111111111111111',
  custody: null,
  refusals: [],
};
