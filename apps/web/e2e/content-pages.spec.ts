// Every content page: its heading, its buttons, and every link on it leading somewhere real.
import { expect, test } from '@playwright/test';
import {
  CONTENT_PAGES,
  expectHashTargetInView,
  expectPage,
  h1,
  skipCookieBanner,
} from './content-support';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

for (const { path, title } of CONTENT_PAGES) {
  test(`${path} shows "${title}" without errors`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(path);
    await expectPage(page, title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('every link on the content pages and in the footer leads to a real page or section', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const internal = new Set<string>();
  const external: { href: string; target: string | null; rel: string | null; name: string }[] = [];

  for (const { path } of CONTENT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await page.locator('main a[href], footer a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel'),
        name: (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').trim(),
      })),
    );
    for (const link of links) {
      if (link.href.startsWith('http')) external.push(link);
      else if (link.href.startsWith('/api/')) continue;
      else if (link.href.startsWith('/')) internal.add(link.href);
      else if (link.href.startsWith('#')) internal.add(`${path}${link.href}`);
      else expect(link.href, `unexpected link on ${path}`).toMatch(/^mailto:/);
    }
  }

  expect(internal.size).toBeGreaterThan(40);
  for (const href of internal) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText('Oops! Page not found'), href).toHaveCount(0);
    if (href.includes('#')) await expectHashTargetInView(page);
  }

  expect(external.length).toBeGreaterThan(0);
  for (const link of external) {
    expect(link.target, link.href).toBe('_blank');
    expect(link.rel, link.href).toBe('noopener noreferrer');
    expect(link.name, link.href).not.toBe('');
  }
});

test('How it works states the figures and sends visitors to projects or the submit form', async ({
  page,
}) => {
  await page.goto('/how-it-works');
  const main = page.getByRole('main');
  for (const section of [
    'For Investors',
    'For Project Creators',
    'Project Requirements',
    'Security & Trust',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const figures = main.getByRole('definition');
  await expect(figures.filter({ hasText: /^0\.1 SOL$/ })).toBeVisible();
  await expect(figures.filter({ hasText: /^50–10,000 SOL$/ })).toBeVisible();
  await expect(figures.filter({ hasText: /^3%$/ })).toBeVisible();

  await main.getByRole('link', { name: 'Submit Your Project' }).first().click();
  await expect(page).toHaveURL('/submit');
  await page.goBack();
  await main.getByRole('link', { name: 'Browse Projects' }).first().click();
  await expect(page).toHaveURL('/');
});

test('Security & Safety claims no audit, marks the external audit and the bug bounty Planned', async ({
  page,
}) => {
  await page.goto('/security');
  await expect(page).toHaveTitle('Security & Safety — MemeTank');
  const audits = page.locator('#audits li');
  await expect(audits).toHaveCount(5);
  await expect(audits.filter({ hasText: 'Passed' })).toHaveCount(0);
  await expect(audits.filter({ hasText: 'Tested' })).toHaveCount(4);
  await expect(audits.filter({ hasText: 'External security audit' })).toContainText('Planned');
  await expect(page.locator('#audits')).toContainText('No outside firm has audited MemeTank yet.');
  await expect(page.getByRole('region', { name: 'Security at a glance' })).toContainText(
    'A paid bug bounty is planned; there is none today.',
  );
  // What the server checks of a mint, as the code does it (docs/decisions/047).
  const verification = page.locator('#kyc-and-verification');
  await expect(verification).toContainText('is not an SPL Token or Token-2022 mint, is refused');
  await expect(verification).toContainText('So is a mint with a freeze authority');
  await expect(verification).toContainText('No investment is taken before the deposit lands.');
  for (const section of [
    'KYC & Verification',
    'Risk Management',
    'Risk Disclosure',
    'Best Practices',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Message us on X/ })).toHaveAttribute(
    'href',
    'https://x.com/memetank',
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});

test('the documentation overview starts, helps and jumps to popular topics', async ({ page }) => {
  await page.goto('/documentation');
  const topics = page.getByRole('region', { name: 'Browse by topic' }).getByRole('link');
  await expect(topics).toHaveCount(6);

  const help = page.getByRole('region', { name: 'Need Help?' });
  await expect(help.getByRole('link', { name: /Join the Community/ })).toHaveAttribute(
    'href',
    'https://x.com/memetank',
  );
  await help.getByRole('link', { name: 'Read the FAQ' }).click();
  await expectPage(page, 'Frequently Asked Questions');

  await page.goto('/documentation');
  const popular = page.getByRole('region', { name: 'Popular Topics' });
  await popular.getByRole('link', { name: 'How to connect your wallet' }).click();
  await expect(page).toHaveURL('/documentation/getting-started#wallet-setup');
  await expectHashTargetInView(page);

  await page.goto('/documentation');
  await page.getByRole('link', { name: 'Start Here' }).click();
  await expectPage(page, 'Getting Started');
});

test('Project Submission sends both of its buttons to the submit form', async ({ page }) => {
  for (const name of ['Start Submission', 'Submit Your Project']) {
    await page.goto('/documentation/project-submission');
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL('/submit');
  }
});

test('the API Reference documents the live server’s public endpoints', async ({ page }) => {
  await page.goto('/documentation/api-reference');
  const origin = await page.evaluate(() => window.location.origin);
  await expect(page.getByText(`${origin}/api`, { exact: true })).toBeVisible();
  await expect(page.getByText(/"error": \{/)).toBeVisible();

  const health = page.getByRole('article', { name: 'GET /api/health' });
  await expect(health).toBeVisible();
  await expect(health.getByText('Service health: database and chain')).toBeVisible();
  await expect(health.getByRole('rowheader', { name: 'db.status' })).toBeVisible();
  await expect(health.getByRole('cell', { name: '"up" | "down"' }).first()).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /openapi\.json/ })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Endpoints' })
    .getByRole('link', { name: 'GET /api/health' })
    .click();
  await expect(page).toHaveURL(/#get-api-health$/);
  await expect(health).toBeInViewport();
});

for (const [path, title, anchor] of [
  ['/privacy-policy', 'Privacy Policy', 'cookies'],
  ['/terms-of-service', 'Terms of Service', 'risk-warning'],
] as const) {
  test(`${title} has ten numbered sections, last updated December 2024`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText('Last updated: December 2024')).toBeVisible();
    const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
    await expect(sections).toHaveCount(10);
    await expect(sections.first()).toHaveText(/^1\. /);
    await expect(sections.last()).toHaveText(/^10\. /);

    await page
      .getByRole('navigation', { name: 'Contents' })
      .locator(`a[href$="#${anchor}"]`)
      .click();
    await expect(page).toHaveURL(`${path}#${anchor}`);
    await expectHashTargetInView(page);
  });
}

