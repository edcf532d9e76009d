// Every content page: its own <title> and meta description (index.html's come back when it is
// left), and claims that are true of the product or marked Planned.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, testWallet } from '@/test/providers';
import { FAQ_GROUPS } from '../copy/faq';
import DocsApiReference from './documentation/api-reference';
import DocsCommunitySupport from './documentation/community-support';
import DocsFaq from './documentation/faq';
import DocsGettingStarted from './documentation/getting-started';
import DocsInvestmentGuide from './documentation/investment-guide';
import DocsOverview from './documentation/overview';
import DocsProjectSubmission from './documentation/project-submission';
import DocsSecurity from './documentation/security';
import HowItWorks from './how-it-works';
import PitchDeck from './pitch-deck';
import Privacy from './privacy';
import Security from './security';
import Terms from './terms';

const DEFAULT_TITLE = 'MemeTank - Shark Tank for Meme Coins';
const DEFAULT_DESCRIPTION = 'MemeTank is the Shark Tank for Meme Coins.';

const PAGES: [path: string, Page: ComponentType, title: string][] = [
  ['/how-it-works', HowItWorks, 'How It Works — MemeTank'],
  ['/security', Security, 'Security & Safety — MemeTank'],
  ['/documentation', DocsOverview, 'Documentation — MemeTank'],
  [
    '/documentation/getting-started',
    DocsGettingStarted,
    'Getting Started · Documentation — MemeTank',
  ],
  [
    '/documentation/investment-guide',
    DocsInvestmentGuide,
    'Investment Guide · Documentation — MemeTank',
  ],
  [
    '/documentation/project-submission',
    DocsProjectSubmission,
    'Project Submission · Documentation — MemeTank',
  ],
  ['/documentation/api-reference', DocsApiReference, 'API Reference · Documentation — MemeTank'],
  ['/documentation/security', DocsSecurity, 'Security · Documentation — MemeTank'],
  [
    '/documentation/community-support',
    DocsCommunitySupport,
    'Community & Support · Documentation — MemeTank',
  ],
  ['/documentation/faq', DocsFaq, 'Frequently Asked Questions · Documentation — MemeTank'],
  ['/privacy', Privacy, 'Privacy Policy — MemeTank'],
  ['/terms', Terms, 'Terms of Service — MemeTank'],
  ['/pitch-deck', PitchDeck, 'Pitch Deck — MemeTank'],
];

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function show(path: string, Page: ComponentType) {
  return renderPage(<Page />, testWallet(), path);
}

beforeAll(() => {
  // What index.html gives every page.
  document.title = DEFAULT_TITLE;
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = DEFAULT_DESCRIPTION;
  document.head.append(meta);
});

