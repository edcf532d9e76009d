// For this feature's unit tests: a wallet context with every field filled in (disconnected unless
// given a publicKey), and the providers a projects component needs around it.
import type { ProjectDetail, ProjectSummary } from '@memetank/shared/api/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { WalletContext, type WalletContextValue } from '@/lib/wallet';
import { fakeWallet } from '@/test/fake-wallet';

export const TEST_WALLET = 'E1jBLnWLA2JAwXFK6JUfLE5dahqbsaWD85TA13Az3Bms';

/** A wallet context with every field filled in (disconnected unless given a publicKey). */
export const testWallet = fakeWallet;

/** A connected wallet whose sign-in succeeds. */
export const connectedTestWallet = (overrides: Partial<WalletContextValue> = {}) =>
  testWallet({
    publicKey: TEST_WALLET,
    isSignedIn: true,
    ensureSignedIn: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  });

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
}

/** A `wrapper` for render(): query client, wallet and the toaster. */
export function testProviders(wallet: WalletContextValue, queryClient = testQueryClient()) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <WalletContext.Provider value={wallet}>
          {children}
          <Toaster theme="light" />
        </WalletContext.Provider>
      </QueryClientProvider>
    );
  }
  return { wrapper: Providers, queryClient };
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let nextProject = 1;

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
    ...overrides,
  };
}