test('the short legal routes show the same texts', async ({ page }) => {
  await page.goto('/privacy');
  await expect(h1(page, 'Privacy Policy')).toBeVisible();
  await expect(page.getByRole('heading', { name: '4. Blockchain data' })).toBeVisible();
  await page.goto('/terms');
  await expect(h1(page, 'Terms of Service')).toBeVisible();
  await expect(page.getByRole('heading', { name: '7. Platform fee' })).toBeVisible();
});

test('each page carries its own title and description; the home page the default', async ({
  page,
}) => {
  const description = page.locator('meta[name="description"]');
  await page.goto('/');
  const defaultTitle = await page.title();
  const defaultDescription = await description.getAttribute('content');
  expect(defaultTitle).toBe('MemeTank - Shark Tank for Meme Coins');

  await page.goto('/how-it-works');
  await expectPage(page, 'How It Works');
  await expect(page).toHaveTitle('How It Works — MemeTank');
  await expect(description).toHaveAttribute('content', /^How MemeTank works for investors/);

  await page.goto('/documentation/getting-started');
  await expectPage(page, 'Getting Started');
  await expect(page).toHaveTitle('Getting Started · Documentation — MemeTank');
  await expect(description).toHaveAttribute('content', /^Set up a Solana wallet/);

  // Every page has its own (issue 35); going home brings the default back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Submit', exact: true })
    .click();
  await expect(page).toHaveURL('/submit');
  await expect(page).toHaveTitle('Submit a Project — MemeTank');
  await expect(description).toHaveAttribute('content', /^Submit your meme coin project/);
  await page.goBack();
  await expect(page).toHaveURL('/documentation/getting-started');
  await page.goto('/');
  await expect(page).toHaveTitle(defaultTitle);
  await expect(description).toHaveAttribute('content', defaultDescription ?? '');
});

test('/faq redirects to the FAQ in the documentation', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveURL('/documentation/faq');
  await expectPage(page, 'Frequently Asked Questions');
  await expect(page).toHaveTitle('Frequently Asked Questions · Documentation — MemeTank');
});