beforeEach(() => {
  // The API reference and the escrow proof ask the API; their answers do not matter here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('content page titles and descriptions', () => {
  it.each(PAGES)('%s is titled and described as itself', async (path, Page, title) => {
    const router = show(path, Page);
    expect(document.title).toBe(title);
    expect(description()).not.toBe(DEFAULT_DESCRIPTION);
    expect(description()!.length).toBeGreaterThan(40);

    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(document.title).toBe(DEFAULT_TITLE);
    expect(description()).toBe(DEFAULT_DESCRIPTION);
  });

  it('gives no two pages the same title or description', () => {
    const heads = PAGES.map(([path, Page]) => {
      show(path, Page);
      const head = { title: document.title, description: description() };
      cleanup();
      return head;
    });
    expect(new Set(heads.map((head) => head.title)).size).toBe(PAGES.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(PAGES.length);
  });
});

describe('content page claims', () => {
  function expectNoUnbackedPromise(text: string, where: string) {
    expect(text, where).not.toMatch(/@memetank\.example/);
    expect(text, where).not.toMatch(/bounty (of )?up to|rewarded with up to|\$10,000/i);
    expect(text, where).not.toMatch(/answered in under|under \d+ hours?/i);
    expect(text, where).not.toMatch(/only supported wallet/i);
  }

  it('promise no email address, bug bounty or response time anywhere', () => {
    for (const [path, Page] of PAGES) {
      show(path, Page);
      expect(document.querySelector('a[href^="mailto:"]'), path).toBeNull();
      expectNoUnbackedPromise(document.body.textContent ?? '', path);
      cleanup();
    }
    // The FAQ shows one answer at a time: read every answer.
    for (const item of FAQ_GROUPS.flatMap((group) => group.items)) {
      expectNoUnbackedPromise(item.answer.join(' '), `FAQ #${item.id}`);
    }
  });

  it('on /security: no audit marked Passed, the external audit and the bug bounty Planned', () => {
    show('/security', Security);
    const audits = screen.getByRole('region', { name: 'Audits & reviews' });
    expect(within(audits).queryByText('Passed')).not.toBeInTheDocument();
    const external = within(audits).getByText('External security audit').closest('li')!;
    expect(within(external).getByText('Planned')).toBeInTheDocument();
    expect(audits).toHaveTextContent('No outside firm has audited MemeTank yet.');

    const glance = screen.getByRole('region', { name: 'Security at a glance' });
    const bounty = within(glance).getByRole('heading', { name: 'Bug bounty' }).parentElement!;
    expect(within(bounty).getByText('Planned')).toBeInTheDocument();
  });

  it('on /security: the two-of-three escrow vault is live, admin multi-signature and the escrow program Planned', () => {
    show('/security', Security);
    const risk = screen.getByRole('region', { name: 'Risk Management' });
    const vault = within(risk).getByRole('heading', {
      name: 'Two-of-three escrow vault',
    }).parentElement!;
    expect(within(vault).queryByText('Planned')).not.toBeInTheDocument();
    expect(vault).toHaveTextContent('The chain refuses a payout the server signs alone');
    expect(vault).toHaveTextContent('By default the co-signer runs in the server’s process');
    expect(vault).toHaveTextContent(
      'a payout it refuses is not sent, and the admin sees it with the co-signer’s reason',
    );
    expect(vault).toHaveTextContent(
      'Every payout’s transaction in the explorer shows the two keys that signed it',
    );
    for (const name of ['Multi-signature admin controls', 'On-chain escrow program']) {
      const card = within(risk).getByRole('heading', { name }).parentElement!;
      expect(within(card).getByText('Planned')).toBeInTheDocument();
    }
    expect(document.body).not.toHaveTextContent('a keypair controlled by the MemeTank server');
  });

  it('on /security: says the mint is read on chain, a freeze authority refused and a live mint authority shown as a risk', () => {
    show('/security', Security);
    const kyc = screen.getByRole('region', { name: 'KYC & Verification' });
    expect(kyc).not.toHaveTextContent('It does not check that the token exists');
    expect(kyc).toHaveTextContent(
      'an address with no account, or an account that is not an SPL Token or Token-2022 mint, is refused',
    );
    expect(kyc).toHaveTextContent('So is a mint with a freeze authority');
    expect(kyc).toHaveTextContent('A mint authority that is still live is shown as a risk');
    expect(kyc).toHaveTextContent('No investment is taken before the deposit lands.');
  });

  it('on /how-it-works and /terms: tokens deposited in escrow before the campaign opens, paid pro rata or returned', () => {
    for (const [path, Page] of [
      ['/how-it-works', HowItWorks],
      ['/terms', Terms],
    ] as const) {
      show(path, Page);
      const page = document.body;
      expect(page).toHaveTextContent(
        'Before a campaign opens, its creator deposits the tokens offered to investors into the escrow vault',
      );
      expect(page).toHaveTextContent(
        "pro rata to their contribution and rounded down to the token's smallest unit (the remainder goes back to the creator)",
      );
      expect(page).toHaveTextContent('the creator can claim the deposited tokens back');
      expect(page).toHaveTextContent('A mint with a freeze authority cannot be listed');
      expect(page).not.toHaveTextContent('once the creator transfers');
      cleanup();
    }
  });

  it('in the FAQ and Getting Started: any Wallet Standard wallet works, and the dev wallet on the local chain', async () => {
    show('/documentation/getting-started', DocsGettingStarted);
    const setup = screen.getByRole('region', { name: 'Wallet setup' });
    expect(setup).toHaveTextContent(
      'Phantom or any other Solana wallet that follows the Wallet Standard',
    );
    expect(setup).toHaveTextContent('MemeTank Dev Wallet');
    cleanup();

    show('/documentation/faq', DocsFaq);
    await userEvent.click(screen.getByRole('button', { name: 'Which wallet do I need?' }));
    const answer = screen.getByRole('region', { name: 'Which wallet do I need?' });
    expect(answer).toHaveTextContent(
      'Phantom or any other Solana wallet that follows the Wallet Standard',
    );
    expect(answer).toHaveTextContent('MemeTank Dev Wallet');
  });

  it('in Getting Started: Most Funded lists USDC campaigns, then SOL ones, each largest first', () => {
    show('/documentation/getting-started', DocsGettingStarted);
    expect(screen.getByRole('row', { name: /^Most Funded/ })).toHaveTextContent(
      'USDC campaigns first, the most USDC raised first; then SOL campaigns, the most SOL raised first.',
    );
  });

  it('in Community & Support: response times and champions are marked Planned', () => {
    show('/documentation/community-support', DocsCommunitySupport);
    for (const name of ['Response times', 'Community champions']) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText('Planned')).toBeInTheDocument();
    }
  });
});
